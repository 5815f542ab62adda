import { ContestTimeline, type VirtualRun } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { Contest } from './contest-records.js';

/** A stored run: the contest's length from its start (ContestTimeline.virtualRun); a team's names it. */
export function toVirtualRun(
  contest: Contest,
  startedAt: string,
  nowMs: number,
  team?: VirtualRun['team'],
): VirtualRun {
  const run = ContestTimeline.of(contest).virtualRun(Date.parse(startedAt), nowMs);
  return {
    contestId: contest.id,
    startedAt,
    endsAt: new Date(run.endMs).toISOString(),
    running: run.running,
    ...(team ? { team } : {}),
  };
}

/** The user's stored run of the contest: its start, and for a team's run the team and its starter. */
export async function findVirtualRow(
  database: DatabaseHandle,
  contestId: string,
  userId: string,
): Promise<{ started_at: string; team_id: string | null; started_by: string | null } | undefined> {
  return database
    .selectFrom('virtual_participations')
    .select(['started_at', 'team_id', 'started_by'])
    .where('contest_id', '=', contestId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's run of the contest: their own, or (team contests) their team's, which they are part of. */
export async function findVirtualRun(
  database: DatabaseHandle,
  contest: Contest,
  userId: string,
  nowMs: number,
): Promise<VirtualRun | null> {
  const row = await database
    .selectFrom('virtual_participations')
    .leftJoin('teams', 'teams.id', 'virtual_participations.team_id')
    .leftJoin('users as starter', 'starter.id', 'virtual_participations.started_by')
    .select([
      'virtual_participations.started_at',
      'virtual_participations.team_id',
      'teams.name as team_name',
      'starter.handle as starter_handle',
    ])
    .where('virtual_participations.contest_id', '=', contest.id)
    .where('virtual_participations.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  // A deleted team's run keeps its rows under its id, named as a deleted team's board row is.
  const team = row.team_id
    ? { _id: row.team_id, name: row.team_name ?? 'Unknown', startedBy: row.starter_handle ?? null }
    : undefined;
  return toVirtualRun(contest, row.started_at, nowMs, team);
}
