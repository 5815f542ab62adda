import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import type { Config } from '../../config/env.js';
import { executedMigrations, knownMigrationNames, migrateToLatest, openDatabase } from '../../db/database.js';
import { BACKUP_MANIFEST, type BackupManifest } from './backup.js';

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

/** A restore that cannot go ahead; its message says why and what to do. */
export class RestoreError extends Error {}

/**
 * Fills an empty data folder (and, for PostgreSQL, an empty database) from a backup written by
 * `writeBackup`, then migrates it to this release, so a backup of an older release restores into a
 * newer one. It refuses to overwrite anything: a folder that already holds data, or a database
 * with tables, is left exactly as it was.
 */
export async function restoreBackup(config: Config, file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new RestoreError(`No backup at ${file}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-restore-'));
  try {
    // tar refuses entries that climb out of the folder or are absolute (its default), and links.
    await tar.extract({
      file,
      cwd: staging,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
    const manifest = readManifest(staging);
    if (manifest.database !== config.database.kind)
      throw new RestoreError(
        `This backup is of a ${manifest.database} database and this server is configured for ${config.database.kind}: restore it with the same DATABASE_URL kind`,
      );
    const unknown = manifest.migrations.filter((name) => !knownMigrationNames().includes(name));
    if (unknown.length > 0)
      throw new RestoreError(
        `This backup was written by a newer Codeyard (migration ${unknown.join(', ')}): restore it with that release or a later one`,
      );
    await assertEmptyTarget(config);

    fs.mkdirSync(config.dataDirectory, { recursive: true });
    if (config.database.kind === 'sqlite') {
      fs.mkdirSync(path.dirname(config.database.file), { recursive: true });
      fs.copyFileSync(path.join(staging, 'codeyard.db'), config.database.file, fs.constants.COPYFILE_EXCL);
    } else {
      await run('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        `--dbname=${config.database.url}`,
        path.join(staging, 'database.pgdump'),
      ]);
    }
    const data = path.join(staging, 'data');
    if (fs.existsSync(data))
      await fs.promises.cp(data, config.dataDirectory, {
        recursive: true,
        errorOnExist: true,
        force: false,
        preserveTimestamps: true,
      });

    const database = openDatabase(config.database);
    try {
      await migrateToLatest(database);
    } finally {
      await database.destroy();
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string): BackupManifest {
  const manifestFile = path.join(staging, BACKUP_MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new RestoreError(`Not a Codeyard backup: ${BACKUP_MANIFEST} is missing`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== 'codeyard-backup' || manifest.version !== 1 || !Array.isArray(manifest.migrations))
    throw new RestoreError(
      `Not a backup this release reads (format ${String(manifest.format)} version ${String(manifest.version)})`,
    );
  return manifest as BackupManifest;
}

/** Only an empty data folder and an unmigrated database are restored into: nothing is ever overwritten. */
async function assertEmptyTarget(config: Config): Promise<void> {
  const leftovers = fs.existsSync(config.dataDirectory) ? fs.readdirSync(config.dataDirectory) : [];
  if (leftovers.length > 0)
    throw new RestoreError(
      `DATA_DIR (${config.dataDirectory}) is not empty (${leftovers.slice(0, 3).join(', ')}${leftovers.length > 3 ? ', …' : ''}): restore into an empty folder`,
    );
  if (config.database.kind === 'sqlite') {
    if (fs.existsSync(config.database.file))
      throw new RestoreError(`The database file ${config.database.file} already exists: restore into an empty folder`);
    return;
  }
  const database = openDatabase(config.database);
  try {
    const tables = await database.introspection.getTables({ withInternalKyselyTables: true });
    if (tables.length > 0 || (await executedMigrations(database)).length > 0)
      throw new RestoreError(
        'The PostgreSQL database in DATABASE_URL already has tables: restore into an empty database',
      );
  } finally {
    await database.destroy();
  }
}
