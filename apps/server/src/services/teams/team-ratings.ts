import { isAdminRole, teamMessages as messages, type TeamRatings, type User } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { refreshRatings, teamRatingHistory, type FinalStandings } from '../ratings/ratings.js';

/**
 * A team's rating and its history (rated team contests, docs/contests.md#team-contests). Read by
 * the jury and the team's members only: as with the rest of /teams, who is in which team is not
 * public, and a hidden category's team must not be found through its history.
 */
export async function teamRatingsFor(
  database: DatabaseHandle,
  options: { teamId: string; viewer: User; standings: FinalStandings; nowMs: number },
): Promise<TeamRatings> {
  const team = await database
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('id', '=', options.teamId)
    .executeTakeFirst();
  if (!team) throw new AppError('NOT_FOUND', messages.teamNotFound);
  if (!isAdminRole(options.viewer.role)) {
    const member = await database
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', team.id)
      .where('user_id', '=', options.viewer._id)
      .executeTakeFirst();
    if (!member) throw new AppError('FORBIDDEN', messages.teamRatingsPrivate);
  }
  await refreshRatings(database, { standings: options.standings, nowMs: options.nowMs });
  const history = await teamRatingHistory(database, team.id);
  return { team: { _id: team.id, name: team.name }, rating: history.at(-1)?.newRating ?? null, history };
}
