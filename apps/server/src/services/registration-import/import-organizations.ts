import { clicsOrganizationSchema, teamMessages } from '@codeyard/shared';
import type { OrganizationsTable } from '../../db/schema.js';
import { newId, nowIso } from '../ids.js';
import { requireFreeName } from '../teams/unique-names.js';
import { parseEntry, type ImportedResult, type ImportRun } from './import-run.js';

/**
 * A CLICS organisation, created or updated by its id. The logo is not read (CLICS gives image
 * references with sizes, where ours is one address) and an imported organisation's logo is kept.
 */
export async function importOrganization(run: ImportRun, value: unknown): Promise<ImportedResult> {
  const organization = parseEntry(clicsOrganizationSchema, value);
  const { database } = run;
  const existing = await database
    .selectFrom('organizations')
    .selectAll()
    .where('external_id', '=', organization.id)
    .executeTakeFirst();
  await requireFreeName(database, {
    table: 'organizations',
    name: organization.name,
    exceptId: existing?.id,
    message: teamMessages.organizationTaken(organization.name),
  });
  const formalName = organization.formal_name || organization.name;

  if (!existing) {
    const row: OrganizationsTable = {
      id: newId(),
      name: organization.name,
      formal_name: formalName,
      country: organization.country ?? null,
      logo_url: null,
      created_at: nowIso(run.nowMs),
      external_id: organization.id,
    };
    await database.insertInto('organizations').values(row).execute();
    return { outcome: 'created', object: { id: organization.id, name: row.name, _id: row.id } };
  }

  const changes: Partial<OrganizationsTable> = {};
  if (existing.name !== organization.name) changes.name = organization.name;
  if (existing.formal_name !== formalName) changes.formal_name = formalName;
  // Left out: kept; null: cleared.
  if (organization.country !== undefined && existing.country !== (organization.country ?? null))
    changes.country = organization.country ?? null;
  const object = { id: organization.id, name: organization.name, _id: existing.id };
  if (Object.keys(changes).length === 0) return { outcome: 'unchanged', object };
  await database.updateTable('organizations').set(changes).where('id', '=', existing.id).execute();
  return { outcome: 'updated', object };
}
