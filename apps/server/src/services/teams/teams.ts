import { teamMessages as messages, type TeamChanges, type TeamFields, type TeamView } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { TeamsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId, nowIso } from '../ids.js';
import { categoryView, findCategory } from './categories.js';
import { findOrCreateOrganization, organizationView } from './organizations.js';
import { badField, isUniqueViolation, requireFreeName } from './unique-names.js';

/** Every team with its organisation, category and members, by name; `ids` narrows it. */
async function loadTeams(database: DatabaseHandle, ids?: readonly string[]): Promise<TeamView[]> {
  if (ids && ids.length === 0) return [];
  let query = database.selectFrom('teams').selectAll().orderBy('name').orderBy('id');
  if (ids) query = query.where('id', 'in', ids);
  const teams = await query.execute();
  if (teams.length === 0) return [];
  const organizationIds = [...new Set(teams.flatMap((team) => team.organization_id ?? []))];
  const categoryIds = [...new Set(teams.flatMap((team) => team.category_id ?? []))];
  const [organizations, categories, members] = await Promise.all([
    organizationIds.length === 0
      ? []
      : database.selectFrom('organizations').selectAll().where('id', 'in', organizationIds).execute(),
    categoryIds.length === 0
      ? []
      : database.selectFrom('categories').selectAll().where('id', 'in', categoryIds).execute(),
    database
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.user_id')
      .select(['team_members.team_id', 'users.id', 'users.handle', 'users.first_name', 'users.last_name'])
      .where(
        'team_members.team_id',
        'in',
        teams.map((team) => team.id),
      )
      .orderBy('team_members.added_at')
      .orderBy('users.handle')
      .execute(),
  ]);
  const organizationById = new Map(organizations.map((row) => [row.id, organizationView(row)]));
  const categoryById = new Map(categories.map((row) => [row.id, categoryView(row)]));
  return teams.map((team) => ({
    _id: team.id,
    name: team.name,
    organization: team.organization_id ? (organizationById.get(team.organization_id) ?? null) : null,
    category: team.category_id ? (categoryById.get(team.category_id) ?? null) : null,
    members: members
      .filter((member) => member.team_id === team.id)
      .map((member) => ({
        _id: member.id,
        handle: member.handle,
        name: [member.first_name, member.last_name].filter(Boolean).join(' ') || member.handle,
      })),
    createdAt: team.created_at,
    updatedAt: team.updated_at,
  }));
}

export async function listTeams(database: DatabaseHandle): Promise<TeamView[]> {
  return loadTeams(database);
}

export async function getTeam(database: DatabaseHandle, id: string): Promise<TeamView> {
  const [team] = await loadTeams(database, [id]);
  if (!team) throw new AppError('NOT_FOUND', messages.teamNotFound);
  return team;
}

