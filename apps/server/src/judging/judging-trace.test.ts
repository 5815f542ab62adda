import { Writable } from 'node:stream';
import { pino } from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { createWorkerMetrics } from '../metrics/app-metrics.js';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server.js';
import { startServer, type RunningServer } from '../server.js';
import { insertProblem } from '../services/problems/problems.js';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../testing/databases.js';
import { SUM_SOLUTIONS, sumProblem } from '../testing/fixture-problem.js';
import { closeSharedJudge, sharedJudge } from '../testing/judging.js';
import { parsePrometheusText, sampleValue } from '../testing/prometheus-text.js';
import { deleteTestRedisKeys, redisReachable, TEST_REDIS_URL, testRedisPrefix } from '../testing/redis.js';
import { signUp, testConfig } from '../testing/test-app.js';
import { startJudgeWorker } from './queue/worker.js';

const REDIS_PREFIX = testRedisPrefix('trace');
const TOKEN = 'worker-scrape-token-0123';
const reachable = (await redisReachable()) && (await isPostgresReachable());
if (!reachable) console.warn('skipped: following a submission across processes needs PostgreSQL and Redis');

/** A pino destination that keeps every JSON line written to it, as a log collector would. */
function capturedLog(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  let pending = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

/**
 * The scaled configuration (a web server that does not judge, a worker taking jobs from Redis):
 * one submission is followed by its request id from the web server's log into the worker's, and
 * is counted once, by the worker, whose metrics server answers as the web server's /metrics does.
 */
describe.skipIf(!reachable)('a submission followed across the web server and the worker', () => {
  let testDatabase: TestDatabase;
  let server: RunningServer;
  let worker: { close(): Promise<void> };
  let workerDatabase: ReturnType<typeof openDatabase>;
  let metricsServer: MetricsServer;
  const workerMetrics = createWorkerMetrics();
  const webLog = capturedLog();
  const workerLog = capturedLog();
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    const config = testConfig({
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX,
      JUDGE_IN_PROCESS: 'false',
      AUTH_RATE_LIMIT: '1000',
      JUDGE_RATE_LIMIT: '1000',
      // Behind nginx, which names each request.
      TRUST_PROXY: 'true',
    });
    server = await startServer(
      { ...config, database: testDatabase.settings, port: 0, host: '127.0.0.1' },
      { logger: { level: 'info', stream: webLog.stream } },
    );
    workerDatabase = openDatabase(testDatabase.settings);
    worker = startJudgeWorker({
      database: workerDatabase,
      redisUrl: TEST_REDIS_URL,
      judge: await sharedJudge(),
      concurrency: 1,
      namespace: REDIS_PREFIX,
      metrics: workerMetrics.judge,
      log: pino({ level: 'info', base: { role: 'worker' } }, workerLog.stream),
    });
    metricsServer = await startMetricsServer({
      registry: workerMetrics.registry,
      port: 0,
      host: '127.0.0.1',
      token: TOKEN,
    });
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await metricsServer?.close();
    await server?.close();
    await worker?.close();
    await closeSharedJudge();
    await workerDatabase?.destroy();
    await testDatabase?.drop();
    await deleteTestRedisKeys(REDIS_PREFIX);
  });

  it("shows the submit's X-Request-Id in the worker's log lines for that submission, and counts it once", async () => {
    const problemId = await insertProblem(server.context.database, sumProblem(), server.context.clock());
    const { cookie } = await signUp(server.app);
    const requestId = 'nginx-trace-7f3a9c';
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${problemId}`,
      headers: { cookie, 'x-request-id': requestId },
      payload: { code: SUM_SOLUTIONS.python, language: 'python' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe(requestId);
    const submissionId = response.json()._id as string;
    expect(response.json().status).toBe('accepted');

    // The web server's request lines carry the id under the same key as the worker's.
    expect(webLog.lines.some((line) => line.requestId === requestId && line.msg === 'request completed')).toBe(true);
    const workerLines = workerLog.lines.filter((line) => line.requestId === requestId);
    expect(workerLines.map((line) => line.msg)).toEqual(['judging started', 'judging finished']);
    expect(workerLines[1]).toMatchObject({
      role: 'worker',
      submissionId,
      language: 'python',
      status: 'accepted',
      verdict: 'Accepted',
      durationMs: expect.any(Number),
    });
    // Grepping the submission id finds the same lines.
    expect(workerLog.lines.filter((line) => line.submissionId === submissionId)).toEqual(workerLines);

    const worker = parsePrometheusText(await (await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`)).text());
    expect(sampleValue(worker.samples, 'codeyard_verdicts_total', { status: 'accepted' })).toBe(1);
    expect(sampleValue(worker.samples, 'codeyard_judging_duration_seconds_count', { language: 'python' })).toBe(1);
    expect(sampleValue(worker.samples, 'codeyard_judge_queue_wait_seconds_count', { kind: 'submission' })).toBe(1);
    expect(worker.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    // A worker has no HTTP routes or sockets of its own to report.
    expect(worker.types.has('codeyard_http_request_duration_seconds')).toBe(false);

    // The web server queued it but did not judge it: it counts no verdict, so summing both counts one.
    const web = parsePrometheusText((await server.app.inject({ method: 'GET', url: '/metrics' })).body);
    expect(sampleValue(web.samples, 'codeyard_verdicts_total', { status: 'accepted' })).toBeUndefined();
    // Read from BullMQ at scrape time: nothing waits any more.
    expect(sampleValue(web.samples, 'codeyard_judge_queue_jobs', { state: 'waiting' })).toBe(0);
    expect(sampleValue(web.samples, 'codeyard_judge_queue_jobs', { state: 'active' })).toBe(0);
  }, 120_000);

  it('counts the sockets connected to the web server', async () => {
    const { cookie } = await signUp(server.app);
    const socket = connect(server.url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const samples = parsePrometheusText((await server.app.inject({ method: 'GET', url: '/metrics' })).body).samples;
    expect(sampleValue(samples, 'codeyard_sockets_connected')).toBe(1);
    socket.disconnect();
    // The server hears the close a moment later.
    await expect
      .poll(async () =>
        sampleValue(
          parsePrometheusText((await server.app.inject({ method: 'GET', url: '/metrics' })).body).samples,
          'codeyard_sockets_connected',
        ),
      )
      .toBe(0);
  });

  it("serves the worker's metrics on its own port under the same rule: this machine, or the token", async () => {
    const url = `http://127.0.0.1:${metricsServer.port}`;
    const ok = await fetch(`${url}/metrics`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const forwarded = await fetch(`${url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.status).toBe(403);
    expect(((await forwarded.json()) as { message: string }).message).toMatch(/METRICS_TOKEN/);
    const wrongToken = await fetch(`${url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${TOKEN}-not` },
    });
    expect(wrongToken.status).toBe(403);
    const withToken = await fetch(`${url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);
    expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
  });
});
