import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Standings, StandingsEntry } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { LeaderboardScreen, type LeaderboardSlots } from '../../contests';
import { JuryPanel, RevealLink } from '../../jury';
import { RevealSection } from '../../reveal';

// The route hands the leaderboard the jury's and the reveal's screens (app/routes/contest/leaderboard.tsx).
const leaderboardSlots: LeaderboardSlots = { JuryPanel, RevealLink, RevealSection };

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));

function renderRoute(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <TestProviders auth={authValue(testUser)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('virtual rows on the leaderboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  const row = (rank: number, userId: string, name: string, virtual?: boolean): StandingsEntry => ({
    userId,
    name,
    rank,
    totalScore: 1,
    solved: 1,
    penalty: 10,
    cells: [{ problemId: 'p1', attempts: 0, pending: 0, solved: true, minute: 10, firstToSolve: false }],
    ...(virtual ? { virtual } : {}),
  });
  const board = (entries: StandingsEntry[]): Standings => ({
    contestId: 'c1',
    title: 'Weekly Sprint',
    status: 'ended',
    startTime: '2026-01-01T10:00:00.000Z',
    endTime: '2026-01-01T12:00:00.000Z',
    problems: [{ _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' }],
    frozen: false,
    entries,
    mine: null,
    page: 1,
    pageSize: 50,
    total: entries.length,
    serverTime: new Date().toISOString(),
  });

  it('adds the virtual rows, marked, when the toggle is on', async () => {
    const { calls } = stubFetch({
      '/api/leader/contest/c1/standings?page=1&pageSize=50': { body: board([row(1, 'u-ada', 'Ada')]) },
      '/api/leader/contest/c1/standings?page=1&pageSize=50&virtual=1': {
        body: board([row(1, 'u-val', 'Val', true), row(2, 'u-ada', 'Ada')]),
      },
    });
    renderRoute(<LeaderboardScreen contestId="c1" viewerId={testUser._id} slots={leaderboardSlots} />);

    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(screen.queryByText('Val')).toBeNull();
    const toggle = screen.getByRole('checkbox', { name: 'Show virtual participants' });
    fireEvent.click(toggle);

    const valRow = (await screen.findByText('Val')).closest('tr')!;
    expect(within(valRow).getByText('virtual')).toBeTruthy();
    expect(within(screen.getByText('Ada').closest('tr')!).queryByText('virtual')).toBeNull();
    expect(calls.map((call) => call.path)).toContain('/api/leader/contest/c1/standings?page=1&pageSize=50&virtual=1');
  });

  it('during one’s own run shows the board as the server gave it at the run’s minute, with the switch on and fixed', async () => {
    stubFetch({
      '/api/leader/contest/c1/standings?page=1&pageSize=50': {
        body: {
          ...board([row(1, 'u-ada', 'Ada'), row(2, testUser._id, 'You', true)]),
          virtualMoment: '2026-01-01T10:42:00.000Z',
        },
      },
    });
    renderRoute(<LeaderboardScreen contestId="c1" viewerId={testUser._id} slots={leaderboardSlots} />);
    expect(await screen.findByText('Ada')).toBeTruthy();
    const toggle = screen.getByRole('checkbox', { name: 'Show virtual participants' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(screen.getByText(/shown as they stood at 0:42 of the contest/)).toBeTruthy();
  });
});
