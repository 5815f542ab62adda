import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { createUser } from '../services/users/users.js';

/** Runs the built command as `npm run admin` does (the suite builds before testing). */
const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/cli/admin.js');
const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-admin-cli-'));
afterAll(() => fs.rmSync(dataDirectory, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    env: { ...process.env, DATA_DIR: dataDirectory },
    encoding: 'utf8',
  });

describe('npm run admin', () => {
  it('creates an admin, and promotes an existing account', async () => {
    const created = admin('create', '--email', 'Root@Example.com', '--password', 'Secret1!', '--first-name', 'Root');
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/^Created admin root@example.com/);

    const database = openDatabase(loadConfig({ DATA_DIR: dataDirectory }).database);
    await migrateToLatest(database);
    await createUser(database, {
      firstName: 'Plain',
      email: 'plain@example.com',
      password: 'Secret1!',
      nowMs: Date.now(),
    });
    const promoted = admin('create', '--email', 'plain@example.com', '--password', 'Another1!');
    expect(promoted.stdout).toMatch(/^Promoted admin plain@example.com/);
    const roles = await database.selectFrom('users').select(['email', 'role']).orderBy('email').execute();
    await database.destroy();
    expect(roles).toEqual([
      { email: 'plain@example.com', role: 'admin' },
      { email: 'root@example.com', role: 'admin' },
    ]);
  });

  it('grants editorial access by email, recorded as an admin grant', async () => {
    const database = openDatabase(loadConfig({ DATA_DIR: dataDirectory }).database);
    await migrateToLatest(database);
    const user = await createUser(database, {
      firstName: 'Viewer',
      email: 'viewer@example.com',
      password: 'Secret1!',
      nowMs: Date.now(),
    });
    const granted = admin('grant-editorial', '--email', 'Viewer@Example.com');
    expect(granted.stderr).toBe('');
    expect(granted.stdout).toMatch(/^Granted editorial access to viewer@example.com/);
    const grants = await database.selectFrom('editorial_grants').select(['user_id', 'source']).execute();
    expect(admin('grant-editorial', '--email', 'nobody@example.com').status).toBe(1);
    await database.destroy();
    expect(grants).toEqual([{ user_id: user._id, source: 'admin' }]);
  });

  it('explains its usage and refuses weak passwords', () => {
    const usage = admin('create', '--email', 'x@example.com');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin -- create --email EMAIL --password PASSWORD');
    const weak = admin('create', '--email', 'x@example.com', '--password', 'weakpass');
    expect(weak.status).toBe(2);
    expect(weak.stderr).toContain('Password must start with a capital letter');
  });
});

describe('npm run admin -- backup / restore', () => {
  it('backs up a data folder into one file and restores it into an empty one', async () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-admin-backup-'));
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-admin-restore-'));
    const file = path.join(source, '..', `${path.basename(source)}.tar.gz`);
    try {
      const run = (directory: string, ...args: string[]) =>
        spawnSync(process.execPath, [script, ...args], {
          env: { ...process.env, DATA_DIR: directory },
          encoding: 'utf8',
        });
      expect(run(source, 'create', '--email', 'kept@example.com', '--password', 'Secret1!').status).toBe(0);
      const backedUp = run(source, 'backup', file);
      expect(backedUp.stderr).toBe('');
      expect(backedUp.stdout).toMatch(/^Backed up the sqlite database \(\d+ migrations\) and \d+ data entries to /);
      const restored = run(target, 'restore', file);
      expect(restored.stderr).toBe('');
      expect(restored.stdout).toMatch(/^Restored the backup of .* into /);
      const database = openDatabase(loadConfig({ DATA_DIR: target }).database);
      const emails = await database.selectFrom('users').select('email').execute();
      await database.destroy();
      expect(emails).toEqual([{ email: 'kept@example.com' }]);
      const again = run(target, 'restore', file);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/is not empty .*: restore into an empty folder/);
    } finally {
      for (const leftover of [source, target, file]) fs.rmSync(leftover, { recursive: true, force: true });
    }
  });
});
