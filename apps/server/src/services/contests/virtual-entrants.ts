import { isAdminRole, type StandingsTeam } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';

/**
 * One virtual run as the virtual board ranks it: a person's own, or a team contest's team run,
 * whose row is the team's (its id, name, members and flag, as the official board shows a team).
 */
export type VirtualEntrant = {
  /** The row's id: the person's, or the team's. */
  id: string;
  name: string;
  staff: boolean;
  team?: StandingsTeam;
  startedAt: string;
  /** Whose virtual submissions are the row's: the person, or the members the team's run was started for. */
  memberIds: Set<string>;
};

/** Every virtual run of the contest, a team's members' rows gathered into the team's one. */
export async function loadVirtualEntrants(database: DatabaseHandle, contestId: string): Promise<VirtualEntrant[]> {
  const runs = await database
    .selectFrom('virtual_participations')
    .innerJoin('users', 'users.id', 'virtual_participations.user_id')
    .select(['user_id', 'started_at', 'team_id', 'first_name', 'last_name', 'role', 'handle'])
    .where('contest_id', '=', contestId)
    .orderBy('handle')
    .execute();
  const teamIds = [...new Set(runs.flatMap((run) => run.team_id ?? []))];
  const teams =
    teamIds.length === 0
      ? []
      : await database
          .selectFrom('teams')
          .leftJoin('organizations', 'organizations.id', 'teams.organization_id')
          .select(['teams.id', 'teams.name', 'organizations.name as organization', 'organizations.country'])
          .where('teams.id', 'in', teamIds)
          .execute();
  const teamById = new Map(teams.map((team) => [team.id, team]));

  const entrants = new Map<string, VirtualEntrant>();
  for (const run of runs) {
    if (!run.team_id) {
      entrants.set(run.user_id, {
        id: run.user_id,
        name: [run.first_name, run.last_name].filter(Boolean).join(' '),
        staff: isAdminRole(run.role),
        startedAt: run.started_at,
        memberIds: new Set([run.user_id]),
      });
      continue;
    }
    let entrant = entrants.get(run.team_id);
    if (!entrant) {
      const team = teamById.get(run.team_id);
      entrant = {
        id: run.team_id,
        // A deleted team's run keeps its rows, named as a deleted team's official row is.
        name: team?.name ?? 'Unknown',
        staff: false,
        team: { members: [], organization: team?.organization ?? null, country: team?.country ?? null },
        startedAt: run.started_at,
        memberIds: new Set(),
      };
      entrants.set(run.team_id, entrant);
    }
    entrant.memberIds.add(run.user_id);
    entrant.team!.members.push(run.handle);
  }
  return [...entrants.values()];
}
