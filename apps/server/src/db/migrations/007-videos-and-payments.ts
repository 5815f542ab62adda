import type { Kysely } from 'kysely';

/**
 * Editorial videos (one per problem), Razorpay orders made for users, and editorial access grants.
 * A grant is never updated or deleted by the app: it is the audit record of who got access, when,
 * and through which order and payment (or which admin).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('videos')
    .addColumn('problem_id', 'text', (column) => column.primaryKey().references('problems.id').onDelete('cascade'))
    .addColumn('storage', 'text', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addColumn('duration_seconds', 'double precision', (column) => column.notNull())
    .addColumn('poster_key', 'text')
    .addColumn('uploaded_by', 'text', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'text', (column) => column.notNull())
    .execute();

  await database.schema
    .createTable('video_upload_tickets')
    .addColumn('public_id', 'text', (column) => column.primaryKey())
    .addColumn('problem_id', 'text', (column) => column.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('issued_at', 'text', (column) => column.notNull())
    .execute();

  await database.schema
    .createTable('payment_orders')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('receipt', 'text', (column) => column.notNull())
    .addColumn('payment_id', 'text', (column) => column.unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await database.schema.createIndex('payment_orders_user').on('payment_orders').column('user_id').execute();

  await database.schema
    .createTable('editorial_grants')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('order_id', 'text')
    .addColumn('payment_id', 'text', (column) => column.unique())
    .addColumn('amount', 'integer')
    .addColumn('currency', 'text')
    .addColumn('granted_by', 'text', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('granted_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema.createIndex('editorial_grants_user').on('editorial_grants').column('user_id').execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const table of ['editorial_grants', 'payment_orders', 'video_upload_tickets', 'videos']) {
    await database.schema.dropTable(table).ifExists().execute();
  }
}
