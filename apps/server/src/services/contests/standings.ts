import {
  REJECTED_ATTEMPT_PENALTY_MINUTES,
  SCORE_PER_SOLVED_PROBLEM,
  verdictCostsPenalty,
  type IoiScoreMode,
  type ProblemTotals,
  type StandingsCell,
  type StandingsEntry,
  type SubmissionStatus,
} from '@codeyard/shared';

/** What the ranking needs of a submission that counted for a contest. */
export type ContestSubmission = {
  id: string;
  userId: string;
  problemId: string;
  status: SubmissionStatus;
  /** The verdict's name; whether a rejection costs penalty is the verdict table's (verdictCostsPenalty). */
  verdict: string | null;
  /** When the server received it (ISO). */
  createdAt: string;
  /** Scored problems: the score and each group's (null for pass-fail problems and unscored runs). */
  score?: number | null;
  groups?: readonly { name: string; score: number }[] | null;
};

/**
 * IOI rules (docs/contests.md): each problem counts the best score of the contestant's submissions
 * (`best-submission`) or the sum of each group's best over them (`best-per-group`); a pass-fail
 * problem counts SCORE_PER_SOLVED_PROBLEM when accepted. `maxScores` per problem id.
 */
export type IoiRules = { mode: IoiScoreMode; maxScores: ReadonlyMap<string, number> };

/** A contest's clock, in epoch milliseconds. */
export type ContestWindow = { startMs: number; endMs: number };

/** A ranked row before pagination; `acceptedMs` per cell lets first-to-solve be decided across rows. */
export type RankedRow = Omit<StandingsEntry, 'rank' | 'cells'> & {
  /** Epoch ms of the last first-accepted submission, the third ranking key. */
  lastAcceptedMs: number;
  /** IOI rows: ranked by totalScore, then by `scoreReachedMs` (when the total was reached; earlier first). */
  ioi: boolean;
  scoreReachedMs: number;
  cells: (Omit<StandingsCell, 'firstToSolve'> & { acceptedMs: number | null })[];
};

function byArrival(left: ContestSubmission, right: ContestSubmission): number {
  return left.createdAt < right.createdAt
    ? -1
    : left.createdAt > right.createdAt
      ? 1
      : left.id < right.id
        ? -1
        : left.id > right.id
          ? 1
          : 0;
}

/**
 * One contestant's row under ICPC rules. Submissions outside the window are ignored. With
 * `hideFromMs` (the scoreboard freeze, for other viewers), results of submissions made from that
 * moment on are shown only as pending attempts.
 */
export function rankRow(options: {
  userId: string;
  name: string;
  /** An admin's row: the board shows a staff badge beside the name. */
  staff?: boolean;
  problemIds: readonly string[];
  submissions: readonly ContestSubmission[];
  window: ContestWindow;
  hideFromMs?: number | null;
  /** Problems whose results `hideFromMs` no longer hides (the reveal resolves a frozen row cell by cell). */
  revealed?: ReadonlySet<string>;
  /** Set for an IOI contest; ICPC otherwise. */
  ioi?: IoiRules | null;
}): RankedRow {
  if (options.ioi) return rankIoiRow({ ...options, ioi: options.ioi });
  const { window } = options;
  const byProblem = new Map<string, ContestSubmission[]>();
  for (const submission of options.submissions) {
    const list = byProblem.get(submission.problemId);
    if (list) list.push(submission);
    else byProblem.set(submission.problemId, [submission]);
  }

  let solved = 0;
  let penalty = 0;
  let lastAcceptedMs = 0;
  const cells = options.problemIds.map((problemId) => {
    const cell = {
      problemId,
      attempts: 0,
      pending: 0,
      solved: false,
      minute: null as number | null,
      acceptedMs: null as number | null,
    };
    for (const submission of [...(byProblem.get(problemId) ?? [])].sort(byArrival)) {
      const receivedMs = Date.parse(submission.createdAt);
      if (receivedMs < window.startMs || receivedMs > window.endMs) continue;
      if (cell.solved) break;
      const hidden =
        options.hideFromMs != null && receivedMs >= options.hideFromMs && !options.revealed?.has(problemId);
      if (hidden || submission.status === 'pending') {
        cell.pending += 1;
        continue;
      }
      if (submission.status === 'accepted') {
        cell.solved = true;
        cell.acceptedMs = receivedMs;
        cell.minute = Math.floor((receivedMs - window.startMs) / 60_000);
      } else if (verdictCostsPenalty(submission.verdict)) {
        cell.attempts += 1;
      }
    }
    if (cell.solved && cell.minute !== null && cell.acceptedMs !== null) {
      solved += 1;
      penalty += cell.minute + REJECTED_ATTEMPT_PENALTY_MINUTES * cell.attempts;
      lastAcceptedMs = Math.max(lastAcceptedMs, cell.acceptedMs);
    }
    return cell;
  });

  return {
    userId: options.userId,
    name: options.name,
    ...(options.staff ? { staff: true as const } : {}),
    totalScore: SCORE_PER_SOLVED_PROBLEM * solved,
    solved,
    penalty,
    lastAcceptedMs,
    ioi: false,
    scoreReachedMs: 0,
    cells,
  };
}

