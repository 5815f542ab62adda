import { describe, expect, it } from 'vitest';

import type { RunTestResult } from '@codeyard/shared';

import { describeProgress, runOutcome, submissionStatusTone, submitOutcome } from './outcome';

const test = (status_id: number): RunTestResult => ({ status_id, time: 0.01, memory: 900, stdin: '1', expected_output: '1', stdout: '1', stderr: '' });

describe('runOutcome', () => {
  it('is Accepted when every test has status_id 3', () => {
    expect(runOutcome({ testResults: [test(3), test(3)] })).toBe('Accepted');
  });
  it('is Wrong Answer when any test has another status', () => {
    expect(runOutcome({ testResults: [test(3), test(4)] })).toBe('Wrong Answer');
    expect(runOutcome({ testResults: [test(6)] })).toBe('Wrong Answer');
  });
  it('is Wrong Answer when nothing ran', () => {
    expect(runOutcome({ testResults: [] })).toBe('Wrong Answer');
  });
});

describe('submitOutcome', () => {
  it('is Accepted for accepted, otherwise the status in upper case', () => {
    expect(submitOutcome('accepted')).toBe('Accepted');
    expect(submitOutcome('wrong')).toBe('WRONG');
    expect(submitOutcome('error')).toBe('ERROR');
    expect(submitOutcome('pending')).toBe('PENDING');
  });
});

describe('submissionStatusTone', () => {
  it('knows the four statuses and calls anything else unknown', () => {
    expect(['pending', 'accepted', 'wrong', 'error'].map(submissionStatusTone)).toEqual(['pending', 'accepted', 'wrong', 'error']);
    expect(submissionStatusTone('Accepted')).toBe('unknown');
    expect(submissionStatusTone('time limit')).toBe('unknown');
    expect(submissionStatusTone(undefined)).toBe('unknown');
  });
});

describe('describeProgress', () => {
  it('names each judging phase', () => {
    expect(describeProgress(null)).toBe('Submitting…');
    expect(describeProgress({ submissionId: 's', problemId: 'p', phase: 'queued' })).toBe('Queued…');
    expect(describeProgress({ submissionId: 's', problemId: 'p', phase: 'compiling' })).toBe('Compiling…');
    expect(describeProgress({ submissionId: 's', problemId: 'p', phase: 'running', test: 3, total: 12 })).toBe('Running test 3 of 12');
  });
});
