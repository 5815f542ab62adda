import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { StandingsCell, StandingsEntry } from '@codeyard/shared';

import { ContestReveal, PLAY_INTERVAL_MS } from './contest-reveal';

const problems = [
  { _id: 'A', title: 'Alpha', difficulty: 'easy', label: 'A' },
  { _id: 'B', title: 'Beta', difficulty: 'easy', label: 'B' },
];
const cell = (problemId: string, values: Partial<StandingsCell> = {}): StandingsCell => ({
  problemId,
  attempts: 0,
  pending: 0,
  solved: false,
  minute: null,
  firstToSolve: false,
  ...values,
});
const entry = (userId: string, cells: StandingsCell[]): StandingsEntry => {
  const solved = cells.filter((each) => each.solved);
  return {
    userId,
    name: userId,
    totalScore: solved.length * 100,
    solved: solved.length,
    penalty: solved.reduce((sum, each) => sum + (each.minute ?? 0) + 20 * each.attempts, 0),
    rank: 0,
    cells,
  };
};
// As the server plans it (services/contests/reveal-plan.ts): Bob's A resolves (still second), then his B (to the top).
const data = {
  scoring: 'icpc' as const,
  problems,
  frozen: [
    { ...entry('Ann', [cell('A', { solved: true, minute: 10 }), cell('B')]), rank: 1 },
    { ...entry('Bob', [cell('A', { pending: 1 }), cell('B', { pending: 1 })]), rank: 2 },
  ],
  steps: [
    {
      kind: 'resolve' as const,
      userId: 'Bob',
      problemId: 'A',
      solved: true,
      score: null,
      cell: cell('A', { solved: true, minute: 100 }),
      from: 1,
      to: 1,
      row: { solved: 1, penalty: 100, totalScore: 100 },
      ranks: [2],
    },
    {
      kind: 'resolve' as const,
      userId: 'Bob',
      problemId: 'B',
      solved: true,
      score: null,
      cell: cell('B', { solved: true, minute: 110 }),
      from: 1,
      to: 0,
      row: { solved: 2, penalty: 210, totalScore: 200 },
      ranks: [1, 2],
    },
  ],
};

/** Names in board order: the DOM order is the board's. */
const order = () => screen.getAllByTestId('reveal-row').map((row) => row.dataset.user);
const ranks = () => screen.getAllByTestId('reveal-row').map((row) => row.dataset.rank);
/** The Resolver texts of a row's cells. */
const cellsOf = (userId: string) =>
  [
    ...screen
      .getAllByTestId('reveal-row')
      .find((row) => row.dataset.user === userId)!
      .querySelectorAll('[data-tone]'),
  ].map((each) =>
    `${(each as HTMLElement).dataset.tone} ${each.querySelector('[aria-hidden]')?.textContent ?? ''}`.trim(),
  );

