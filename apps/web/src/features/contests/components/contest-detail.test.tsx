import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ContestDetail } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { ContestDetailScreen } from './contest-detail';

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function detail(startMs: number, endMs: number, serverMs: number): ContestDetail {
  return {
    _id: 'c1',
    title: 'Weekly Sprint',
    description: 'Solve fast.',
    startTime: iso(startMs),
    endTime: iso(endMs),
    status: 'running',
    freezeMinutes: 0,
    rated: false,
    problemCount: 2,
    participantCount: 2,
    registered: true,
    problems: [
      { _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' },
      { _id: 'p2', title: 'Paths', difficulty: 'hard', label: 'B' },
    ],
    serverTime: iso(serverMs),
  };
}

function renderDetail() {
  const router = createMemoryRouter([{ path: '/contest/:id', element: <ContestDetailScreen contestId="c1" /> }], {
    initialEntries: ['/contest/c1'],
  });
  render(
    <TestProviders auth={authValue(testUser)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('ContestDetailScreen (docs/product.md §2 "Contest detail")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists problems with title links to /problem/{id}, difficulty and Solve Now while running', async () => {
    const now = Date.now();
    stubFetch({ '/api/problem/contestbyid/c1': { body: detail(now - 10 * MINUTE, now + 50 * MINUTE, now) } });
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'Weekly Sprint' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/RUNNING.*Ends in (49m 5\ds|50m 00s)/);
    expect(screen.getByRole('link', { name: 'View Leaderboard' }).getAttribute('href')).toBe('/contest/c1/leaderboard');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Title', 'Difficulty', 'Action']);
    expect(within(table).getByRole('link', { name: 'Add Two' }).getAttribute('href')).toBe('/problem/p1');
    expect(within(table).getByRole('link', { name: 'Solve Now: Paths' }).getAttribute('href')).toBe(
      '/contest/c1/problem/p2',
    );
  });

  it("renders the description from the server's sanitised HTML and says the freeze length in words", async () => {
    const now = Date.now();
    stubFetch({
      '/api/problem/contestbyid/c1': {
        body: {
          ...detail(now - 10 * MINUTE, now + 50 * MINUTE, now),
          description: '# Rules\n\n- *no* sharing',
          descriptionHtml: '<h2>Rules</h2><ul><li><em>no</em> sharing</li></ul>',
          freezeMinutes: 60,
        },
      },
    });
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'Rules' })).toBeTruthy();
    expect(screen.getByText('no').tagName).toBe('EM');
    expect(screen.queryByText(/# Rules/)).toBeNull();
    expect(screen.getByText('The scoreboard freezes for the last 60 minutes.')).toBeTruthy();
  });

  it("reads 'Contest ended' and disables Participation Closed after the end", async () => {
    const now = Date.now();
    stubFetch({
      '/api/problem/contestbyid/c1': { body: { ...detail(now - 60 * MINUTE, now - MINUTE, now), status: 'ended' } },
    });
    renderDetail();

    expect(await screen.findByText('Contest ended')).toBeTruthy();
    const closed = screen.getAllByRole('button', { name: 'Participation Closed' }) as HTMLButtonElement[];
    expect(closed).toHaveLength(2);
    expect(closed.every((button) => button.disabled)).toBe(true);
    expect(screen.queryByRole('link', { name: /Solve Now/ })).toBeNull();
  });

  it("follows the server's clock, not the browser's: a skewed client still sees the contest as running", async () => {
    const now = Date.now();
    // The browser's clock is an hour behind the server's; by the server the contest started 10 minutes ago.
    const server = now + 60 * MINUTE;
    stubFetch({ '/api/problem/contestbyid/c1': { body: detail(server - 10 * MINUTE, server + 20 * MINUTE, server) } });
    renderDetail();

    expect(await screen.findByRole('link', { name: 'Solve Now: Add Two' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/Ends in (19m 5\ds|20m 00s)/);
  });

  it('counts down to the start of an upcoming contest from the 403 answer', async () => {
    const now = Date.now();
    stubFetch({
      '/api/problem/contestbyid/c1': {
        status: 403,
        body: {
          message: 'This contest has not started yet',
          contest: {
            _id: 'c1',
            title: 'Weekly Sprint',
            startTime: iso(now + 2 * 3_600_000 + 5 * MINUTE),
            endTime: iso(now + 3 * 3_600_000),
            status: 'upcoming',
          },
          serverTime: iso(now),
        },
      },
    });
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'Weekly Sprint' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/UPCOMING.*Starts in 2h 0[45]m \d\ds/);
    expect(screen.getByText(/This contest has not started yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