function groupByProblem(submissions: readonly ContestSubmission[]): Map<string, ContestSubmission[]> {
  const byProblem = new Map<string, ContestSubmission[]>();
  for (const submission of submissions) {
    const list = byProblem.get(submission.problemId);
    if (list) list.push(submission);
    else byProblem.set(submission.problemId, [submission]);
  }
  return byProblem;
}

/**
 * One contestant's row under IOI rules: per problem the best score so far (see IoiRules), the
 * row's total their sum, reached when the last improvement of any problem arrived. The freeze
 * hides results as under ICPC rules: pending attempts that change no score. `solved` counts full
 * scores and `penalty` is the minute the total was reached.
 */
function rankIoiRow(options: {
  userId: string;
  name: string;
  staff?: boolean;
  problemIds: readonly string[];
  submissions: readonly ContestSubmission[];
  window: ContestWindow;
  hideFromMs?: number | null;
  revealed?: ReadonlySet<string>;
  ioi: IoiRules;
}): RankedRow {
  const { window, ioi } = options;
  const byProblem = groupByProblem(options.submissions);
  let totalScore = 0;
  let solved = 0;
  let scoreReachedMs = 0;
  const cells = options.problemIds.map((problemId) => {
    const maxScore = ioi.maxScores.get(problemId) ?? SCORE_PER_SOLVED_PROBLEM;
    const cell = {
      problemId,
      attempts: 0,
      pending: 0,
      solved: false,
      minute: null as number | null,
      acceptedMs: null as number | null,
      score: 0,
    };
    let reachedMs: number | null = null;
    const groupBest = new Map<string, number>();
    for (const submission of [...(byProblem.get(problemId) ?? [])].sort(byArrival)) {
      const receivedMs = Date.parse(submission.createdAt);
      if (receivedMs < window.startMs || receivedMs > window.endMs) continue;
      if (cell.solved) break;
      const hidden =
        options.hideFromMs != null && receivedMs >= options.hideFromMs && !options.revealed?.has(problemId);
      if (hidden || submission.status === 'pending') {
        cell.pending += 1;
        continue;
      }
      const own = submission.score ?? (submission.status === 'accepted' ? SCORE_PER_SOLVED_PROBLEM : 0);
      let score = own;
      if (ioi.mode === 'best-per-group' && submission.groups) {
        for (const group of submission.groups)
          groupBest.set(group.name, Math.max(groupBest.get(group.name) ?? 0, group.score));
        score = Math.max(
          own,
          [...groupBest.values()].reduce((sum, best) => sum + best, 0),
        );
      }
      if (score > cell.score) {
        cell.score = score;
        reachedMs = receivedMs;
        cell.minute = Math.floor((receivedMs - window.startMs) / 60_000);
      }
      if (cell.score >= maxScore) {
        cell.solved = true;
        cell.acceptedMs = receivedMs;
      } else if (verdictCostsPenalty(submission.verdict)) {
        cell.attempts += 1;
      }
    }
    totalScore += cell.score;
    if (cell.solved) solved += 1;
    if (reachedMs !== null) scoreReachedMs = Math.max(scoreReachedMs, reachedMs);
    return cell;
  });
  return {
    userId: options.userId,
    name: options.name,
    ...(options.staff ? { staff: true as const } : {}),
    totalScore,
    solved,
    penalty: scoreReachedMs > 0 ? Math.floor((scoreReachedMs - window.startMs) / 60_000) : 0,
    lastAcceptedMs: 0,
    ioi: true,
    scoreReachedMs,
    cells,
  };
}

/**
 * ICPC: more solved first; then less penalty; then the earlier last accepted time. IOI: the higher
 * total score first; then the earlier time it was reached. Zero means a shared rank.
 */
