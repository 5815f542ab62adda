import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config/env.js';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { availableDialects, createTestDatabase, type TestDatabase } from '../../testing/databases.js';
import { scriptedJudging } from '../../testing/scripted-judging.js';
import {
  createTestApp,
  sessionCookieOf,
  signInAsAdmin,
  signUp,
  testConfig,
  type TestApp,
} from '../../testing/test-app.js';
import { insertProblem } from '../problems/problems.js';
import { BACKUP_MANIFEST, writeBackup } from './backup.js';
import { restoreBackup, RestoreError } from './restore.js';

const dialects = await availableDialects();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-backup-test-'));
const toDrop: TestDatabase[] = [];
afterAll(async () => {
  for (const database of toDrop) await database.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A fresh data folder and an empty database of the kind, as an operator restoring onto a new machine has. */
async function emptyTarget(kind: 'sqlite' | 'postgres'): Promise<Config> {
  const database = await createTestDatabase(kind);
  toDrop.push(database);
  return { ...testConfig(), dataDirectory: fs.mkdtempSync(path.join(scratch, 'data-')), database: database.settings };
}

async function counts(config: Config) {
  const database = openDatabase(config.database);
  try {
    const count = async (table: 'users' | 'problems' | 'contests' | 'submissions') =>
      Number(
        (
          await database
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const emails = (await database.selectFrom('users').select('email').execute()).map((row) => row.email);
    return {
      users: await count('users'),
      problems: await count('problems'),
      contests: await count('contests'),
      submissions: await count('submissions'),
      emails,
    };
  } finally {
    await database.destroy();
  }
}

describe.each(dialects)('backup and restore (%s)', (dialect) => {
  it('copies a server while it takes writes, and restores every account, problem, contest and submission', async () => {
    const test: TestApp = await createTestApp({
      dialect,
      judging: scriptedJudging,
      env: { AUTH_RATE_LIMIT: '10000', JUDGE_RATE_LIMIT: '10000' },
    });
    try {
      const adminCookie = await signInAsAdmin(test);
      const problemId = await insertProblem(test.context.database, sumProblem({ title: 'Backed up' }), Date.now());
      const contest = await test.app.inject({
        method: 'POST',
        url: '/api/problem/createcontest',
        headers: { cookie: adminCookie },
        payload: {
          title: 'Kept contest',
          description: 'Survives a restore.',
          startTime: new Date(Date.now() + 3_600_000).toISOString(),
          endTime: new Date(Date.now() + 7_200_000).toISOString(),
          problems: [problemId],
        },
      });
      expect(contest.statusCode).toBe(201);
      const submitAs = async (cookie: string, index: number) =>
        test.app.inject({
          method: 'POST',
          url: `/api/submissions/submit/${problemId}`,
          headers: { cookie },
          payload: { code: `# ACCEPT ${index}`, language: 'python' },
        });
      const early = await signUp(test.app, { emailid: 'early@example.com', password: 'Secret1!' });
      expect((await submitAs(early.cookie, 0)).statusCode).toBe(200);
      fs.mkdirSync(path.join(test.config.dataDirectory, 'media'), { recursive: true });
      fs.writeFileSync(path.join(test.config.dataDirectory, 'media', 'editorial.mp4'), Buffer.alloc(4096, 7));
      const before = await counts(test.config);

      // Writers keep signing people up and submitting while the backup runs.
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          written += 1;
          const user = await signUp(test.app, { emailid: `during${written}@example.com` });
          await submitAs(user.cookie, written);
        }
      })();
      const file = path.join(scratch, `${dialect}.tar.gz`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const manifest = await writeBackup(test.config, file, Date.now());
      writing = false;
      await writer;
      expect(written).toBeGreaterThan(0);
      expect(manifest).toMatchObject({ format: 'codeyard-backup', database: dialect });
      expect(manifest.dataFiles).toEqual(expect.arrayContaining(['media', 'media-url-secret']));
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      const target = await emptyTarget(dialect);
      await restoreBackup(target, file);
      const restored = await counts(target);
      const after = await counts(test.config);
      // Everything written before the backup began is there, nothing written after it ended, and the
      // copy is of one moment: every submission's author came along with it.
      expect(restored.emails).toEqual(expect.arrayContaining(before.emails));
      for (const key of ['users', 'problems', 'contests', 'submissions'] as const) {
        expect(restored[key]).toBeGreaterThanOrEqual(before[key]);
        expect(restored[key]).toBeLessThanOrEqual(after[key]);
      }
      const restoredDatabase = openDatabase(target.database);
      const orphans = await restoredDatabase
        .selectFrom('submissions')
        .leftJoin('users', 'users.id', 'submissions.user_id')
        .where('users.id', 'is', null)
        .select('submissions.id')
        .execute();
      await restoredDatabase.destroy();
      expect(orphans).toEqual([]);
      expect(fs.readFileSync(path.join(target.dataDirectory, 'media', 'editorial.mp4'))).toEqual(Buffer.alloc(4096, 7));
      expect(fs.readFileSync(path.join(target.dataDirectory, 'media-url-secret'), 'utf8')).toBe(
        fs.readFileSync(path.join(test.config.dataDirectory, 'media-url-secret'), 'utf8'),
      );

      // The restored server serves: an account signs in with its password and sees its submission.
      const revived = await createTestApp({ existing: target });
      try {
        const login = await revived.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { emailid: 'early@example.com', password: 'Secret1!' },
        });
        expect(login.statusCode).toBe(200);
        const adminLogin = await revived.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { emailid: 'admin@example.com', password: 'Secret1!' },
        });
        const contests = await revived.app.inject({
          method: 'GET',
          url: '/api/problem/getallcontests',
          headers: { cookie: sessionCookieOf(adminLogin) },
        });
        expect(contests.json().map((row: { title: string }) => row.title)).toContain('Kept contest');
      } finally {
        await revived.close();
      }

      // Restoring again over what is now there is refused and changes nothing.
      await expect(restoreBackup(target, file)).rejects.toThrow(RestoreError);
      expect((await counts(target)).users).toBe(restored.users);
    } finally {
      await test.close();
    }
  }, 120_000);
});

