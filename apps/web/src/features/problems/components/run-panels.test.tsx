import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { RunTestResult, SubmissionView } from '@codeyard/shared';

import { ResultPanel, TestcasePanel } from './run-panels';

const test = (status_id: number, stdout: string): RunTestResult => ({ status_id, status: status_id === 3 ? 'Accepted' : 'Wrong Answer', time: 0.02, memory: 1536, stdin: '1 2', expected_output: '3', stdout, stderr: '' });

const submission = (overrides: Partial<SubmissionView>): SubmissionView => ({
  _id: 's1',
  problemId: 'p1',
  language: 'javascript',
  status: 'accepted',
  runtime: 0.5,
  runTime: 0.5,
  memory: 512,
  testCasesPassed: 10,
  testcasespassed: 10,
  testCasesTotal: 10,
  totalTestcases: 10,
  errorMessage: null,
  code: '',
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('TestcasePanel', () => {
  it('says Accepted when every test passed, with each case and formatted memory', () => {
    render(<TestcasePanel state={{ phase: 'done', result: { success: true, error: null, testResults: [test(3, '3'), test(3, '3')] } }} />);
    expect(screen.getByRole('heading', { name: 'Accepted' })).toBeTruthy();
    expect(screen.getByText('Case 2')).toBeTruthy();
    expect(screen.getAllByText(/1\.50 MB/)).toHaveLength(2);
  });

  it('says Wrong Answer when any test failed', () => {
    render(<TestcasePanel state={{ phase: 'done', result: { success: false, error: null, testResults: [test(3, '3'), test(4, '4')] } }} />);
    expect(screen.getByRole('heading', { name: 'Wrong Answer' })).toBeTruthy();
  });

  it('shows the custom input with the reference output', () => {
    render(
      <TestcasePanel
        state={{
          phase: 'done',
          result: { success: true, error: null, testResults: [test(3, '3')], custom: { stdin: '5 6', stdout: '11', stderr: '', status_id: 3, expectedOutput: '11' } },
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Custom input result' }).textContent).toContain('5 6');
  });

  it("shows 'Internal server error' when the run failed", () => {
    render(<TestcasePanel state={{ phase: 'failed', detail: 'Too many requests' }} />);
    expect(screen.getByRole('alert').textContent).toContain('Internal server error');
    expect(screen.getByRole('alert').textContent).toContain('Too many requests');
  });
});

describe('ResultPanel', () => {
  it('shows Accepted with passed/total, runtime and memory', () => {
    render(<ResultPanel state={{ phase: 'done', submission: submission({}) }} progress={null} />);
    expect(screen.getByRole('heading', { name: 'Accepted' })).toBeTruthy();
    expect(screen.getByText('10/10')).toBeTruthy();
    expect(screen.getByText('0.5 s')).toBeTruthy();
    expect(screen.getByText('512 kB')).toBeTruthy();
  });

  it('shows any other status in capitals with the error message', () => {
    render(<ResultPanel state={{ phase: 'done', submission: submission({ status: 'error', testcasespassed: 0, errorMessage: 'main.cpp:1: error' }) }} progress={null} />);
    expect(screen.getByRole('heading', { name: 'ERROR' })).toBeTruthy();
    expect(screen.getByText('0/10')).toBeTruthy();
    expect(screen.getByText('main.cpp:1: error')).toBeTruthy();
  });

  it('shows live judging progress while the submission is judged', () => {
    const { rerender } = render(<ResultPanel state={{ phase: 'submitting' }} progress={{ submissionId: 's', problemId: 'p', phase: 'compiling' }} />);
    expect(screen.getByRole('status').textContent).toContain('Compiling…');
    rerender(<ResultPanel state={{ phase: 'submitting' }} progress={{ submissionId: 's', problemId: 'p', phase: 'running', test: 4, total: 20 }} />);
    expect(screen.getByRole('status').textContent).toContain('Running test 4 of 20');
  });

  it("shows 'Internal server error' when the submit failed", () => {
    render(<ResultPanel state={{ phase: 'failed', detail: null }} progress={null} />);
    expect(screen.getByRole('alert').textContent).toBe('Error: Internal server error');
  });
});
