import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { languageById, registerJudgeLanguage, type Language, type LanguageId } from '@codeyard/judge';
import { registerLanguageRow, type LanguageRow } from '@codeyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCodeyardPackage } from './problems/codeyard-package.js';
import { extractPackageArchive } from './problems/package-archive.js';
import { insertProblem } from './services/problems/problems.js';
import { SimilarityReports } from './services/similarity/similarity-report.js';
import type { DolosGroupInput } from './services/similarity/dolos-worker.js';
import { newId } from './services/ids.js';
import { OBJECT_SCHEMAS, schemaErrors } from './testing/clics-schemas.js';
import { sumProblem } from './testing/fixture-problem.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from './testing/test-app.js';
import { unzipFiles } from './testing/zip.js';

/**
 * A language added in the one place a language lives, its row in the language table and its judge
 * file (here registered, as a test cannot add a file to the table), reaches everything that lists
 * languages: what the picker is offered, CLICS, the problem page's start code, the problem export
 * and its import, and the similarity report. No other file knows it (language-names.test.ts keeps
 * it that way for the real ones).
 */
const BRAINFORK: LanguageRow = {
  id: 'brainfork',
  label: 'Brainfork',
  aliases: ['bfk'],
  extensions: ['.bfk', '.brainfork'],
  sourceFileName: 'program.bfk',
  editorMode: 'plaintext',
  // An entry point rule the real languages do not have: the schemas then require its name.
  clics: { id: 'brainfork2', name: 'Brainfork 2', entryPoint: { required: true, name: 'Main cell' } },
  // No grammar is shipped for it: the report compares its text.
  similarity: null,
  optional: true,
};

const brainforkToolchain: Language = {
  ...languageById('ruby'),
  id: BRAINFORK.id as LanguageId,
  name: 'Brainfork 2 (made up for this test)',
  versionCommand: ['/nonexistent/brainfork', '--version'],
  selfTestSource: ',[.,]\n',
  startCode: { batch: '>>+ read every token here\n', interactive: '>>+ read one line at a time\n' },
  additionSource: (marker) => `+[,+] ${marker}\n`,
  install: { debianPackages: ['brainfork'] },
};

const MINUTE = 60_000;

describe('a language added as its table row and its judge file', () => {
  let test: TestApp;
  let adminCookie: string;
  let now = Date.parse('2030-05-01T09:00:00.000Z');
  const removals: Array<() => void> = [];
  let problemId: string;
  const bfkSolution = '+[>,]<[.<] accepted\n';

  beforeAll(async () => {
    removals.push(registerLanguageRow(BRAINFORK), registerJudgeLanguage(brainforkToolchain));
    test = await createTestApp({ clock: () => now, env: { AUTH_RATE_LIMIT: '1000' } });
    adminCookie = await signInAsAdmin(test);
    const sum = sumProblem({ title: 'Mirror' });
    problemId = await insertProblem(
      test.context.database,
      { ...sum, referenceCode: [...sum.referenceCode, { language: 'brainfork', code: bfkSolution }] },
      test.context.clock(),
    );
  });
  afterAll(async () => {
    await test?.close();
    for (const remove of removals.reverse()) remove();
  });

  it("is offered to the picker with its label and toolchain, and opens on its judge file's skeleton", async () => {
    const offered = (await test.app.inject({ method: 'GET', url: '/api/languages' })).json().languages;
    expect(offered.at(-1)).toEqual({
      id: 'brainfork',
      label: 'Brainfork',
      name: 'Brainfork 2 (made up for this test)',
      version: '',
    });
    // The problem page opens it on its judge file's skeleton, under its label (the API's spelling).
    const page = (await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${problemId}` })).json();
    expect(page.startCode).toContainEqual({ language: 'Brainfork', initialcode: '>>+ read every token here\n' });
  });

  it('is a CLICS language with its id, endings and entry point, valid against the schema', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/problem/createcontest',
      headers: { cookie: adminCookie },
      payload: {
        title: 'Esoteric',
        description: 'Any language',
        startTime: '2030-05-01T10:00:00.000Z',
        endTime: '2030-05-01T12:00:00.000Z',
        problems: [problemId],
      },
    });
    const contestId: string = created.json().contest._id;
    const response = await test.app.inject({ method: 'GET', url: `/api/clics/contests/${contestId}/languages` });
    const languages = response.json() as { id: string }[];
    const brainfork = languages.find((language) => language.id === 'brainfork2');
    expect(brainfork).toEqual({
      id: 'brainfork2',
      name: 'Brainfork 2',
      entry_point_required: true,
      entry_point_name: 'Main cell',
      extensions: ['bfk', 'brainfork'],
    });
    expect(schemaErrors(OBJECT_SCHEMAS.languages!, brainfork, '2023-06')).toEqual([]);
  });

  it('is exported under its file name and read back from the package', async () => {
    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${problemId}`,
      headers: { cookie: adminCookie },
    });
    expect(exported.statusCode).toBe(200);
    const files = await unzipFiles(exported.rawPayload);
    expect(files['mirror/submissions/accepted/program.bfk']).toBe(bfkSolution);

    const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-added-language-'));
    try {
      const read = await readCodeyardPackage(await extractPackageArchive(exported.rawPayload, directory), null);
      expect(read.referenceCode).toContainEqual({ language: 'brainfork', code: bfkSolution });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('is compared in the similarity report with the grammar its row names (none: as text)', async () => {
    now = Date.parse('2030-05-01T12:30:00.000Z');
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/problem/createcontest',
      headers: { cookie: adminCookie },
      payload: {
        title: 'Similar',
        description: 'Compared afterwards',
        startTime: '2030-05-01T13:00:00.000Z',
        endTime: '2030-05-01T15:00:00.000Z',
        problems: [problemId],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const contestId: string = created.json().contest._id;
    for (const [index, code] of ['+[>,]<[.<]\n', '+[>,]<[.<] copied\n'].entries()) {
      const contestant = await signUp(test.app);
      await test.app.inject({
        method: 'POST',
        url: `/api/problem/contest/${contestId}/register`,
        headers: { cookie: contestant.cookie },
      });
      const at = new Date(Date.parse('2030-05-01T13:00:00.000Z') + (index + 1) * MINUTE).toISOString();
      await test.context.database
        .insertInto('submissions')
        .values({
          id: newId(),
          user_id: contestant.userId,
          problem_id: problemId,
          contest_id: contestId,
          language: 'bfk',
          code,
          status: 'accepted',
          runtime: 0,
          memory: 0,
          tests_passed: 1,
          tests_total: 1,
          error_message: null,
          verdict: 'Accepted',
          created_at: at,
          judged_at: at,
        })
        .execute();
    }
    const analyzed: DolosGroupInput[] = [];
    const reports = new SimilarityReports(async (groups) => {
      analyzed.push(...groups);
      return groups.map(() => ({ pairs: [] }));
    });
    now = Date.parse('2030-05-01T16:00:00.000Z');
    const report = await reports.report(test.context.database, { contestId, nowMs: now });
    expect(report.groups.map((group) => group.language)).toEqual(['brainfork']);
    // The problem has no Brainfork start code: the skeleton it opens on is left out of the comparison.
    expect(analyzed).toEqual([
      {
        grammar: null,
        sources: ['+[>,]<[.<]\n', '+[>,]<[.<] copied\n'],
        template: '>>+ read every token here',
      },
    ]);
  });
});