/** The id of the team a person is in now (at most one), or null. */
export async function teamIdOf(database: DatabaseHandle, userId: string): Promise<string | null> {
  const membership = await database
    .selectFrom('team_members')
    .select('team_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return membership?.team_id ?? null;
}

/** The team a person is in (at most one), or null. */
export async function teamOfUser(database: DatabaseHandle, userId: string): Promise<TeamView | null> {
  const teamId = await teamIdOf(database, userId);
  return teamId ? getTeam(database, teamId) : null;
}

/**
 * The members' user ids, in the order given: an unknown handle is a 400 naming it, a handle in
 * another team a 409 (a person is in at most one team overall).
 */
async function resolveMembers(
  database: DatabaseHandle,
  options: { handles: readonly string[]; teamId: string | null },
): Promise<string[]> {
  const { handles } = options;
  if (handles.length === 0) return [];
  const users = await database.selectFrom('users').select(['id', 'handle']).where('handle', 'in', handles).execute();
  const idByHandle = new Map(users.map((user) => [user.handle, user.id]));
  for (const [index, handle] of handles.entries())
    if (!idByHandle.has(handle)) throw badField(`members.${index}`, messages.unknownHandle(handle));
  const ids = handles.map((handle) => idByHandle.get(handle)!);
  const taken = await database
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select(['users.handle', 'teams.id', 'teams.name'])
    .where('team_members.user_id', 'in', ids)
    .execute();
  const elsewhere = taken.find((row) => row.id !== options.teamId);
  if (elsewhere) {
    throw new AppError('CONFLICT', messages.alreadyInTeam(elsewhere.handle, elsewhere.name), {
      errors: [
        {
          path: `members.${handles.indexOf(elsewhere.handle)}`,
          message: messages.alreadyInTeam(elsewhere.handle, elsewhere.name),
        },
      ],
    });
  }
  return ids;
}

/** The organisation a body names: by id (unknown: 400), inline by name (found or made), or none. */
async function resolveOrganization(
  database: DatabaseHandle,
  input: Pick<TeamChanges, 'organization' | 'organizationId'>,
  nowMs: number,
): Promise<string | null | undefined> {
  if (input.organizationId) {
    const found = await database
      .selectFrom('organizations')
      .select('id')
      .where('id', '=', input.organizationId)
      .executeTakeFirst();
    if (!found) throw badField('organizationId', messages.unknownOrganization);
    return found.id;
  }
  if (input.organization) return findOrCreateOrganization(database, { ...input.organization, nowMs });
  if (input.organization === null || input.organizationId === null) return null;
  return undefined;
}

async function resolveCategory(
  database: DatabaseHandle,
  category: string | null | undefined,
): Promise<string | null | undefined> {
  if (category === undefined || category === null) return category;
  const found = await findCategory(database, category);
  if (!found) throw badField('category', messages.unknownCategory(category));
  return found._id;
}

/** Writes a team's member list whole, in the order given. */
async function replaceMembers(
  database: DatabaseHandle,
  options: { teamId: string; userIds: readonly string[]; nowMs: number },
): Promise<void> {
  await database.deleteFrom('team_members').where('team_id', '=', options.teamId).execute();
  // Each a millisecond apart, so the list reads back in the order it was given.
  const values = options.userIds.map((userId, index) => ({
    user_id: userId,
    team_id: options.teamId,
    added_at: nowIso(options.nowMs + index),
  }));
  if (values.length > 0) await database.insertInto('team_members').values(values).execute();
}

/** Two admins adding one person (or one name) at once: the unique keys refuse the second. */
async function refusingRaces<Result>(work: () => Promise<Result>, message: string): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw new AppError('CONFLICT', message);
    throw error;
  }
}

export async function createTeam(
  database: DatabaseHandle,
  options: { input: TeamFields; nowMs: number },
): Promise<TeamView> {
  const { input, nowMs } = options;
  await requireFreeName(database, { table: 'teams', name: input.name, message: messages.teamTaken(input.name) });
  const userIds = await resolveMembers(database, { handles: input.members, teamId: null });
  const categoryId = (await resolveCategory(database, input.category)) ?? null;
  const organizationId = (await resolveOrganization(database, input, nowMs)) ?? null;
  const row: TeamsTable = {
    id: newId(),
    name: input.name,
    organization_id: organizationId,
    category_id: categoryId,
    created_at: nowIso(nowMs),
    updated_at: nowIso(nowMs),
  };
  await refusingRaces(
    () =>
      database.transaction().execute(async (transaction) => {
        await transaction.insertInto('teams').values(row).execute();
        await replaceMembers(transaction, { teamId: row.id, userIds, nowMs });
      }),
    messages.teamTaken(input.name),
  );
  return getTeam(database, row.id);
}

export async function updateTeam(
  database: DatabaseHandle,
  options: { id: string; input: TeamChanges; nowMs: number },
): Promise<TeamView> {
  const { id, input, nowMs } = options;
  const current = await getTeam(database, id);
  if (input.name !== undefined)
    await requireFreeName(database, {
      table: 'teams',
      name: input.name,
      exceptId: id,
      message: messages.teamTaken(input.name),
    });
  const userIds = input.members ? await resolveMembers(database, { handles: input.members, teamId: id }) : null;
  const categoryId = await resolveCategory(database, input.category);
  const organizationId = await resolveOrganization(database, input, nowMs);
  const changes: Partial<TeamsTable> = { updated_at: nowIso(nowMs) };
  if (input.name !== undefined) changes.name = input.name;
  if (categoryId !== undefined) changes.category_id = categoryId;
  if (organizationId !== undefined) changes.organization_id = organizationId;
  await refusingRaces(
    () =>
      database.transaction().execute(async (transaction) => {
        await transaction.updateTable('teams').set(changes).where('id', '=', id).execute();
        if (userIds) await replaceMembers(transaction, { teamId: id, userIds, nowMs });
      }),
    messages.teamTaken(input.name ?? current.name),
  );
  return getTeam(database, id);
}

export async function deleteTeam(database: DatabaseHandle, id: string): Promise<void> {
  await getTeam(database, id);
  await database.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('team_members').where('team_id', '=', id).execute();
    await transaction.deleteFrom('teams').where('id', '=', id).execute();
  });
}
