import type { RevealData, RevealStep, StandingsEntry } from '@codeyard/shared';

export type { RevealStep } from '@codeyard/shared';

/** A row of the board during the reveal: its totals and cells as the last step left them (a team's members and flag too). */
export type RevealRow = Pick<
  StandingsEntry,
  'userId' | 'name' | 'staff' | 'team' | 'solved' | 'penalty' | 'totalScore' | 'rank' | 'cells'
>;

export type RevealPlan = { initial: RevealRow[]; steps: RevealStep[]; ioi: boolean };

/**
 * The reveal as the server planned it (services/contests/reveal-plan.ts, with the leaderboard's
 * own ranking rules): the frozen board as the server ranked it, and its steps. The web only plays
 * them; it has no ranking of its own that could disagree with the board.
 */
export function revealPlanOf(data: Pick<RevealData, 'scoring' | 'frozen' | 'steps'>): RevealPlan {
  return {
    initial: data.frozen.map(({ userId, name, staff, team, solved, penalty, totalScore, rank, cells }) => ({
      userId,
      name,
      ...(staff ? { staff } : {}),
      ...(team ? { team } : {}),
      solved,
      penalty,
      totalScore,
      rank,
      cells: cells.map((cell) => ({ ...cell })),
    })),
    steps: data.steps,
    ioi: data.scoring === 'ioi',
  };
}

/**
 * The board after `step`: the row's cell and totals updated, the row moved to its new place, and
 * the ranks the server gave for the step (tied rows share one).
 */
export function applyRevealStep(rows: readonly RevealRow[], step: RevealStep): RevealRow[] {
  if (step.kind === 'settle') {
    // Only tied rows change places, so each place keeps its rank.
    const place = new Map(step.order.map((userId, index) => [userId, index]));
    return [...rows]
      .sort(
        (left, right) =>
          (place.get(left.userId) ?? Number.MAX_SAFE_INTEGER) - (place.get(right.userId) ?? Number.MAX_SAFE_INTEGER),
      )
      .map((row, index) => ({ ...row, rank: rows[index]?.rank ?? row.rank }));
  }
  const next = [...rows];
  const [row] = next.splice(step.from, 1);
  if (!row || row.userId !== step.userId) throw new Error('The reveal step does not match the board');
  const moved: RevealRow = {
    ...row,
    ...step.row,
    cells: row.cells.map((cell) => (cell.problemId === step.cell.problemId ? step.cell : cell)),
  };
  next.splice(step.to, 0, moved);
  // Ranks from `to` on, as far as they changed; the rows below keep theirs.
  step.ranks.forEach((rank, offset) => {
    const placed = next[step.to + offset];
    if (placed) next[step.to + offset] = { ...placed, rank };
  });
  return next;
}
