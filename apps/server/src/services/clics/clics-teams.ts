import type { DatabaseHandle } from '../../db/database.js';
import type { Affiliation } from './clics-affiliations.js';
import type { ClicsReading } from './clics-reading.js';
import type { ClicsParticipantRow, SubmissionRow } from './clics-rows.js';
import type { ClicsObject, Timed } from './clics-types.js';

type Team = { name: string; handle: string; atMs: number };

/** A person's team name: their name, or their handle when they have none. */
function teamName(user: { first_name: string; last_name: string | null; handle: string }): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.handle;
}

/**
 * One team per participant, from when they registered; submitting registers, but a submitter is
 * added here too in case (from their first submission).
 */
async function teamsByUser(
  database: DatabaseHandle,
  reading: ClicsReading,
  participantRows: readonly ClicsParticipantRow[],
  submissionRows: readonly SubmissionRow[],
): Promise<Map<string, Team>> {
  const teams = new Map<string, Team>();
  for (const row of participantRows)
    teams.set(row.id, { name: teamName(row), handle: row.handle, atMs: Date.parse(row.registered_at) });
  const missing = [...new Set(submissionRows.map((row) => row.user_id))].filter((id) => !teams.has(id));
  if (missing.length > 0) {
    const users = await database
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'handle'])
      .where('id', 'in', missing)
      .execute();
    for (const user of users) {
      const first = submissionRows.find((row) => row.user_id === user.id);
      teams.set(user.id, {
        name: teamName(user),
        handle: user.handle,
        atMs: first ? Date.parse(first.created_at) : reading.updatedMs,
      });
    }
  }
  return teams;
}

/**
 * The teams collection, oldest first; nobody before the start but for the jury. A person in a
 * Codeyard team carries its organisation and category (docs/contests.md#teams), and is hidden when
 * the category is.
 */
export async function clicsTeams(
  database: DatabaseHandle,
  reading: ClicsReading,
  participantRows: readonly ClicsParticipantRow[],
  submissionRows: readonly SubmissionRow[],
  affiliations: ReadonlyMap<string, Affiliation>,
): Promise<Timed<ClicsObject>[]> {
  // Who registered is not shown before the start either: the leaderboard, with its names, is hidden until then.
  if (!reading.insideShown) return [];
  const teams = await teamsByUser(database, reading, participantRows, submissionRows);
  const { startMs } = reading.timeline;
  return [...teams]
    .map(([id, team]) => {
      const affiliation = affiliations.get(id);
      return {
        atMs: reading.admin ? team.atMs : Math.max(team.atMs, startMs),
        object: {
          id,
          // The label a scoreboard shows in short: the person's handle, unique like a team number.
          label: team.handle,
          name: team.name,
          display_name: `${team.name} (@${team.handle})`,
          hidden: affiliation?.category?.hidden === 1,
          group_ids: affiliation?.category ? [affiliation.category.id] : [],
          ...(affiliation?.organization ? { organization_id: affiliation.organization.id } : {}),
        },
      };
    })
    .sort((left, right) => left.atMs - right.atMs || (left.object.id < right.object.id ? -1 : 1));
}
