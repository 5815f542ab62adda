import type { Kysely } from 'kysely';

/**
 * Classrooms (issue 34, item 4; docs/classrooms.md). A teacher is an admin or a user an admin
 * marked (`users.teacher`). A group has one teacher, members and a join code; its assignments list
 * problems with a due time. Each code is unique, so joining looks one row up by it.
 *
 * A problem private to groups carries `problems.group_private` 1 and is seen by the members and
 * teachers of the groups `problem_groups` lists, and admins. The flag, not the presence of rows,
 * makes it private: deleting its last group then leaves it hidden from everyone but admins rather
 * than opening it to all (fail closed).
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .alterTable('users')
    .addColumn('teacher', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await database.schema
    .alterTable('problems')
    .addColumn('group_private', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await database.schema
    .createTable('groups')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    // A teacher's account deleted takes their groups with it.
    .addColumn('teacher_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('join_code', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema.createIndex('groups_teacher').on('groups').columns(['teacher_id']).execute();
  await database.schema
    .createTable('group_members')
    .addColumn('group_id', 'text', (column) => column.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();
  // Whose groups is a person in: asked on every problem list and problem page of a signed-in user.
  await database.schema.createIndex('group_members_user').on('group_members').columns(['user_id']).execute();
  await database.schema
    .createTable('assignments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('group_id', 'text', (column) => column.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('due_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await database.schema.createIndex('assignments_group').on('assignments').columns(['group_id', 'due_at']).execute();
  await database.schema
    .createTable('assignment_problems')
    .addColumn('assignment_id', 'text', (column) => column.notNull().references('assignments.id').onDelete('cascade'))
    .addColumn('problem_id', 'text', (column) => column.notNull().references('problems.id').onDelete('cascade'))
    /** 0-based order of the problem in the assignment. */
    .addColumn('position', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('assignment_problems_pk', ['assignment_id', 'problem_id'])
    .execute();
  await database.schema
    .createTable('problem_groups')
    .addColumn('problem_id', 'text', (column) => column.notNull().references('problems.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (column) => column.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('problem_groups_pk', ['problem_id', 'group_id'])
    .execute();
  await database.schema.createIndex('problem_groups_group').on('problem_groups').columns(['group_id']).execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  for (const table of ['problem_groups', 'assignment_problems', 'assignments', 'group_members', 'groups'])
    await database.schema.dropTable(table).ifExists().execute();
  await database.schema.alterTable('problems').dropColumn('group_private').execute();
  await database.schema.alterTable('users').dropColumn('teacher').execute();
}
