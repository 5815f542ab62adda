import type { Kysely } from 'kysely';

const STAGING_COLUMNS = [
  ['issued_by', 'text'],
  ['staged_key', 'text'],
  ['staged_content_type', 'text'],
  ['staged_size_bytes', 'integer'],
  ['staged_duration_seconds', 'double precision'],
] as const;

/**
 * Local storage speaks the same three steps as Cloudinary (GET /video/create, a signed POST of the
 * file to `upload_url`, POST /video/save), so an upload ticket also remembers who asked for it and
 * the file posted against it, kept aside until the save records it.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  for (const [name, type] of STAGING_COLUMNS) {
    await database.schema.alterTable('video_upload_tickets').addColumn(name, type).execute();
  }
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const [name] of STAGING_COLUMNS) {
    await database.schema.alterTable('video_upload_tickets').dropColumn(name).execute();
  }
}
