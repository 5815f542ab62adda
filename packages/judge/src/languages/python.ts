import { DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, compiledSources, type Language } from './language.js';

export const python: Language = {
  id: 'python',
  name: 'Python 3',
  versionCommand: ['/usr/bin/python3', '--version'],
  // Python 2 shares the .py ending: a python2 shebang says a file is Python 2, which is not judged.
  unsupportedSource: (source) => (/^#!.*python2/.test(source) ? 'Python 2 is not supported' : undefined),
  // A package folder starts at __main__.py (the format's form for a validator); a module says it is the script.
  mainFile: { packageMain: '__main__.py', declaration: /__name__\s*==\s*['"]__main__['"]/ },
  // Compiles every file without writing bytecode, so a syntax error is a compilation error.
  compileCommand: (context) => [
    '/usr/bin/python3',
    '-B',
    '-c',
    'import sys\nfor name in sys.argv[1:]: compile(open(name, "rb").read(), name, "exec")',
    ...compiledSources(context),
  ],
  entryPoint: (_source, fileName) => fileName,
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
  startCode: {
    batch: `import sys


def main():
    # The statement describes the input; this reads all of it, token by token.
    tokens = sys.stdin.read().split()

    # TODO: write your solution here and print the answer


main()
`,
    interactive: `import sys


def main():
    # Interactive: read one line at a time, and flush after every line you write.
    for line in sys.stdin:
        # TODO: read the judge's message in line, then answer it:
        # print("your answer", flush=True)
        pass


main()
`,
  },
  additionSource: (marker) => `a, b = map(int, input().split())\nprint(a + b)\n# ${marker}\n`,
};
