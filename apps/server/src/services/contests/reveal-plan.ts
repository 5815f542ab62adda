import type { RevealStep, StandingsEntry, StandingsTeam } from '@codeyard/shared';
import {
  compareRows,
  rankRow,
  sortAndRank,
  toEntry,
  type ContestSubmission,
  type ContestWindow,
  type IoiRules,
  type RankedRow,
} from './standings.js';

/**
 * One contestant as the reveal needs them: every submission, the freeze applied as it resolves;
 * shown as the board shows them (a staff badge, a team's members and flag).
 */
export type RevealContestant = {
  userId: string;
  name: string;
  staff?: boolean;
  team?: StandingsTeam;
  submissions: readonly ContestSubmission[];
};

/**
 * The reveal as the ICPC Resolver plays it, with the leaderboard's own rules (standings.ts): from
 * the frozen board, the lowest row that still has a frozen cell resolves its leftmost one to the
 * final result (the row is ranked again with that problem's hidden results shown); a row that
 * gains moves up past the rows it now beats and stays below those it ties; then again from the
 * bottom, until no frozen cell is left. A last `settle` step puts tied rows in the final board's
 * order. The web only plays the steps: no second copy of the ranking exists there.
 */
export function planReveal(options: {
  problemIds: readonly string[];
  contestants: readonly RevealContestant[];
  window: ContestWindow;
  freezeFromMs: number | null;
  ioi: IoiRules | null;
  /** The final board's first-solve times, so each resolved cell is marked as the final board marks it. */
  firstSolves: Map<string, number>;
  /** The final board's order (user ids). */
  finalOrder: readonly string[];
}): { initial: StandingsEntry[]; steps: RevealStep[] } {
  const { problemIds, window, freezeFromMs, ioi, firstSolves } = options;
  const revealed = new Map(options.contestants.map((contestant) => [contestant.userId, new Set<string>()]));
  const byUser = new Map(options.contestants.map((contestant) => [contestant.userId, contestant]));
  const rowOf = (contestant: RevealContestant): RankedRow => {
    const row = rankRow({
      userId: contestant.userId,
      name: contestant.name,
      staff: contestant.staff,
      problemIds,
      submissions: contestant.submissions,
      window,
      hideFromMs: freezeFromMs,
      revealed: revealed.get(contestant.userId),
      ioi,
    });
    return contestant.team ? { ...row, team: contestant.team } : row;
  };
  const ranked = sortAndRank(options.contestants.map(rowOf));
  const initial = ranked.rows.map((row, index) => toEntry(row, ranked.ranks[index] ?? index + 1, firstSolves));
  const rows: RankedRow[] = [...ranked.rows];
  const ranks: number[] = [...ranked.ranks];
  const frozenCell = (row: RankedRow) =>
    row.cells.findIndex((cell) => cell.pending > 0 && !revealed.get(row.userId)?.has(cell.problemId));

  const steps: RevealStep[] = [];
  for (;;) {
    let position = rows.length - 1;
    while (position >= 0 && frozenCell(rows[position]!) < 0) position -= 1;
    if (position < 0) break;
    const { userId } = rows[position]!;
    const column = frozenCell(rows[position]!);
    const problemId = rows[position]!.cells[column]!.problemId;
    // A cell still being judged when the board was read resolves to what it is (pending): it is not asked again.
    revealed.get(userId)?.add(problemId);
    const row = rowOf(byUser.get(userId)!);
    rows.splice(position, 1);
    let to = 0;
    while (to < position && compareRows(rows[to]!, row) <= 0) to += 1;
    rows.splice(to, 0, row);
    const rankChanges = rerank(rows, ranks, to, position);
    const cell = toEntry(row, 0, firstSolves).cells[column]!;
    steps.push({
      kind: 'resolve',
      userId,
      problemId,
      solved: cell.solved,
      score: ioi ? (cell.score ?? 0) : null,
      cell,
      from: position,
      to,
      row: { solved: row.solved, penalty: row.penalty, totalScore: row.totalScore },
      ranks: rankChanges,
    });
  }
  const order = rows.map((row) => row.userId);
  const finalOrder = options.finalOrder.filter((userId) => byUser.has(userId));
  if (order.some((userId, index) => finalOrder[index] !== userId)) steps.push({ kind: 'settle', order: finalOrder });
  return { initial, steps };
}

/**
 * After a row moved from `from` up to `to`: the board's ranks again (tied rows share one, as
 * sortAndRank gives them), in `ranks`, and the ones from `to` on as far as any changed. Below
 * `from` a rank depends only on the row above, so the first one that stays the same ends it.
 */
function rerank(rows: readonly RankedRow[], ranks: number[], to: number, from: number): number[] {
  const changed: number[] = [];
  for (let index = to; index < rows.length; index += 1) {
    const above = rows[index - 1];
    const rank = above && compareRows(above, rows[index]!) === 0 ? ranks[index - 1]! : index + 1;
    if (index > from && rank === ranks[index]) break;
    ranks[index] = rank;
    changed.push(rank);
  }
  return changed;
}
