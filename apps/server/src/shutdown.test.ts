import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/database.js';
import { insertProblem } from './services/problems/problems.js';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from './testing/databases.js';
import { sumProblem } from './testing/fixture-problem.js';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from './testing/private-redis.js';
import { deleteTestRedisKeys, redisReachable, TEST_REDIS_URL, testRedisPrefix } from './testing/redis.js';
import { startServerProcess, type ServerProcess } from './testing/server-process.js';

/**
 * SIGTERM (what systemd, Docker and Kubernetes send before a restart) on the BUILT server and
 * worker as real child processes: each must exit, within SHUTDOWN_TIMEOUT_MS, having let a Run in
 * flight answer. Needs `npm run build` first.
 */

/** Sleeps in each example, so that a Run is still being judged when the signal arrives. */
const SUM_PYTHON = 'a, b = map(int, input().split())\nprint(a + b)\n';
const SLOW_SUM_PYTHON = `import time\ntime.sleep(0.8)\n${SUM_PYTHON}`;

const started: ServerProcess[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.close());
  for (const child of started.splice(0)) if (child.child.exitCode === null) child.child.kill('SIGKILL');
});

async function start(options: Parameters<typeof startServerProcess>[0]): Promise<ServerProcess> {
  const child = await startServerProcess({ ...options, env: { JUDGE_RATE_LIMIT: '1000', ...options?.env } });
  started.push(child);
  return child;
}

/** A data directory of the test's own, so that the test can put a problem in the server's SQLite file. */
function dataDirectory(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-shutdown-'));
}

async function addProblem(settings: Parameters<typeof openDatabase>[0]): Promise<string> {
  const database = openDatabase(settings);
  try {
    return await insertProblem(database, sumProblem(), Date.now());
  } finally {
    await database.destroy();
  }
}

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ada',
      emailid: `ada-${Date.now()}-${Math.random()}@example.com`,
      password: 'Secret1!',
    }),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers.getSetCookie().find((entry) => entry.startsWith('codeyard_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

function run(url: string, cookie: string, problemId: string, code = SLOW_SUM_PYTHON) {
  return fetch(`${url}/api/submissions/runcode/${problemId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ language: 'python', code }),
  });
}

/** Waits until the judge of an embedded server has finished its self-tests. */
async function judgeReady(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as { judge: { available: boolean } };
    if (health.judge.available) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the judge did not start');
}

/** The judge queue as the server's /metrics counts it: [active, waiting]. */
async function judgeQueue(url: string): Promise<(string | undefined)[]> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return ['active', 'waiting'].map(
    (state) => text.match(new RegExp(`codeyard_judge_queue_jobs\\{state="${state}"\\} (\\d+)`))?.[1],
  );
}

/** Waits until the server's judge queue reads [active, waiting]. */
async function queueReads(url: string, expected: [string, string]): Promise<void> {
  await expect.poll(() => judgeQueue(url), { timeout: 30_000, interval: 100 }).toEqual(expected);
}

/** Waits until the process has printed `text`. */
async function printed(server: ServerProcess, text: string): Promise<void> {
  await vi.waitFor(() => expect(server.output()).toContain(text), { timeout: 10_000, interval: 50 });
}

function openSocket(url: string, transport: 'websocket' | 'polling', cookie?: string): Promise<Socket> {
  const socket = connect(url, { transports: [transport], extraHeaders: cookie ? { cookie } : {} });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('SIGTERM on the embedded server (SQLite, judge in process)', () => {
  it('exits 0 at once when idle, even while the judge is still starting', { timeout: 60_000 }, async () => {
    const server = await start({});
    const exit = await server.stop('SIGTERM');
    expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
    expect(exit.afterMs).toBeLessThan(3000);
    expect(server.output()).toContain('shutdown finished');
  });

  it(
    'exits 0 with socket.io clients (WebSocket and polling) and a keep-alive HTTP client connected',
    { timeout: 60_000 },
    async () => {
      const server = await start({});
      const cookie = await signUp(server.url);
      await openSocket(server.url, 'websocket', cookie);
      await openSocket(server.url, 'polling');
      const agent = new http.Agent({ keepAlive: true });
      const status = await new Promise<number>((resolve, reject) =>
        http
          .get(`${server.url}/api/health`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          })
          .on('error', reject),
      );
      expect(status).toBe(200);
      const exit = await server.stop('SIGTERM');
      agent.destroy();
      expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
      expect(exit.afterMs).toBeLessThan(5000);
    },
  );

  it('lets a Run in flight answer 200, then exits 0', { timeout: 180_000 }, async () => {
    const directory = dataDirectory();
    const server = await start({ env: { DATA_DIR: directory } });
    const problemId = await addProblem({ kind: 'sqlite', file: path.join(directory, 'codeyard.db') });
    const cookie = await signUp(server.url);
    await judgeReady(server.url);
    const answer = run(server.url, cookie, problemId);
    // The Run is being judged when the signal arrives.
    await queueReads(server.url, ['1', '0']);
    const exit = server.stop('SIGTERM');
    const response = await answer;
    const body = (await response.json()) as { success?: boolean; testResults?: { stdout: string }[] };
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.success).toBe(true);
    expect(body.testResults?.map((test) => test.stdout.trim())).toEqual(['3', '0']);
    const exited = await exit;
    expect(exited, server.output()).toMatchObject({ code: 0, signal: null });
    // Not held by the Run's keep-alive connection (Fastify keeps an idle one 72 s: it was, before issue 23).
    expect(exited.afterMs).toBeLessThan(8000);
    // Refuses new work meanwhile: nothing listens any more.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it(
    'hands back the submissions still waiting for the judge (answered pending), exits 0, and the next start judges them',
    { timeout: 240_000 },
    async () => {
      const directory = dataDirectory();
      const env = { DATA_DIR: directory, JUDGE_WORKERS: '1', JUDGE_USER_CONCURRENCY: '8' };
      const settings = { kind: 'sqlite', file: path.join(directory, 'codeyard.db') } as const;
      const server = await start({ env });
      const problemId = await addProblem(settings);
      const cookie = await signUp(server.url);
      await judgeReady(server.url);
      // One judge worker: the first is judged (four tests of 0.8 s each), the two others wait.
      const submit = async () => {
        const response = await fetch(`${server.url}/api/submissions/submit/${problemId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ language: 'python', code: SLOW_SUM_PYTHON }),
        });
        return { status: response.status, body: (await response.json()) as { status?: string } };
      };
      const answers = [submit()];
      await queueReads(server.url, ['1', '0']);
      answers.push(submit(), submit());
      // The signal comes once the first is being judged and the two others wait (as /metrics counts them).
      await queueReads(server.url, ['1', '2']);
      const exit = await server.stop('SIGTERM');
      const answered = await Promise.all(answers);
      expect(answered.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answered.map((answer) => answer.body.status)).toEqual(['accepted', 'pending', 'pending']);
      expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
      expect(server.output()).toContain('submissions waiting for the judge handed back');

      const statuses = async () => {
        const database = openDatabase(settings);
        try {
          const rows = await database.selectFrom('submissions').select('status').orderBy('created_at').execute();
          return rows.map((row) => row.status);
        } finally {
          await database.destroy();
        }
      };
      expect(await statuses()).toEqual(['accepted', 'pending', 'pending']);
      await start({ env });
      await expect.poll(statuses, { timeout: 120_000, interval: 500 }).toEqual(['accepted', 'accepted', 'accepted']);
    },
  );

  it('exits at once on a second signal, with the Run still in flight', { timeout: 180_000 }, async () => {
    const directory = dataDirectory();
    const server = await start({ env: { DATA_DIR: directory } });
    const problemId = await addProblem({ kind: 'sqlite', file: path.join(directory, 'codeyard.db') });
    const cookie = await signUp(server.url);
    await judgeReady(server.url);
    const answer = run(server.url, cookie, problemId, 'import time\ntime.sleep(1.8)\nprint(3)\n').catch(
      (error: unknown) => error,
    );
    await queueReads(server.url, ['1', '0']);
    server.child.kill('SIGTERM');
    await printed(server, 'shutting down');
    const exit = await server.stop('SIGINT');
    expect(exit, server.output()).toMatchObject({ code: 130 });
    expect(exit.afterMs).toBeLessThan(1000);
    expect(server.output()).toContain('second signal');
    await answer;
  });
});

