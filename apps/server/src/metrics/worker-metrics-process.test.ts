import { afterAll, describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../testing/prometheus-text.js';
import { deleteTestRedisKeys, redisReachable, TEST_REDIS_URL, testRedisPrefix } from '../testing/redis.js';
import { freePort, startServerProcess, type ServerProcess } from '../testing/server-process.js';

const REDIS_PREFIX = testRedisPrefix('worker-metrics');
const TOKEN = 'worker-process-token-0123';
const reachable = await redisReachable();

/** `npm run worker` as it runs in production: JSON log lines, and /metrics on WORKER_METRICS_PORT. */
describe.skipIf(!reachable)('the built worker process', () => {
  let worker: ServerProcess | null = null;
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await deleteTestRedisKeys(REDIS_PREFIX);
  });

  it('logs JSON lines and serves its judging metrics on WORKER_METRICS_PORT to this machine or the token', async () => {
    worker = await startServerProcess({
      script: 'worker',
      env: {
        REDIS_URL: TEST_REDIS_URL,
        REDIS_PREFIX,
        JUDGE_WORKERS: '1',
        WORKER_METRICS_PORT: String(await freePort()),
        METRICS_TOKEN: TOKEN,
      },
      startTimeoutMs: 120_000,
    });
    const response = await fetch(`${worker.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const { types } = parsePrometheusText(await response.text());
    expect(types.get('codeyard_verdicts_total')).toBe('counter');
    expect(types.get('codeyard_judge_queue_wait_seconds')).toBe('histogram');
    expect(types.get('codeyard_judging_duration_seconds')).toBe('histogram');
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(types.has('codeyard_http_request_duration_seconds')).toBe(false);

    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    expect((await fetch(`${worker.url}/metrics`, { headers: forwarded })).status).toBe(403);
    const withToken = await fetch(`${worker.url}/metrics`, {
      headers: { ...forwarded, authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);

    const lines = worker
      .output()
      .split('\n')
      .filter((line) => line.trim());
    const ready = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; role?: string; metricsPort?: number })
      .find((line) => line.msg.startsWith('Judge worker ready'));
    expect(ready).toMatchObject({ level: 30, role: 'worker', metricsPort: Number(new URL(worker.url).port) });

    const exit = await worker.stop('SIGTERM');
    expect(exit.code).toBe(0);
  }, 180_000);
});
