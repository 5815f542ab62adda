import { DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, compiledSources, type Language } from './language.js';

export const python: Language = {
  id: 'python',
  name: 'Python 3',
  extensions: ['.py'],
  packageCode: 'python3',
  versionCommand: ['/usr/bin/python3', '--version'],
  sourceFileName: () => 'main.py',
  // Compiles every file without writing bytecode, so a syntax error is a compilation error.
  compileCommand: (context) => [
    '/usr/bin/python3',
    '-B',
    '-c',
    'import sys\nfor name in sys.argv[1:]: compile(open(name, "rb").read(), name, "exec")',
    ...compiledSources(context),
  ],
  entryPoint: (_source, fileName = 'main.py') => fileName,
  runCommand: ({ entryPoint }) => ['/usr/bin/python3', '-B', `${PROGRAM_DIRECTORY}/${entryPoint}`],
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
