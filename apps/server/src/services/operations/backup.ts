import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import * as tar from 'tar';
import type { Config } from '../../config/env.js';
import { executedMigrations, openDatabase } from '../../db/database.js';

const execute = promisify(execFile);

/** PostgreSQL's own tools do the dump; a machine without them is told what to install. */
async function run(tool: string, args: string[]): Promise<void> {
  try {
    await execute(tool, args);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        `${tool} is not installed: install PostgreSQL's client tools (apt-get install postgresql-client)`,
      );
    throw error;
  }
}

/** The file that says what a backup holds; restore reads it first. */
export const BACKUP_MANIFEST = 'codeyard-backup.json';

export type BackupManifest = {
  format: 'codeyard-backup';
  version: 1;
  createdAt: string;
  /** Which database the dump is of: a SQLite file or a PostgreSQL custom-format dump. */
  database: 'sqlite' | 'postgres';
  /** The migrations the database had run: restore refuses a backup newer than its own code. */
  migrations: string[];
  /** What of DATA_DIR came along besides the database (media, generated secrets). */
  dataFiles: string[];
};

/** The database's own files in DATA_DIR: copied by the database's backup, never file by file while live. */
const DATABASE_FILES = /^codeyard\.db(-wal|-shm|-journal)?$/;

/**
 * Writes a consistent copy of a running server's data to `file` (a .tar.gz): the database as of one
 * moment, however busy it is, and what DATA_DIR holds besides it (uploaded media, the generated media
 * URL secret). SQLite's `VACUUM INTO` copies the database inside one read transaction, so writers carry
 * on meanwhile and the copy is of a single moment; PostgreSQL's `pg_dump` does the same from its own
 * snapshot. Media files are written once under fresh names and never changed, so copying them after the
 * database leaves none that the database names missing, except an upload still in flight.
 */
export async function writeBackup(config: Config, file: string, nowMs: number): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-backup-'));
  try {
    const database = openDatabase(config.database);
    let migrations: string[];
    try {
      migrations = await executedMigrations(database);
      if (config.database.kind === 'sqlite') {
        await sql`VACUUM INTO ${path.join(staging, 'codeyard.db')}`.execute(database);
      } else {
        await run('pg_dump', [
          '--format=custom',
          '--no-owner',
          `--file=${path.join(staging, 'database.pgdump')}`,
          config.database.url,
        ]);
      }
    } finally {
      await database.destroy();
    }
    const dataFiles = await copyDataFiles(config.dataDirectory, path.join(staging, 'data'));
    const manifest: BackupManifest = {
      format: 'codeyard-backup',
      version: 1,
      createdAt: new Date(nowMs).toISOString(),
      database: config.database.kind,
      migrations,
      dataFiles,
    };
    fs.writeFileSync(path.join(staging, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, fs.readdirSync(staging));
    // Renamed only once complete: a backup interrupted half-way never passes for a whole one.
    fs.renameSync(partial, file);
    fs.chmodSync(file, 0o600);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Copies DATA_DIR except the live database files; answers the paths copied, relative to DATA_DIR. */
async function copyDataFiles(dataDirectory: string, destination: string): Promise<string[]> {
  fs.mkdirSync(destination, { recursive: true });
  if (!fs.existsSync(dataDirectory)) return [];
  const copied: string[] = [];
  for (const entry of fs.readdirSync(dataDirectory, { withFileTypes: true })) {
    if (DATABASE_FILES.test(entry.name)) continue;
    if (!entry.isFile() && !entry.isDirectory()) continue;
    await fs.promises.cp(path.join(dataDirectory, entry.name), path.join(destination, entry.name), {
      recursive: true,
      preserveTimestamps: true,
      // Sockets, symbolic links out of the folder and the like are not data.
      filter: async (source) => {
        const stat = await fs.promises.lstat(source);
        return stat.isFile() || stat.isDirectory();
      },
    });
    copied.push(entry.name);
  }
  return copied;
}
