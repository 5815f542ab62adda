import type { DatabaseHandle } from '../../db/database.js';
import type { Contest } from '../contests/contests.js';
import type { ClicsViewer, Timed } from './clics-contest.js';

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

/**
 * The contest's clarifications for this reader, each timed by when it was sent. Codeyard has no
 * clarifications yet (they arrive with their own table, migration 016): when they do, this is the
 * one function to fill in, answering for a non-admin only the clarifications sent to everyone and
 * never a team's private question or answer.
 */
export async function listClicsClarifications(
  _database: DatabaseHandle,
  _options: { contest: Contest; viewer: ClicsViewer; nowMs: number },
): Promise<Timed<ClicsClarification>[]> {
  return [];
}
