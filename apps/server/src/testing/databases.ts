import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config/env.js';

/** CI provides PostgreSQL here (trust auth, database "test"); elsewhere these tests are skipped with a reason. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let postgresReachable: Promise<boolean> | null = null;

export function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      console.info(`PostgreSQL reachable at ${TEST_DATABASE_URL}: database tests run on SQLite and PostgreSQL`);
      return true;
    } catch (error) {
      console.warn(
        `skipped: PostgreSQL not reachable at ${TEST_DATABASE_URL} (${error instanceof Error ? error.message : String(error)})`,
      );
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return postgresReachable;
}

export type TestDatabase = { settings: Config['database']; drop(): Promise<void> };

/** A fresh, empty database of the given kind, so tests never see each other's rows. */
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-db-'));
    return {
      settings: { kind: 'sqlite', file: path.join(directory, 'test.db') },
      drop: async () => fs.rmSync(directory, { recursive: true, force: true }),
    };
  }
  const name = `codeyard_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    settings: { kind: 'postgres', url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The dialects to run a suite against: SQLite always, PostgreSQL when reachable. */
export async function availableDialects(): Promise<('sqlite' | 'postgres')[]> {
  return (await isPostgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];
}
