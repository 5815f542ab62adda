import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ContestDetail, VirtualRun } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { ContestDetailScreen, ContestProblemGate } from '../../contests';

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));

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

  it('does not offer a run to someone who took part, and says why', async () => {
    const now = Date.now();
    stubFetch({ '/api/problem/contestbyid/c1': { body: { ...endedContest(now), registered: true, tookPart: true } } });
    renderRoute(<ContestDetailScreen contestId="c1" />);
    expect(await screen.findByText('You took part in this contest, so you cannot take it virtually.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start virtual participation' })).toBeNull();
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

  describe('of a team contest', () => {
    const teamContest = (now: number, extra: Partial<ContestDetail> = {}): ContestDetail => ({
      ...endedContest(now),
      teams: true,
      viewerTeam: { _id: 't-blue', name: 'Blue' },
      tookPart: false,
      ...extra,
    });

    it('tells a person in no team, and a team that took part, why no run is offered', async () => {
      const now = Date.now();
      stubFetch({ '/api/problem/contestbyid/c1': { body: teamContest(now, { viewerTeam: null }) } });
      renderRoute(<ContestDetailScreen contestId="c1" />);
      expect(
        await screen.findByText(
          'This is a team contest: ask the organisers to put you in a team to take it virtually.',
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Start virtual participation' })).toBeNull();
    });

    it('says a team that took part cannot take it virtually', async () => {
      stubFetch({ '/api/problem/contestbyid/c1': { body: teamContest(Date.now(), { tookPart: true }) } });
      renderRoute(<ContestDetailScreen contestId="c1" />);
      expect(
        await screen.findByText('Your team took part in this contest, so it cannot take it virtually.'),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Start virtual participation' })).toBeNull();
    });

    it("starts the team's run after a confirmation naming the team, then names the team and its starter by the clock", async () => {
      const now = Date.now();
      let run: VirtualRun | null = null;
      stubFetch({
        '/api/problem/contestbyid/c1': () => ({ body: teamContest(now, { virtual: run }) }),
        'POST /api/problem/contest/c1/virtual': () => {
          run = {
            contestId: 'c1',
            startedAt: iso(now),
            endsAt: iso(now + 2 * 60 * MINUTE),
            running: true,
            team: { _id: 't-blue', name: 'Blue', startedBy: 'carol' },
          };
          return { status: 201, body: { message: 'Virtual participation started', virtual: run } };
        },
      });
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
      renderRoute(<ContestDetailScreen contestId="c1" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Start virtual participation' }));
      expect(confirm).toHaveBeenCalledWith(expect.stringContaining("Start your team Blue's virtual participation"));
      expect(confirm).toHaveBeenCalledWith(expect.stringContaining('It starts for every member of Blue'));
      expect(await screen.findByRole('timer', { name: 'Virtual participation clock' })).toBeTruthy();
      expect(screen.getByText('With your team Blue (started by @carol)')).toBeTruthy();
    });

    it("shows a teammate's refusal when the team's run exists", async () => {
      stubFetch({
        '/api/problem/contestbyid/c1': { body: teamContest(Date.now()) },
        'POST /api/problem/contest/c1/virtual': {
          status: 409,
          body: {
            message: 'Your team has already started its virtual run of this contest: a team takes it once, together',
          },
        },
      });
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      renderRoute(<ContestDetailScreen contestId="c1" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Start virtual participation' }));
      expect((await screen.findByRole('alert')).textContent).toContain('a team takes it once, together');
    });
  });
});
