import fs from 'node:fs';
import path from 'node:path';
import Libsql from 'libsql';
import {
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  Migrator,
  sql,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config/env.js';
import { discardingLostConnections } from './lost-connections.js';
import * as initial from './migrations/001-initial.js';
import * as codeDrafts from './migrations/002-code-drafts.js';
import * as problemSlugs from './migrations/003-problem-slugs.js';
import * as contests from './migrations/004-contests.js';
import * as hiddenTestMessages from './migrations/005-hidden-test-messages.js';
import * as discussionsAndChat from './migrations/006-discussions-and-chat.js';
import * as videosAndPayments from './migrations/007-videos-and-payments.js';
import * as submissionVerdictIndex from './migrations/008-submission-verdict-index.js';
import * as seededPackages from './migrations/009-seeded-packages.js';
import * as seedFingerprints from './migrations/010-seed-fingerprints.js';
import * as problemVisibility from './migrations/011-problem-visibility.js';
import * as codeEntryNames from './migrations/012-code-entry-names.js';
import * as localUploadStaging from './migrations/013-local-upload-staging.js';
import * as handlesAndRatings from './migrations/014-handles-and-ratings.js';
import * as scoredProblems from './migrations/015-scored-problems.js';
import * as clarifications from './migrations/016-clarifications.js';
import * as rejudgeFinalize from './migrations/017-rejudge-finalize.js';
import * as virtualParticipations from './migrations/018-virtual-participations.js';
import * as includedFiles from './migrations/019-included-files.js';
import * as contestProblemLabels from './migrations/020-contest-problem-labels.js';
import * as submissionTests from './migrations/021-submission-tests.js';
import * as functionProblems from './migrations/022-function-problems.js';
import * as teams from './migrations/023-teams.js';
import * as externalIds from './migrations/024-external-ids.js';
import * as classrooms from './migrations/025-classrooms.js';
import * as teamRatingsAndVirtualRuns from './migrations/026-team-ratings-and-virtual-runs.js';
import type { Database } from './schema.js';

export type DatabaseHandle = Kysely<Database>;

/** Migrations are listed here rather than read from disk so the built server needs no file globbing. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-code-drafts': codeDrafts,
  '003-problem-slugs': problemSlugs,
  '004-contests': contests,
  '005-hidden-test-messages': hiddenTestMessages,
  '006-discussions-and-chat': discussionsAndChat,
  '007-videos-and-payments': videosAndPayments,
  '008-submission-verdict-index': submissionVerdictIndex,
  '009-seeded-packages': seededPackages,
  '010-seed-fingerprints': seedFingerprints,
  '011-problem-visibility': problemVisibility,
  '012-code-entry-names': codeEntryNames,
  '013-local-upload-staging': localUploadStaging,
  '014-handles-and-ratings': handlesAndRatings,
  '015-scored-problems': scoredProblems,
  '016-clarifications': clarifications,
  '017-rejudge-finalize': rejudgeFinalize,
  '018-virtual-participations': virtualParticipations,
  '019-included-files': includedFiles,
  '020-contest-problem-labels': contestProblemLabels,
  '021-submission-tests': submissionTests,
  '022-function-problems': functionProblems,
  '023-teams': teams,
  '024-external-ids': externalIds,
  '025-classrooms': classrooms,
  '026-team-ratings-and-virtual-runs': teamRatingsAndVirtualRuns,
};

const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };

/** How long a request waits for a PostgreSQL connection (milliseconds) before it fails with 503. */
const CONNECT_TIMEOUT_MS = 3000;

export function openDatabase(settings: Config['database']): DatabaseHandle {
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: 10,
      // PostgreSQL unreachable: a request fails with 503 after this rather than waiting for ever (errors.ts).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server drops (restart, failover, idle timeout) is an 'error' event on the
    // pool; unheard, it would end the process. The pool discards that client and opens a new one when needed.
    pool.on('error', (error) =>
      console.error(`PostgreSQL: an idle connection failed and was discarded (${error.message})`),
    );
    // A connection cut while a request holds it between two queries is an 'error' event on that
    // client, which the pool does not hear: unheard, it too would end the process. The request's next
    // query fails (503, errors.ts) and the pool discards the client when it is released.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.error(`PostgreSQL: a connection in use failed (${error.message})`)),
    );
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingLostConnections(pool) }) });
  }
  fs.mkdirSync(path.dirname(settings.file), { recursive: true });
  const connection = new Libsql(settings.file);
  // WAL lets readers proceed while a submission's result is written.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) });
}

/** How many compiled statements a SQLite connection keeps; the app issues far fewer distinct ones. */
const CACHED_STATEMENTS = 500;

/**
 * SQLite comes from libsql (a fork of SQLite with better-sqlite3's API) because its binary is an npm
 * package of its own built for Node's stable ABI (N-API): nothing is compiled at install, and the
 * same file loads on Node 20, 22 and 24 (docs/data.md).
 *
 * Kysely prepares every query anew and SQLite compiles the SQL each time: on a busy leaderboard that
 * was a tenth of a millisecond per request for the session look-up alone. The same SQL text reuses
 * its compiled statement (SQLite re-prepares it itself after a schema change). A statement is never
 * run again while a stream still reads its rows: Kysely holds SQLite's one connection until the
 * stream ends, so the next query waits for it.
 */
function withStatementCache(connection: Libsql.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, Libsql.Statement>();
  return {
    close: () => connection.close(),
    prepare(sqlText: string) {
      const statement = statements.get(sqlText) ?? connection.prepare(sqlText);
      // Deleted and set again: the map's order is the order of last use, and the least recent goes first.
      statements.delete(sqlText);
      statements.set(sqlText, statement);
      if (statements.size > CACHED_STATEMENTS) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

/** Every migration this release knows, in order. */
export function knownMigrationNames(): string[] {
  return Object.keys(migrations);
}

/** The migrations a database has run (none for an empty one), read from Kysely's own table. */
export async function executedMigrations(database: DatabaseHandle): Promise<string[]> {
  const tables = await database.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return [];
  const rows = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by name`.execute(database);
  return rows.rows.map((row) => row.name);
}

/**
 * Brings the schema up to this release. Data written by a newer release (a migration this code does
 * not know) is refused with a message, never run backwards or half-understood: an operator who rolled
 * back the code restores the backup taken before the upgrade, or runs the newer release.
 */
export async function migrateToLatest(database: DatabaseHandle): Promise<void> {
  const unknown = (await executedMigrations(database)).filter((name) => !(name in migrations));
  if (unknown.length > 0)
    throw new Error(
      `This database was migrated by a newer Codeyard (migration ${unknown.join(', ')}); this release cannot run it backwards. Run that release or a later one, or restore a backup taken before the upgrade.`,
    );
  const migrator = new Migrator({ db: database, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