describe('restore refuses what it cannot restore faithfully', () => {
  it('a backup written by a newer release, and a file that is not a backup', async () => {
    const source = { ...testConfig(), dataDirectory: fs.mkdtempSync(path.join(scratch, 'source-')) };
    source.database = { kind: 'sqlite', file: path.join(source.dataDirectory, 'codeyard.db') };
    const database = openDatabase(source.database);
    await migrateToLatest(database);
    await database
      .insertInto('kysely_migration' as never)
      .values({ name: '999-from-the-future', timestamp: new Date().toISOString() } as never)
      .execute();
    await database.destroy();
    const file = path.join(scratch, 'future.tar.gz');
    await writeBackup(source, file, Date.now());
    const target = await emptyTarget('sqlite');
    await expect(restoreBackup(target, file)).rejects.toThrow(
      'This backup was written by a newer Codeyard (migration 999-from-the-future): restore it with that release or a later one',
    );
    expect(fs.readdirSync(target.dataDirectory)).toEqual([]);

    const notBackup = path.join(scratch, 'not-a-backup.tar.gz');
    fs.writeFileSync(notBackup, 'plain text');
    await expect(restoreBackup(await emptyTarget('sqlite'), notBackup)).rejects.toThrow();
    expect(BACKUP_MANIFEST).toBe('codeyard-backup.json');
  });

  it('the server will not run a database migrated by a newer release backwards', async () => {
    const config = { ...testConfig() };
    const database = openDatabase(config.database);
    await migrateToLatest(database);
    await database
      .insertInto('kysely_migration' as never)
      .values({ name: '999-from-the-future', timestamp: new Date().toISOString() } as never)
      .execute();
    await expect(migrateToLatest(database)).rejects.toThrow(
      /^This database was migrated by a newer Codeyard \(migration 999-from-the-future\); this release cannot run it backwards/,
    );
    await database.destroy();
  });
});
