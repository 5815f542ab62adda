import type { CheckResult } from './check-result.js';

/** Byte for byte: for problems where the exact layout of the output is the point. */
export function checkExact(output: string, expected: string): CheckResult {
  if (output === expected) return { accepted: true };
  let index = 0;
  while (index < output.length && output[index] === expected[index]) index++;
  return { accepted: false, message: `Output differs at character ${index + 1}` };
}
