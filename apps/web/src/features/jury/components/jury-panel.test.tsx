import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Standings } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import type { JurySubmission } from '../api/jury';
import { JuryPanel } from './jury-panel';

const standings = (overrides: Partial<Standings> = {}): Standings => ({
  contestId: 'c1',
  title: 'Finals',
  status: 'ended',
  startTime: '2026-03-01T10:00:00.000Z',
  endTime: '2026-03-01T12:00:00.000Z',
  problems: [{ _id: 'p1', title: 'Alpha', difficulty: 'easy', label: 'A' }],
  scoring: 'icpc',
  frozen: false,
  finalize: 'manual',
  finalized: false,
  entries: [],
  mine: null,
  page: 1,
  pageSize: 50,
  total: 0,
  serverTime: '2026-03-01T12:30:00.000Z',
  ...overrides,
});
const submission = (overrides: Partial<JurySubmission>): JurySubmission => ({
  _id: 's1',
  problemId: 'p1',
  userId: 'u1',
  name: 'Ann',
  language: 'cpp',
  status: 'accepted',
  verdict: 'Accepted',
  createdAt: '2026-03-01T10:10:00.000Z',
  ...overrides,
});

function renderPanel(board: Standings) {
  const router = createMemoryRouter(
    [{ path: '/contest/:contestId/leaderboard', element: <JuryPanel contestId="c1" standings={board} /> }],
    { initialEntries: ['/contest/c1/leaderboard'] },
  );
  return render(
    <TestProviders auth={authValue(testAdmin)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const open = () => {
  const details = screen.getByText('Jury').closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
};

describe('JuryPanel', () => {
  beforeEach(() => {
    // jsdom has no modal dialogs: opening one marks it open, as a browser does.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the submissions with their verdict before a rejudge, and rejudges one', async () => {
    const { calls } = stubFetch({
      '/api/problem/contest/c1/submissions': {
        body: [
          submission({}),
          submission({
            _id: 's2',
            name: 'Bob',
            status: 'wrong',
            verdict: 'Wrong Answer',
            previousVerdict: 'Accepted',
            rejudgedAt: '2026-03-01T12:20:00.000Z',
          }),
        ],
      },
      'POST /api/submissions/rejudge/s1': { status: 202, body: { rejudged: ['s1'], skipped: [] } },
    });
    renderPanel(standings());
    open();
    const rows = await screen.findAllByTestId('jury-submission');
    const bob = rows.find((row) => within(row).queryByText('Bob'))!;
    expect(bob.dataset.changed).toBe('true');
    expect(within(bob).getByText('changed')).toBeTruthy();
    const ann = rows.find((row) => within(row).queryByText('Ann'))!;
    expect(ann.dataset.changed).toBeUndefined();
    fireEvent.click(within(ann).getByRole('button', { name: 'Rejudge' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/s1'))).toBe(true));
  });

  it('filters the list by the picked problem and asks, with the count, before rejudging it', async () => {
    const { calls } = stubFetch({
      '/api/problem/contest/c1/submissions': {
        body: [
          submission({}),
          submission({ _id: 's2', name: 'Bob', problemId: 'p2' }),
          submission({ _id: 's3', name: 'Cid', problemId: 'p2', status: 'wrong', verdict: 'Wrong Answer' }),
          submission({ _id: 's4', name: 'Dee', problemId: 'p2', status: 'pending', verdict: null }),
        ],
      },
      'POST /api/problem/contest/c1/rejudge': { status: 202, body: { rejudged: ['s2', 's3'], skipped: ['s4'] } },
    });
    renderPanel(
      standings({ problems: [...standings().problems, { _id: 'p2', title: 'Beta', difficulty: 'easy', label: 'B' }] }),
    );
    open();
    expect(await screen.findAllByTestId('jury-submission')).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Problem'), { target: { value: 'p2' } });
    const names = screen
      .getAllByTestId('jury-submission')
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(names).toEqual(['Bob', 'Cid', 'Dee']);

    fireEvent.click(screen.getByRole('button', { name: 'Rejudge problem' }));
    const question = screen.getByRole('alertdialog', { name: 'Rejudge 2 submissions of problem B?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Rejudge problem' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rejudge' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
        ['/api/problem/contest/c1/rejudge', { problemId: 'p2' }],
      ]),
    );
  });

  it('counts the whole contest before rejudging it', async () => {
    stubFetch({
      '/api/problem/contest/c1/submissions': { body: [submission({}), submission({ _id: 's2', name: 'Bob' })] },
    });
    renderPanel(standings({ finalize: 'auto', finalized: true }));
    open();
    await screen.findAllByTestId('jury-submission');
    fireEvent.click(screen.getByRole('button', { name: 'Rejudge contest' }));
    expect(screen.getByRole('alertdialog', { name: 'Rejudge 2 submissions of the whole contest?' })).toBeTruthy();
  });

  it('finalises only after a warning that it cannot be undone, and only an ended manual contest not yet final', async () => {
    const { calls } = stubFetch({
      '/api/problem/contest/c1/submissions': { body: [] },
      'POST /api/problem/contest/c1/finalize': { body: { message: 'Finalised' } },
    });
    const { unmount } = renderPanel(standings());
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Finalise results' }));
    const question = screen.getByRole('alertdialog', { name: 'Finalise results?' });
    expect(question.textContent).toContain('This cannot be undone and applies ratings.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Finalise' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
        '/api/problem/contest/c1/finalize',
      ]),
    );
    unmount();

    renderPanel(standings({ finalized: true }));
    expect(screen.queryByRole('button', { name: 'Finalise results' })).toBeNull();
    renderPanel(standings({ finalize: 'auto', finalized: true }));
    expect(screen.queryByRole('button', { name: 'Finalise results' })).toBeNull();
  });
});