const scaledReachable = (await redisReachable()) && (await isPostgresReachable());
if (!scaledReachable) console.warn('skipped: the scaled shutdown tests need PostgreSQL and Redis');

describe.skipIf(!scaledReachable)('SIGTERM in the scaled configuration (PostgreSQL, Redis)', () => {
  const prefix = testRedisPrefix('shutdown');
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
    await deleteTestRedisKeys(prefix);
  });
  const scaledEnv = async (extra: Record<string, string> = {}) => {
    const database = await createTestDatabase('postgres');
    databases.push(database);
    if (database.settings.kind !== 'postgres') throw new Error('expected PostgreSQL');
    return {
      settings: database.settings,
      env: { DATABASE_URL: database.settings.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, ...extra },
    };
  };

  it.each(['true', 'false'])(
    'a web server with JUDGE_IN_PROCESS=%s exits 0 at once, a socket connected',
    { timeout: 120_000 },
    async (inProcess) => {
      const { env } = await scaledEnv({ JUDGE_IN_PROCESS: inProcess });
      const server = await start({ env });
      await openSocket(server.url, 'websocket');
      const exit = await server.stop('SIGTERM');
      expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
      expect(exit.afterMs).toBeLessThan(5000);
    },
  );

  it(
    'a Run in flight through the queue answers, then the web server and the worker exit 0',
    { timeout: 180_000 },
    async () => {
      const { env, settings } = await scaledEnv({ JUDGE_IN_PROCESS: 'false', JUDGE_WORKERS: '1' });
      const server = await start({ env });
      const worker = await start({ script: 'worker', env, startTimeoutMs: 120_000 });
      const problemId = await addProblem(settings);
      const cookie = await signUp(server.url);
      const answer = run(server.url, cookie, problemId);
      // The worker has taken the Run.
      await queueReads(server.url, ['1', '0']);
      const serverExit = server.stop('SIGTERM');
      const response = await answer;
      expect(response.status, await response.clone().text()).toBe(200);
      expect(((await response.json()) as { success: boolean }).success).toBe(true);
      const serverExited = await serverExit;
      expect(serverExited, server.output()).toMatchObject({ code: 0, signal: null });
      expect(serverExited.afterMs).toBeLessThan(10_000);
      const workerExit = await worker.stop('SIGTERM');
      expect(workerExit, worker.output()).toMatchObject({ code: 0, signal: null });
      expect(workerExit.afterMs).toBeLessThan(5000);
    },
  );

  it(
    'a worker given SIGTERM mid-Run hands the job back or finishes it within the bound; another worker answers',
    { timeout: 240_000 },
    async () => {
      const { env, settings } = await scaledEnv({ JUDGE_IN_PROCESS: 'false', JUDGE_WORKERS: '1' });
      const server = await start({ env });
      // A bound shorter than the Run: the first worker must hand it back rather than finish it.
      const first = await start({
        script: 'worker',
        env: { ...env, SHUTDOWN_TIMEOUT_MS: '1500' },
        startTimeoutMs: 120_000,
      });
      const problemId = await addProblem(settings);
      const cookie = await signUp(server.url);
      const answer = run(server.url, cookie, problemId, 'import time\ntime.sleep(1.5)\n' + SUM_PYTHON);
      // The first worker is judging it.
      await queueReads(server.url, ['1', '0']);
      const firstExit = await first.stop('SIGTERM');
      expect(firstExit, first.output()).toMatchObject({ code: 0 });
      expect(firstExit.afterMs).toBeLessThan(2500);
      expect(first.output()).toContain('handed back');
      const second = await start({ script: 'worker', env, startTimeoutMs: 120_000 });
      const response = await answer;
      const body = await response.text();
      expect(response.status, body).toBe(200);
      expect((JSON.parse(body) as { success: boolean }).success, `${body}\n${first.output()}\n${second.output()}`).toBe(
        true,
      );
      await second.stop('SIGTERM');
      await server.stop('SIGTERM');
    },
  );

  it(
    'a web server whose request never ends still exits, with code 1, within SHUTDOWN_TIMEOUT_MS',
    { timeout: 120_000 },
    async () => {
      // No worker at all: the Run waits in the queue for ever.
      const { env, settings } = await scaledEnv({ JUDGE_IN_PROCESS: 'false', SHUTDOWN_TIMEOUT_MS: '3000' });
      const server = await start({ env });
      const problemId = await addProblem(settings);
      const cookie = await signUp(server.url);
      const answer = run(server.url, cookie, problemId).catch((error: unknown) => error);
      // Queued, with nobody to take it.
      await queueReads(server.url, ['0', '1']);
      const exit = await server.stop('SIGTERM');
      expect(exit, server.output()).toMatchObject({ code: 1 });
      expect(exit.afterMs).toBeLessThan(3500);
      expect(server.output()).toMatch(/requests in flight still open/);
      await answer;
    },
  );
});

