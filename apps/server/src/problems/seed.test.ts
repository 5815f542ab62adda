import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumPackage, without, YAML_ALIAS_BOMB } from '../testing/fixture-package.js';
import { availableDialects } from '../testing/databases.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { deleteProblem, insertProblem } from '../services/problems/problems.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { seedProblems } from './seed.js';

const dialects = await availableDialects();

/** Writes `files` (path → content) under `directory`. */
function writeFiles(directory: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    fs.writeFileSync(path.join(directory, name), content);
  }
}

describe('seeding problems at start', () => {
  let test: TestApp;
  let problems: string;

  beforeAll(async () => {
    test = await createTestApp();
    problems = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-seed-'));
  });
  afterAll(async () => {
    await test?.close();
    fs.rmSync(problems, { recursive: true, force: true });
  });

  it('imports the good packages and skips each broken one with a logged reason', async () => {
    writeFiles(problems, sumPackage('good'));
    writeFiles(problems, { ...sumPackage('bad-yaml'), 'bad-yaml/problem.yaml': 'name: [unclosed\n' });
    writeFiles(problems, { ...sumPackage('bomb'), 'bomb/problem.yaml': `${YAML_ALIAS_BOMB}name: Bomb\n` });
    writeFiles(problems, without(sumPackage('lonely'), 'lonely/data/secret/1.ans'));
    writeFiles(problems, {
      ...sumPackage('folder-test'),
      'folder-test/data/sample/2.in/readme.txt': 'x',
      'folder-test/data/sample/2.ans': '1\n',
    });
    writeFiles(problems, { ...sumPackage('slow'), 'slow/problem.yaml': 'name: Slow\nlimits:\n  time_limit: 30\n' });
    const warnings: unknown[] = [];
    const logger = { warn: (details: unknown) => warnings.push(details) } as unknown as FastifyBaseLogger;

    const report = await seedProblems(test.context.database, problems, logger);

    expect(report).toMatchObject({ created: 1, updated: 0, unchanged: 0, deletedByAdmin: 0 });
    const reasons = Object.fromEntries(report.failed.map((entry) => [entry.slug, entry.error]));
    expect(reasons).toEqual({
      'bad-yaml': expect.stringMatching(/^problem\.yaml is not valid YAML: ./),
      bomb: expect.stringMatching(/^problem\.yaml is not valid YAML: .*alias/i),
      lonely: 'data/secret/1.in has no answer file data/secret/1.ans',
      'folder-test': 'data/sample/2.in is not a file',
      slow: 'problem.yaml: limits.time_limit must be between 0.1 and 10 seconds (is 30)',
    });
    expect(warnings).toEqual(report.failed.map((entry) => ({ slug: entry.slug, error: entry.error })));
    expect(await test.context.database.selectFrom('problems').select(['slug', 'title']).execute()).toEqual([
      { slug: 'good', title: 'Package Sum' },
    ]);
  });
});

describe.each(dialects)('seeding again after admins changed the seeded problems (%s)', (dialect) => {
  let test: TestApp;
  let problems: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect });
    problems = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-reseed-'));
    writeFiles(problems, sumPackage('alpha'));
    writeFiles(problems, sumPackage('beta'));
  });
  afterAll(async () => {
    await test?.close();
    fs.rmSync(problems, { recursive: true, force: true });
  });

  const rows = () =>
    test.context.database.selectFrom('problems').select(['id', 'slug', 'title']).orderBy('slug').execute();

  it('leaves a deleted problem deleted, and updates a renamed one in place instead of seeding a copy', async () => {
    const database = test.context.database;
    expect(await seedProblems(database, problems)).toMatchObject({ created: 2, failed: [] });
    const [alpha, beta] = await rows();
    await deleteProblem(database, alpha!.id);
    // What the admin form's slug field does (PATCH /problem/update/:id with a slug).
    await database.updateTable('problems').set({ slug: 'beta-classic' }).where('id', '=', beta!.id).execute();

    expect(await seedProblems(database, problems)).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1,
      deletedByAdmin: 1,
      failed: [],
    });
    expect(await rows()).toEqual([{ id: beta!.id, slug: 'beta-classic', title: 'Package Sum' }]);

    // A new version of the seed set: the renamed problem takes it and keeps its id and slug; the deleted one stays away.
    fs.writeFileSync(path.join(problems, 'alpha/problem.yaml'), 'name: Alpha Again\n');
    fs.writeFileSync(path.join(problems, 'beta/problem.yaml'), 'name: Beta Two\n');
    expect(await seedProblems(database, problems)).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 0,
      deletedByAdmin: 1,
      failed: [],
    });
    expect(await rows()).toEqual([{ id: beta!.id, slug: 'beta-classic', title: 'Beta Two' }]);
  });

  it("does not take over a problem made another way that already has a new folder's name", async () => {
    const database = test.context.database;
    const own = await insertProblem(database, { ...sumProblem(), slug: 'gamma', title: 'Admin Gamma' }, Date.now());
    writeFiles(problems, sumPackage('gamma'));

    const report = await seedProblems(database, problems);
    expect(report.failed).toEqual([
      {
        slug: 'gamma',
        error:
          'the slug "gamma" belongs to the problem "Admin Gamma", which was not made from this folder: rename the folder or that problem\'s slug',
      },
    ]);
    expect((await rows()).find((row) => row.id === own)).toEqual({ id: own, slug: 'gamma', title: 'Admin Gamma' });
  });
});

