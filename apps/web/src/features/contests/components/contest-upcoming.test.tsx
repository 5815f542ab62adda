import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ContestDetail, ContestSummary, User } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, testUser, TestProviders } from '../../../testing/render';
import { socketFake } from '../../../testing/socket-fake';
import { ContestDetailScreen } from './contest-detail';
import { ContestProblemGate } from './contest-problem-gate';
import { JuryPanel, RevealLink } from '../../jury';
import { RevealSection } from '../../reveal';
import { LeaderboardScreen, type LeaderboardSlots } from './leaderboard-screen';

// The route hands the leaderboard the jury's and the reveal's screens (app/routes/contest/leaderboard.tsx).
const leaderboardSlots: LeaderboardSlots = { JuryPanel, RevealLink, RevealSection };

// Issue 20: before the start a non-admin's contest screens count down from the contests list's
// card and ask nothing the server would refuse (each 403 is an error in the browser's console).

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const LIST = '/api/problem/getallcontests';
const DETAIL = '/api/problem/contestbyid/c1';

function card(startMs: number, endMs: number, status: ContestSummary['status'] = 'upcoming'): ContestSummary {
  return {
    _id: 'c1',
    title: 'Weekly Sprint',
    description: 'Solve fast.',
    startTime: iso(startMs),
    endTime: iso(endMs),
    status,
    freezeMinutes: 0,
    rated: false,
    problemCount: 1,
    participantCount: 0,
    registered: false,
  };
}

