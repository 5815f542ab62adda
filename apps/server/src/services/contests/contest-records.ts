import { contestMessages, type ContestFinalize, type ContestScoring, type IoiScoreMode } from '@codeyard/shared';
import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { ContestsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/**
 * A contest as stored, and how to read one. Kept apart from contests.ts (the rules for creating,
 * editing and listing contests) so that the modules those rules use, such as virtual runs, can
 * read a contest without importing the rules back.
 */

export type Contest = {
  id: string;
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  freezeMinutes: number;
  /** Its final standings move ratings (services/ratings). */
  rated: boolean;
  /** ICPC or IOI rules (services/contests/standings.ts). */
  scoring: ContestScoring;
  ioiScoreMode: IoiScoreMode;
  /** 'manual': after the end the board stays frozen for non-admins until `finalizedAt` (finalizeContest). */
  finalize: ContestFinalize;
  finalizedAt: string | null;
  /** A contest of teams: a board row per team (docs/contests.md#team-contests). */
  teams: boolean;
  updatedAt: string;
};

/** A stored contest row as the services read it. */
export function contestFromRow(row: Selectable<ContestsTable>): Contest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startTime: row.start_time,
    endTime: row.end_time,
    freezeMinutes: row.freeze_minutes,
    rated: row.rated === 1,
    scoring: row.scoring === 'ioi' ? 'ioi' : 'icpc',
    ioiScoreMode: row.ioi_score_mode === 'best-per-group' ? 'best-per-group' : 'best-submission',
    finalize: row.finalize === 'manual' ? 'manual' : 'auto',
    finalizedAt: row.finalized_at,
    teams: row.teams === 1,
    updatedAt: row.updated_at,
  };
}

export async function findContest(database: DatabaseHandle, contestId: string): Promise<Contest | null> {
  const row = await database.selectFrom('contests').selectAll().where('id', '=', contestId).executeTakeFirst();
  return row ? contestFromRow(row) : null;
}

export async function getContest(database: DatabaseHandle, contestId: string): Promise<Contest> {
  const contest = await findContest(database, contestId);
  if (!contest) throw new AppError('NOT_FOUND', contestMessages.notFound);
  return contest;
}