describe('ContestReveal', () => {
  // jsdom has no matchMedia; the rows' slide asks it for prefers-reduced-motion.
  beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false })));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows Resolver cells: attempts and minute, frozen ones yellow, the next to resolve marked', () => {
    render(<ContestReveal data={data} problems={problems} />);
    expect(cellsOf('Ann')).toEqual(['solved 1 / 10', 'untried']);
    expect(cellsOf('Bob')).toEqual(['frozen ? 1', 'frozen ? 1']);
    expect(ranks()).toEqual(['1', '2']);
    // Bob's leftmost frozen cell is next.
    const marked = screen.getAllByTestId('reveal-row')[1]!.querySelector('[data-next]');
    expect(marked?.textContent).toContain('A: 1 attempt not yet revealed, revealed next');
  });

  it('starts from the frozen board and moves a row up when its frozen cell resolves to solved', () => {
    render(<ContestReveal data={data} problems={problems} />);
    expect(order()).toEqual(['Ann', 'Bob']);
    expect(screen.getByText('Step 0 of 2')).toBeTruthy();
    // Bob's A: solved at minute 100, more penalty than Ann's: Bob stays second.
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(order()).toEqual(['Ann', 'Bob']);
    // The keyboard drives it too: Bob's B solved, two problems, to the top.
    fireEvent.keyDown(window, { key: ' ' });
    expect(order()).toEqual(['Bob', 'Ann']);
    expect(ranks()).toEqual(['1', '2']);
    expect(cellsOf('Bob')).toEqual(['solved 1 / 100', 'solved 1 / 110']);
    expect(screen.getByText('Reveal finished: the final standings')).toBeTruthy();
    expect((screen.getByRole('button', { name: /next/i }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the staff badge beside an admin’s row, and beside nobody else’s, through to the final board (issue 30)', () => {
    const staff = (each: StandingsEntry): StandingsEntry => (each.userId === 'Ann' ? { ...each, staff: true } : each);
    render(<ContestReveal data={{ ...data, frozen: data.frozen.map(staff) }} problems={problems} />);
    const rowOf = (userId: string) => screen.getAllByTestId('reveal-row').find((row) => row.dataset.user === userId)!;
    expect(within(rowOf('Ann')).getByText('Staff')).toBeTruthy();
    expect(within(rowOf('Bob')).queryByText('Staff')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /skip/i }));
    expect(order()).toEqual(['Bob', 'Ann']);
    expect(within(rowOf('Ann')).getByText('Staff')).toBeTruthy();
    expect(within(rowOf('Bob')).queryByText('Staff')).toBeNull();
  });

  it("shows a team's flag and members as the leaderboard does, through every step (team contests)", () => {
    const teams: Record<string, StandingsEntry['team']> = {
      Ann: { members: ['ann', 'anders'], organization: 'Delft', country: 'NLD' },
      Bob: { members: ['bob'], organization: null, country: null },
    };
    const asTeam = (each: StandingsEntry): StandingsEntry => ({ ...each, team: teams[each.userId] });
    render(<ContestReveal data={{ ...data, frozen: data.frozen.map(asTeam) }} problems={problems} />);
    const rowOf = (userId: string) => screen.getAllByTestId('reveal-row').find((row) => row.dataset.user === userId)!;
    const check = () => {
      const flag = within(rowOf('Ann')).getByRole('img', { name: 'Netherlands' });
      expect(flag.textContent).toBe('🇳🇱');
      expect(flag.getAttribute('title')).toBe('Delft, Netherlands');
      expect(within(rowOf('Ann')).getByTitle('Members').textContent).toBe('@ann, @anders');
      // No organisation, no flag; the members still.
      expect(within(rowOf('Bob')).queryByRole('img')).toBeNull();
      expect(within(rowOf('Bob')).getByTitle('Members').textContent).toBe('@bob');
    };
    check();
    // Bob's team climbs to the top: its row keeps its members and Ann's keeps its flag.
    fireEvent.click(screen.getByRole('button', { name: /skip/i }));
    expect(order()).toEqual(['Bob', 'Ann']);
    check();
  });

  it('plays by itself with Play, and Skip to final jumps to the final board', () => {
    vi.useFakeTimers();
    const { unmount } = render(<ContestReveal data={data} problems={problems} />);
    fireEvent.click(screen.getByRole('button', { name: /play/i }));
    expect(screen.getByRole('button', { name: /pause/i })).toBeTruthy();
    act(() => vi.advanceTimersByTime(PLAY_INTERVAL_MS));
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    act(() => vi.advanceTimersByTime(PLAY_INTERVAL_MS));
    expect(order()).toEqual(['Bob', 'Ann']);
    unmount();

    render(<ContestReveal data={data} problems={problems} />);
    fireEvent.click(screen.getByRole('button', { name: /skip to final/i }));
    expect(order()).toEqual(['Bob', 'Ann']);
    expect(screen.getByText('Reveal finished: the final standings')).toBeTruthy();
  });
});