describe('seeding at a restart', () => {
  const WHOLE_SECOND = 1_700_000_000;
  let test: TestApp;
  let problems: string;

  beforeAll(async () => {
    test = await createTestApp();
    problems = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-restart-seed-'));
    writeFiles(problems, sumPackage('delta'));
    // Whole seconds: a time in milliseconds does not survive utimes exactly (it goes through a float), a whole second does.
    for (const file of fs.readdirSync(path.join(problems, 'delta'), { recursive: true }))
      fs.utimesSync(path.join(problems, 'delta', String(file)), WHOLE_SECOND, WHOLE_SECOND);
  });
  afterAll(async () => {
    await test?.close();
    fs.rmSync(problems, { recursive: true, force: true });
  });

  const statementFile = () => path.join(problems, 'delta/statement/problem.en.md');
  const statement = async () =>
    (
      await test.context.database
        .selectFrom('problems')
        .select('description')
        .where('slug', '=', 'delta')
        .executeTakeFirstOrThrow()
    ).description;
  /** Rewrites a file and gives it back its old modification time, as nothing but a deliberate tool would. */
  const rewriteKeepingTime = (file: string, content: string, time: number) => {
    fs.writeFileSync(file, content);
    fs.utimesSync(file, time, time);
  };

  it('does not read a folder whose files keep their names, sizes and times; it reads one touched, and takes a real change', async () => {
    const database = test.context.database;
    expect(await seedProblems(database, problems)).toMatchObject({ created: 1, failed: [] });
    expect(await statement()).toBe('Print a + b.');

    // Same names, sizes and times: taken as unchanged without reading (the new words never arrive).
    rewriteKeepingTime(statementFile(), 'Print b + a.\n', WHOLE_SECOND);
    expect(await seedProblems(database, problems)).toMatchObject({ created: 0, updated: 0, unchanged: 1, failed: [] });
    expect(await statement()).toBe('Print a + b.');

    // Touched (as a fresh checkout does): read again, and the changed words are found by their hash.
    fs.utimesSync(statementFile(), WHOLE_SECOND + 5, WHOLE_SECOND + 5);
    expect(await seedProblems(database, problems)).toMatchObject({ created: 0, updated: 1, unchanged: 0, failed: [] });
    expect(await statement()).toBe('Print b + a.');

    // Touched again with the same content: read, found unchanged, and the new times remembered.
    fs.utimesSync(statementFile(), WHOLE_SECOND + 10, WHOLE_SECOND + 10);
    expect(await seedProblems(database, problems)).toMatchObject({ created: 0, updated: 0, unchanged: 1, failed: [] });
    rewriteKeepingTime(statementFile(), 'Print a + b.\n', WHOLE_SECOND + 10);
    expect(await seedProblems(database, problems)).toMatchObject({ unchanged: 1 });
    expect(await statement()).toBe('Print b + a.');

    // A file added or removed changes the fingerprint even when every other file keeps its time.
    fs.writeFileSync(path.join(problems, 'delta/data/secret/2.in'), '7 8\n');
    fs.writeFileSync(path.join(problems, 'delta/data/secret/2.ans'), '15\n');
    expect(await seedProblems(database, problems)).toMatchObject({ updated: 1 });
  });
});
