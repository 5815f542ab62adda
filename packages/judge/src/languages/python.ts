import { DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, type Language } from './language.js';

export const python: Language = {
  id: 'python',
  name: 'Python 3',
  extensions: ['.py'],
  versionCommand: ['/usr/bin/python3', '--version'],
  sourceFileName: () => 'main.py',
  // Compiles without writing bytecode, so a syntax error is a compilation error.
  compileCommand: ({ sourceFile }) => [
    '/usr/bin/python3',
    '-B',
    '-c',
    'import sys; compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec")',
    sourceFile,
  ],
  entryPoint: () => 'main.py',
  runCommand: () => ['/usr/bin/python3', '-B', `${PROGRAM_DIRECTORY}/main.py`],
  keepSource: true,
  memoryOverheadMb: 0,
  processes: 64,
  openFiles: 64,
  addressSpaceLimit: true,
  outOfMemoryMarkers: ['MemoryError'],
  environment: { ...DEFAULT_ENVIRONMENT, PYTHONDONTWRITEBYTECODE: '1', PYTHONIOENCODING: 'utf-8' },
  selfTestSource: `import sys
sys.stdout.write(sys.stdin.read())
`,
};
