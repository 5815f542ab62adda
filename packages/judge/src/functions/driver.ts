import type { FunctionSignature } from '@codeyard/shared/function-problem';
import type { LanguageId, ProgramSource } from '../types.js';

/**
 * How one language runs a function problem: the user writes only the function (LeetCode's form),
 * and the driver is the program around it that reads the typed input (one JSON value per parameter
 * per line), builds the arguments (ListNode and TreeNode included), calls the function and prints
 * what it returned as compact JSON on one line. The user's code goes into the program unchanged and
 * keeps its line numbers in what the compiler and the runtime report (a file of its own named
 * `solution.<ending>`, a #line directive, or a prelude on its first line).
 */
export type FunctionDriver = {
  language: LanguageId;
  /** The program the judge builds and runs for `source`, the user's code as LeetCode's stub grows it. */
  program(signature: FunctionSignature, source: string): ProgramSource;
  /**
   * A problem package's include/<code>/ for this language (Kattis 2025-09 "Included files"): the
   * driver's files, which a judge adds to a submission's own file. Left out where that rule cannot
   * make a program of LeetCode's form (a C++ or Java solution without its includes and imports
   * does not compile on its own); docs/problem-format.md lists which languages have it.
   */
  includedFiles?(signature: FunctionSignature): Record<string, string>;
};
