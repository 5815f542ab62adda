import type { FunctionSignature } from '@codeyard/shared/function-problem';
import type { FunctionDriver } from './driver.js';
import { JAVASCRIPT_RUNTIME, runtimeSignature } from './javascript-runtime.js';

/** The user's file: tsc's errors and (through the source map) stack traces name it and its lines. */
const SOLUTION = 'solution.ts';
const DRIVER = 'main.ts';
/** The globals' types, a declaration file (a script, so its names are global to solution.ts, a module). */
const DECLARATIONS = 'leetcode.d.ts';

/** What LeetCode's TypeScript declares for a solution: ListNode, TreeNode, and the queues of @datastructures-js. */
export const TYPESCRIPT_DECLARATIONS = `// The names LeetCode's TypeScript gives a solution; Codeyard's driver defines them at run time.
declare class ListNode {
  val: number;
  next: ListNode | null;
  constructor(val?: number, next?: ListNode | null);
}

declare class TreeNode {
  val: number;
  left: TreeNode | null;
  right: TreeNode | null;
  constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null);
}

declare class PriorityQueue<T> implements Iterable<T> {
  constructor(compare: (left: T, right: T) => number, values?: T[]);
  static fromArray<T>(values: T[], compare: (left: T, right: T) => number): PriorityQueue<T>;
  enqueue(value: T): this;
  push(value: T): this;
  dequeue(): T;
  pop(): T;
  front(): T;
  back(): T;
  size(): number;
  isEmpty(): boolean;
  toArray(): T[];
  clear(): void;
  contains(predicate: (value: T) => boolean): boolean;
  remove(predicate: (value: T) => boolean): T[];
  [Symbol.iterator](): Iterator<T>;
}

declare class MinPriorityQueue<T = number> extends PriorityQueue<T> {
  constructor(getCompareValue?: (value: T) => number | string, values?: T[]);
  static fromArray<T>(values: T[], getCompareValue?: (value: T) => number | string): MinPriorityQueue<T>;
}

declare class MaxPriorityQueue<T = number> extends PriorityQueue<T> {
  constructor(getCompareValue?: (value: T) => number | string, values?: T[]);
  static fromArray<T>(values: T[], getCompareValue?: (value: T) => number | string): MaxPriorityQueue<T>;
}

declare class Queue<T> implements Iterable<T> {
  constructor(values?: T[]);
  static fromArray<T>(values: T[]): Queue<T>;
  enqueue(value: T): this;
  push(value: T): this;
  dequeue(): T;
  pop(): T;
  front(): T;
  back(): T;
  size(): number;
  isEmpty(): boolean;
  toArray(): T[];
  clear(): void;
  clone(): Queue<T>;
  [Symbol.iterator](): Iterator<T>;
}

declare class Deque<T> {
  constructor(values?: T[]);
  static fromArray<T>(values: T[]): Deque<T>;
  pushFront(value: T): this;
  pushBack(value: T): this;
  popFront(): T;
  popBack(): T;
  front(): T;
  back(): T;
  size(): number;
  isEmpty(): boolean;
  toArray(): T[];
  clear(): void;
  clone(): Deque<T>;
}
`;

/**
 * The driver: tsc compiles it with solution.ts and the declarations (solution.ts is a module, as
 * every file is under --moduleDetection force, so its function is its own). When node loads
 * solution.js the driver adds one line at its end that exports the function (the lines before it
 * stay as they were), and turns source maps on first, so a stack trace names solution.ts:LINE.
 * The driver is the shared JavaScript runtime, which tsc is told not to check.
 */
function driverSource(signature: FunctionSignature): string {
  const name = signature.name;
  const exported = `\n;module.exports.__codeyardFunction = typeof ${name} === 'function' ? ${name} : undefined;\n`;
  return `// @ts-nocheck
// Codeyard's driver for a function problem: reads one JSON value per parameter per line,
// calls ${name} from ${SOLUTION}, and prints what it returns as compact JSON.
${JAVASCRIPT_RUNTIME}
const Module = require('module');
const SIGNATURE = ${runtimeSignature(signature, name)};

runSolution(
  SIGNATURE,
  () => {
    process.setSourceMapsEnabled(true);
    const compiled = path.join(__dirname, 'solution.js');
    const compile = Module.prototype._compile;
    Module.prototype._compile = function (content, filename) {
      return compile.call(this, filename === compiled ? content + ${JSON.stringify(exported)} : content, filename);
    };
    return require(compiled).__codeyardFunction;
  },
  ${JSON.stringify(SOLUTION)},
);
`;
}

export const typescriptFunctionDriver: FunctionDriver = {
  language: 'typescript',
  program: (signature, source) => ({
    language: 'typescript',
    source: driverSource(signature),
    sourceName: DRIVER,
    files: { [SOLUTION]: source, [DECLARATIONS]: TYPESCRIPT_DECLARATIONS },
  }),
  includedFiles: (signature) => ({ [DRIVER]: driverSource(signature), [DECLARATIONS]: TYPESCRIPT_DECLARATIONS }),
};