export function compareRows(left: RankedRow, right: RankedRow): number {
  if (left.ioi) return right.totalScore - left.totalScore || left.scoreReachedMs - right.scoreReachedMs;
  return right.solved - left.solved || left.penalty - right.penalty || left.lastAcceptedMs - right.lastAcceptedMs;
}

/** One collator for every sort: `localeCompare` builds one per call, which dominated re-ranking 10,000 rows. */
const names = new Intl.Collator();

/** Sorts rows (ties by name, for a stable order) and gives tied rows the same rank (1, 2, 2, 4). */
export function sortAndRank(rows: RankedRow[]): { rows: RankedRow[]; ranks: number[] } {
  const sorted = [...rows].sort(
    (left, right) =>
      compareRows(left, right) || names.compare(left.name, right.name) || (left.userId < right.userId ? -1 : 1),
  );
  const ranks: number[] = [];
  sorted.forEach((row, index) => {
    const previous = sorted[index - 1];
    ranks.push(previous && compareRows(previous, row) === 0 ? (ranks[index - 1] ?? index + 1) : index + 1);
  });
  return { rows: sorted, ranks };
}

/** Per problem, the earliest accepted time over all rows: whoever has it solved first. */
export function firstSolveTimes(rows: readonly RankedRow[], problemIds: readonly string[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const row of rows) {
    row.cells.forEach((cell, index) => {
      const problemId = problemIds[index];
      if (problemId === undefined || cell.acceptedMs === null) return;
      const best = first.get(problemId);
      if (best === undefined || cell.acceptedMs < best) first.set(problemId, cell.acceptedMs);
    });
  }
  return first;
}

/**
 * Per problem, the rows that solved it and the rows that sent anything for it (solved, rejected or
 * pending): the board's foot. Counted from the rows the viewer's ranking holds, so a frozen board
 * counts a hidden submission as tried, never as solved.
 */
export function problemTotalsOf(rows: readonly RankedRow[], problemIds: readonly string[]): ProblemTotals[] {
  const totals = new Map(problemIds.map((problemId) => [problemId, { problemId, solved: 0, tried: 0 }]));
  for (const row of rows) {
    for (const cell of row.cells) {
      const total = totals.get(cell.problemId);
      if (!total) continue;
      if (cell.solved) total.solved += 1;
      if (cell.solved || cell.attempts > 0 || cell.pending > 0 || (cell.score ?? 0) > 0) total.tried += 1;
    }
  }
  return [...totals.values()];
}

/** The row as the API answers it. */
export function toEntry(row: RankedRow, rank: number, firstSolves: Map<string, number>): StandingsEntry {
  return {
    userId: row.userId,
    name: row.name,
    ...(row.staff ? { staff: true as const } : {}),
    ...(row.team ? { team: row.team } : {}),
    totalScore: row.totalScore,
    solved: row.solved,
    penalty: row.penalty,
    rank,
    // Spelled out rather than spread: this runs for every cell of every page served.
    cells: row.cells.map((cell) => ({
      problemId: cell.problemId,
      attempts: cell.attempts,
      pending: cell.pending,
      solved: cell.solved,
      minute: cell.minute,
      firstToSolve: cell.acceptedMs !== null && firstSolves.get(cell.problemId) === cell.acceptedMs,
      ...(cell.score !== undefined ? { score: cell.score } : {}),
    })),
  };
}

/** Whole standings in one call: rank every contestant and answer the entries in order. */
export function computeStandings(options: {
  problemIds: readonly string[];
  submissions: readonly ContestSubmission[];
  names: ReadonlyMap<string, string>;
  window: ContestWindow;
  hideFromMs?: number | null;
  /** Whose results stay visible through the freeze (the viewer's own). */
  unhiddenUserId?: string | null;
  ioi?: IoiRules | null;
}): StandingsEntry[] {
  const byUser = new Map<string, ContestSubmission[]>();
  for (const submission of options.submissions) {
    const list = byUser.get(submission.userId);
    if (list) list.push(submission);
    else byUser.set(submission.userId, [submission]);
  }
  const rows = [...byUser].map(([userId, submissions]) =>
    rankRow({
      userId,
      name: options.names.get(userId) ?? 'Unknown',
      problemIds: options.problemIds,
      submissions,
      window: options.window,
      hideFromMs: userId === options.unhiddenUserId ? null : options.hideFromMs,
      ioi: options.ioi,
    }),
  );
  const { rows: sorted, ranks } = sortAndRank(rows);
  const firstSolves = firstSolveTimes(sorted, options.problemIds);
  return sorted.map((row, index) => toEntry(row, ranks[index] ?? index + 1, firstSolves));
}
