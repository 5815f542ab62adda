import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../services/problems/problems.js';
import { createPendingSubmission } from '../services/submissions/submissions.js';
import { availableDialects } from '../testing/databases.js';
import { SUM_OVERFLOWING_CPP, SUM_SOLUTIONS, sumProblem } from '../testing/fixture-problem.js';
import { closeSharedJudge, sharedJudge } from '../testing/judging.js';
import { parsePrometheusText, sampleValue } from '../testing/prometheus-text.js';
import { createTestApp, signUp, type TestApp } from '../testing/test-app.js';
import { createInProcessJudging } from './judging-service.js';

type LoggedLine = { level: string; details: Record<string, unknown>; message: string };

/** A JudgingLog that keeps what it is given, as the app's pino logger would write it. */
function keptLog(into: LoggedLine[]) {
  return {
    info: (details: object, message: string) =>
      into.push({ level: 'info', details: details as Record<string, unknown>, message }),
    error: (details: object, message: string) =>
      into.push({ level: 'error', details: details as Record<string, unknown>, message }),
  };
}

const samplesOf = async (test: TestApp) => {
  const response = await test.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return parsePrometheusText(response.body).samples;
};

describe('judging in process, in /metrics and the log', () => {
  let test: TestApp;
  const logged: LoggedLine[] = [];

  beforeAll(async () => {
    test = await createTestApp({
      // TRUST_PROXY: the submits name their request, as nginx does.
      env: { AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000', TRUST_PROXY: 'true' },
      judging: ({ database, metrics }) => {
        const judging = createInProcessJudging({
          database,
          startJudge: sharedJudge,
          metrics: metrics.judge,
          log: keptLog(logged),
        });
        // The shared judge stays up for the file's other tests.
        return { ...judging, close: async () => undefined };
      },
    });
  });
  afterAll(async () => {
    await test?.close();
    await closeSharedJudge();
  });

  it('counts a judged submission by verdict, times its judging by language and its wait, and logs it by request id', async () => {
    const problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
    const { cookie } = await signUp(test.app);
    const submit = (code: string, language: string, requestId: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/submissions/submit/${problemId}`,
        headers: { cookie, 'x-request-id': requestId },
        payload: { code, language },
      });
    const before = await samplesOf(test);
    expect(sampleValue(before, 'codeyard_verdicts_total', { status: 'accepted' })).toBeUndefined();

    const accepted = await submit(SUM_SOLUTIONS.python, 'python', 'submit-accepted-1');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    const wrong = await submit(SUM_OVERFLOWING_CPP, 'cpp', 'submit-wrong-1');
    expect(wrong.json().status).toBe('wrong');

    const after = await samplesOf(test);
    expect(sampleValue(after, 'codeyard_verdicts_total', { status: 'accepted', verdict: 'Accepted' })).toBe(1);
    expect(sampleValue(after, 'codeyard_verdicts_total', { status: 'wrong', verdict: 'Wrong Answer' })).toBe(1);
    expect(sampleValue(after, 'codeyard_judging_duration_seconds_count', { language: 'python' })).toBe(1);
    expect(sampleValue(after, 'codeyard_judging_duration_seconds_count', { language: 'cpp' })).toBe(1);
    expect(sampleValue(after, 'codeyard_judging_duration_seconds_sum', { language: 'python' })).toBeGreaterThan(0);
    expect(sampleValue(after, 'codeyard_judge_queue_wait_seconds_count', { kind: 'submission' })).toBe(2);
    // The in-process judge's own queue, read at scrape time: idle again.
    expect(sampleValue(after, 'codeyard_judge_queue_jobs', { state: 'waiting' })).toBe(0);
    expect(sampleValue(after, 'codeyard_judge_queue_jobs', { state: 'active' })).toBe(0);
    expect(sampleValue(after, 'codeyard_judge_workers')).toBe(1);

    const acceptedId = accepted.json()._id;
    const lines = logged.filter((line) => line.details.requestId === 'submit-accepted-1');
    expect(lines.map((line) => line.message)).toEqual(['judging started', 'judging finished']);
    expect(lines[1]!.details).toMatchObject({
      submissionId: acceptedId,
      language: 'python',
      status: 'accepted',
      verdict: 'Accepted',
    });
    expect(lines[1]!.details.durationMs).toEqual(expect.any(Number));
  }, 120_000);
});

describe('a judging that fails, in /metrics and the log', () => {
  let test: TestApp;
  const logged: LoggedLine[] = [];
  beforeAll(async () => {
    test = await createTestApp({
      env: { JUDGE_RATE_LIMIT: '1000', TRUST_PROXY: 'true' },
      judging: ({ database, metrics }) =>
        createInProcessJudging({
          database,
          startJudge: () => Promise.reject(new Error('bubblewrap is missing')),
          metrics: metrics.judge,
          log: keptLog(logged),
        }),
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('counts it as Internal Error, times no judging, and logs why at error level with the request id', async () => {
    const problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
    const { cookie } = await signUp(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${problemId}`,
      headers: { cookie, 'x-request-id': 'submit-unjudged-1' },
      payload: { code: SUM_SOLUTIONS.python, language: 'python' },
    });
    expect(response.json().status).toBe('error');

    const samples = parsePrometheusText((await test.app.inject({ method: 'GET', url: '/metrics' })).body).samples;
    expect(sampleValue(samples, 'codeyard_verdicts_total', { status: 'error', verdict: 'Internal Error' })).toBe(1);
    expect(sampleValue(samples, 'codeyard_judging_duration_seconds_count', { language: 'python' })).toBeUndefined();
    expect(sampleValue(samples, 'codeyard_judge_workers')).toBe(0);
    expect(logged).toEqual([
      {
        level: 'error',
        message: 'judging failed',
        details: expect.objectContaining({
          requestId: 'submit-unjudged-1',
          submissionId: response.json()._id,
          verdict: 'Internal Error',
          errorMessage: expect.stringContaining('bubblewrap is missing'),
        }),
      },
    ]);
  });
});

describe.each(await availableDialects())('pending submissions in /metrics on %s', (dialect) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ dialect });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('counts the submissions without a verdict and the age of the oldest, in one cheap look-up', async () => {
    const read = async () =>
      parsePrometheusText((await test.app.inject({ method: 'GET', url: '/metrics' })).body).samples;
    const idle = await read();
    expect(sampleValue(idle, 'codeyard_submissions_pending')).toBe(0);
    expect(sampleValue(idle, 'codeyard_submissions_pending_oldest_age_seconds')).toBe(0);

    const problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
    const { userId } = await signUp(test.app);
    for (const minutesAgo of [10, 2])
      await createPendingSubmission(test.context.database, {
        userId,
        problemId,
        language: 'python',
        code: 'print(1)',
        contestId: null,
        testsTotal: 1,
        createdMs: Date.now() - minutesAgo * 60_000,
      });
    // The gauges of one scrape share a reading for a second (real time): asked again until a new one counts them.
    let waiting = await read();
    await expect
      .poll(
        async () => {
          waiting = await read();
          return sampleValue(waiting, 'codeyard_submissions_pending');
        },
        { timeout: 10_000, interval: 100 },
      )
      .toBe(2);
    const age = sampleValue(waiting, 'codeyard_submissions_pending_oldest_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(660);
  });
});
