import type { Kysely } from 'kysely';

/**
 * Discussions (comments, one level of replies, likes) and the AI tutor's conversations and daily
 * usage. Comments are read newest first per problem, a page at a time, so the index leads with
 * problem and parent and ends with (created_at, id), the cursor.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('comments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('problem_id', 'text', (column) => column.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'text', (column) => column.references('comments.id').onDelete('cascade'))
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('spoiler', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema
    .createIndex('comments_problem_page')
    .on('comments')
    .columns(['problem_id', 'parent_id', 'created_at', 'id'])
    .execute();
  await database.schema.createIndex('comments_parent').on('comments').columns(['parent_id', 'created_at']).execute();

  await database.schema
    .createTable('comment_likes')
    .addColumn('comment_id', 'text', (column) => column.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
    .execute();

  await database.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('problem_id', 'text', (column) => column.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    /** Order within the conversation; timestamps may tie. */
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['user_id', 'problem_id', 'position'])
    .execute();

  // Counted apart from the messages, so that starting a new chat does not reset the quota.
  await database.schema
    .createTable('ai_usage')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('requests', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('ai_usage_pk', ['user_id', 'day'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const table of ['ai_usage', 'chat_messages', 'comment_likes', 'comments']) {
    await database.schema.dropTable(table).ifExists().execute();
  }
}
