import type { DatabaseHandle } from '../../db/database.js';
import type { CategoriesTable, OrganizationsTable } from '../../db/schema.js';
import type { ClicsReading } from './clics-reading.js';
import type { ClicsParticipantRow, SubmissionRow } from './clics-rows.js';
import type { ClicsObject, Timed } from './clics-types.js';

/** What a person's Codeyard team says of them: its organisation and category (either may be none). */
export type Affiliation = {
  organization: OrganizationsTable | null;
  category: CategoriesTable | null;
};

type AffiliationRow = {
  key: string;
  organization_id: string | null;
  organization_name: string | null;
  organization_formal_name: string | null;
  organization_country: string | null;
  organization_logo_url: string | null;
  organization_created_at: string | null;
  category_id: string | null;
  category_name: string | null;
  category_hidden: number | null;
  category_created_at: string | null;
};

function affiliationOf(row: AffiliationRow): Affiliation {
  return {
    organization: row.organization_id
      ? {
          id: row.organization_id,
          name: row.organization_name!,
          formal_name: row.organization_formal_name!,
          country: row.organization_country,
          logo_url: row.organization_logo_url,
          created_at: row.organization_created_at!,
        }
      : null,
    category: row.category_id
      ? {
          id: row.category_id,
          name: row.category_name!,
          hidden: Number(row.category_hidden),
          created_at: row.category_created_at!,
        }
      : null,
  };
}

/**
 * The affiliations of CLICS teams, keyed by the team's CLICS id: in a contest of persons, of each
 * person in `userIds` who is in a Codeyard team (docs/contests.md#teams: a person in no team has
 * none, and is a team of one with no organisation or group, as before teams existed); in a team
 * contest, of each team in `teamIds`.
 */
export async function loadAffiliations(
  database: DatabaseHandle,
  ids: { userIds: readonly string[] } | { teamIds: readonly string[] },
): Promise<Map<string, Affiliation>> {
  const affiliations = new Map<string, Affiliation>();
  const byUser = 'userIds' in ids;
  const wanted = [...new Set(byUser ? ids.userIds : ids.teamIds)];
  if (wanted.length === 0) return affiliations;
  const columns = [
    'organizations.id as organization_id',
    'organizations.name as organization_name',
    'organizations.formal_name as organization_formal_name',
    'organizations.country as organization_country',
    'organizations.logo_url as organization_logo_url',
    'organizations.created_at as organization_created_at',
    'categories.id as category_id',
    'categories.name as category_name',
    'categories.hidden as category_hidden',
    'categories.created_at as category_created_at',
  ] as const;
  const teams = database
    .selectFrom('teams')
    .leftJoin('organizations', 'organizations.id', 'teams.organization_id')
    .leftJoin('categories', 'categories.id', 'teams.category_id');
  const rows: AffiliationRow[] = byUser
    ? await teams
        .innerJoin('team_members', 'team_members.team_id', 'teams.id')
        .select(['team_members.user_id as key', ...columns])
        .where('team_members.user_id', 'in', wanted)
        .execute()
    : await teams
        .select(['teams.id as key', ...columns])
        .where('teams.id', 'in', wanted)
        .execute();
  for (const row of rows) affiliations.set(row.key, affiliationOf(row));
  return affiliations;
}

/** Whether the team's (or person's) category is hidden from public boards. */
export function isHiddenTeam(affiliations: ReadonlyMap<string, Affiliation>, teamId: string): boolean {
  return affiliations.get(teamId)?.category?.hidden === 1;
}

/**
 * The rows this reader may see: the jury everything; anyone else nothing of the people in a hidden
 * category (their team, submissions and place on the scoreboard), as DOMjudge's public API hides them.
 */
export function rowsShown(
  reading: ClicsReading,
  affiliations: ReadonlyMap<string, Affiliation>,
  rows: { participantRows: ClicsParticipantRow[]; submissionRows: SubmissionRow[] },
): { participantRows: ClicsParticipantRow[]; submissionRows: SubmissionRow[] } {
  if (reading.admin) return rows;
  return {
    participantRows: rows.participantRows.filter((row) => !isHiddenTeam(affiliations, row.id)),
    submissionRows: rows.submissionRows.filter((row) => !isHiddenTeam(affiliations, row.user_id)),
  };
}

/**
 * Each distinct value `pick` finds among the shown teams' affiliations, timed with the first team
 * that refers to it, so the event feed sends it just before that team (KIND_ORDER puts groups and
 * organizations first within a millisecond).
 */
function referenced<Row extends { id: string }>(
  teams: readonly Timed<ClicsObject>[],
  affiliations: ReadonlyMap<string, Affiliation>,
  pick: (affiliation: Affiliation) => Row | null,
  toObject: (row: Row) => ClicsObject,
): Timed<ClicsObject>[] {
  const found = new Map<string, Timed<ClicsObject>>();
  for (const team of [...teams].sort((left, right) => left.atMs - right.atMs)) {
    const affiliation = affiliations.get(team.object.id);
    const row = affiliation ? pick(affiliation) : null;
    if (row && !found.has(row.id)) found.set(row.id, { atMs: team.atMs, object: toObject(row) });
  }
  return [...found.values()].sort((left, right) => String(left.object.name).localeCompare(String(right.object.name)));
}

/** The categories of the contest's teams as CLICS groups (ccs-specs: group.json). */
export function clicsGroups(
  teams: readonly Timed<ClicsObject>[],
  affiliations: ReadonlyMap<string, Affiliation>,
): Timed<ClicsObject>[] {
  return referenced(
    teams,
    affiliations,
    (affiliation) => affiliation.category,
    (category) => ({ id: category.id, name: category.name }),
  );
}

/**
 * The organisations of the contest's teams (ccs-specs: organization.json), `country` as its alpha-3
 * code. The logo is a bare address here, while the schema's image reference needs its size and
 * type, so it is not sent.
 */
export function clicsOrganizations(
  teams: readonly Timed<ClicsObject>[],
  affiliations: ReadonlyMap<string, Affiliation>,
): Timed<ClicsObject>[] {
  return referenced(
    teams,
    affiliations,
    (affiliation) => affiliation.organization,
    (organization) => ({
      id: organization.id,
      name: organization.name,
      formal_name: organization.formal_name,
      country: organization.country,
    }),
  );
}
