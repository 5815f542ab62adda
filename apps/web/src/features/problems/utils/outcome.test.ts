import { describe, expect, it } from 'vitest';

import type { RunCaseResult } from '@codeyard/shared';

import { describeProgress, presenceText, runOutcome, statusLabel, submitOutcome } from './outcome';

const test = (statusId: number, status?: string): RunCaseResult => ({
  statusId,
  ...(status ? { status } : {}),
  time: 0.01,
  memory: 900,
  stdin: '1',
  expectedOutput: '1',
  stdout: '1',
  stderr: '',
});

describe('runOutcome', () => {
  it('is Accepted when every test has status id 3', () => {
    expect(runOutcome({ testResults: [test(3), test(3)] })).toBe('Accepted');
  });
  it('is Wrong Answer when any test has another status and no verdict name', () => {
    expect(runOutcome({ testResults: [test(3), test(4)] })).toBe('Wrong Answer');
    expect(runOutcome({ testResults: [test(6)] })).toBe('Wrong Answer');
  });
  it("names the first failing test's real verdict", () => {
    expect(runOutcome({ testResults: [test(3), test(5, 'Time Limit Exceeded'), test(4, 'Wrong Answer')] })).toBe(
      'Time Limit Exceeded',
    );
    expect(runOutcome({ testResults: [test(6, 'Compilation Error'), test(6, 'Compilation Error')] })).toBe(
      'Compilation Error',
    );
    expect(runOutcome({ testResults: [test(11, 'Runtime Error (NZEC)')] })).toBe('Runtime Error (NZEC)');
  });
  it('is Wrong Answer when nothing ran', () => {
    expect(runOutcome({ testResults: [] })).toBe('Wrong Answer');
  });
});

describe('submitOutcome', () => {
  it('is Accepted for accepted, otherwise the status in upper case when there is no verdict', () => {
    expect(submitOutcome({ status: 'accepted', verdict: 'Accepted' })).toBe('Accepted');
    expect(submitOutcome({ status: 'wrong' })).toBe('WRONG');
    expect(submitOutcome({ status: 'error', verdict: null })).toBe('ERROR');
    expect(submitOutcome({ status: 'pending' })).toBe('PENDING');
  });
  it("shows the judge's verdict of a failed submission", () => {
    expect(submitOutcome({ status: 'wrong', verdict: 'Time Limit Exceeded' })).toBe('Time Limit Exceeded');
    expect(submitOutcome({ status: 'wrong', verdict: 'Memory Limit Exceeded' })).toBe('Memory Limit Exceeded');
    expect(submitOutcome({ status: 'error', verdict: 'Compilation Error' })).toBe('Compilation Error');
    expect(submitOutcome({ status: 'error', verdict: 'Runtime Error (SIGSEGV)' })).toBe('Runtime Error (SIGSEGV)');
  });
});

describe('statusLabel', () => {
  it('uses the verdict for wrong and error, the status label otherwise', () => {
    expect(statusLabel('wrong', 'Time Limit Exceeded')).toBe('Time Limit Exceeded');
    expect(statusLabel('error', 'Compilation Error')).toBe('Compilation Error');
    expect(statusLabel('wrong', null)).toBe('Wrong Answer');
    expect(statusLabel('accepted', 'Accepted')).toBe('Accepted');
    expect(statusLabel('banana', 'Time Limit Exceeded')).toBe('Unknown');
  });
});

describe('presenceText', () => {
  it('says person for one and people otherwise', () => {
    expect(presenceText(1)).toBe('1 person solving');
    expect(presenceText(2)).toBe('2 people solving');
    expect(presenceText(0)).toBe('0 people solving');
  });
});

describe('describeProgress', () => {
  it('names each judging phase', () => {
    expect(describeProgress(null)).toBe('Submitting…');
    expect(describeProgress({ submissionId: 's', problemId: 'p', phase: 'queued' })).toBe('Queued…');
    expect(describeProgress({ submissionId: 's', problemId: 'p', phase: 'compiling' })).toBe('Compiling…');
    expect(describeProgress({ submissionId: 's', problemId: 'p', phase: 'running', test: 3, total: 12 })).toBe(
      'Running test 3 of 12',
    );
  });
});
