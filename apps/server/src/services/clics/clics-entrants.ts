import type { DatabaseHandle } from '../../db/database.js';
import type { ClicsClarification } from './clics-clarifications.js';
import { loadAffiliations, rowsShown, isHiddenTeam, type Affiliation } from './clics-affiliations.js';
import type { ClicsReading } from './clics-reading.js';
import type { ClicsRows, SubmissionRow } from './clics-rows.js';
import { clicsTeams } from './clics-teams.js';
import type { ClicsObject, Timed } from './clics-types.js';

/** Who the contest's CLICS teams are, and the submissions as theirs. */
export type ClicsEntrants = {
  teams: Timed<ClicsObject>[];
  /** The submissions this reader may see, each `user_id` its CLICS team's id. */
  submissionRows: SubmissionRow[];
  affiliations: ReadonlyMap<string, Affiliation>;
  /** In a team contest, each person's team (for the clarifications' team ids); null otherwise. */
  teamOfUser: ReadonlyMap<string, string> | null;
};

/**
 * The CLICS teams of a contest: in a contest of persons, one per person (clics-teams.ts); in a team
 * contest, the Codeyard teams that took part (docs/contests.md#team-contests), with their
 * organisation and category. Either way a hidden category's teams are the jury's alone.
 */
export async function clicsEntrants(
  database: DatabaseHandle,
  reading: ClicsReading,
  rows: ClicsRows,
): Promise<ClicsEntrants> {
  if (!reading.contest.teams) {
    const affiliations = await loadAffiliations(database, {
      userIds: [...rows.participantRows.map((row) => row.id), ...rows.submissionRows.map((row) => row.user_id)],
    });
    const shown = rowsShown(reading, affiliations, rows);
    const teams = await clicsTeams(database, reading, shown.participantRows, shown.submissionRows, affiliations);
    return { teams, submissionRows: shown.submissionRows, affiliations, teamOfUser: null };
  }

  const teamOfUser = await teamsOfPeople(database, rows);
  const sinceMs = new Map<string, number>();
  const from = (teamId: string, atMs: number) => sinceMs.set(teamId, Math.min(sinceMs.get(teamId) ?? atMs, atMs));
  for (const row of rows.participantRows) {
    const teamId = teamOfUser.get(row.id);
    if (teamId) from(teamId, Date.parse(row.registered_at));
  }
  const submissionRows = rows.submissionRows.map((row) => ({
    ...row,
    user_id: teamOfUser.get(row.user_id) ?? row.user_id,
  }));
  for (const row of submissionRows) if (!sinceMs.has(row.user_id)) from(row.user_id, Date.parse(row.created_at));

  const affiliations = await loadAffiliations(database, { teamIds: [...sinceMs.keys()] });
  const shown = (teamId: string) => reading.admin || !isHiddenTeam(affiliations, teamId);
  const names = await teamNames(database, [...sinceMs.keys()]);
  // Who takes part is not shown before the start either, as for a contest of persons.
  const teams = reading.insideShown
    ? [...sinceMs]
        .filter(([teamId]) => shown(teamId))
        .map(([teamId, atMs]) => ({
          atMs: reading.admin ? atMs : Math.max(atMs, reading.timeline.startMs),
          object: teamObject(teamId, names.get(teamId) ?? teamId, affiliations.get(teamId)),
        }))
        .sort((left, right) => left.atMs - right.atMs || (left.object.id < right.object.id ? -1 : 1))
    : [];
  return {
    teams,
    submissionRows: submissionRows.filter((row) => shown(row.user_id)),
    affiliations,
    teamOfUser,
  };
}

function teamObject(id: string, name: string, affiliation: Affiliation | undefined): ClicsObject {
  return {
    id,
    // Teams have no number here: the name is what a scoreboard shows in short.
    label: name,
    name,
    display_name: name,
    hidden: affiliation?.category?.hidden === 1,
    group_ids: affiliation?.category ? [affiliation.category.id] : [],
    ...(affiliation?.organization ? { organization_id: affiliation.organization.id } : {}),
  };
}

/**
 * Each person's team in the contest: the one they registered for, else (a contest switched to
 * teams before its start, or a submitter who never registered) the one they are in now. The live
 * board decides the same way (standings-board.ts, loadEntrants).
 */
async function teamsOfPeople(database: DatabaseHandle, rows: ClicsRows): Promise<Map<string, string>> {
  const teamOf = new Map<string, string>();
  const userIds = [
    ...new Set([...rows.participantRows.map((row) => row.id), ...rows.submissionRows.map((row) => row.user_id)]),
  ];
  for (let start = 0; start < userIds.length; start += 500) {
    const current = await database
      .selectFrom('team_members')
      .select(['user_id', 'team_id'])
      .where('user_id', 'in', userIds.slice(start, start + 500))
      .execute();
    for (const row of current) teamOf.set(row.user_id, row.team_id);
  }
  for (const row of rows.participantRows) if (row.team_id) teamOf.set(row.id, row.team_id);
  return teamOf;
}

async function teamNames(database: DatabaseHandle, teamIds: readonly string[]): Promise<Map<string, string>> {
  if (teamIds.length === 0) return new Map();
  const teams = await database.selectFrom('teams').select(['id', 'name']).where('id', 'in', teamIds).execute();
  return new Map(teams.map((team) => [team.id, team.name]));
}

/** In a team contest, a clarification's asker (a person) is named by their team. */
export function clarificationsOfTeams(
  clarifications: Timed<ClicsClarification>[],
  teamOfUser: ReadonlyMap<string, string> | null,
): Timed<ClicsClarification>[] {
  if (!teamOfUser) return clarifications;
  const team = (userId: string | null) => (userId === null ? null : (teamOfUser.get(userId) ?? userId));
  return clarifications.map(({ atMs, object }) => ({
    atMs,
    object: { ...object, from_team_id: team(object.from_team_id), to_team_id: team(object.to_team_id) },
  }));
}
