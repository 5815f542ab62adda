import { ContestTimeline } from '@codeyard/shared';
import type { Contest } from '../contests/contests.js';
import { clicsRelativeTime, clicsTime } from './clics-time.js';

/**
 * The versions of the CLICS Contest API served (docs/contests.md, "CLICS Contest API"): 2023-06
 * under /api/clics and 2026-01 under /api/clics/2026-01. The contest is built once in 2023-06's
 * object model (clics-contest.ts); this module spells an object as a later version does. What
 * differs, from the ICPC's schemas of the two versions:
 * - contest: `penalty_time` is a RELTIME (`0:20:00.000`) instead of whole minutes, and
 *   `scoreboard_thaw_time` says when a frozen board thaws (null while unknown);
 * - judgements carry `current` (ours are always the current one: a rejudge replaces it);
 * - problems carry `memory_limit` (MiB);
 * - scoreboards give `total_time`, a problem's `time` and the score's `time` as RELTIMEs, and the
 *   score's `time` (the last improvement) is always there, null before the first;
 * - file references name their `filename`;
 * - the team clarification capability is `post_clar` (we offer none: the API is read-only).
 */
export const CLICS_VERSIONS = ['2023-06', '2026-01'] as const;
export type ClicsVersion = (typeof CLICS_VERSIONS)[number];

export function clicsApiInformation(version: ClicsVersion) {
  return {
    version,
    version_url: `https://ccs-specs.icpc.io/${version}/contest_api`,
    provider: { name: 'Codeyard', version: process.env.npm_package_version ?? '0.1.0' },
  };
}

/** What a version needs beyond the object: the contest (its thaw) and the problems' memory limits. */
export type VersionContext = { contest: Contest; memoryLimitsMb?: ReadonlyMap<string, number> };

type ClicsRecord = Record<string, unknown>;

const minutesAsRelativeTime = (value: unknown) =>
  typeof value === 'number' ? clicsRelativeTime(value * 60_000) : value;

/** An object of an endpoint (its notification `type` in the event feed) as `version` spells it. */
export function inVersion<T>(version: ClicsVersion, type: string, object: T, context: VersionContext): T {
  if (version === '2023-06' || object === null || typeof object !== 'object') return object;
  const record = object as ClicsRecord;
  switch (type) {
    case 'contest': {
      const timeline = ContestTimeline.of(context.contest);
      const thawMs = timeline.freezeFromMs === null ? null : timeline.thawMs();
      return {
        ...record,
        ...('penalty_time' in record ? { penalty_time: minutesAsRelativeTime(record.penalty_time) } : {}),
        scoreboard_thaw_time: thawMs === null ? null : clicsTime(thawMs),
      } as T;
    }
    case 'judgements':
      return { ...record, current: true } as T;
    case 'problems': {
      const memory = context.memoryLimitsMb?.get(String(record.id));
      return (memory === undefined ? record : { ...record, memory_limit: memory }) as T;
    }
    case 'scoreboard':
      return scoreboardIn2026(record) as T;
    default:
      return object;
  }
}

/** A 2023-06 scoreboard (minutes as integers) in 2026-01's RELTIMEs. */
function scoreboardIn2026(board: ClicsRecord): ClicsRecord {
  const rows = (board.rows as ClicsRecord[]).map((row) => {
    const score = row.score as ClicsRecord;
    const problems = (row.problems as ClicsRecord[]).map((problem) =>
      'time' in problem ? { ...problem, time: minutesAsRelativeTime(problem.time) } : problem,
    );
    // The last improvement: IOI rows say it; for ICPC ones it is the latest minute of a solved problem.
    const solvedMinutes = (row.problems as ClicsRecord[])
      .filter((problem) => problem.solved === true && typeof problem.time === 'number')
      .map((problem) => problem.time as number);
    const lastMinute =
      typeof score.time === 'number' ? score.time : solvedMinutes.length > 0 ? Math.max(...solvedMinutes) : null;
    return {
      ...row,
      score: {
        ...score,
        ...('total_time' in score ? { total_time: minutesAsRelativeTime(score.total_time) } : {}),
        time: lastMinute === null ? null : clicsRelativeTime(lastMinute * 60_000),
      },
      problems,
    };
  });
  return { ...board, rows };
}
