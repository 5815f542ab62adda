import { describe, expect, it } from 'vitest';
import type { SubmissionResult, TestResult } from '@codeyard/judge';
import { waitedText } from '@codeyard/shared';
import { toOutcome } from './outcome.js';

const SECRET = 'hidden-input-4242';

function testResult(overrides: Partial<TestResult>): TestResult {
  return {
    statusId: 3,
    status: 'Accepted',
    time: 0.01,
    wallTime: 0.02,
    memory: 2048,
    exitCode: 0,
    signal: null,
    stdout: '',
    stderr: '',
    stderrTruncated: false,
    ...overrides,
  };
}

function failedOnSecondTest(failing: Partial<TestResult>): SubmissionResult {
  const last = testResult(failing);
  return {
    statusId: last.statusId,
    status: last.status,
    compileOutput: '',
    tests: [testResult({}), last],
    passed: 1,
    total: 3,
    maxTime: 0.01,
    maxMemory: 2048,
  };
}

describe('toOutcome on hidden tests', () => {
  it('reports a crash as verdict and test number, without stderr, stdout, exit code, time or memory', () => {
    const outcome = toOutcome(
      failedOnSecondTest({
        statusId: 11,
        status: 'Runtime Error (NZEC)',
        exitCode: 98,
        stdout: SECRET,
        stderr: `${SECRET}\nTraceback`,
        time: 0.98,
        memory: 98_765,
      }),
    );
    expect(outcome).toMatchObject({
      status: 'error',
      verdict: 'Runtime Error (NZEC)',
      testsPassed: 1,
      testsTotal: 3,
      errorMessage: 'Runtime Error (NZEC) on test 2',
    });
    // Time and memory come from the passed test only: the failing one's are the program's to choose.
    expect(outcome).toMatchObject({ runtime: 0.01, memory: 2048 });
    expect(JSON.stringify(outcome)).not.toContain(SECRET);
    expect(JSON.stringify(outcome)).not.toContain('98');
  });

  it('reports a wrong answer and a time limit the same way', () => {
    expect(
      toOutcome(failedOnSecondTest({ statusId: 4, status: 'Wrong Answer', stdout: SECRET, message: SECRET })),
    ).toMatchObject({ status: 'wrong', errorMessage: 'Wrong Answer on test 2' });
    expect(toOutcome(failedOnSecondTest({ statusId: 5, status: 'Time Limit Exceeded', stderr: SECRET }))).toMatchObject(
      { status: 'wrong', errorMessage: 'Time Limit Exceeded on test 2' },
    );
  });

  it('says when a Time Limit Exceeded was the wall clock running out while the program waited (issue 36)', () => {
    const waited = toOutcome(
      failedOnSecondTest({ statusId: 5, status: 'Time Limit Exceeded', time: 0.012, wallTime: 3.004, waited: true }),
    );
    expect(waited).toMatchObject({
      status: 'wrong',
      errorMessage: `Time Limit Exceeded on test 2 · ${waitedText(3)}`,
      // Still the passed test's time only: the failing test's CPU time is not shown.
      runtime: 0.01,
    });
    expect(waited.errorMessage).toContain('waited 3.0 s (wall clock)');
    expect(waited.errorMessage).not.toContain('0.012');
    // A program that spent its CPU time reads as before.
    expect(
      toOutcome(failedOnSecondTest({ statusId: 5, status: 'Time Limit Exceeded', time: 2.001, wallTime: 2.05 })),
    ).toMatchObject({ errorMessage: 'Time Limit Exceeded on test 2' });
  });

  it('keeps compiler output, which does not depend on the tests, capped at 4000 characters', () => {
    const compileError: SubmissionResult = {
      statusId: 6,
      status: 'Compilation Error',
      compileOutput: 'main.cpp:1: error: expected ;',
      tests: [],
      passed: 0,
      total: 3,
      maxTime: 0,
      maxMemory: 0,
    };
    expect(toOutcome(compileError)).toMatchObject({ status: 'error', errorMessage: 'main.cpp:1: error: expected ;' });
    const long = toOutcome({ ...compileError, compileOutput: 'e'.repeat(5000) });
    expect(long.errorMessage).toBe(`${'e'.repeat(4000)}\n… (truncated)`);
  });

  it('answers accepted with no message and the largest time and memory of all tests', () => {
    const accepted: SubmissionResult = {
      statusId: 3,
      status: 'Accepted',
      compileOutput: '',
      tests: [testResult({}), testResult({ time: 0.5, memory: 4096 })],
      passed: 2,
      total: 2,
      maxTime: 0.5,
      maxMemory: 4096,
    };
    expect(toOutcome(accepted)).toMatchObject({ status: 'accepted', errorMessage: null, runtime: 0.5, memory: 4096 });
  });
});
