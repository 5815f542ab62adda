import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { insertProblem } from '../../services/problems/problems.js';
import {
  createPendingSubmission,
  recordOutcome,
  type SubmissionOutcome,
} from '../../services/submissions/submissions.js';
import { availableDialects } from '../../testing/databases.js';
import { sumProblem } from '../../testing/fixture-problem.js';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.js';

const dialects = await availableDialects();

const accepted: SubmissionOutcome = {
  status: 'accepted',
  runtime: 1,
  memory: 1,
  testsPassed: 1,
  testsTotal: 1,
  errorMessage: null,
  verdict: 'Accepted',
};
const wrong: SubmissionOutcome = {
  status: 'wrong',
  runtime: 1,
  memory: 1,
  testsPassed: 0,
  testsTotal: 1,
  errorMessage: 'Wrong Answer on test 1',
  verdict: 'Wrong Answer',
};

describe.each(dialects)('problem list acceptance rates on %s', (dialect) => {
  let test: TestApp;

  afterEach(async () => {
    await test?.close();
  });

  type Row = { _id: string; acceptanceRate: number | null };
  const list = async (): Promise<Row[]> =>
    (await test.app.inject({ method: 'GET', url: '/api/problem/getAllProblem' })).json();
  const rateOf = async (problemId: string) => (await list()).find((row) => row._id === problemId)?.acceptanceRate;

  it('answers accepted ÷ judged submissions as a percentage, null before any, and refreshes the cached list on each verdict', async () => {
    test = await createTestApp({ dialect });
    const { database } = test.context;
    const first = await insertProblem(database, sumProblem({ title: 'First' }), Date.now());
    const second = await insertProblem(database, sumProblem({ title: 'Second' }), Date.now());
    const { userId } = await signUp(test.app);
    const judge = async (problemId: string, outcome: SubmissionOutcome | null) => {
      const submission = await createPendingSubmission(database, {
        userId,
        problemId,
        language: 'cpp',
        code: 'x',
        contestId: null,
        testsTotal: 1,
        createdMs: Date.now(),
      });
      if (outcome) await recordOutcome(database, submission, outcome, Date.now());
    };

    // Nothing submitted: no rate, not 0 %. This answer is now cached.
    expect(await list()).toEqual([
      { _id: first, title: 'First', difficulty: 'easy', tags: ['array'], acceptanceRate: null },
      { _id: second, title: 'Second', difficulty: 'easy', tags: ['array'], acceptanceRate: null },
    ]);

    // A pending submission has no verdict yet and does not count.
    await judge(first, null);
    expect(await rateOf(first)).toBeNull();

    await judge(first, wrong);
    expect(await rateOf(first)).toBe(0);
    await judge(first, accepted);
    expect(await rateOf(first)).toBe(50);
    await judge(first, wrong);
    expect(await rateOf(first)).toBe(33.3);
    await judge(second, accepted);

    const rows = await list();
    expect(rows.map((row) => [row._id, row.acceptanceRate])).toEqual([
      [first, 33.3],
      [second, 100],
    ]);

    // The gzipped bytes are the same answer.
    const zipped = await test.app.inject({
      method: 'GET',
      url: '/api/problem/getAllProblem',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(rows);
  });
});

describe.each(dialects)('attempted problems on %s', (dialect) => {
  let test: TestApp;
  afterEach(async () => {
    await test?.close();
  });

  it("lists the caller's problems submitted but not solved, and no one else's", async () => {
    test = await createTestApp({ dialect, env: { AUTH_RATE_LIMIT: '1000' } });
    const { database } = test.context;
    const [wrongOnly, solvedAfterWrong, pendingOnly, untouched] = await Promise.all(
      ['Wrong only', 'Solved after wrong', 'Pending only', 'Untouched'].map((title) =>
        insertProblem(database, sumProblem({ title }), Date.now()),
      ),
    );
    const ada = await signUp(test.app);
    const bob = await signUp(test.app);
    const judge = async (userId: string, problemId: string, outcome: SubmissionOutcome | null) => {
      const submission = await createPendingSubmission(database, {
        userId,
        problemId: problemId!,
        language: 'cpp',
        code: 'x',
        contestId: null,
        testsTotal: 1,
        createdMs: Date.now(),
      });
      if (outcome) await recordOutcome(database, submission, outcome, Date.now());
    };
    await judge(ada.userId, wrongOnly!, wrong);
    await judge(ada.userId, wrongOnly!, wrong);
    await judge(ada.userId, solvedAfterWrong!, wrong);
    await judge(ada.userId, solvedAfterWrong!, accepted);
    await judge(ada.userId, pendingOnly!, null);
    await judge(bob.userId, untouched!, wrong);

    const attempted = async (cookie?: string) =>
      test.app.inject({ method: 'GET', url: '/api/problem/attempted', headers: cookie ? { cookie } : {} });
    expect((await attempted(ada.cookie)).json().problemIds.sort()).toEqual([wrongOnly, pendingOnly].sort());
    expect((await attempted(bob.cookie)).json().problemIds).toEqual([untouched]);
    expect((await attempted()).statusCode).toBe(401);
  });
});