const detail = (summary: ContestSummary, serverMs: number): ContestDetail => ({
  ...summary,
  status: 'running',
  problems: [{ _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' }],
  serverTime: iso(serverMs),
});

/** The list's answer, dated by the server's clock (the `Date` header: whole seconds). */
const listAnswer = (cards: ContestSummary[], serverMs = Date.now()) => ({
  body: cards,
  headers: { Date: new Date(serverMs).toUTCString() },
});

function renderAt(path: string, element: ReactNode, user: User = testUser) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <TestProviders auth={authValue(user)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const asked = (calls: { path: string }[], prefix: string) => calls.filter((call) => call.path.startsWith(prefix));

describe('an upcoming contest (issue 20: no refused requests)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('detail: counts down by the server clock from the card, without asking contestbyid', async () => {
    const now = Date.now();
    // The browser's clock is an hour behind the server's; by the server the start is 2h 05m away.
    const server = now + 60 * MINUTE;
    const { calls } = stubFetch({ [LIST]: listAnswer([card(server + 125 * MINUTE, server + 180 * MINUTE)], server) });
    renderAt('/', <ContestDetailScreen contestId="c1" />);

    expect(await screen.findByRole('heading', { name: 'Weekly Sprint' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/UPCOMING.*Starts in 2h 0[45]m \d\ds/);
    expect(screen.getByText('This contest has not started yet. Its problems appear when it starts.')).toBeTruthy();
    // Asserting a request that is never made: nothing signals its absence, so a short wait after the page showed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(calls, DETAIL)).toHaveLength(0);
  });

  it("detail: shows the description (the server's rendering) and a Register button before the start", async () => {
    const now = Date.now();
    const upcoming = {
      ...card(now + 125 * MINUTE, now + 180 * MINUTE),
      description: '**Bring** a pen',
      descriptionHtml: '<p><strong>Bring</strong> a pen</p>',
      freezeMinutes: 60,
    };
    const { calls } = stubFetch({
      [LIST]: listAnswer([upcoming], now),
      '/api/problem/contest/c1/register': { body: { registered: true } },
    });
    renderAt('/', <ContestDetailScreen contestId="c1" />);

    expect((await screen.findByText('Bring')).tagName).toBe('STRONG');
    expect(screen.getByText('The scoreboard freezes for the last 60 minutes.')).toBeTruthy();
    screen.getByRole('button', { name: 'Register for Weekly Sprint' }).click();
    await vi.waitFor(() => expect(asked(calls, '/api/problem/contest/c1/register')).toHaveLength(1));
    expect(asked(calls, DETAIL)).toHaveLength(0);
  });

  it('detail: asks for the problems once the start has passed, and shows them', async () => {
    const now = Date.now();
    const upcoming = card(now + 300, now + 60 * MINUTE);
    const { calls } = stubFetch({
      [LIST]: listAnswer([upcoming], now),
      [DETAIL]: () => ({ body: detail(upcoming, Date.now()) }),
    });
    renderAt('/', <ContestDetailScreen contestId="c1" />);

    expect(await screen.findByText(/This contest has not started yet/)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Solve Now: Add Two' }, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/RUNNING.*Ends in/);
    expect(asked(calls, DETAIL)).toHaveLength(1);
  });

  it('detail: still counts down from the 403 when the list has no card for the contest', async () => {
    const now = Date.now();
    const { calls } = stubFetch({
      [LIST]: listAnswer([]),
      [DETAIL]: {
        status: 403,
        body: {
          message: 'This contest has not started yet',
          contest: {
            _id: 'c1',
            title: 'Weekly Sprint',
            startTime: iso(now + 10 * MINUTE),
            endTime: iso(now + 60 * MINUTE),
          },
          serverTime: iso(now),
        },
      },
    });
    renderAt('/', <ContestDetailScreen contestId="c1" />);

    expect(await screen.findByRole('heading', { name: 'Weekly Sprint' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/Starts in (9m 5\ds|10m 00s)/);
    expect(asked(calls, DETAIL)).toHaveLength(1);
  });

  it('detail: an admin, who sees inside before the start, gets the problems straight away', async () => {
    const now = Date.now();
    const upcoming = card(now + 10 * MINUTE, now + 60 * MINUTE);
    const { calls } = stubFetch({ [DETAIL]: { body: { ...detail(upcoming, now), status: 'upcoming' } } });
    renderAt('/', <ContestDetailScreen contestId="c1" />, testAdmin);

    expect(await screen.findByRole('link', { name: 'Solve Now: Add Two' })).toBeTruthy();
    expect(asked(calls, LIST)).toHaveLength(0);
  });

  it('problem screen: waits for the start without asking contestbyid', async () => {
    const now = Date.now();
    const { calls } = stubFetch({ [LIST]: listAnswer([card(now + 10 * MINUTE, now + 60 * MINUTE)]) });
    renderAt(
      '/',
      <ContestProblemGate contestId="c1" problemId="p1">
        {() => <p>solver</p>}
      </ContestProblemGate>,
    );

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This contest has not started yet.');
    expect(screen.queryByText('solver')).toBeNull();
    expect(asked(calls, DETAIL)).toHaveLength(0);
  });

  it('leaderboard: counts down instead of asking for the standings or watching the room', async () => {
    const now = Date.now();
    const { calls } = stubFetch({ [LIST]: listAnswer([card(now + 10 * MINUTE, now + 60 * MINUTE)]) });
    renderAt('/', <LeaderboardScreen contestId="c1" viewerId={testUser._id} slots={leaderboardSlots} />);

    expect(await screen.findByRole('heading', { name: 'Weekly Sprint Leaderboard' })).toBeTruthy();
    // The list's Date header has whole seconds, so the clock may run up to a second behind.
    expect(screen.getByRole('timer').textContent).toMatch(/Starts in (9m 5\ds|10m 0[01]s)/);
    expect(screen.getByText('This contest has not started yet. Its leaderboard appears when it starts.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to contest' }).getAttribute('href')).toBe('/contest/c1');
    // Asserting requests that are never made: nothing signals their absence, so a short wait after the page showed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(calls, '/api/leader/')).toHaveLength(0);
    expect(socketFake.emitted.map(({ event }) => event)).not.toContain('watch-contest');
  });
});
