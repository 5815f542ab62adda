import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Standings, StandingsCell, StandingsEntry } from '@codeyard/shared';

import { stubFetch } from '../../../testing/fetch-stub';
import { authValue, testUser, TestProviders } from '../../../testing/render';
import { socketFake } from '../../../testing/socket-fake';
import { JuryPanel, RevealLink } from '../../jury';
import { RevealSection } from '../../reveal';
import { LeaderboardScreen, type LeaderboardSlots } from './leaderboard-screen';
import { StandingsTable } from './standings-table';

// The route hands the leaderboard the jury's and the reveal's screens (app/routes/contest/leaderboard.tsx).
const leaderboardSlots: LeaderboardSlots = { JuryPanel, RevealLink, RevealSection };

vi.mock('socket.io-client', () => import('../../../testing/socket-fake'));

const problems = [
  { _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A' },
  { _id: 'p2', title: 'Paths', difficulty: 'hard', label: 'B' },
];
const cell = (problemId: string, overrides: Partial<StandingsCell> = {}): StandingsCell => ({
  problemId,
  attempts: 0,
  pending: 0,
  solved: false,
  minute: null,
  firstToSolve: false,
  ...overrides,
});
const entry = (
  rank: number,
  userId: string,
  name: string,
  overrides: Partial<StandingsEntry> = {},
): StandingsEntry => ({
  userId,
  name,
  rank,
  totalScore: 0,
  solved: 0,
  penalty: 0,
  cells: [cell('p1'), cell('p2')],
  ...overrides,
});

function board(overrides: Partial<Standings> = {}): Standings {
  return {
    contestId: 'c1',
    title: 'Weekly Sprint',
    status: 'running',
    startTime: '2026-01-01T10:00:00.000Z',
    endTime: '2026-01-01T12:00:00.000Z',
    problems,
    frozen: false,
    entries: [],
    mine: null,
    page: 1,
    pageSize: 50,
    total: 0,
    serverTime: '2026-01-01T10:30:00.000Z',
    ...overrides,
  };
}

const fourRows = [
  entry(1, 'user-aaaa1111', 'Ada', {
    totalScore: 200,
    solved: 2,
    penalty: 57,
    cells: [
      cell('p1', { solved: true, minute: 12, firstToSolve: true }),
      cell('p2', { solved: true, minute: 25, attempts: 1 }),
    ],
  }),
  entry(2, 'user-bbbb2222', 'Brian', {
    totalScore: 100,
    solved: 1,
    penalty: 15,
    cells: [cell('p1', { solved: true, minute: 15 }), cell('p2', { attempts: 3 })],
  }),
  entry(3, 'user-cccc3333', 'Cleo', {
    totalScore: 0,
    solved: 0,
    penalty: 0,
    cells: [cell('p1', { pending: 1, attempts: 1 }), cell('p2')],
  }),
  entry(4, 'user-dddd4444', 'Dan'),
];

function renderTable(standings: Standings, viewerId: string | null = null) {
  render(<StandingsTable standings={standings} viewerId={viewerId} />);
  return screen.getByRole('table', { name: 'Leaderboard' });
}

describe('StandingsTable (docs/product.md §2 "Leaderboard")', () => {
  it('shows rank, avatar, name, solved, penalty, the last accepted minute and one cell per problem (no id, no score)', () => {
    const table = renderTable(board({ entries: fourRows, total: 4 }));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rank', 'Name', 'Solved', 'Penalty', 'Last AC', 'A', 'B']);
    const ada = within(table).getAllByRole('row')[1]!;
    const cells = within(ada)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 5)).toEqual(['1 (top 3)', 'Ada', '2', '57', '25']);
    // The tie-break: the latest of the solved cells' minutes, a dash before any.
    const cellsOfRow = (index: number) => within(within(table).getAllByRole('row')[index]!).getAllByRole('cell');
    expect(cellsOfRow(2)[4]!.textContent).toBe('15');
    expect(cellsOfRow(3)[4]!.textContent).toBe('–');
    // Drawn locally (a data: URI, no outside request) and seeded by the name.
    const avatar = ada.querySelector('img')!.getAttribute('src');
    expect(avatar).toMatch(/^data:image\/svg\+xml/);
    expect(renderAvatarFor('Ada')).toBe(avatar);
    expect(renderAvatarFor('Brian')).not.toBe(avatar);
  });

  it("heads each problem's column with the contest's own label and balloon colour, and says it in the cells", () => {
    const labelled = [
      { _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'P1', rgb: '#e6194b', color: 'red' },
      { _id: 'p2', title: 'Paths', difficulty: 'hard', label: 'P2' },
    ];
    const table = renderTable(board({ problems: labelled, entries: fourRows, total: 4 }));
    const headers = within(table).getAllByRole('columnheader').slice(5);
    expect(headers.map((header) => header.textContent)).toEqual(['P1', 'P2']);
    expect(headers[0]!.querySelector<HTMLElement>('[aria-hidden="true"]')?.style.backgroundColor).toBe(
      'rgb(230, 25, 75)',
    );
    expect(headers[1]!.querySelector('[aria-hidden="true"]')).toBeNull();
    const adaCells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').slice(5);
    expect(adaCells[0]!.textContent).toContain('P1: Solved at minute 12, first to solve');
  });

  it('highlights the top 3 rows and no other', () => {
    const table = renderTable(board({ entries: fourRows, total: 4 }));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-top'))).toEqual(['1', '2', '3', null]);
    const rankCell = (row: HTMLElement) => within(row).getAllByRole('cell')[0]!;
    expect(rankCell(rows[0]!).className).toContain('border-l-yellow-500');
    expect(rankCell(rows[1]!).className).toContain('border-l-slate-400');
    expect(rankCell(rows[2]!).className).toContain('border-l-amber-700');
    expect(rankCell(rows[3]!).className).not.toContain('border-l-4');
  });

  it('colours cells by state and says the state in text too', () => {
    const table = renderTable(board({ entries: fourRows, total: 4 }));
    const cellsOf = (rowIndex: number) =>
      within(within(table).getAllByRole('row')[rowIndex + 1]!)
        .getAllByRole('cell')
        .slice(5);
    const [adaA, adaB] = cellsOf(0) as [HTMLElement, HTMLElement];
    expect(adaA.dataset.cell).toBe('first');
    expect(adaA.textContent).toContain('A: Solved at minute 12, first to solve');
    expect(adaA.textContent).toContain('★+');
    expect(adaB.dataset.cell).toBe('solved');
    expect(adaB.textContent).toContain('B: Solved at minute 25, after 1 rejected attempt');
    const [, brianB] = cellsOf(1) as [HTMLElement, HTMLElement];
    expect(brianB.dataset.cell).toBe('tried');
    expect(brianB.textContent).toContain('−3');
    expect(brianB.textContent).toContain('B: 3 rejected attempts');
    const [cleoA, cleoB] = cellsOf(2) as [HTMLElement, HTMLElement];
    expect(cleoA.dataset.cell).toBe('pending');
    expect(cleoA.textContent).toContain('1 rejected attempt, 1 attempt pending');
    expect(cleoB.dataset.cell).toBe('empty');
  });

  it("pins the viewer's own row when it is not on the page, and marks it when it is", () => {
    const mine = entry(120, 'user-zzzz9999', 'Zoe', { totalScore: 100, solved: 1, penalty: 80 });
    const table = renderTable(board({ entries: fourRows, total: 150, mine }), 'user-zzzz9999');
    const rows = within(table).getAllByRole('row');
    const pinned = rows.find((row) => row.dataset.pinned)!;
    expect(rows.indexOf(pinned)).toBe(rows.length - 1);
    expect(pinned.getAttribute('data-pinned')).toBe('true');
    expect(pinned.className).toContain('sticky');
    expect(within(pinned).getByText('Zoe')).toBeTruthy();
    expect(within(pinned).getByText('you')).toBeTruthy();
    expect(within(pinned).getAllByRole('cell')[0]!.textContent).toBe('120');
  });

  it('shows the staff badge beside an admin’s name, and beside nobody else’s (issue 30)', () => {
    const admin = entry(1, 'admin-1', 'Root', { staff: true });
    const table = renderTable(board({ entries: [admin, ...fourRows.slice(1)], total: 4 }));
    const [rootRow, ...others] = within(table).getAllByRole('row').slice(1) as [HTMLElement, ...HTMLElement[]];
    const nameCell = within(rootRow).getAllByRole('cell')[1]!;
    expect(within(nameCell).getByText('Staff').closest('[title]')?.getAttribute('title')).toBe(
      'Codeyard staff (an admin)',
    );
    expect(nameCell.textContent).toBe('RootStaff');
    for (const row of others) expect(within(row).queryByText('Staff')).toBeNull();
  });

  it("shows a team's flag and members, and marks the viewer's team as theirs (team contests)", () => {
    const red = entry(1, 'team-red', 'Red', {
      team: { members: ['alice', 'bob'], organization: 'Delft', country: 'NLD' },
    });
    const blue = entry(2, 'team-blue', 'Blue', { team: { members: ['dave'], organization: null, country: null } });
    const table = renderTable(board({ entries: [red, blue], total: 2, mine: red }), 'user-bob');
    const [redRow, blueRow] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    const flag = within(redRow).getByRole('img', { name: 'Netherlands' });
    expect(flag.textContent).toBe('🇳🇱');
    expect(flag.getAttribute('title')).toBe('Delft, Netherlands');
    expect(within(redRow).getByText('@alice, @bob')).toBeTruthy();
    expect(redRow.getAttribute('aria-current')).toBe('true');
    expect(within(blueRow).queryByRole('img', { name: /./ })).toBeNull();
    expect(within(blueRow).getByText('@dave')).toBeTruthy();
    expect(blueRow.getAttribute('aria-current')).toBeNull();
  });

  it('does not repeat the viewer’s row when it is on the page', () => {
    const table = renderTable(board({ entries: fourRows, total: 4, mine: fourRows[1]! }), 'user-bbbb2222');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(rows.some((row) => row.getAttribute('data-pinned'))).toBe(false);
  });

  it('lets the keyboard reach the board, which scrolls when it is wider or longer than the screen', () => {
    const table = renderTable(board({ entries: fourRows, total: 4 }));
    expect(table.parentElement!.getAttribute('tabindex')).toBe('0');
  });

  it('ends with the solved/tried totals of each problem over the whole board, in words for screen readers', () => {
    const table = renderTable(
      board({
        entries: fourRows,
        total: 4,
        problemTotals: [
          { problemId: 'p2', solved: 1, tried: 2 },
          { problemId: 'p1', solved: 12, tried: 30 },
        ],
      }),
    );
    const foot = table.querySelector('tfoot')!;
    expect(within(foot).getByRole('rowheader').textContent).toBe('Solved / tried');
    const totals = within(foot).getAllByRole('cell');
    // In the problems' order, whatever order the answer lists them in.
    expect(totals.map((td) => td.querySelector('[aria-hidden]')!.textContent)).toEqual(['12/30', '1/2']);
    expect(totals[0]!.textContent).toContain('A: 12 solved of 30 tried');
    expect(totals[1]!.textContent).toContain('B: 1 solved of 2 tried');
  });

  it('keeps names on one line, so a phone scrolls the board instead of wrapping them letter by letter', () => {
    const table = renderTable(board({ entries: fourRows, total: 4 }));
    const name = within(table).getByText('Ada');
    expect(name.className).toContain('whitespace-nowrap');
    expect(name.className).not.toContain('break-all');
  });

  it("says 'No submissions yet.' for an empty board", () => {
    render(<StandingsTable standings={board()} viewerId="user-1" />);
    expect(screen.getByText('No submissions yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

function renderAvatarFor(name: string): string | null {
  const { container, unmount } = render(
    <StandingsTable standings={board({ entries: [entry(9, 'x-0000', name)], total: 1 })} viewerId={null} />,
  );
  const src = container.querySelector('img')?.getAttribute('src') ?? null;
  unmount();
  return src;
}

/** Calls for the board itself (the names' handles and ratings are asked for beside it). */
const boardCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/leader/'));

describe('LeaderboardScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderScreen() {
    const router = createMemoryRouter([
      { path: '/', element: <LeaderboardScreen contestId="c1" viewerId={testUser._id} slots={leaderboardSlots} /> },
    ]);
    render(
      <TestProviders auth={authValue(testUser)}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
  }

  it("watches the contest and refetches on 'contest-standings-changed', with no polling", async () => {
    let answer = board({ entries: [fourRows[1]!], total: 1 });
    const { calls } = stubFetch({ '/api/leader/contest/c1/standings?page=1&pageSize=50': () => ({ body: answer }) });
    renderScreen();

    expect(await screen.findByText('Brian')).toBeTruthy();
    expect(socketFake.emitted).toContainEqual({ event: 'watch-contest', payload: { contestId: 'c1' } });
    expect(boardCalls(calls)).toHaveLength(1);

    // A notice for another contest changes nothing.
    act(() => socketFake.push('contest-standings-changed', { contestId: 'other' }));
    answer = board({ entries: [fourRows[0]!, { ...fourRows[1]!, rank: 2 }], total: 2 });
    // A read that is never made: a short wait for it (the notice for c1 below shows the channel works).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(boardCalls(calls)).toHaveLength(1);

    act(() => socketFake.push('contest-standings-changed', { contestId: 'c1' }));
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(boardCalls(calls)).toHaveLength(2);
  });

  it('reads the board again once the server says the page watches: a change before that was not heard', async () => {
    let answer = board({ entries: [fourRows[1]!], total: 1 });
    const { calls } = stubFetch({ '/api/leader/contest/c1/standings?page=1&pageSize=50': () => ({ body: answer }) });
    renderScreen();
    expect(await screen.findByText('Brian')).toBeTruthy();
    answer = board({ entries: [fourRows[0]!, { ...fourRows[1]!, rank: 2 }], total: 2 });
    act(() => socketFake.acknowledge('watch-contest', { watching: true }));
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(boardCalls(calls)).toHaveLength(2);
  });

  it('watches again when the connection comes back, and reads the board once watching: changes made meanwhile were not heard', async () => {
    let answer = board({ entries: [fourRows[1]!], total: 1 });
    const { calls } = stubFetch({ '/api/leader/contest/c1/standings?page=1&pageSize=50': () => ({ body: answer }) });
    renderScreen();
    expect(await screen.findByText('Brian')).toBeTruthy();
    act(() => socketFake.acknowledge('watch-contest', { watching: true }));
    await waitFor(() => expect(boardCalls(calls)).toHaveLength(2));

    act(() => socketFake.dropConnection());
    answer = board({ entries: [fourRows[0]!, { ...fourRows[1]!, rank: 2 }], total: 2 });
    act(() => socketFake.reconnect());
    act(() => socketFake.acknowledge('watch-contest', { watching: true }));
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(boardCalls(calls)).toHaveLength(3);
  });

  it('pages through a large board and shows the freeze banner', async () => {
    const { calls } = stubFetch({
      '/api/leader/contest/c1/standings?page=1&pageSize=50': {
        body: board({ entries: fourRows, total: 120, frozen: true, freezeMinutes: 60 }),
      },
      '/api/leader/contest/c1/standings?page=2&pageSize=50': {
        body: board({ entries: [entry(51, 'user-p2p2', 'Page Two')], total: 120, page: 2, frozen: true }),
      },
    });
    renderScreen();

    expect((await screen.findByText(/The scoreboard is frozen/)).textContent).toContain(
      'submissions from the last 60 minutes show as pending',
    );
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page Two')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/api/leader/contest/c1/standings?page=2&pageSize=50');
  });

  it('counts down to the end on the board, and says how long the freeze will be before it starts', async () => {
    const now = Date.now();
    stubFetch({
      '/api/leader/contest/c1/standings?page=1&pageSize=50': {
        body: board({
          entries: fourRows,
          total: 4,
          freezeMinutes: 30,
          startTime: new Date(now - 60_000).toISOString(),
          endTime: new Date(now + 3_725_000).toISOString(),
          serverTime: new Date(now).toISOString(),
        }),
      },
    });
    renderScreen();

    expect((await screen.findByRole('timer', { name: 'Contest clock' })).textContent).toMatch(/Ends in 1h 02m 0[45]s/);
    expect(screen.getByText(/The board freezes for the last 30 minutes/)).toBeTruthy();
  });

  it('turns to ended and unfreezes by itself when the server clock passes the end, without a reload', async () => {
    const endTime = new Date(Date.now() + 1200).toISOString();
    let answer = board({ entries: fourRows, total: 4, frozen: true, endTime, serverTime: new Date().toISOString() });
    const { calls } = stubFetch({ '/api/leader/contest/c1/standings?page=1&pageSize=50': () => ({ body: answer }) });
    renderScreen();
    expect(await screen.findByText(/The scoreboard is frozen/)).toBeTruthy();
    expect(screen.getByText('RUNNING')).toBeTruthy();
    answer = board({
      entries: fourRows,
      total: 4,
      frozen: false,
      status: 'ended',
      endTime,
      serverTime: new Date(Date.now() + 1500).toISOString(),
    });
    expect(await screen.findByText('ENDED', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText(/The scoreboard is frozen/)).toBeNull();
    // The board is asked again once the clock passes the end (the badge turns first, from the clock).
    await waitFor(() => expect(boardCalls(calls)).toHaveLength(2));
  });

  it('links each name to its profile and shows the rating beside it', async () => {
    const ids = fourRows.map((row) => row.userId).sort();
    stubFetch({
      '/api/leader/contest/c1/standings?page=1&pageSize=50': { body: board({ entries: fourRows, total: 4 }) },
      [`/api/user/ratings?ids=${encodeURIComponent(ids.join(','))}`]: {
        body: {
          users: [
            { _id: 'user-aaaa1111', handle: 'ada_l', rating: 1642 },
            { _id: 'user-bbbb2222', handle: 'brian', rating: null },
          ],
          teams: [],
        },
      },
    });
    renderScreen();
    const ada = await screen.findByRole('link', { name: 'Ada' });
    expect(ada.getAttribute('href')).toBe('/u/ada_l');
    expect(screen.getByTitle('Rating').textContent).toBe('1642');
    expect(screen.getByRole('link', { name: 'Brian' }).getAttribute('href')).toBe('/u/brian');
    expect(screen.getAllByTitle('Rating')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Cleo' }), 'no handle known: plain text').toBeNull();
  });

  it("shows a team's own rating beside its name, without a profile link (rated team contests)", async () => {
    const red = entry(1, 'team-red', 'Red', { team: { members: ['alice'], organization: null, country: null } });
    const blue = entry(2, 'team-blue', 'Blue', { team: { members: ['dave'], organization: null, country: null } });
    stubFetch({
      '/api/leader/contest/c1/standings?page=1&pageSize=50': { body: board({ entries: [red, blue], total: 2 }) },
      [`/api/user/ratings?ids=${encodeURIComponent('team-blue,team-red')}`]: {
        body: {
          users: [],
          teams: [
            { _id: 'team-red', rating: 1587 },
            { _id: 'team-blue', rating: null },
          ],
        },
      },
    });
    renderScreen();
    expect((await screen.findByTitle('Team rating')).textContent).toBe('1587');
    expect(screen.getAllByTitle('Team rating')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Red' })).toBeNull();
    expect(screen.getByText('Red')).toBeTruthy();
  });
});

describe('StandingsTable of an IOI contest', () => {
  const ioiProblems = [
    { _id: 'p1', title: 'Add Two', difficulty: 'easy', label: 'A', maxScore: 100 },
    { _id: 'p2', title: 'Paths', difficulty: 'hard', label: 'B', maxScore: 50 },
  ];
  const rows = [
    entry(1, 'user-aaaa1111', 'Ada', {
      totalScore: 130,
      solved: 1,
      penalty: 40,
      cells: [
        cell('p1', { score: 100, solved: true, minute: 40, firstToSolve: true }),
        cell('p2', { score: 30, minute: 20, attempts: 1 }),
      ],
    }),
    entry(2, 'user-bbbb2222', 'Brian', {
      totalScore: 0,
      cells: [cell('p1', { score: 0, pending: 1 }), cell('p2', { score: 0 })],
    }),
  ];

  it("shows each problem's score with the minute it was reached, and Time where ICPC shows penalty", () => {
    const table = renderTable(board({ scoring: 'ioi', problems: ioiProblems, entries: rows, total: 2 }));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rank', 'Name', 'Score', 'Solved', 'Time', 'A', 'B']);
    const [ada, brian] = within(table).getAllByRole('row').slice(1);
    const adaCells = within(ada!).getAllByRole('cell');
    expect(adaCells[2]!.textContent).toBe('130');
    expect(adaCells[5]!.getAttribute('data-cell')).toBe('first');
    expect(adaCells[5]!.textContent).toContain('A: Score 100 of 100 at minute 40, first full score');
    expect(adaCells[6]!.getAttribute('data-cell')).toBe('partial');
    expect(adaCells[6]!.textContent).toContain('B: Score 30 of 50 at minute 20');
    const brianCells = within(brian!).getAllByRole('cell');
    expect(brianCells[5]!.getAttribute('data-cell')).toBe('pending');
    expect(brianCells[6]!.getAttribute('data-cell')).toBe('empty');
  });
});
