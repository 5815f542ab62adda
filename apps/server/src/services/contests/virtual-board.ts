import {
  ContestTimeline,
  isAdminRole,
  type ProblemTotals,
  type Standings,
  type StandingsEntry,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { Contest } from './contest-records.js';
import {
  firstSolveTimes,
  problemTotalsOf,
  rankRow,
  sortAndRank,
  toEntry,
  type ContestSubmission,
  type IoiRules,
  type RankedRow,
} from './standings.js';

/** What the virtual board needs of the official one (StandingsBoards hands it over). */
export type OfficialBoard = {
  contest: Contest;
  problemIds: string[];
  ioi: IoiRules | null;
  /** The rows the viewer sees on the official board, ranked. */
  rows: readonly RankedRow[];
  /** Every official contestant's submissions, to re-rank them as at an earlier moment. */
  submissions: ReadonlyMap<string, ReadonlyMap<string, ContestSubmission>>;
  names: ReadonlyMap<string, string>;
  /** Official contestants who are staff (admins). */
  staff: ReadonlySet<string>;
  /** Set while the official board is frozen for this viewer: results from then on stay hidden when re-ranked too. */
  hideFromMs: number | null;
};

/**
 * The official rows with every virtual run's row ranked among them (docs/contests.md, Virtual
 * participation). A virtual run's submissions are moved onto the contest's own clock (their time
 * from the run's start, added to the contest's start), so minutes, penalties and tie-breaks compare
 * as if they had taken part. A viewer whose own run is still going sees every row as it stood at
 * the same moment of the contest (as Codeforces does); everyone else sees the final board. The
 * first-to-solve marks stay the official ones.
 */
export async function virtualBoard(
  database: DatabaseHandle,
  official: OfficialBoard,
  viewerId: string | null,
  nowMs: number,
): Promise<VirtualBoard> {
  const { contest, problemIds, ioi } = official;
  const timeline = ContestTimeline.of(contest);
  const { startMs, endMs } = timeline;
  const [runs, rows] = await Promise.all([
    database
      .selectFrom('virtual_participations')
      .innerJoin('users', 'users.id', 'virtual_participations.user_id')
      .select(['user_id', 'started_at', 'first_name', 'last_name', 'role'])
      .where('contest_id', '=', contest.id)
      .execute(),
    database
      .selectFrom('submissions')
      .select(['id', 'user_id', 'problem_id', 'status', 'verdict', 'created_at', 'score', 'groups'])
      .where('virtual_contest_id', '=', contest.id)
      .execute(),
  ]);
  const viewerRun = viewerId === null ? undefined : runs.find((run) => run.user_id === viewerId);
  // Everything this viewer sees (rows, first solves, the footer's totals) is as it stood at their run's minute.
  const cutoffMs = viewerRun ? timeline.virtualMomentMs(Date.parse(viewerRun.started_at), nowMs) : endMs;
  const window = { startMs, endMs: cutoffMs };

  const officialRows =
    cutoffMs >= endMs
      ? [...official.rows]
      : [...official.submissions].map(([userId, submissions]) =>
          rankRow({
            userId,
            name: official.names.get(userId) ?? 'Unknown',
            staff: official.staff.has(userId),
            problemIds,
            submissions: [...submissions.values()],
            window,
            hideFromMs: official.hideFromMs,
            ioi,
          }),
        );
  const virtualRows = runs.map((run) => {
    const shiftMs = startMs - Date.parse(run.started_at);
    const submissions: ContestSubmission[] = rows
      .filter((row) => row.user_id === run.user_id)
      .map((row) => ({
        id: row.id,
        userId: row.user_id,
        problemId: row.problem_id,
        status: row.status as ContestSubmission['status'],
        verdict: row.verdict,
        createdAt: new Date(Date.parse(row.created_at) + shiftMs).toISOString(),
        score: row.score === null ? null : Number(row.score),
        groups:
          ioi?.mode === 'best-per-group' && row.groups
            ? (JSON.parse(row.groups) as { name: string; score: number }[]).map(({ name, score }) => ({ name, score }))
            : null,
      }));
    const name = [run.first_name, run.last_name].filter(Boolean).join(' ');
    return rankRow({ userId: run.user_id, name, staff: isAdminRole(run.role), problemIds, submissions, window, ioi });
  });

  const isVirtual = new Set(virtualRows);
  const { rows: sorted, ranks } = sortAndRank([...officialRows, ...virtualRows]);
  const firstSolves = firstSolveTimes(officialRows, problemIds);
  const entries = sorted.map((row, index) => {
    const entry = toEntry(row, ranks[index] ?? index + 1, firstSolves);
    if (!isVirtual.has(row)) return entry;
    return { ...entry, virtual: true, cells: entry.cells.map((cell) => ({ ...cell, firstToSolve: false })) };
  });
  const mine =
    entries.find((entry) => entry.userId === viewerId && entry.virtual) ??
    entries.find((entry) => entry.userId === viewerId) ??
    null;
  return {
    entries,
    mine,
    problemTotals: problemTotalsOf(sorted, problemIds),
    ...(cutoffMs < endMs ? { virtualMoment: new Date(cutoffMs).toISOString() } : {}),
  };
}

/** The merged board: every row, the viewer's own, and the footer's totals counted over those same rows. */
export type VirtualBoard = {
  entries: StandingsEntry[];
  mine: StandingsEntry | null;
  problemTotals: ProblemTotals[];
  /** The contest moment shown, while the viewer's own run goes on. */
  virtualMoment?: string;
};

/** Cuts the merged board to the asked page, in the shape of the official answer. */
export function pageOf(
  summary: Omit<Standings, 'entries' | 'mine' | 'page' | 'total'>,
  board: VirtualBoard,
  page: number | undefined,
): Standings {
  const pageCount = Math.max(1, Math.ceil(board.entries.length / summary.pageSize));
  const current = Math.min(Math.max(Math.trunc(page ?? 1), 1), pageCount);
  return {
    ...summary,
    entries: board.entries.slice((current - 1) * summary.pageSize, current * summary.pageSize),
    mine: board.mine,
    problemTotals: board.problemTotals,
    ...(board.virtualMoment ? { virtualMoment: board.virtualMoment } : {}),
    page: current,
    total: board.entries.length,
  };
}