const privateRedisPossible = scaledReachable && redisServerInstalled();

describe.skipIf(!privateRedisPossible)('SIGTERM with Redis gone (a private redis-server, killed)', () => {
  let redis: PrivateRedis;
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    await redis?.kill();
    await Promise.all(databases.map((database) => database.drop()));
  });

  it.each(['true', 'false'])(
    'a web server with JUDGE_IN_PROCESS=%s exits within the bound, having said what it could not close',
    { timeout: 120_000 },
    async (inProcess) => {
      redis = await startPrivateRedis();
      const database = await createTestDatabase('postgres');
      databases.push(database);
      if (database.settings.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const server = await start({
        env: {
          DATABASE_URL: database.settings.url,
          REDIS_URL: redis.url,
          JUDGE_IN_PROCESS: inProcess,
          SHUTDOWN_TIMEOUT_MS: '10000',
        },
      });
      await openSocket(server.url, 'websocket');
      await redis.kill();
      // The server has noticed.
      await printed(server, 'reconnecting');
      const exit = await server.stop('SIGTERM');
      expect(exit.afterMs, server.output()).toBeLessThan(5000);
      expect(exit.code).not.toBeNull();
      expect(server.output()).toContain('shutdown finished');
    },
  );

  it('a worker exits within the bound, having said what it could not close', { timeout: 120_000 }, async () => {
    redis = await startPrivateRedis();
    const database = await createTestDatabase('postgres');
    databases.push(database);
    if (database.settings.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const worker = await start({
      script: 'worker',
      env: { DATABASE_URL: database.settings.url, REDIS_URL: redis.url, SHUTDOWN_TIMEOUT_MS: '10000' },
      startTimeoutMs: 120_000,
    });
    await redis.kill();
    // The worker has noticed.
    await printed(worker, 'reconnecting');
    const exit = await worker.stop('SIGTERM');
    expect(exit.afterMs, worker.output()).toBeLessThan(5000);
    expect(exit.code).not.toBeNull();
    expect(worker.output()).toContain('shutdown finished');
  });
});
