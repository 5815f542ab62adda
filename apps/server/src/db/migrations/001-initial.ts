import type { Kysely } from 'kysely';

export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text')
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('user'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await database.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await database.schema
    .createTable('problems')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('slug', 'text', (column) => column.unique())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('difficulty', 'text', (column) => column.notNull())
    .addColumn('tags', 'text', (column) => column.notNull())
    .addColumn('visible_tests', 'text', (column) => column.notNull())
    .addColumn('hidden_tests', 'text', (column) => column.notNull())
    .addColumn('start_code', 'text', (column) => column.notNull())
    .addColumn('reference_code', 'text', (column) => column.notNull())
    .addColumn('time_limit_ms', 'integer', (column) => column.notNull())
    .addColumn('memory_limit_mb', 'integer', (column) => column.notNull())
    .addColumn('checker', 'text', (column) => column.notNull())
    .addColumn('source_hash', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema.createIndex('problems_created_at').on('problems').column('created_at').execute();

  await database.schema
    .createTable('submissions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('problem_id', 'text', (column) => column.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('contest_id', 'text')
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('runtime', 'double precision', (column) => column.notNull().defaultTo(0))
    .addColumn('memory', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('tests_passed', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('tests_total', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('error_message', 'text')
    .addColumn('verdict', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('judged_at', 'text')
    .execute();
  await database.schema
    .createIndex('submissions_user_problem')
    .on('submissions')
    .columns(['user_id', 'problem_id', 'created_at'])
    .execute();
  await database.schema.createIndex('submissions_status').on('submissions').column('status').execute();

  await database.schema
    .createTable('solved_problems')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('problem_id', 'text', (column) => column.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('solved_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('solved_problems_pk', ['user_id', 'problem_id'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const table of ['solved_problems', 'submissions', 'problems', 'sessions', 'users']) {
    await database.schema.dropTable(table).ifExists().execute();
  }
}
