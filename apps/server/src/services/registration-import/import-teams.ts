import { clicsTeamSchema, importMessages, teamMessages, type ClicsTeam } from '@codeyard/shared';
import type { TeamsTable } from '../../db/schema.js';
import { newId, nowIso } from '../ids.js';
import { requireFreeName } from '../teams/unique-names.js';
import { parseEntry, referencedId, RefusedEntry, type ImportedResult, type ImportRun } from './import-run.js';

/** The category a team's `group_ids` name: undefined keeps the team's, null clears it. */
async function categoryOf(run: ImportRun, team: ClicsTeam): Promise<string | null | undefined> {
  const groupIds = team.group_ids;
  if (groupIds === undefined) return undefined;
  if (groupIds === null || groupIds.length === 0) return null;
  // A team is in one category; picking one of several would silently drop the others.
  if (new Set(groupIds).size > 1) throw new RefusedEntry(importMessages.oneGroup(new Set(groupIds).size));
  return referencedId(run, 'groups', groupIds[0]!);
}

async function organizationOf(run: ImportRun, team: ClicsTeam): Promise<string | null | undefined> {
  if (team.organization_id === undefined || team.organization_id === null) return team.organization_id;
  return referencedId(run, 'organizations', team.organization_id);
}

/**
 * A team's `hidden: true` is honoured only through its category (our boards hide categories, not
 * teams), so a hidden team must be in a hidden category; otherwise it would show on public boards.
 */
async function requireHiddenCategory(run: ImportRun, categoryId: string | null): Promise<void> {
  const category = categoryId
    ? await run.database.selectFrom('categories').select('hidden').where('id', '=', categoryId).executeTakeFirst()
    : undefined;
  if (category?.hidden !== 1) throw new RefusedEntry(importMessages.hiddenTeam);
}

/** A CLICS team, created or updated by its id; its members come with the accounts that name it. */
export async function importTeam(run: ImportRun, value: unknown): Promise<ImportedResult> {
  const team = parseEntry(clicsTeamSchema, value);
  const { database } = run;
  const existing = await database.selectFrom('teams').selectAll().where('external_id', '=', team.id).executeTakeFirst();
  const organizationId = await organizationOf(run, team);
  const categoryId = await categoryOf(run, team);
  if (team.hidden)
    await requireHiddenCategory(run, categoryId === undefined ? (existing?.category_id ?? null) : categoryId);
  await requireFreeName(database, {
    table: 'teams',
    name: team.name,
    exceptId: existing?.id,
    message: teamMessages.teamTaken(team.name),
  });

  if (!existing) {
    const row: TeamsTable = {
      id: newId(),
      name: team.name,
      organization_id: organizationId ?? null,
      category_id: categoryId ?? null,
      created_at: nowIso(run.nowMs),
      updated_at: nowIso(run.nowMs),
      external_id: team.id,
    };
    await database.insertInto('teams').values(row).execute();
    return { outcome: 'created', object: { id: team.id, name: row.name, _id: row.id } };
  }

  const changes: Partial<TeamsTable> = {};
  if (existing.name !== team.name) changes.name = team.name;
  if (organizationId !== undefined && existing.organization_id !== organizationId)
    changes.organization_id = organizationId;
  if (categoryId !== undefined && existing.category_id !== categoryId) changes.category_id = categoryId;
  const object = { id: team.id, name: team.name, _id: existing.id };
  if (Object.keys(changes).length === 0) return { outcome: 'unchanged', object };
  await database
    .updateTable('teams')
    .set({ ...changes, updated_at: nowIso(run.nowMs) })
    .where('id', '=', existing.id)
    .execute();
  return { outcome: 'updated', object };
}
