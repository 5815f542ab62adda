import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumPackage, without, YAML_ALIAS_BOMB } from '../testing/fixture-package.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { seedProblems } from './seed.js';

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
    writeFiles(problems, { ...sumPackage('folder-test'), 'folder-test/data/sample/2.in/readme.txt': 'x', 'folder-test/data/sample/2.ans': '1\n' });
    writeFiles(problems, { ...sumPackage('slow'), 'slow/problem.yaml': 'name: Slow\nlimits:\n  time_limit: 30\n' });
    const warnings: unknown[] = [];
    const logger = { warn: (details: unknown) => warnings.push(details) } as unknown as FastifyBaseLogger;

    const report = await seedProblems(test.context.database, problems, logger);

    expect(report).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    const reasons = Object.fromEntries(report.failed.map((entry) => [entry.slug, entry.error]));
    expect(reasons).toEqual({
      'bad-yaml': expect.stringMatching(/^problem\.yaml is not valid YAML: ./),
      bomb: expect.stringMatching(/^problem\.yaml is not valid YAML: .*alias/i),
      lonely: 'data/secret/1.in has no answer file data/secret/1.ans',
      'folder-test': 'data/sample/2.in is not a file',
      slow: 'problem.yaml: limits.time_limit must be between 0.1 and 10 seconds (is 30)',
    });
    expect(warnings).toEqual(report.failed.map((entry) => ({ slug: entry.slug, error: entry.error })));
    expect(await test.context.database.selectFrom('problems').select(['slug', 'title']).execute()).toEqual([{ slug: 'good', title: 'Package Sum' }]);
  });
});
