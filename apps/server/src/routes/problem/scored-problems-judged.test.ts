import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toProblemBody } from '@codeyard/shared';
import { availableDialects } from '../../testing/databases.js';
import { HIDDEN_MARKERS, SUM_OVERFLOWING_CPP, SUM_SOLUTIONS, sumProblem } from '../../testing/fixture-problem.js';
import { closeSharedJudge, realJudging } from '../../testing/judging.js';
import { createTestApp, signInAsAdmin, signUp, type TestApp } from '../../testing/test-app.js';

const dialects = await availableDialects();

/** The sum problem's hidden tests 1–3 fit in 32 bits, test 4 does not: an int overflow earns "fits" only. */
const GROUPS = [
  { name: 'fits', points: 60, tests: [0, 1, 2] },
  { name: 'overflows', points: 40, tests: [3] },
];

describe.each(dialects)('a scored problem judged by the real judge on %s', (dialect) => {
  let test: TestApp;
  let admin: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect, judging: realJudging, env: { AUTH_RATE_LIMIT: '1000' } });
    admin = await signInAsAdmin(test);
  });
  afterAll(async () => {
    await test?.close();
    await closeSharedJudge();
  });

  it('is created through the admin API, verified, and scores a partial and a full solution', async () => {
    const { slug: _slug, checker: _checker, sourceHash: _hash, ...fields } = sumProblem({ title: 'Judged Scored Sum' });
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/problem/create',
      headers: { cookie: admin },
      payload: { ...toProblemBody(fields), tags: 'array', scoring: { groups: GROUPS } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const problemId: string = created.json().problem._id;
    const user = await signUp(test.app);
    const submit = (language: string, code: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/submissions/submit/${problemId}`,
        headers: { cookie: user.cookie },
        payload: { language, code },
      });

    const partial = await submit('cpp', SUM_OVERFLOWING_CPP);
    expect(partial.json()).toMatchObject({
      status: 'wrong',
      verdict: 'Partially Accepted',
      score: 60,
      maxScore: 100,
      testCasesPassed: 3,
      testCasesTotal: 4,
      errorMessage: 'Wrong Answer on test 4',
      groups: [
        { name: 'fits', score: 60, maxScore: 60, verdict: 'AC' },
        { name: 'overflows', score: 0, maxScore: 40, verdict: 'WA' },
      ],
    });
    // Only verdicts, numbers and group names: nothing of a hidden test's content.
    for (const marker of HIDDEN_MARKERS) expect(partial.body).not.toContain(marker);
    expect(partial.body).not.toContain('4000000000');

    const zero = await submit('python', 'print(0)\n');
    expect(zero.json()).toMatchObject({ status: 'wrong', verdict: 'Wrong Answer', score: 0 });

    const full = await submit('python', SUM_SOLUTIONS.python);
    expect(full.json()).toMatchObject({ status: 'accepted', verdict: 'Accepted', score: 100, maxScore: 100 });
    const page = await test.app.inject({
      method: 'GET',
      url: `/api/problem/problembyid/${problemId}`,
      headers: { cookie: user.cookie },
    });
    expect(page.json()).toMatchObject({ solvedByUser: true, bestScore: 100, type: 'scoring' });
  });
});
