import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, type Language } from './language.js';

export const javascript: Language = {
  id: 'javascript',
  name: 'JavaScript (Node.js 20)',
  extensions: ['.js'],
  versionCommand: ['/usr/bin/node', '--version'],
  sourceFileName: () => 'main.js',
  // A syntax check, so a syntax error is a compilation error like in the compiled languages.
  compileCommand: ({ sourceFile }) => ['/usr/bin/node', '--check', `${BUILD_DIRECTORY}/${sourceFile}`],
  entryPoint: (_source, fileName = 'main.js') => fileName,
  runCommand: ({ entryPoint, memoryLimitMb, stackKb }) => [
    '/usr/bin/node',
    `--max-old-space-size=${memoryLimitMb}`,
    // V8 must hit its own stack limit (a RangeError) before the process's; 80% leaves room for native frames.
    `--stack-size=${Math.floor(stackKb * 0.8)}`,
    `${PROGRAM_DIRECTORY}/${entryPoint}`,
  ],
  keepSource: true,
  memoryOverheadMb: 64,
  processes: 64,
  openFiles: 128,
  addressSpaceLimit: false,
  outOfMemoryMarkers: ['JavaScript heap out of memory', 'Reached heap limit'],
  environment: { ...DEFAULT_ENVIRONMENT, NODE_OPTIONS: '' },
  selfTestSource: `process.stdout.write(require('fs').readFileSync(0));
`,
};
