import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contestArchiveMessages } from '@codeyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { extractArchive } from '../../problems/archive-extract.js';
import { schemaErrors } from '../../testing/clics-schemas.js';
import { SPRING_CUP_PROBLEMS, springCupArchive } from '../../testing/contest-packages.js';
import { availableDialects } from '../../testing/databases.js';
import { closeSharedJudge, realJudging } from '../../testing/judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';
import { multipartFile } from '../../testing/zip.js';

const dialects = await availableDialects();
/** A month before the Spring Cup (2030-03-01T09:00Z), so it is upcoming. */
const NOW = Date.parse('2030-02-01T00:00:00Z');

/** The contest and its problems as an admin reads them back: what an import must reproduce. */
async function contestAsStored(test: TestApp, cookie: string, contestId: string) {
  const detail = (
    await test.app.inject({ method: 'GET', url: `/api/problem/contestbyid/${contestId}`, headers: { cookie } })
  ).json();
  const problems = await Promise.all(
    (detail.problems as { _id: string; label: string; rgb?: string; color?: string }[]).map(async (problem) => {
      const full = (
        await test.app.inject({ method: 'GET', url: `/api/problem/admin/${problem._id}`, headers: { cookie } })
      ).json();
      return {
        label: problem.label,
        rgb: problem.rgb,
        color: problem.color,
        slug: full.slug,
        title: full.title,
        description: full.description,
        visibleTests: full.visibleTests,
        hiddenTests: full.hiddenTests,
        referenceCode: full.referenceCode,
        timeLimitMs: full.timeLimitMs,
      };
    }),
  );
  const { title, description, startTime, endTime, freezeMinutes, scoring, rated, finalize } = detail;
  return { title, description, startTime, endTime, freezeMinutes, scoring, rated, finalize, problems };
}

