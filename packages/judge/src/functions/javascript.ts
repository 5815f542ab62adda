import type { FunctionSignature } from '@codeyard/shared/function-problem';
import type { FunctionDriver } from './driver.js';
import { JAVASCRIPT_RUNTIME, runtimeSignature } from './javascript-runtime.js';

/** The user's file: stack traces name it and its own line numbers. */
const SOLUTION = 'solution.js';
const DRIVER = 'main.js';

/**
 * The driver runs the user's file as a script of the global context (node's vm), as LeetCode
 * does: `var twoSum = function` and `function twoSum` become globals, stack traces say
 * solution.js:LINE, and ListNode, TreeNode and the queues are globals it finds. A syntax error in
 * the file is thrown when it loads (node --check sees only main.js), so it is a runtime error
 * that names solution.js and the line.
 */
function driverSource(signature: FunctionSignature): string {
  return `// Codeyard's driver for a function problem: reads one JSON value per parameter per line,
// calls ${signature.name} from ${SOLUTION}, and prints what it returns as compact JSON.
${JAVASCRIPT_RUNTIME}
const vm = require('vm');
const SIGNATURE = ${runtimeSignature(signature, signature.name)};

runSolution(
  SIGNATURE,
  () => {
    vm.runInThisContext(fs.readFileSync(path.join(__dirname, ${JSON.stringify(SOLUTION)}), 'utf8'), {
      filename: ${JSON.stringify(SOLUTION)},
    });
    return vm.runInThisContext(${JSON.stringify(`typeof ${signature.name} === 'function' ? ${signature.name} : undefined`)});
  },
  ${JSON.stringify(SOLUTION)},
);
`;
}

export const javascriptFunctionDriver: FunctionDriver = {
  language: 'javascript',
  program: (signature, source) => ({
    language: 'javascript',
    source: driverSource(signature),
    sourceName: DRIVER,
    files: { [SOLUTION]: source },
  }),
  includedFiles: (signature) => ({ [DRIVER]: driverSource(signature) }),
};
