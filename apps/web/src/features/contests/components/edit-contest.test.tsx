import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { contestMessages, type ContestDetail } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, TestProviders } from '../../../testing/render';
import { EditContest } from './edit-contest';

const now = Date.now();
const problems = [{ _id: 'p1', title: 'Add Two', difficulty: 'easy', tags: [] }];
const contest = (status: ContestDetail['status']): ContestDetail => ({
  _id: 'c1',
  title: 'Weekly Sprint',
  description: 'Solve fast.',
  startTime: new Date(now - 60 * 60_000).toISOString(),
  endTime: new Date(now + 60 * 60_000).toISOString(),
  status,
  freezeMinutes: 10,
  rated: false,
  scoring: 'icpc',
  ioiScoreMode: 'best-submission',
  problemCount: 1,
  participantCount: 1,
  registered: false,
  problems: [{ _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' }],
  serverTime: new Date(now).toISOString(),
});

function renderEdit(status: ContestDetail['status']) {
  const stub = stubFetch({
    '/api/problem/contestbyid/c1': { body: contest(status) },
    '/api/problem/getAllProblem': { body: problems },
    'PATCH /api/problem/contest/c1': { body: { message: 'Contest updated successfully' } },
  });
  render(
    <TestProviders auth={authValue(testAdmin)}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <EditContest contestId="c1" /> }])} />
    </TestProviders>,
  );
  return stub;
}

const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

describe('EditContest: the fields the server would refuse are locked before saving', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a running contest: start, freeze, scoring and problems disabled with a note; the end only later', async () => {
    const { calls } = renderEdit('running');
    await screen.findByRole('list', { name: 'Chosen problems' });

    expect(screen.getByRole('note').textContent).toBe(
      'Locked while the contest runs: start time, freeze, scoring, problems, team contest. They are shown disabled.',
    );
    for (const label of ['Start time', 'Freeze (minutes)', 'Scoring']) {
      expect(control(label).disabled).toBe(true);
      expect(control(label).getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(control(label).getAttribute('aria-describedby')!)!.textContent).toBe(
        'Locked while the contest runs',
      );
    }
    // The problems read-only, lettered, with no picker to change them.
    const problemsGroup = screen.getByRole('group', { name: 'Problems' });
    expect(problemsGroup.textContent).toContain('Locked while the contest runs');
    expect(screen.getByRole('list', { name: 'Chosen problems' }).textContent).toBe('AAdd Two');
    expect(screen.queryByRole('list', { name: 'Available problems' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: /Rated/ }) as HTMLInputElement).disabled).toBe(false);
    expect(control('End time').disabled).toBe(false);
    expect(control('Final results').disabled).toBe(false);
    expect(screen.getByText('While the contest runs the end may only move later')).toBeTruthy();
    expect(control('Title').disabled).toBe(false);

    // Text still saves, and only what changed is sent.
    fireEvent.change(control('Title'), { target: { value: 'Weekly Sprint (fixed)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Contest' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ title: 'Weekly Sprint (fixed)' });
  });

  it('an ended contest locks the end too', async () => {
    renderEdit('ended');
    await screen.findByRole('list', { name: 'Chosen problems' });
    expect(control('End time').disabled).toBe(true);
    // The server refuses a change of the release mode after the end (the contest timeline's rule): so does the form.
    expect(control('Final results').disabled).toBe(true);
    expect(screen.getByRole('note').textContent).toContain('Locked after the end: start time, end time');
    expect(screen.getByRole('note').textContent).toContain('results release');
  });

  it('an upcoming contest locks nothing', async () => {
    renderEdit('upcoming');
    await screen.findByRole('list', { name: 'Available problems' });
    expect(screen.queryByRole('note')).toBeNull();
    for (const label of ['Start time', 'End time', 'Freeze (minutes)', 'Scoring'])
      expect(control(label).disabled).toBe(false);
  });

  it('a team contest may be switched on or off before the start only', async () => {
    const { calls } = renderEdit('upcoming');
    await screen.findByRole('list', { name: 'Available problems' });
    const teams = screen.getByRole('checkbox', { name: /Team contest/ }) as HTMLInputElement;
    expect(teams.checked).toBe(false);
    fireEvent.click(teams);
    fireEvent.click(screen.getByRole('button', { name: 'Save Contest' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ teams: true });
  });

  it('a started contest shows the team switch locked, saying why', async () => {
    renderEdit('running');
    await screen.findByRole('list', { name: 'Chosen problems' });
    const teams = screen.getByRole('checkbox', { name: /Team contest/ }) as HTMLInputElement;
    expect(teams.disabled).toBe(true);
    expect(teams.closest('label')!.textContent).toContain(contestMessages.teamsLocked);
  });
});
