import { BUILD_DIRECTORY, DEFAULT_ENVIRONMENT, PROGRAM_DIRECTORY, type Language } from './language.js';

export const javascript: Language = {
  id: 'javascript',
  name: 'JavaScript (Node.js 20)',
  versionCommand: ['/usr/bin/node', '--version'],
  // A syntax check, so a syntax error is a compilation error like in the compiled languages.
  compileCommand: ({ sourceFile }) => ['/usr/bin/node', '--check', `${BUILD_DIRECTORY}/${sourceFile}`],
  entryPoint: (_source, fileName) => fileName,
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
  startCode: {
    batch: `'use strict';

// The statement describes the input; this reads all of it, token by token.
const tokens = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);

// TODO: write your solution here and print the answer with console.log(...)
`,
    interactive: `'use strict';

const readline = require('readline');

// Interactive: read one line at a time, and answer each with process.stdout.write (it is not buffered).
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  // TODO: read the judge's message in line, then answer it:
  // process.stdout.write('your answer\\n');
});
`,
  },
  additionSource: (marker) =>
    `const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n// ${marker}\n`,
};
