import { REJECTED_ATTEMPT_PENALTY_MINUTES } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { findContest, type Contest } from '../contests/contests.js';
import { clicsRelativeTime, clicsTime } from './clics-time.js';

/**
 * The contest object (ccs-specs 2023-06, contest.json): an ICPC contest is `pass-fail` with its
 * penalty per rejected attempt, an IOI one a `score` board (which has no penalty time).
 */
export function clicsContestObject(contest: Contest): { id: string } & Record<string, unknown> {
  const startMs = Date.parse(contest.startTime);
  const endMs = Date.parse(contest.endTime);
  return {
    id: contest.id,
    name: contest.title,
    formal_name: contest.title,
    start_time: clicsTime(startMs),
    countdown_pause_time: null,
    duration: clicsRelativeTime(endMs - startMs),
    scoreboard_freeze_duration: contest.freezeMinutes > 0 ? clicsRelativeTime(contest.freezeMinutes * 60_000) : null,
    ...(contest.scoring === 'ioi'
      ? { scoreboard_type: 'score' }
      : { scoreboard_type: 'pass-fail', penalty_time: REJECTED_ATTEMPT_PENALTY_MINUTES }),
  };
}

/** Every contest, oldest start first. */
export async function listContestRows(database: DatabaseHandle): Promise<Contest[]> {
  const rows = await database.selectFrom('contests').select('id').orderBy('start_time').orderBy('id').execute();
  const contests = await Promise.all(rows.map((row) => findContest(database, row.id)));
  return contests.filter((contest): contest is Contest => contest !== null);
}
