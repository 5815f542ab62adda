import { compareReturned } from '@codeyard/shared/function-problem';
import type { Checker } from '../types.js';
import type { CheckResult } from './check-result.js';
import { checkExact } from './exact.js';
import { checkLines } from './lines.js';
import { checkTokens } from './tokens.js';

/** A checker that needs no sandbox: all but an output validator program. */
export type BuiltinChecker = Exclude<Checker, { kind: 'custom' } | { kind: 'interactive' }>;

/** Runs a checker that needs no sandbox, in the judge process. */
export function checkBuiltin(checker: BuiltinChecker, output: string, expected: string): CheckResult {
  switch (checker.kind) {
    case 'lines':
      return checkLines(output, expected);
    case 'exact':
      return checkExact(output, expected);
    case 'tokens':
      return checkTokens(output, expected, checker);
    case 'value': {
      const verdict = compareReturned(checker.signature, expected, output);
      return verdict.accepted ? { accepted: true } : { accepted: false, message: verdict.message };
    }
  }
}
