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
    { _id: 'p1', title: 'Add Two', difficulty: 'easy' },
    { _id: 'p2', title: 'Paths', difficulty: 'hard' },
    { _id: 'p3', title: 'Coins', difficulty: 'medium' },
  ],
  serverTime: new Date(now).toISOString(),
};

describe('the contest problem screen (docs/product.md §2 "Contest problem screen")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('switches problems by letter, marks the current one, and links back to the contest and the board', async () => {
    stubFetch({
      '/api/problem/contestbyid/c1': { body: contest },
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
});
