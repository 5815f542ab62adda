import { describe, expect, it } from 'vitest';
import { toRunResult, type RunCaseResult, type RunOutcome } from '@codeyard/shared';
import { boundRunResult, cutToEncodedBytes, MAX_ANSWER_BYTES, MAX_TEXT_BYTES } from './bound-run-result.js';

const MIB = 1024 * 1024;

function test(overrides: Partial<RunCaseResult> = {}): RunCaseResult {
  return {
    statusId: 3,
    status: 'Accepted',
    time: 0.01,
    memory: 2048,
    stdin: '1 2\n',
    expectedOutput: '3\n',
    stdout: '3\n',
    stderr: '',
    ...overrides,
  };
}

/** Bytes of the answer as the API sends it (its spelling), which is what the budget bounds. */
const answerBytes = (result: RunOutcome) => Buffer.byteLength(JSON.stringify(toRunResult(result)));

describe('boundRunResult', () => {
  it('leaves a small answer as it was, marked not truncated', () => {
    const result: RunOutcome = {
      success: true,
      error: null,
      testResults: [test(), test({ stdin: '-5 5\n', expectedOutput: '0\n', stdout: '0\n' })],
    };
    expect(boundRunResult(result)).toEqual({
      ...result,
      testResults: result.testResults.map((entry) => ({ ...entry, truncated: false })),
    });
  });

  it('keeps the first 64 KiB of a 16 MiB stdout and says it was cut', () => {
    const huge = 'y'.repeat(16 * MIB);
    const bounded = boundRunResult({
      success: false,
      error: 'Wrong Answer',
      testResults: [test({ statusId: 4, stdout: huge }), test()],
    });
    const [first, second] = bounded.testResults;
    expect(first?.stdout === huge.slice(0, MAX_TEXT_BYTES)).toBe(true);
    expect(first?.truncated).toBe(true);
    expect(first?.stdin).toBe('1 2\n');
    expect(second).toMatchObject({ stdout: '3\n', truncated: false });
  });

  it('keeps the whole answer under 1 MiB however many tests print the most they may', () => {
    const loud = test({ stdout: 'a'.repeat(MIB), stderr: 'b'.repeat(MIB), compileOutput: 'c'.repeat(100_000) });
    const bounded = boundRunResult({
      success: false,
      error: 'e'.repeat(MIB),
      testResults: Array.from({ length: 30 }, () => loud),
      custom: {
        stdin: 'd'.repeat(MIB),
        stdout: 'f'.repeat(MIB),
        stderr: '',
        statusId: 3,
        expectedOutput: 'g'.repeat(MIB),
      },
    });
    expect(answerBytes(bounded)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    // Budget goes in order: the first texts get their full 64 KiB, the last ones what is left.
    expect(bounded.error).toHaveLength(MAX_TEXT_BYTES);
    expect(bounded.custom).toMatchObject({ truncated: true, statusId: 3 });
    expect(bounded.custom?.stdout).toHaveLength(MAX_TEXT_BYTES);
    expect(bounded.testResults).toHaveLength(30);
    expect(bounded.testResults.every((entry) => entry.truncated)).toBe(true);
    expect(bounded.testResults.at(-1)?.stdout).toBe('');
  });

  it('counts JSON escapes, so control characters cannot blow the answer up six-fold', () => {
    const bounded = boundRunResult({
      success: false,
      error: null,
      testResults: [test({ stdout: '\u0000'.repeat(MIB) })],
    });
    const stdout = bounded.testResults[0]?.stdout ?? '';
    expect(Buffer.byteLength(JSON.stringify(stdout)) - 2).toBeLessThanOrEqual(MAX_TEXT_BYTES);
    expect(stdout.length).toBe(Math.floor(MAX_TEXT_BYTES / 6));
  });
});

describe('cutToEncodedBytes', () => {
  it('never splits a surrogate pair or a multi-byte character', () => {
    const cut = cutToEncodedBytes('😀'.repeat(10), 7);
    expect(cut).toEqual({ text: '😀', truncated: true });
    expect(cutToEncodedBytes('éé', 3)).toEqual({ text: 'é', truncated: true });
    expect(cutToEncodedBytes('éé', 4)).toEqual({ text: 'éé', truncated: false });
  });
});
