import { DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, type Language } from './language.js';

export const pypy: Language = {
  id: 'pypy',
  name: 'PyPy 3 (7.3, Python 3.9)',
  // .py belongs to CPython (python.ts); a package's PyPy solution is named like CPython's.
  extensions: [],
  versionCommand: ['/usr/bin/pypy3', '--version'],
  sourceFileName: () => 'main.py',
  // Compiles without writing bytecode, so a syntax error is a Compilation Error.
  compileCommand: ({ sourceFile }) => [
    '/usr/bin/pypy3',
    '-B',
    '-c',
    'import sys; compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec")',
    sourceFile,
  ],
  entryPoint: () => 'main.py',
  runCommand: () => ['/usr/bin/pypy3', '-B', `${PROGRAM_DIRECTORY}/main.py`],
  keepSource: true,
  // PyPy's interpreter and JIT take about 30 MB before the program allocates anything.
  memoryOverheadMb: 32,
  processes: 64,
  openFiles: 64,
  addressSpaceLimit: true,
  outOfMemoryMarkers: ['MemoryError'],
  environment: { ...DEFAULT_ENVIRONMENT, PYTHONDONTWRITEBYTECODE: '1', PYTHONIOENCODING: 'utf-8' },
  selfTestSource: `import sys
sys.stdout.write(sys.stdin.read())
`,
  install: { debianPackages: ['pypy3'] },
};
