import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Standings, StandingsEntry, User } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testAdmin, testUser, TestProviders } from '../../../testing/render';
import { socketFake } from '../../../testing/socket-fake';
import { JuryPanel, RevealLink } from '../../jury';
import { RevealSection } from '../../reveal';
import { LeaderboardScreen } from './leaderboard-screen';

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));

// Issue 34: a team contest's board filtered by category or organisation, each ranked on its own.

const team = (rank: number, userId: string, name: string): StandingsEntry => ({
  userId,
  name,
  rank,
  totalScore: 0,
  solved: 0,
  penalty: 0,
  cells: [{ problemId: 'p1', attempts: 0, pending: 0, solved: false, minute: null, firstToSolve: false }],
  team: { members: [], organization: null, country: null },
});

const students = { _id: 'cat-students', name: 'Students' };
const professionals = { _id: 'cat-pros', name: 'Professionals' };
const delft = { _id: 'org-delft', name: 'Delft', country: 'NLD' };

function board(overrides: Partial<Standings> = {}): Standings {
  return {
    contestId: 'c1',
    title: 'Team Round',
    status: 'running',
    startTime: '2026-01-01T10:00:00.000Z',
    endTime: '2099-01-01T12:00:00.000Z',
    problems: [{ _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' }],
    frozen: false,
    entries: [team(1, 't-red', 'Red'), team(2, 't-blue', 'Blue')],
    mine: null,
    page: 1,
    pageSize: 50,
    total: 2,
    serverTime: new Date().toISOString(),
    categories: [professionals, students],
    organizations: [delft],
    ...overrides,
  };
}

const standingsPath = (query = '') => `/api/leader/contest/c1/standings?page=1&pageSize=50${query}`;
const boardCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/leader/'));

function renderAt(address: string, user: User = testUser) {
  const router = createMemoryRouter(
    [
      {
        path: '/contest/:contestId/leaderboard',
        element: (
          <LeaderboardScreen contestId="c1" viewerId={user._id} slots={{ JuryPanel, RevealLink, RevealSection }} />
        ),
      },
    ],
    { initialEntries: [address] },
  );
  render(
    <TestProviders auth={authValue(user)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('the board filtered by category and organisation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers no filter when the rows have no category or organisation', async () => {
    stubFetch({ [standingsPath()]: { body: board({ categories: [], organizations: [] }) } });
    renderAt('/contest/c1/leaderboard');
    expect(await screen.findByText('Red', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(screen.queryByLabelText('Organisation')).toBeNull();
  });

  it("asks the server for one category's board, keeps the choice in the address and follows live changes", async () => {
    let studentsBoard = board({ entries: [team(1, 't-red', 'Red')], total: 1 });
    const { calls } = stubFetch({
      [standingsPath()]: { body: board() },
      [standingsPath('&category=cat-students')]: () => ({ body: studentsBoard }),
    });
    const router = renderAt('/contest/c1/leaderboard');

    const category = (await screen.findByLabelText('Category', {}, { timeout: 10_000 })) as HTMLSelectElement;
    expect([...category.options].map((option) => option.textContent)).toEqual([
      'All categories',
      'Professionals',
      'Students',
    ]);
    const organization = screen.getByLabelText('Organisation') as HTMLSelectElement;
    expect([...organization.options].map((option) => option.textContent)).toEqual(['All organisations', 'Delft 🇳🇱']);

    fireEvent.change(category, { target: { value: 'cat-students' } });
    expect(await screen.findByText(/Only Students, ranked among themselves/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Blue')).toBeNull());
    expect(router.state.location.search).toBe('?category=cat-students');
    expect(boardCalls(calls).at(-1)?.path).toBe(standingsPath('&category=cat-students'));

    // A change heard over the socket reads the filtered board again.
    studentsBoard = board({ entries: [team(1, 't-red', 'Red'), team(2, 't-green', 'Green')], total: 2 });
    act(() => socketFake.push('contest-standings-changed', { contestId: 'c1' }));
    expect(await screen.findByText('Green')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(await screen.findByText('Blue')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('opens at an address with a filter (a link, a reload) already filtered, and says when no row is there yet', async () => {
    const { calls } = stubFetch({
      [standingsPath('&organization=org-delft')]: { body: board({ entries: [], total: 0 }) },
    });
    renderAt('/contest/c1/leaderboard?organization=org-delft');
    expect(await screen.findByText('No submissions from these rows yet.', {}, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByLabelText('Organisation') as HTMLSelectElement).value).toBe('org-delft');
    expect(boardCalls(calls).map((call) => call.path)).toEqual([standingsPath('&organization=org-delft')]);
  });

  it("keeps a filter that is not among the board's choices selectable, without naming it", async () => {
    stubFetch({ [standingsPath('&category=cat-unknown')]: { body: board({ entries: [], total: 0 }) } });
    renderAt('/contest/c1/leaderboard?category=cat-unknown');
    const category = (await screen.findByLabelText('Category', {}, { timeout: 10_000 })) as HTMLSelectElement;
    expect(category.value).toBe('cat-unknown');
    expect(category.selectedOptions[0]?.textContent).toBe('Not on this board');
  });

  it('marks a hidden category on the jury’s board', async () => {
    stubFetch({
      [standingsPath()]: { body: board({ categories: [{ _id: 'cat-guests', name: 'Guests', hidden: true }] }) },
    });
    renderAt('/contest/c1/leaderboard', testAdmin);
    const category = (await screen.findByLabelText('Category', {}, { timeout: 10_000 })) as HTMLSelectElement;
    expect([...category.options].map((option) => option.textContent)).toEqual(['All categories', 'Guests (hidden)']);
  });
});
