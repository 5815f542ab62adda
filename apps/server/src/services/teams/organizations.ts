import { sql } from 'kysely';
import {
  teamMessages as messages,
  type OrganizationChanges,
  type OrganizationFields,
  type OrganizationView,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { OrganizationsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId, nowIso } from '../ids.js';
import { requireFreeName } from './unique-names.js';

export function organizationView(row: OrganizationsTable): OrganizationView {
  return {
    _id: row.id,
    name: row.name,
    formalName: row.formal_name,
    country: row.country,
    logo: row.logo_url,
    createdAt: row.created_at,
  };
}

export async function listOrganizations(database: DatabaseHandle): Promise<OrganizationView[]> {
  const rows = await database.selectFrom('organizations').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(organizationView);
}

export async function getOrganization(database: DatabaseHandle, id: string): Promise<OrganizationView> {
  const row = await database.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', messages.organizationNotFound);
  return organizationView(row);
}

export async function createOrganization(
  database: DatabaseHandle,
  options: { input: OrganizationFields; nowMs: number },
): Promise<OrganizationView> {
  const { input } = options;
  await requireFreeName(database, {
    table: 'organizations',
    name: input.name,
    message: messages.organizationTaken(input.name),
  });
  const row: OrganizationsTable = {
    id: newId(),
    name: input.name,
    formal_name: input.formalName || input.name,
    country: input.country ?? null,
    logo_url: input.logo ?? null,
    created_at: nowIso(options.nowMs),
  };
  await database.insertInto('organizations').values(row).execute();
  return organizationView(row);
}

/** The organisation of that name in any case, or a new one with it (a team's inline `organization`). */
export async function findOrCreateOrganization(
  database: DatabaseHandle,
  options: { name: string; country?: string | null; nowMs: number },
): Promise<string> {
  const existing = await database
    .selectFrom('organizations')
    .select('id')
    .where(sql<string>`lower(name)`, '=', options.name.toLowerCase())
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await createOrganization(database, {
    input: { name: options.name, country: options.country ?? null },
    nowMs: options.nowMs,
  });
  return created._id;
}

export async function updateOrganization(
  database: DatabaseHandle,
  options: { id: string; input: OrganizationChanges },
): Promise<OrganizationView> {
  const { id, input } = options;
  const current = await getOrganization(database, id);
  if (input.name !== undefined)
    await requireFreeName(database, {
      table: 'organizations',
      name: input.name,
      exceptId: id,
      message: messages.organizationTaken(input.name),
    });
  const changes: Partial<OrganizationsTable> = {};
  if (input.name !== undefined) changes.name = input.name;
  // An emptied formal name falls back to the (new or current) name.
  if (input.formalName !== undefined) changes.formal_name = input.formalName || input.name || current.name;
  if (input.country !== undefined) changes.country = input.country;
  if (input.logo !== undefined) changes.logo_url = input.logo;
  if (Object.keys(changes).length > 0)
    await database.updateTable('organizations').set(changes).where('id', '=', id).execute();
  return getOrganization(database, id);
}

/** Refused (409) while a team belongs to it: deleting would silently strip their affiliation. */
export async function deleteOrganization(database: DatabaseHandle, id: string): Promise<void> {
  await getOrganization(database, id);
  const { count } = await database
    .selectFrom('teams')
    .select((builder) => builder.fn.countAll<number>().as('count'))
    .where('organization_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) throw new AppError('CONFLICT', messages.organizationInUse(Number(count)));
  await database.deleteFrom('organizations').where('id', '=', id).execute();
}
