import type { Kysely } from 'kysely';

/**
 * Each judged hidden test of a submission, for the jury's submission view (issue 36): its verdict,
 * time, memory and the start of the program's output (at most 64 KiB, JURY_OUTPUT_BYTES), so the
 * jury can compare it with the expected answer. Hidden-test data: only the jury's routes read it.
 * A rejudge replaces a submission's rows; deleting the submission deletes them.
 */
export async function up(database: Kysely<unknown>): Promise<void> {
  await database.schema
    .createTable('submission_tests')
    .addColumn('submission_id', 'text', (column) => column.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('verdict', 'text', (column) => column.notNull())
    .addColumn('time_ms', 'integer', (column) => column.notNull())
    .addColumn('memory_kb', 'integer', (column) => column.notNull())
    .addColumn('output', 'text', (column) => column.notNull())
    .addColumn('output_truncated', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('submission_tests_pk', ['submission_id', 'position'])
    .execute();
}

export async function down(database: Kysely<unknown>): Promise<void> {
  await database.schema.dropTable('submission_tests').ifExists().execute();
}
