import { ContestTimeline, type ProblemTotals, type Standings, type StandingsEntry } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { Contest } from './contest-records.js';
import { loadVirtualEntrants } from './virtual-entrants.js';
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
  /** The rows the viewer sees on the official board, ranked (a hidden category's are already left out). */
  rows: readonly RankedRow[];
  /** Every official contestant's submissions, to re-rank them as at an earlier moment. */
  submissions: ReadonlyMap<string, ReadonlyMap<string, ContestSubmission>>;
  /** Set while the official board is frozen for this viewer: results from then on stay hidden when re-ranked too. */
  hideFromMs: number | null;
};

/** Who reads the virtual board: their id, and their row on the official board (their team's in a team contest). */
export type VirtualBoardViewer = { userId: string; officialRowId: string | null } | null;

/**
 * The official rows with every virtual run's row ranked among them (docs/contests.md, Virtual
 * participation). A virtual run's submissions are moved onto the contest's own clock (their time
 * from the run's start, added to the contest's start), so minutes, penalties and tie-breaks compare
 * as if they had taken part. In a team contest a run is its team's, and its row gathers every
 * member's submissions. A viewer whose own run is still going sees every row as it stood at the
 * same moment of the contest (as Codeforces does); everyone else sees the final board. The
 * first-to-solve marks stay the official ones.
 */
export async function virtualBoard(
  database: DatabaseHandle,
  official: OfficialBoard,
  viewer: VirtualBoardViewer,
  nowMs: number,
): Promise<VirtualBoard> {
  const { contest, problemIds, ioi } = official;
  const timeline = ContestTimeline.of(contest);
  const { startMs, endMs } = timeline;
  const [entrants, rows] = await Promise.all([
    loadVirtualEntrants(database, contest.id),
    database
      .selectFrom('submissions')
      .select(['id', 'user_id', 'problem_id', 'status', 'verdict', 'created_at', 'score', 'groups'])
      .where('virtual_contest_id', '=', contest.id)
      .execute(),
  ]);
  const viewerRun = viewer ? entrants.find((entrant) => entrant.memberIds.has(viewer.userId)) : undefined;
  // Everything this viewer sees (rows, first solves, the footer's totals) is as it stood at their run's minute.
  const cutoffMs = viewerRun ? timeline.virtualMomentMs(Date.parse(viewerRun.startedAt), nowMs) : endMs;
  const window = { startMs, endMs: cutoffMs };

  // Re-ranked at the cutoff, the official rows are still the ones the viewer may see, as the board shows them.
  const officialRows =
    cutoffMs >= endMs
      ? [...official.rows]
      : official.rows.map((shown) => {
          const row = rankRow({
            userId: shown.userId,
            name: shown.name,
            staff: shown.staff === true,
            problemIds,
            submissions: [...(official.submissions.get(shown.userId)?.values() ?? [])],
            window,
            hideFromMs: official.hideFromMs,
            ioi,
          });
          return shown.team ? { ...row, team: shown.team } : row;
        });
  const virtualRows = entrants.map((entrant) => {
    const shiftMs = startMs - Date.parse(entrant.startedAt);
    const submissions: ContestSubmission[] = rows
      .filter((row) => entrant.memberIds.has(row.user_id))
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
    const row = rankRow({
      userId: entrant.id,
      name: entrant.name,
      staff: entrant.staff,
      problemIds,
      submissions,
      window,
      ioi,
    });
    return entrant.team ? { ...row, team: entrant.team } : row;
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
    entries.find((entry) => entry.virtual && entry.userId === viewerRun?.id) ??
    entries.find((entry) => !entry.virtual && entry.userId === viewer?.officialRowId) ??
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
