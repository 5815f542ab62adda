import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Submission } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { SubmissionsTab } from './submissions-tab';

function submission(overrides: Partial<Submission>): Submission {
  return {
    _id: 's1',
    problemId: 'p1',
    language: 'cpp',
    status: 'accepted',
    runtime: 0.125,
    memory: 2048,
    testCasesPassed: 12,
    testCasesTotal: 12,
    errorMessage: null,
    code: 'int main() { return 0; }',
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

function renderTab(userId: string | null, onLoginRequired = () => undefined) {
  render(
    <TestProviders auth={authValue(userId ? testUser : null)}>
      <SubmissionsTab problemId="p1" userId={userId} onLoginRequired={onLoginRequired} />
    </TestProviders>,
  );
}

describe('SubmissionsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the spec columns, one row per submission and the footer count', async () => {
    stubFetch({
      '/api/problem/submittedproblems/p1': {
        body: [
          submission({
            _id: 's2',
            language: 'javascript',
            status: 'wrong',
            memory: 900,
            testCasesPassed: 3,
            errorMessage: 'Wrong Answer on test 4',
          }),
          submission({ _id: 's1' }),
          submission({ _id: 's0', status: 'pending' }),
          submission({ _id: 's-1', status: 'error' }),
          submission({ _id: 's-2', status: 'banana' as Submission['status'] }),
        ],
      },
    });
    renderTab('user-1');

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['#', 'Language', 'Status', 'Runtime', 'Memory', 'Test Cases', 'Submitted', 'Code']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]!.textContent).toContain('JavaScript');
    expect(rows[0]!.textContent).toContain('Wrong Answer');
    expect(rows[0]!.textContent).toContain('900 kB');
    expect(rows[0]!.textContent).toContain('3/12');
    expect(rows[1]!.textContent).toContain('C++');
    expect(rows[1]!.textContent).toContain('Accepted');
    expect(rows[1]!.textContent).toContain('2.00 MB');
    expect(rows[1]!.textContent).toContain('0.125 s');
    expect(rows.map((row) => row.querySelector('[data-status]')?.getAttribute('data-status'))).toEqual([
      'wrong',
      'accepted',
      'pending',
      'error',
      'unknown',
    ]);
    expect(screen.getByText('Showing 5 submissions')).toBeTruthy();
  });

  it('opens a detail overlay with status, language, runtime, memory, passed count, error and code', async () => {
    stubFetch({
      '/api/problem/submittedproblems/p1': {
        body: [submission({ status: 'wrong', testCasesPassed: 3, errorMessage: 'Wrong Answer on test 4' })],
      },
    });
    renderTab('user-1');
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    // One submission is one submission (the spec's "Showing N submissions", in the singular for one).
    expect(screen.getByText('Showing 1 submission')).toBeTruthy();

    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('Wrong Answer');
    expect(dialog.textContent).toContain('C++');
    expect(dialog.textContent).toContain('0.125 s');
    expect(dialog.textContent).toContain('2.00 MB');
    expect(dialog.textContent).toContain('3/12');
    expect(dialog.textContent).toContain('Wrong Answer on test 4');
    expect(dialog.textContent).toContain('int main() { return 0; }');

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close', hidden: true })[0]!);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('says so when there are no submissions, and when the fetch fails', async () => {
    stubFetch({ '/api/problem/submittedproblems/p1': { status: 500, body: { message: 'boom' } } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTab('user-1');
    expect(await screen.findByText('No submissions found for this problem.')).toBeTruthy();
  });

  it('asks a visitor to log in, without asking the server', () => {
    const { calls } = stubFetch({});
    const onLoginRequired = vi.fn();
    renderTab(null, onLoginRequired);
    expect(screen.getByText('Log in to see your submissions to this problem.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLoginRequired).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
  });

  it("names a failed submission by the judge's verdict", async () => {
    stubFetch({
      '/api/problem/submittedproblems/p1': {
        body: [
          submission({ _id: 'a', status: 'wrong', verdict: 'Time Limit Exceeded' }),
          submission({ _id: 'b', status: 'error', verdict: 'Compilation Error' }),
        ],
      },
    });
    renderTab('user-1');
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]!.textContent).toContain('Time Limit Exceeded');
    expect(rows[0]!.textContent).not.toContain('Wrong Answer');
    expect(rows[1]!.textContent).toContain('Compilation Error');
    expect(rows.map((row) => row.querySelector('[data-status]')?.getAttribute('data-status'))).toEqual([
      'wrong',
      'error',
    ]);
  });
});
