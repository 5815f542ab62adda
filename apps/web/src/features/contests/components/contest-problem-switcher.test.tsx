import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ContestDetail } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { ContestProblemGate } from './contest-problem-gate';

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));

const now = Date.now();
const contest: ContestDetail = {
  _id: 'c1',
  title: 'Weekly Sprint',
  description: 'Solve fast.',
  startTime: new Date(now - 60_000).toISOString(),
  endTime: new Date(now + 3_600_000).toISOString(),
  status: 'running',
  freezeMinutes: 0,
  rated: false,
  problemCount: 3,
  participantCount: 1,
  registered: true,
  problems: [
    { _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' },
    { _id: 'p2', title: 'Paths', difficulty: 'hard', label: 'B' },
    { _id: 'p3', title: 'Coins', difficulty: 'medium', label: 'C' },
  ],
  serverTime: new Date(now).toISOString(),
};

function renderSwitcher(detail: ContestDetail) {
  stubFetch({
    '/api/problem/contestbyid/c1': { body: detail },
    '/api/problem/contest/c1/clarifications': { body: [] },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/contest/:contestId/problem/:problemId',
        element: (
          <ContestProblemGate contestId="c1" problemId="p2">
            {(header) => <header>{header}</header>}
          </ContestProblemGate>
        ),
      },
    ],
    { initialEntries: ['/contest/c1/problem/p2'] },
  );
  render(
    <TestProviders auth={authValue(testUser)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('the contest problem screen (docs/product.md §2 "Contest problem screen")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("calls the problems by the contest's own labels, each with its balloon colour", async () => {
    renderSwitcher({
      ...contest,
      problems: [
        { _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'P1', rgb: '#e6194b', color: 'red' },
        { _id: 'p2', title: 'Paths', difficulty: 'hard', label: 'P2' },
        { _id: 'p3', title: 'Coins', difficulty: 'medium', label: 'P3', rgb: '#00f' },
      ],
    });
    const nav = await screen.findByRole('navigation', { name: 'Contest problems' });
    const first = within(nav).getByRole('link', { name: 'Problem P1: Add Two' });
    expect(first.textContent).toBe('P1');
    const balloon = (link: HTMLElement) =>
      link.querySelector<HTMLElement>('[aria-hidden="true"]')?.style.backgroundColor;
    expect(balloon(first)).toBe('rgb(230, 25, 75)');
    // No colour given, no balloon: the label alone says which problem it is.
    expect(balloon(within(nav).getByRole('link', { name: 'Problem P2: Paths' }))).toBeUndefined();
    expect(balloon(within(nav).getByRole('link', { name: 'Problem P3: Coins' }))).toBe('rgb(0, 0, 255)');
  });

  it('switches problems by letter, marks the current one, and links back to the contest and the board', async () => {
    renderSwitcher(contest);
    const nav = await screen.findByRole('navigation', { name: 'Contest problems' });
    const letters = within(nav)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'));
    expect(letters.map((link) => link.textContent)).toEqual(['A', 'B', 'C']);
    expect(letters.map((link) => link.getAttribute('href'))).toEqual([
      '/contest/c1/problem/p1',
      '/contest/c1/problem/p2',
      '/contest/c1/problem/p3',
    ]);
    expect(letters.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(within(nav).getByRole('link', { name: 'Problem C: Coins' })).toBe(letters[2]);
    expect(within(nav).getByRole('link', { name: 'Contest' }).getAttribute('href')).toBe('/contest/c1');
    expect(within(nav).getByRole('link', { name: 'Board' }).getAttribute('href')).toBe('/contest/c1/leaderboard');
  });

  it("colours the viewer's solved letters green and tried ones red, and says so to screen readers (issue 36)", async () => {
    renderSwitcher({ ...contest, viewerResults: { p1: 'solved', p2: 'tried' } });
    const nav = await screen.findByRole('navigation', { name: 'Contest problems' });
    const solved = within(nav).getByRole('link', { name: 'Problem A: Add Two, solved' });
    const tried = within(nav).getByRole('link', { name: 'Problem B: Paths, tried, not solved' });
    const untouched = within(nav).getByRole('link', { name: 'Problem C: Coins' });
    expect(solved.className).toContain('btn-success');
    expect(tried.className).toContain('btn-error');
    // The current letter keeps its result's colour; aria-current still marks it.
    expect(tried.getAttribute('aria-current')).toBe('page');
    expect(untouched.className).toContain('btn-outline');
  });
});
