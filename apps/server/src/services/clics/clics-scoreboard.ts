import type { DatabaseHandle } from '../../db/database.js';
import { listContestProblems, type Contest } from '../contests/contests.js';
import { toContestSubmission } from '../contests/standings-board.js';
import { rankRow, sortAndRank, type ContestSubmission, type IoiRules } from '../contests/standings.js';
import type { ClicsReading } from './clics-reading.js';
import type { SubmissionRow } from './clics-rows.js';
import type { ClicsObject, Timed } from './clics-types.js';

/** An IOI contest's rules (its problems' full scores), or null for an ICPC one. */
async function ioiRules(database: DatabaseHandle, contest: Contest): Promise<IoiRules | null> {
  if (contest.scoring !== 'ioi') return null;
  const problems = await listContestProblems(database, contest.id, { withMaxScore: true });
  return {
    mode: contest.ioiScoreMode,
    maxScores: new Map(problems.map((problem) => [problem._id, problem.maxScore ?? 0])),
  };
}

/**
 * Rows of the CLICS scoreboard, ranked by the leaderboard's own rules (standings.ts) for this
 * reader: through the freeze for the jury, frozen for others until final. An IOI contest's board is
 * a score board (scoreboard_type "score").
 */
export async function clicsScoreboard(
  database: DatabaseHandle,
  reading: ClicsReading,
  collections: {
    problems: readonly Timed<ClicsObject>[];
    teams: readonly Timed<ClicsObject>[];
    submissionRows: readonly SubmissionRow[];
  },
): Promise<Record<string, unknown>[]> {
  const { admin, timeline, nowMs } = reading;
  const ioi = await ioiRules(database, reading.contest);
  return scoreboardRows({
    hideFromMs: !admin && timeline.isFrozen(nowMs) ? timeline.freezeFromMs : null,
    problemIds: collections.problems.map((problem) => problem.object.id),
    teams: collections.teams.map((team) => ({ id: team.object.id, name: String(team.object.name) })),
    submissions: collections.submissionRows,
    window: { startMs: timeline.startMs, endMs: timeline.endMs },
    ioi,
  });
}

function scoreboardRows(options: {
  /** Results received from then on are hidden from this reader (null: none). */
  hideFromMs: number | null;
  problemIds: string[];
  teams: { id: string; name: string }[];
  submissions: readonly SubmissionRow[];
  window: { startMs: number; endMs: number };
  /** An IOI contest's rules: the board is then a score board (scoreboard_type "score"). */
  ioi: IoiRules | null;
}): Record<string, unknown>[] {
  const { hideFromMs, ioi } = options;
  if (options.problemIds.length === 0) return [];
  const byUser = new Map<string, ContestSubmission[]>();
  for (const row of options.submissions) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(toContestSubmission(row, ioi));
    byUser.set(row.user_id, list);
  }
  const rows = options.teams.map((team) =>
    rankRow({
      userId: team.id,
      name: team.name,
      problemIds: options.problemIds,
      submissions: byUser.get(team.id) ?? [],
      window: options.window,
      hideFromMs,
      ioi,
    }),
  );
  const { rows: sorted, ranks } = sortAndRank(rows);
  const minutes = (ms: number) => Math.max(0, Math.floor((ms - options.window.startMs) / 60_000));
  if (ioi)
    return sorted.map((row, index) => ({
      rank: ranks[index] ?? index + 1,
      team_id: row.userId,
      // The time the total was reached breaks ties, as on the leaderboard.
      score: { score: row.totalScore, ...(row.totalScore > 0 ? { time: minutes(row.scoreReachedMs) } : {}) },
      problems: row.cells.map((cell) => {
        const score = cell.score ?? 0;
        return {
          problem_id: cell.problemId,
          num_judged: cell.attempts + (cell.solved ? 1 : 0),
          num_pending: cell.pending,
          score,
          ...(score > 0 && cell.minute !== null ? { time: cell.minute } : {}),
        };
      }),
    }));
  return sorted.map((row, index) => ({
    rank: ranks[index] ?? index + 1,
    team_id: row.userId,
    score: { num_solved: row.solved, total_time: row.penalty },
    problems: row.cells.map((cell) => ({
      problem_id: cell.problemId,
      num_judged: cell.attempts + (cell.solved ? 1 : 0),
      num_pending: cell.pending,
      solved: cell.solved,
      ...(cell.solved && cell.minute !== null ? { time: cell.minute } : {}),
    })),
  }));
}
