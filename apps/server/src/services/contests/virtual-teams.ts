import { contestMessages as messages, type VirtualRun } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { teamIdOf } from '../teams/teams.js';
import type { Contest } from './contest-records.js';
import { findVirtualRow, findVirtualRun } from './virtual-runs.js';

/**
 * Whether a team has a row on the contest's official board, or one of its members now sent a
 * submission that counted (for this team or another): either has seen the contest, so the team
 * may not take it virtually.
 */
export async function teamTookPart(
  database: DatabaseHandle,
  contestId: string,
  teamId: string,
  memberIds: readonly string[],
): Promise<boolean> {
  const official = await database
    .selectFrom('submissions')
    .select('id')
    .where('contest_id', '=', contestId)
    .where((where) =>
      where.or([
        where('user_id', 'in', [...memberIds]),
        where(
          'user_id',
          'in',
          where
            .selectFrom('contest_participants')
            .select('contest_participants.user_id')
            .where('contest_participants.contest_id', '=', contestId)
            .where('contest_participants.team_id', '=', teamId),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return official !== undefined;
}

/** The members of a team now, in a fixed order (by id). */
async function membersOf(database: DatabaseHandle, teamId: string): Promise<string[]> {
  const rows = await database
    .selectFrom('team_members')
    .select('user_id')
    .where('team_id', '=', teamId)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * For an ended team contest's page: the viewer's team now (a virtual run would be its), and whether
 * that team took part officially (the page then says why no run is offered).
 */
export async function teamVirtualStatus(
  database: DatabaseHandle,
  contestId: string,
  userId: string,
): Promise<{ viewerTeam: { _id: string; name: string } | null; tookPart: boolean }> {
  const teamId = await teamIdOf(database, userId);
  if (!teamId) return { viewerTeam: null, tookPart: false };
  const [team, members] = await Promise.all([
    database.selectFrom('teams').select(['id', 'name']).where('id', '=', teamId).executeTakeFirstOrThrow(),
    membersOf(database, teamId),
  ]);
  return {
    viewerTeam: { _id: team.id, name: team.name },
    tookPart: await teamTookPart(database, contestId, teamId, members),
  };
}

/**
 * A team contest's virtual run is its team's (docs/contests.md#team-contests): a member starts it
 * for their team as it is now, one row per member, each keeping the team and the starter, so every
 * member's submissions during it count for the team's virtual row. One run per team: the starter
 * asking again is answered their run; a teammate is told the team's run exists (409), as is a member
 * who joined the team later. A person in no team is refused (400), and so is a team that took part.
 */
export async function startTeamVirtualRun(
  database: DatabaseHandle,
  contest: Contest,
  userId: string,
  nowMs: number,
): Promise<{ run: VirtualRun; created: boolean }> {
  const own = await findVirtualRow(database, contest.id, userId);
  if (own) {
    const run = (await findVirtualRun(database, contest, userId, nowMs))!;
    if (own.started_by === userId) return { run, created: false };
    throw new AppError('CONFLICT', messages.virtualTeamStarted, { virtual: run });
  }
  const teamId = await teamIdOf(database, userId);
  if (!teamId) throw new AppError('BAD_REQUEST', messages.virtualNoTeam);
  const teamRun = await database
    .selectFrom('virtual_participations')
    .select('user_id')
    .where('contest_id', '=', contest.id)
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  if (teamRun) throw new AppError('CONFLICT', messages.virtualTeamStarted);
  const members = await membersOf(database, teamId);
  if (await teamTookPart(database, contest.id, teamId, members))
    throw new AppError('CONFLICT', messages.virtualTeamOfficial);

  // One statement in a fixed order: two teammates starting at once insert the same rows in the same
  // order, so one of them gets every row (a member already in another team's run keeps that one).
  const startedAt = new Date(nowMs).toISOString();
  await database
    .insertInto('virtual_participations')
    .values(
      members.map((memberId) => ({
        contest_id: contest.id,
        user_id: memberId,
        started_at: startedAt,
        team_id: teamId,
        started_by: userId,
      })),
    )
    .onConflict((conflict) => conflict.columns(['contest_id', 'user_id']).doNothing())
    .execute();
  const mine = await findVirtualRow(database, contest.id, userId);
  const run = (await findVirtualRun(database, contest, userId, nowMs))!;
  if (mine?.started_by !== userId) throw new AppError('CONFLICT', messages.virtualTeamStarted, { virtual: run });
  return { run, created: true };
}
