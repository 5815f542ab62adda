import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../../testing/databases.js';
import { closeSharedJudge, realJudging } from '../../testing/judging.js';
import { scoredFixturePackage, scoredFixtureSubmissions } from '../../testing/outside-packages.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';
import { multipartFile, zipFiles } from '../../testing/zip.js';

const dialects = await availableDialects();

/**
 * What the judge's `verify` says of each submission of the fixtures (verify-problem-package.test.ts):
 * importing the package and submitting through the API must agree.
 */
const EXPECTED: Record<'best-stretch' | 'prime-count', Record<string, object>> = {
  'best-stretch': {
    accepted: { status: 'accepted', verdict: 'Accepted', score: 100, maxScore: 100 },
    partially_accepted: {
      status: 'wrong',
      verdict: 'Partially Accepted',
      score: 30,
      maxScore: 100,
      groups: [
        { name: 'group1', score: 30, maxScore: 30, verdict: 'AC' },
        { name: 'group2', score: 0, maxScore: 70, verdict: 'WA' },
      ],
    },
    wrong_answer: { status: 'wrong', verdict: 'Wrong Answer', score: 0 },
    time_limit_exceeded: { status: 'wrong', verdict: 'Time Limit Exceeded', score: 0 },
  },
  'prime-count': {
    accepted: { status: 'accepted', score: 100, maxScore: 100 },
    partially_accepted: {
      status: 'wrong',
      verdict: 'Partially Accepted',
      score: 75,
      groups: [
        { name: '1-small', score: 20, maxScore: 20, verdict: 'AC' },
        { name: '2-medium', score: 30, maxScore: 30, verdict: 'AC' },
        { name: '3-large', score: 25, maxScore: 50, verdict: 'AC' },
      ],
    },
    wrong_answer: { status: 'wrong', verdict: 'Wrong Answer', score: 0 },
    time_limit_exceeded: { status: 'wrong', verdict: 'Time Limit Exceeded', score: 0 },
  },
};

describe.each(dialects)('importing a scored package on %s', (dialect) => {
  let test: TestApp;
  let admin: string;

  beforeAll(async () => {
    test = await createTestApp({
      dialect,
      judging: realJudging,
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
    });
    admin = await signInAsAdmin(test);
  });
  afterAll(async () => {
    await test?.close();
    await closeSharedJudge();
  });

  it.each(['best-stretch', 'prime-count'] as const)(
    'imports %s with its groups and scores each submission as the judge verifies it',
    async (fixture) => {
      const upload = multipartFile('file', `${fixture}.zip`, await zipFiles(scoredFixturePackage(fixture, fixture)));
      const imported = await test.app.inject({
        method: 'POST',
        url: '/api/problem/import',
        headers: { cookie: admin, ...upload.headers },
        payload: upload.payload,
      });
      expect(imported.statusCode, imported.body).toBe(201);
      const problemId: string = imported.json().problem._id;
      const user = await signUp(test.app);
      const page = await test.app.inject({
        method: 'GET',
        url: `/api/problem/problembyid/${problemId}`,
        headers: { cookie: user.cookie },
      });
      expect(page.json().type).toBe('scoring');
      expect(page.json().scoringGroups.reduce((sum: number, group: { points: number }) => sum + group.points, 0)).toBe(
        100,
      );

      for (const submission of scoredFixtureSubmissions(fixture)) {
        const answer = await test.app.inject({
          method: 'POST',
          url: `/api/submissions/submit/${problemId}`,
          headers: { cookie: user.cookie },
          payload: { language: 'python', code: submission.source },
        });
        expect(answer.json(), `${submission.folder}/${submission.file}`).toMatchObject(
          EXPECTED[fixture][submission.folder]!,
        );
      }

      // Exported, the groups are testdata.yaml folders; importing the export gives the same tree back.
      const storedTree = async () =>
        JSON.parse(
          (
            await test.context.database
              .selectFrom('problems')
              .select('scoring')
              .where('id', '=', problemId)
              .executeTakeFirstOrThrow()
          ).scoring!,
        ) as unknown;
      const before = await storedTree();
      const exported = await test.app.inject({
        method: 'GET',
        url: `/api/problem/export/${problemId}`,
        headers: { cookie: admin },
      });
      const again = multipartFile('file', `${fixture}.zip`, exported.rawPayload);
      const reimported = await test.app.inject({
        method: 'POST',
        url: '/api/problem/import',
        headers: { cookie: admin, ...again.headers },
        payload: again.payload,
      });
      expect(reimported.json(), reimported.body).toMatchObject({ created: false, problem: { _id: problemId } });
      expect(await storedTree()).toEqual(before);
    },
  );
});
