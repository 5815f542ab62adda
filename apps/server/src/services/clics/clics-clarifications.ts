import type { DatabaseHandle } from '../../db/database.js';
import type { Contest } from '../contests/contests.js';
import { canSeeContestInside, isAdmin } from '../policy/access-rules.js';
import { clicsRelativeTime, clicsTime } from './clics-time.js';
import type { ClicsViewer, Timed } from './clics-types.js';

/** A clarification as the CLICS Contest API spells it (ccs-specs 2023-06, clarification.json). */
export type ClicsClarification = {
  id: string;
  from_team_id: string | null;
  to_team_id: string | null;
  reply_to_id: string | null;
  problem_id: string | null;
  text: string;
  time: string;
  contest_time: string;
};

/** The id of a question's answer: CLICS makes each answer a clarification of its own, replying to the question. */
export function answerId(questionId: string): string {
  return `${questionId}-answer`;
}

/**
 * The contest's clarifications for this reader, each timed by when it was sent (the rules of
 * services/contests/clarifications.ts, in CLICS' shape). A question and its answer are two
 * clarifications, the answer replying to the question; an announcement is one from the jury to
 * everyone. Admins see everything. Anyone else who may see the contest's inside sees only what
 * went to all, and never who asked: a team's private question or answer never leaves the jury.
 */
export async function listClicsClarifications(
  database: DatabaseHandle,
  options: { contest: Contest; viewer: ClicsViewer; nowMs: number },
): Promise<Timed<ClicsClarification>[]> {
  const { contest, viewer, nowMs } = options;
  const admin = isAdmin(viewer.user);
  if (!admin && !canSeeContestInside(contest, viewer.user, nowMs)) return [];
  let query = database
    .selectFrom('clarifications')
    .selectAll()
    .where('contest_id', '=', contest.id)
    .orderBy('created_at')
    .orderBy('id');
  if (!admin) query = query.where('to_all', '=', 1);
  const rows = await query.execute();
  const startMs = Date.parse(contest.startTime);
  const timed = (ms: number) => ({ time: clicsTime(ms), contest_time: clicsRelativeTime(ms - startMs) });

  const clarifications: Timed<ClicsClarification>[] = [];
  for (const row of rows) {
    const askedMs = Date.parse(row.created_at);
    const announcement = row.from_user_id === null;
    clarifications.push({
      atMs: askedMs,
      object: {
        id: row.id,
        // The public never learns who asked a question answered to everyone.
        from_team_id: announcement || !admin ? null : row.from_user_id,
        to_team_id: null,
        reply_to_id: null,
        problem_id: row.problem_id,
        text: row.text,
        ...timed(askedMs),
      },
    });
    if (announcement || row.answer === null || row.answered_at === null) continue;
    const answeredMs = Date.parse(row.answered_at);
    clarifications.push({
      atMs: answeredMs,
      object: {
        id: answerId(row.id),
        from_team_id: null,
        to_team_id: row.to_all === 1 ? null : row.from_user_id,
        reply_to_id: row.id,
        problem_id: row.problem_id,
        text: row.answer,
        ...timed(answeredMs),
      },
    });
  }
  return clarifications;
}
