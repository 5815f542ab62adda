import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ContestDetail, Standings, StandingsEntry, VirtualRun } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { formatClock, virtualClockText, virtualConfirmation } from '../utils/virtual-clock';
import { ContestDetailScreen } from './contest-detail';
import { ContestProblemGate } from './contest-problem-gate';
import { JuryPanel, RevealLink } from '../../jury';
import { RevealSection } from '../../reveal';
import { LeaderboardScreen, type LeaderboardSlots } from './leaderboard-screen';

// The route hands the leaderboard the jury's and the reveal's screens (app/routes/contest/leaderboard.tsx).
const leaderboardSlots: LeaderboardSlots = { JuryPanel, RevealLink, RevealSection };

vi.mock('../../../lib/socket', () => ({
  getSocket: () => ({ connected: true, on() {}, off() {}, emit() {} }),
}));

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function endedContest(now: number, virtual: VirtualRun | null = null): ContestDetail {
  return {
    _id: 'c1',
    title: 'Weekly Sprint',
    description: 'Solve fast.',
    startTime: iso(now - 3 * 60 * MINUTE),
    endTime: iso(now - 60 * MINUTE),
    status: 'ended',
    freezeMinutes: 0,
    rated: false,
    problemCount: 1,
    participantCount: 2,
    registered: false,
    problems: [{ _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' }],
    virtual,
    serverTime: iso(now),
  };
}

function renderRoute(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <TestProviders auth={authValue(testUser)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('virtual clock texts', () => {
  it('reads hours, minutes and seconds left, then that the run ended', () => {
    expect(formatClock(((1 * 60 + 23) * 60 + 45) * 1_000)).toBe('1:23:45');
    expect(formatClock(500)).toBe('0:00:01');
    const endsAt = iso(Date.parse('2026-01-01T12:00:00.000Z'));
    expect(virtualClockText({ endsAt }, Date.parse('2026-01-01T10:36:15.000Z'))).toEqual({
      running: true,
      text: 'Virtual: 1:23:45 left',
    });
    expect(virtualClockText({ endsAt }, Date.parse('2026-01-01T12:00:01.000Z')).running).toBe(false);
    expect(
      virtualConfirmation({ title: 'Round', startTime: '2026-01-01T10:00:00Z', endTime: '2026-01-01T12:30:00Z' }),
    ).toContain('It lasts 2:30:00');
  });
});

describe('virtual participation on the contest page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts a run after the confirmation, then shows its own clock and opens the problems', async () => {
    const now = Date.now();
    let run: VirtualRun | null = null;
    const { calls } = stubFetch({
      '/api/problem/contestbyid/c1': () => ({ body: endedContest(now, run) }),
      'POST /api/problem/contest/c1/virtual': () => {
        run = { contestId: 'c1', startedAt: iso(now), endsAt: iso(now + 2 * 60 * MINUTE), running: true };
        return { status: 201, body: { message: 'Virtual participation started', virtual: run } };
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderRoute(<ContestDetailScreen contestId="c1" />);

    const startButton = await screen.findByRole('button', { name: 'Start virtual participation' });
    expect(screen.getByRole('button', { name: 'Participation Closed' })).toBeTruthy();
    fireEvent.click(startButton);
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('It lasts 2:00:00'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(startButton);
    const clock = await screen.findByRole('timer', { name: 'Virtual participation clock' });
    expect(clock.textContent).toMatch(/Virtual: (1:59:5\d|2:00:00) left/);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/problem/contest/c1/virtual',
    ]);
    expect(screen.getByRole('link', { name: 'Solve Now: Add Two' }).getAttribute('href')).toBe(
      '/contest/c1/problem/p1',
    );
    expect(screen.queryByRole('button', { name: 'Start virtual participation' })).toBeNull();
  });

  it("puts the run's own clock, not the contest's, on the contest problem screen", async () => {
    const now = Date.now();
    const run = { contestId: 'c1', startedAt: iso(now - 30 * MINUTE), endsAt: iso(now + 90 * MINUTE), running: true };
    stubFetch({ '/api/problem/contestbyid/c1': { body: endedContest(now, run) } });
    renderRoute(
      <ContestProblemGate contestId="c1" problemId="p1">
        {(clock) => <div data-testid="solver">{clock}</div>}
      </ContestProblemGate>,
    );
    const clock = await screen.findByRole('timer', { name: 'Virtual participation clock' });
    expect(clock.textContent).toMatch(/Virtual: 1:(29:5\d|30:00) left/);
    expect(screen.queryByRole('timer', { name: 'Contest clock' })).toBeNull();
  });

  it('says why a start was refused', async () => {
    const now = Date.now();
    stubFetch({
      '/api/problem/contestbyid/c1': { body: endedContest(now) },
      'POST /api/problem/contest/c1/virtual': {
        status: 409,
        body: { message: 'You took part in this contest, so you cannot take it virtually' },
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderRoute(<ContestDetailScreen contestId="c1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start virtual participation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('you cannot take it virtually');
  });
});

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
