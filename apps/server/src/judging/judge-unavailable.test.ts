import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../services/problems/problems.js';
import { sumProblem, SUM_SOLUTIONS } from '../testing/fixture-problem.js';
import { createTestApp, signUp, type TestApp } from '../testing/test-app.js';
import { createInProcessJudging } from './judging-service.js';

/** When the sandbox cannot start, judging degrades and says why; the rest of the app keeps working. */
describe('a judge that cannot start', () => {
  let test: TestApp;
  let problemId: string;

  beforeAll(async () => {
    test = await createTestApp({
      judging: ({ database }) =>
        createInProcessJudging({
          database,
          startJudge: () =>
            Promise.reject(new Error('bubblewrap is not installed. How to fix: apt-get install bubblewrap')),
        }),
    });
    problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
  });
  afterAll(async () => test?.close());

  it('still serves problems and reports the judge as unavailable with the reason', async () => {
    expect((await test.app.inject({ method: 'GET', url: `/api/problem/problembyid/${problemId}` })).statusCode).toBe(
      200,
    );
    const health = (await test.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.judge).toMatchObject({
      available: false,
      starting: false,
      message: expect.stringContaining('bubblewrap is not installed'),
    });
  });

  it('answers a run with 503 and the reason', async () => {
    const { cookie } = await signUp(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/runcode/${problemId}`,
      headers: { cookie },
      payload: { code: SUM_SOLUTIONS.python, language: 'python' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toContain('The judge is unavailable: bubblewrap is not installed');
  });

  it('stores a submission as error with the reason instead of leaving it pending', async () => {
    const { cookie } = await signUp(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${problemId}`,
      headers: { cookie },
      payload: { code: SUM_SOLUTIONS.python, language: 'python' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'error',
      verdict: 'Internal Error',
      errorMessage: expect.stringContaining('The judge is unavailable'),
    });
    const history = await test.app.inject({
      method: 'GET',
      url: `/api/problem/submittedproblems/${problemId}`,
      headers: { cookie },
    });
    expect(history.json().map((entry: { status: string }) => entry.status)).toEqual(['error']);
  });
});