describe.each(dialects)('contest archives on %s', (dialect) => {
  let test: TestApp;
  let admin: string;
  let contestant: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect, judging: realJudging, clock: () => NOW, env: { AUTH_RATE_LIMIT: '1000' } });
    admin = await signInAsAdmin(test);
    contestant = (await signUp(test.app)).cookie;
  });
  afterAll(async () => {
    await test?.close();
    await closeSharedJudge();
  });

  const upload = (archive: Buffer, options: { cookie?: string; fileName?: string } = {}) => {
    const form = multipartFile('file', options.fileName ?? 'spring-cup.zip', archive);
    return test.app.inject({
      method: 'POST',
      url: '/api/problem/contest/import',
      headers: { ...form.headers, ...(options.cookie === '' ? {} : { cookie: options.cookie ?? admin }) },
      payload: form.payload,
    });
  };
  const exportOf = (contestId: string, cookie = admin) =>
    test.app.inject({ method: 'GET', url: `/api/problem/contest/${contestId}/export`, headers: { cookie } });
  const count = async (table: 'contests' | 'problems') =>
    (await test.context.database.selectFrom(table).select('id').execute()).length;

  it('creates the contest with its three problems in order, with their labels and colours', async () => {
    const response = await upload(await springCupArchive());
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    // The answer of contest creation (POST /problem/createcontest): message, contest, warnings.
    expect(answer).toMatchObject({
      message: contestArchiveMessages.imported,
      contest: {
        title: 'Spring Cup',
        description: 'The Spring Cup of Codeyard',
        // 10:00 at +01:00, for two and a half hours, the last half hour frozen.
        startTime: '2030-03-01T09:00:00.000Z',
        endTime: '2030-03-01T11:30:00.000Z',
        freezeMinutes: 30,
        scoring: 'icpc',
        rated: false,
        finalize: 'auto',
      },
      // New problems are contest problems, hidden until the start: nothing public to warn about.
      warnings: [],
    });
    const contestId = answer.contest._id as string;
    expect(answer.contest.id).toBe(contestId);

    const stored = await contestAsStored(test, admin, contestId);
    expect(stored.problems.map(({ label, rgb, color, title }) => ({ label, rgb, color, title }))).toEqual([
      { label: 'P1', rgb: '#e6194b', color: 'red', title: 'Add Two' },
      { label: 'P2', rgb: '#3cb44b', color: undefined, title: 'Largest of Three' },
      { label: 'P3', rgb: '#00f', color: 'blue', title: 'Reverse a Word' },
    ]);
    expect(stored.problems.map((problem) => problem.slug)).toEqual(Object.keys(SPRING_CUP_PROBLEMS));

    // The board and the Contest API call the problems the same.
    const board = await test.app.inject({
      method: 'GET',
      url: `/api/leader/contest/${contestId}/standings`,
      headers: { cookie: admin },
    });
    expect(board.json().problems.map((problem: { label: string }) => problem.label)).toEqual(['P1', 'P2', 'P3']);
    const clics = await test.app.inject({
      method: 'GET',
      url: `/api/clics/contests/${contestId}/problems`,
      headers: { cookie: admin },
    });
    expect(clics.json().map((problem: Record<string, unknown>) => [problem.label, problem.rgb, problem.color])).toEqual(
      [
        ['P1', '#e6194b', 'red'],
        ['P2', '#3cb44b', undefined],
        ['P3', '#00f', 'blue'],
      ],
    );
    // Hidden from contestants until the start, like any contest problem.
    const firstProblem = (
      await test.app.inject({ method: 'GET', url: `/api/problem/contestbyid/${contestId}`, headers: { cookie: admin } })
    ).json().problems[0]._id;
    const asContestant = await test.app.inject({
      method: 'GET',
      url: `/api/problem/problembyid/${firstProblem}`,
      headers: { cookie: contestant },
    });
    expect(asContestant.statusCode).toBe(404);
  });

  it('exports a package that imports as the same contest, here and on another server', async () => {
    const imported = (await upload(await springCupArchive())).json().contest._id as string;
    const exported = await exportOf(imported);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="spring-cup.zip"');

    // What other CLICS tools read: contest.yaml and problems.yaml as the Contest API's objects.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-export-'));
    try {
      const { root } = await extractArchive(exported.rawPayload, folder);
      expect(path.basename(root)).toBe('spring-cup');
      const contestYaml = YAML.parse(fs.readFileSync(path.join(root, 'contest.yaml'), 'utf8'));
      expect(schemaErrors('contest.json', contestYaml)).toEqual([]);
      expect(contestYaml).toMatchObject({ name: 'Spring Cup', duration: '2:30:00.000', penalty_time: 20 });
      const problemsYaml = YAML.parse(fs.readFileSync(path.join(root, 'problems.yaml'), 'utf8'));
      for (const problem of problemsYaml) expect(schemaErrors('problem.json', problem)).toEqual([]);
      expect(fs.readdirSync(root).sort()).toEqual(
        ['add-two', 'codeyard.yaml', 'contest.yaml', 'largest-of-three', 'problems.yaml', 'reverse-word'].sort(),
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }

    const original = await contestAsStored(test, admin, imported);
    const problemsBefore = await count('problems');
    const again = await upload(exported.rawPayload);
    expect(again.statusCode, again.body).toBe(201);
    // Here, the problems are found by their slugs and reused, as a problem package's import does.
    expect(await count('problems')).toBe(problemsBefore);
    expect(await contestAsStored(test, admin, again.json().contest._id)).toEqual(original);

    const elsewhere = await createTestApp({ dialect, judging: realJudging, clock: () => NOW });
    try {
      const elsewhereAdmin = await signInAsAdmin(elsewhere);
      const form = multipartFile('file', 'spring-cup.zip', exported.rawPayload);
      const created = await elsewhere.app.inject({
        method: 'POST',
        url: '/api/problem/contest/import',
        headers: { ...form.headers, cookie: elsewhereAdmin },
        payload: form.payload,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await contestAsStored(elsewhere, elsewhereAdmin, created.json().contest._id)).toEqual(original);
    } finally {
      await elsewhere.close();
    }
  });

  it('creates nothing when one problem fails its verification, and names the problem', async () => {
    const [contests, problems] = [await count('contests'), await count('problems')];
    const response = await upload(
      await springCupArchive({
        problemFiles: { 'reverse-word': { 'submissions/accepted/solution.py': 'print(input())\n' } },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^Problem "reverse-word": Reference solution failed its tests — /);
    expect([await count('contests'), await count('problems')]).toEqual([contests, problems]);
  });

  it('creates nothing when one problem cannot be read, and names the problem and the reason', async () => {
    const [contests, problems] = [await count('contests'), await count('problems')];
    const response = await upload(
      await springCupArchive({
        problemFiles: { 'largest-of-three': { 'data/secret/1.ans': Buffer.alloc(0), 'data/secret/2.in': '1 2 3\n' } },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Invalid contest package "spring-cup": problem "largest-of-three": data/secret/2.in has no answer file data/secret/2.ans',
    );
    expect([await count('contests'), await count('problems')]).toEqual([contests, problems]);
  });

  it('takes the start time from the form when given, and asks for one when the package has none', async () => {
    const undated = await springCupArchive({
      contestYaml: 'name: Autumn Cup\nduration: 1:00:00\nscoreboard_type: pass-fail\npenalty_time: 20\n',
    });
    const refused = await upload(undated);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(contestArchiveMessages.startTimeMissing);

    const form = multipartFile('file', 'autumn.zip', undated, { startTime: '2030-09-01T08:00:00.000Z' });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/problem/contest/import',
      headers: { ...form.headers, cookie: admin },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().contest).toMatchObject({
      title: 'Autumn Cup',
      startTime: '2030-09-01T08:00:00.000Z',
      endTime: '2030-09-01T09:00:00.000Z',
      freezeMinutes: 0,
    });
  });

  it('reads a score board as IOI rules, and refuses a penalty the ranking does not count', async () => {
    const scored = await upload(
      await springCupArchive({
        contestYaml: 'name: Score Cup\nstart_time: 2030-05-01T10:00:00Z\nduration: 3:00:00\nscoreboard_type: score\n',
      }),
    );
    expect(scored.statusCode, scored.body).toBe(201);
    expect(scored.json().contest).toMatchObject({ scoring: 'ioi', ioiScoreMode: 'best-submission' });

    const penalty = await upload(
      await springCupArchive({
        contestYaml:
          'name: Harsh Cup\nstart_time: 2030-05-01T10:00:00Z\nduration: 3:00:00\nscoreboard_type: pass-fail\npenalty_time: 30\n',
      }),
    );
    expect(penalty.statusCode).toBe(400);
    expect(penalty.json().message).toBe(
      'Invalid contest package "spring-cup": contest.yaml: penalty_time 30 is not supported: Codeyard counts 20 minutes per rejected attempt',
    );
  });

  it('answers only admins: 401 without a session, 403 for a contestant, importing and exporting', async () => {
    const archive = await springCupArchive();
    expect((await upload(archive, { cookie: '' })).statusCode).toBe(401);
    expect((await upload(archive, { cookie: contestant })).statusCode).toBe(403);
    const contestId = (await test.context.database.selectFrom('contests').select('id').executeTakeFirstOrThrow()).id;
    expect((await exportOf(contestId, contestant)).statusCode).toBe(403);
    expect((await exportOf(contestId, '')).statusCode).toBe(401);
    expect((await exportOf('no-such-contest')).statusCode).toBe(404);
  });
});
