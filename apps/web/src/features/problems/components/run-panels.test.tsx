import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { RunCaseResult, Submission } from '@codeyard/shared';

import { ResultPanel, TestcasePanel } from './run-panels';

const test = (statusId: number, stdout: string): RunCaseResult => ({
  statusId,
  status: statusId === 3 ? 'Accepted' : 'Wrong Answer',
  time: 0.02,
  memory: 1536,
  stdin: '1 2',
  expectedOutput: '3',
  stdout,
  stderr: '',
});

const submission = (overrides: Partial<Submission>): Submission => ({
  _id: 's1',
  problemId: 'p1',
  language: 'javascript',
  status: 'accepted',
  runtime: 0.5,
  memory: 512,
  testCasesPassed: 10,
  testCasesTotal: 10,
  errorMessage: null,
  code: '',
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('TestcasePanel', () => {
  it('says beside the CPU runtime that a Time Limit Exceeded case waited out the wall clock (issue 36)', () => {
    const waited: RunCaseResult = { ...test(5, ''), status: 'Time Limit Exceeded', time: 0.01, waitedSeconds: 2 };
    render(
      <TestcasePanel
        state={{ phase: 'done', result: { success: false, error: null, testResults: [waited, test(3, '3')] } }}
      />,
    );
    expect(screen.getByText(/^Time Limit Exceeded · waited 2\.0 s \(wall clock\)/)).toBeTruthy();
    expect(screen.getAllByText(/waited/)).toHaveLength(1);
  });

  it('says Accepted when every test passed, with each case and formatted memory', () => {
    render(
      <TestcasePanel
        state={{ phase: 'done', result: { success: true, error: null, testResults: [test(3, '3'), test(3, '3')] } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Accepted' })).toBeTruthy();
    expect(screen.getByText('Case 2')).toBeTruthy();
    expect(screen.getAllByText(/1\.50 MB/)).toHaveLength(2);
  });

  it("shows an interactive problem's cases as the interactor's input and the recorded dialogue", () => {
    render(
      <TestcasePanel
        interactive
        state={{
          phase: 'done',
          result: {
            success: true,
            error: null,
            testResults: [{ ...test(3, '<10\n>5\n<higher\n>7\n<correct\n'), stdin: '10 7\n', expectedOutput: '7\n' }],
          },
        }}
      />,
    );
    expect(screen.getByText('Interactor input')).toBeTruthy();
    const dialogue = screen.getByRole('list', { name: 'Dialogue' });
    expect([...dialogue.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'The judge sends: 10',
      'Your program writes: 5',
      'The judge sends: higher',
      'Your program writes: 7',
      'The judge sends: correct',
    ]);
    expect(screen.queryByText('Expected Output')).toBeNull();
  });

  it('says Wrong Answer when any test failed', () => {
    render(
      <TestcasePanel
        state={{ phase: 'done', result: { success: false, error: null, testResults: [test(3, '3'), test(4, '4')] } }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Wrong Answer' })).toBeTruthy();
  });

  it('shows the custom input with the reference output', () => {
    render(
      <TestcasePanel
        state={{
          phase: 'done',
          result: {
            success: true,
            error: null,
            testResults: [test(3, '3')],
            custom: { stdin: '5 6', stdout: '11', stderr: '', statusId: 3, expectedOutput: '11' },
          },
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Custom input result' }).textContent).toContain('5 6');
  });

  it("shows 'Internal server error' with the server's reason when the run failed", () => {
    render(<TestcasePanel state={{ phase: 'failed', detail: 'The judge is unavailable', retryAfterSeconds: null }} />);
    expect(screen.getByRole('alert').textContent).toContain('Internal server error');
    expect(screen.getByRole('alert').textContent).toContain('The judge is unavailable');
  });

  it('says how long to wait when runs were rate-limited, not that the server broke', () => {
    render(
      <TestcasePanel
        state={{ phase: 'failed', detail: 'Too many requests, please try again in 37 seconds.', retryAfterSeconds: 37 }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Too many runs, try again in 37 s');
  });

  it('names the real verdict and shows compiler output once, not per case', () => {
    const broken = { ...test(6, ''), status: 'Compilation Error', compileOutput: 'main.cpp:1:5: error: expected' };
    render(
      <TestcasePanel
        state={{
          phase: 'done',
          result: { success: false, error: 'main.cpp:1:5: error: expected', testResults: [broken, broken, broken] },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Compilation Error' })).toBeTruthy();
    expect(screen.getAllByText(/main\.cpp:1:5/)).toHaveLength(1);
  });

  it('names a time limit as such', () => {
    render(
      <TestcasePanel
        state={{
          phase: 'done',
          result: {
            success: false,
            error: 'Time Limit Exceeded',
            testResults: [test(3, '3'), { ...test(5, ''), status: 'Time Limit Exceeded' }],
          },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Time Limit Exceeded' })).toBeTruthy();
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

  it("shows the judge's verdict of a failed submission", () => {
    render(
      <ResultPanel
        state={{
          phase: 'done',
          submission: submission({ status: 'wrong', verdict: 'Memory Limit Exceeded', testCasesPassed: 2 }),
        }}
        progress={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Memory Limit Exceeded' })).toBeTruthy();
  });

  it('says how long to wait when submits were rate-limited', () => {
    render(
      <ResultPanel
        state={{ phase: 'failed', detail: 'Too many requests, please try again in 5 seconds.', retryAfterSeconds: 5 }}
        progress={null}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Too many runs, try again in 5 s');
  });

  it('shows any other status in capitals with the error message when there is no verdict', () => {
    render(
      <ResultPanel
        state={{
          phase: 'done',
          submission: submission({ status: 'error', testCasesPassed: 0, errorMessage: 'main.cpp:1: error' }),
        }}
        progress={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'ERROR' })).toBeTruthy();
    expect(screen.getByText('0/10')).toBeTruthy();
    expect(screen.getByText('main.cpp:1: error')).toBeTruthy();
  });

  it('shows live judging progress while the submission is judged', () => {
    const { rerender } = render(
      <ResultPanel
        state={{ phase: 'submitting' }}
        progress={{ submissionId: 's', problemId: 'p', phase: 'compiling' }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Compiling…');
    rerender(
      <ResultPanel
        state={{ phase: 'submitting' }}
        progress={{ submissionId: 's', problemId: 'p', phase: 'running', test: 4, total: 20 }}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Running test 4 of 20');
  });

  it("shows 'Internal server error' when the submit failed", () => {
    render(<ResultPanel state={{ phase: 'failed', detail: null, retryAfterSeconds: null }} progress={null} />);
    expect(screen.getByRole('alert').textContent).toBe('Error: Internal server error');
  });
});
