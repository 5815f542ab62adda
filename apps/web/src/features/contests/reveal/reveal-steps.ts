import { REJECTED_ATTEMPT_PENALTY_MINUTES, type RevealData, type StandingsCell } from '@codeyard/shared';

/** A row of the board during the reveal: totals as its cells give them, and its place on the final board. */
export type RevealRow = {
  userId: string;
  name: string;
  /** An admin's row (shown with the staff badge). */
  staff?: true;
  solved: number;
  penalty: number;
  totalScore: number;
  cells: StandingsCell[];
  /** Position on the final board: orders rows the totals leave tied, so the reveal ends on the final order. */
  finalIndex: number;
};

/**
 * One step of the reveal. `resolve`: a row's next frozen cell becomes its final result, and the
 * row moves from one place to another. `settle`, last and only when needed: rows the totals tie
 * take their final order (the server breaks ties by the time of the last accepted submission,
 * which the reveal does not show).
 */
export type RevealStep =
  | {
      kind: 'resolve';
      userId: string;
      problemId: string;
      /** Solved now (ICPC), or the full score reached (IOI). */
      solved: boolean;
      /** IOI: the score the cell resolved to. */
      score: number | null;
      cell: StandingsCell;
      from: number;
      to: number;
      /** The row's totals after the step. */
      row: Pick<RevealRow, 'solved' | 'penalty' | 'totalScore'>;
    }
  | { kind: 'settle' };

export type RevealPlan = { initial: RevealRow[]; steps: RevealStep[]; ioi: boolean };

function totalsOf(cells: readonly StandingsCell[], ioi: boolean): Pick<RevealRow, 'solved' | 'penalty' | 'totalScore'> {
  let solved = 0;
  let penalty = 0;
  let totalScore = 0;
  for (const cell of cells) {
    if (cell.solved) solved += 1;
    if (ioi) totalScore += cell.score ?? 0;
    else if (cell.solved) penalty += (cell.minute ?? 0) + REJECTED_ATTEMPT_PENALTY_MINUTES * cell.attempts;
  }
  if (ioi) {
    // As the server counts it: the minute the total was reached, the latest minute of a scoring cell.
    penalty = Math.max(0, ...cells.filter((cell) => (cell.score ?? 0) > 0).map((cell) => cell.minute ?? 0));
  } else totalScore = solved * 100;
  return { solved, penalty, totalScore };
}

/** ICPC: more solved, then less penalty; IOI: more total score. Zero: the totals tie. */
export function compareTotals(left: RevealRow, right: RevealRow, ioi: boolean): number {
  return ioi ? right.totalScore - left.totalScore : right.solved - left.solved || left.penalty - right.penalty;
}

const finalOrder = (rows: readonly RevealRow[], ioi: boolean) =>
  [...rows].sort((left, right) => compareTotals(left, right, ioi) || left.finalIndex - right.finalIndex);

/**
 * The reveal as the ICPC Resolver plays it: from the frozen board, the lowest row that still has
 * a frozen (pending) cell resolves its leftmost one to the final result; a row that gains moves
 * up to its new place; then again from the bottom, until no frozen cell is left and the board is
 * the final one. IOI contests resolve the same way, by total score.
 */
export function planReveal(data: Pick<RevealData, 'scoring' | 'problems' | 'frozen' | 'final'>): RevealPlan {
  const ioi = data.scoring === 'ioi';
  const finalIndex = new Map(data.final.map((entry, index) => [entry.userId, index]));
  const finalCells = new Map(data.final.map((entry) => [entry.userId, entry.cells]));
  const frozenByUser = new Map(data.frozen.map((entry) => [entry.userId, entry]));
  // Someone whose every submission came in the freeze has a frozen row too; one missing is shown from nothing.
  const entries = [
    ...data.frozen,
    ...data.final
      .filter((entry) => !frozenByUser.has(entry.userId))
      .map((entry) => ({
        ...entry,
        cells: entry.cells.map((cell) => ({ ...cell, solved: false, minute: null, attempts: 0, pending: 1, score: 0 })),
      })),
  ];
  const rows: RevealRow[] = entries.map((entry) => ({
    userId: entry.userId,
    name: entry.name,
    ...(entry.staff ? { staff: true as const } : {}),
    cells: entry.cells.map((cell) => ({ ...cell })),
    ...totalsOf(entry.cells, ioi),
    finalIndex: finalIndex.get(entry.userId) ?? Number.MAX_SAFE_INTEGER,
  }));
  // The frozen board as the server ranked it (ties included); rows only it lacks go below.
  const initial = rows.map((row) => ({ ...row, cells: row.cells.map((cell) => ({ ...cell })) }));

  const steps: RevealStep[] = [];
  const problemIds = data.problems.map((problem) => problem._id);
  for (;;) {
    let position = rows.length - 1;
    while (position >= 0 && !rows[position]!.cells.some((cell) => cell.pending > 0)) position -= 1;
    if (position < 0) break;
    const row = rows[position]!;
    const column = row.cells.findIndex((cell) => cell.pending > 0);
    const frozenCell = row.cells[column]!;
    const finalCell = finalCells.get(row.userId)?.find((cell) => cell.problemId === frozenCell.problemId);
    // Resolved for good: a cell still judging when the board was read shows as not solved rather than looping.
    const cell: StandingsCell = finalCell ? { ...finalCell, pending: 0 } : { ...frozenCell, pending: 0 };
    row.cells[column] = cell;
    Object.assign(row, totalsOf(row.cells, ioi));
    rows.splice(position, 1);
    // A row only gains: it rises past the rows it now beats, and stays below those it ties.
    let to = 0;
    while (to < position && compareTotals(rows[to]!, row, ioi) <= 0) to += 1;
    rows.splice(to, 0, row);
    steps.push({
      kind: 'resolve',
      userId: row.userId,
      problemId: problemIds[column] ?? cell.problemId,
      solved: cell.solved,
      score: ioi ? (cell.score ?? 0) : null,
      cell,
      from: position,
      to,
      row: { solved: row.solved, penalty: row.penalty, totalScore: row.totalScore },
    });
  }
  const settled = finalOrder(rows, ioi);
  if (settled.some((row, index) => row !== rows[index])) steps.push({ kind: 'settle' });
  return { initial, steps, ioi };
}

/** The board after `step`: the row's cell and totals updated, the row moved to its new place. */
export function applyRevealStep(rows: readonly RevealRow[], step: RevealStep, ioi = false): RevealRow[] {
  if (step.kind === 'settle') return finalOrder(rows, ioi);
  const next = [...rows];
  const [row] = next.splice(step.from, 1);
  if (!row || row.userId !== step.userId) throw new Error('The reveal step does not match the board');
  const moved: RevealRow = {
    ...row,
    ...step.row,
    cells: row.cells.map((cell) => (cell.problemId === step.cell.problemId ? step.cell : cell)),
  };
  next.splice(step.to, 0, moved);
  return next;
}
