import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { RunCaseResult } from '@codeyard/shared';

import { TestcasePanel } from './run-panels';

const test = (truncated: boolean): RunCaseResult => ({
  statusId: 4,
  status: 'Wrong Answer',
  time: 0.02,
  memory: 1536,
  stdin: '1 2',
  expectedOutput: '3',
  stdout: 'x'.repeat(100),
  stderr: '',
  truncated,
});

describe('TestcasePanel with output the server cut', () => {
  it('notes "(output truncated)" on each cut case and the cut custom run only', () => {
    const custom = { stdin: '5', stdout: 'y', stderr: '', statusId: 3, expectedOutput: 'y', truncated: true };
    render(
      <TestcasePanel
        state={{
          phase: 'done',
          result: { success: false, error: null, testResults: [test(true), test(false)], custom },
        }}
      />,
    );
    expect(screen.getAllByText('(output truncated)')).toHaveLength(2);
  });

  it('says nothing when nothing was cut', () => {
    render(
      <TestcasePanel state={{ phase: 'done', result: { success: false, error: null, testResults: [test(false)] } }} />,
    );
    expect(screen.queryByText('(output truncated)')).toBeNull();
  });
});
