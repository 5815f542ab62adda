import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessJudging } from '../judging/judging-service.js';
import { insertProblem } from '../services/problems/problems.js';
import { createPendingSubmission } from '../services/submissions/submissions.js';
import { availableDialects } from '../testing/databases.js';
import { SUM_OVERFLOWING_CPP, SUM_SOLUTIONS, sumProblem } from '../testing/fixture-problem.js';
import { closeSharedJudge, sharedJudge } from '../testing/judging.js';
import { parsePrometheusText, sampleValue } from '../testing/prometheus-text.js';
import { createTestApp, signUp, type TestApp } from '../testing/test-app.js';

const TOKEN = 'scraper-token-0123456789';
const REMOTE = '203.0.113.7';

describe('GET /metrics', () => {
  let test: TestApp;
  let noToken: TestApp;
  const logged: { details: Record<string, unknown>; message: string }[] = [];

  beforeAll(async () => {
    test = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true', AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' },
      judging: ({ database, metrics }) => {
        const judging = createInProcessJudging({
          database,
          startJudge: sharedJudge,
          metrics: metrics.judge,
          log: {
            info: (details, message) => logged.push({ details: details as Record<string, unknown>, message }),
            error: (details, message) => logged.push({ details: details as Record<string, unknown>, message }),
          },
        });
        // The shared judge stays up for the file's other tests.
        return { ...judging, close: async () => undefined };
      },
    });
    noToken = await createTestApp();
  });
  afterAll(async () => {
    await test?.close();
    await noToken?.close();
    await closeSharedJudge();
  });

  const scrape = (app: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    app.app.inject({ method: 'GET', url: '/metrics', ...options });
  const samplesOf = async (app: TestApp) => {
    const response = await scrape(app);
    expect(response.statusCode).toBe(200);
    return parsePrometheusText(response.body).samples;
  };

  it('answers a caller on this machine in the Prometheus text format, with the process metrics', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await scrape(test, { remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const { types } = parsePrometheusText(response.body);
      expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
      expect(types.get('process_resident_memory_bytes')).toBe('gauge');
      expect(types.get('codeyard_http_request_duration_seconds')).toBe('histogram');
      expect(types.get('codeyard_verdicts_total')).toBe('counter');
      expect(types.get('codeyard_sockets_connected')).toBe('gauge');
      expect(types.get('codeyard_standings_rebuilds_total')).toBe('counter');
    }
  });

  it('has every metric the example alerting rules and docs/operations.md name', async () => {
    const { types } = parsePrometheusText((await scrape(test)).body);
    const repository = path.resolve(import.meta.dirname, '../../../..');
    for (const file of ['deploy/prometheus/codeyard-alerts.yml', 'docs/operations.md']) {
      const named = new Set(
        fs.readFileSync(path.join(repository, file), 'utf8').match(/\b(codeyard|nodejs|process)_\w+/g),
      );
      expect(named.size).toBeGreaterThan(4);
      for (const name of named) {
        const family = name.replace(/_(bucket|sum|count)$/, '');
        expect(types.has(name) || types.get(family) === 'histogram', `${file} names ${name}`).toBe(true);
      }
    }
  });

  it('refuses a remote caller without the token or with a wrong one, and answers it with the token', async () => {
    const refused = await scrape(test, { remoteAddress: REMOTE });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/METRICS_TOKEN/);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const wrong = await scrape(test, { remoteAddress: REMOTE, headers: { authorization } });
      expect(wrong.statusCode).toBe(403);
    }
    const allowed = await scrape(test, { remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(parsePrometheusText(allowed.body).types.size).toBeGreaterThan(10);
  });

  it('refuses a request forwarded by a proxy on this machine unless it carries the token', async () => {
    for (const headers of [{ 'x-forwarded-for': REMOTE }, { forwarded: `for=${REMOTE}` }, { 'x-real-ip': REMOTE }]) {
      expect((await scrape(test, { headers })).statusCode).toBe(403);
    }
    const withToken = await scrape(test, {
      headers: { 'x-forwarded-for': REMOTE, authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('refuses every remote caller when no token is set, whatever it sends', async () => {
    const response = await scrape(noToken, { remoteAddress: REMOTE, headers: { authorization: 'Bearer ' } });
    expect(response.statusCode).toBe(403);
    expect((await scrape(noToken)).statusCode).toBe(200);
  });

  it('times requests under their route pattern and status class, never their raw URL', async () => {
    const id = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    const lookups = 3;
    for (let index = 0; index < lookups; index += 1)
      await noToken.app.inject({ method: 'GET', url: `/api/problem/problembyid/${id}` });
    await noToken.app.inject({ method: 'GET', url: `/api/no-such-route/${id}` });
    await noToken.app.inject({ method: 'GET', url: '/api/health' });

    const response = await scrape(noToken);
    expect(response.body).not.toContain(id);
    const samples = parsePrometheusText(response.body).samples;
    const countOf = (route: string, statusClass: string) =>
      sampleValue(samples, 'codeyard_http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_class: statusClass,
      });
    expect(countOf('/api/problem/problembyid/:id', '4xx')).toBe(lookups);
    expect(countOf('unmatched', '4xx')).toBe(1);
    expect(countOf('/api/health', '2xx')).toBe(1);
    // Every observation falls in the +Inf bucket; the sum is in seconds, so small.
    expect(
      sampleValue(samples, 'codeyard_http_request_duration_seconds_bucket', {
        route: '/api/health',
        le: '+Inf',
      }),
    ).toBe(1);
    expect(sampleValue(samples, 'codeyard_http_request_duration_seconds_sum', { route: '/api/health' })).toBeLessThan(
      5,
    );
  });

  it('names every request by an X-Request-Id: the one sent when it is safe, otherwise a new one', async () => {
    const given = await noToken.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-42.a:b' },
    });
    expect(given.headers['x-request-id']).toBe('nginx-42.a:b');
    for (const unsafe of ['has space', 'new\\nline', 'x'.repeat(65), 'quote"d']) {
      const response = await noToken.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': unsafe },
      });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const first = await noToken.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const second = await noToken.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('counts a judged submission by verdict, times its judging by language and its wait, and logs it by request id', async () => {
    const problemId = await insertProblem(test.context.database, sumProblem());
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

    const problemId = await insertProblem(test.context.database, sumProblem());
    const { userId } = await signUp(test.app);
    for (const minutesAgo of [10, 2])
      await createPendingSubmission(test.context.database, {
        userId,
        problemId,
        language: 'python',
        code: 'print(1)',
        contestId: null,
        testsTotal: 1,
        createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      });
    // Past the reading shared by one scrape's gauges.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const waiting = await read();
    expect(sampleValue(waiting, 'codeyard_submissions_pending')).toBe(2);
    const age = sampleValue(waiting, 'codeyard_submissions_pending_oldest_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(660);
  });
});

describe('a judging that fails, in /metrics and the log', () => {
  let test: TestApp;
  const logged: { level: string; details: Record<string, unknown>; message: string }[] = [];
  beforeAll(async () => {
    test = await createTestApp({
      env: { JUDGE_RATE_LIMIT: '1000' },
      judging: ({ database, metrics }) =>
        createInProcessJudging({
          database,
          startJudge: () => Promise.reject(new Error('bubblewrap is missing')),
          metrics: metrics.judge,
          log: {
            info: (details, message) =>
              logged.push({ level: 'info', details: details as Record<string, unknown>, message }),
            error: (details, message) =>
              logged.push({ level: 'error', details: details as Record<string, unknown>, message }),
          },
        }),
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('counts it as Internal Error, times no judging, and logs why at error level with the request id', async () => {
    const problemId = await insertProblem(test.context.database, sumProblem());
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
