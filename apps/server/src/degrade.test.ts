import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server.js';
import { insertProblem } from './services/problems/problems.js';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from './testing/databases.js';
import { sumProblem, SUM_SOLUTIONS } from './testing/fixture-problem.js';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from './testing/private-redis.js';
import { freePort } from './testing/server-process.js';
import { signUp, testConfig } from './testing/test-app.js';

/**
 * Degrade, never lose (issue 23): with Redis or PostgreSQL away, requests answer at once, 503 with
 * a clear message where they need what is missing, and nothing is half stored; once the
 * dependency is back, everything works again.
 */
const postgres = await isPostgresReachable();
const redisPossible = postgres && redisServerInstalled();
if (!postgres) console.warn('skipped: the degrade tests need PostgreSQL');

async function timed<Result>(work: Promise<Result>): Promise<{ result: Result; ms: number }> {
  const startedMs = Date.now();
  const result = await work;
  return { result, ms: Date.now() - startedMs };
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!redisPossible)('with Redis down (a private redis-server, killed and restarted empty)', () => {
  let redis: PrivateRedis;
  let database: TestDatabase;
  let server: RunningServer;
  let cookie: string;
  let problemId: string;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    database = await createTestDatabase('postgres');
    server = await startServer(
      {
        ...testConfig({ REDIS_URL: redis.url, JUDGE_IN_PROCESS: 'true', JUDGE_WORKERS: '1', AUTH_RATE_LIMIT: '1000' }),
        database: database.settings,
        port: 0,
        host: '127.0.0.1',
      },
      { logger: false },
    );
    problemId = await insertProblem(server.context.database, sumProblem(), server.context.clock());
    ({ cookie } = await signUp(server.app));
  }, 120_000);

  afterAll(async () => {
    await server?.close().catch(() => undefined);
    await redis?.kill();
    await database?.drop();
  });

  const submit = () =>
    server.app.inject({
      method: 'POST',
      url: `/api/submissions/submit/${problemId}`,
      headers: { cookie },
      payload: { language: 'python', code: SUM_SOLUTIONS.python },
    });
  const submissionCount = async () =>
    Number(
      (
        await server.context.database
          .selectFrom('submissions')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('refuses Runs and submissions with a clear 503 at once, stores nothing, and rate limits do not fail', async () => {
    await redis.kill();
    await eventually(
      async () => (await server.app.inject({ url: '/api/health' })).json().redis.ok === false,
      'health to see Redis down',
    );
    const health = await server.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: { ok: true }, redis: { ok: false } });

    const { result: runAnswer, ms: runMs } = await timed(
      server.app.inject({
        method: 'POST',
        url: `/api/submissions/runcode/${problemId}`,
        headers: { cookie },
        payload: { language: 'python', code: SUM_SOLUTIONS.python },
      }),
    );
    expect(runAnswer.statusCode).toBe(503);
    expect(runAnswer.json().message).toMatch(/Redis/);
    expect(runMs).toBeLessThan(2000);

    const before = await submissionCount();
    const { result: submitAnswer, ms: submitMs } = await timed(submit());
    expect(submitAnswer.statusCode).toBe(503);
    expect(submitAnswer.json().message).toMatch(/Redis/);
    expect(submitMs).toBeLessThan(2000);
    expect(await submissionCount()).toBe(before);

    // The problem page's language list still answers, from what was last heard.
    const languages = await timed(server.app.inject({ url: '/api/languages' }));
    expect(languages.result.statusCode).toBe(200);
    expect(languages.result.json().languages.map((language: { id: string }) => language.id)).toContain('python');
    expect(languages.ms).toBeLessThan(2000);

    // Sign-in is rate limited through Redis: it still answers (uncounted) rather than 500.
    const login = await timed(
      server.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { emailid: 'x@example.com', password: 'wrong1!' },
      }),
    );
    expect(login.result.statusCode).toBeLessThan(500);
    expect(login.ms).toBeLessThan(5000);
  }, 60_000);

  it('judges submissions again once Redis is back, empty', async () => {
    await redis.restart();
    await eventually(
      async () => (await server.app.inject({ url: '/api/health' })).json().redis.ok === true,
      'health to see Redis back',
    );
    // Every connection of the judge queue is back too (health checks only the shared one).
    await eventually(async () => server.context.judging.unavailable?.() === null, 'the judge queue to reconnect');
    const answer = await submit();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'accepted' });
  }, 120_000);
});

/** A TCP proxy in front of PostgreSQL that the test can cut (connections refused, open ones dropped) and restore. */
async function startCuttableProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const open = new Set<net.Socket>();
  let listener: net.Server | null = null;
  const listen = () =>
    new Promise<void>((resolve) => {
      listener = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.on('close', () => open.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      listener.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    port,
    async cut() {
      const closing = listener;
      listener = null;
      // Closing waits for the connections to end: they are cut first.
      const closed = new Promise((resolve) => closing?.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
    restore: listen,
    close: async () => {
      const closed = new Promise((resolve) => listener?.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
}

describe.skipIf(!postgres)('with PostgreSQL unreachable or dropping connections', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  let databaseName: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (database.settings.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const url = new URL(database.settings.url);
    databaseName = url.pathname.slice(1);
    proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = await startServer(
      {
        ...testConfig({ SESSION_CACHE_MS: '0' }),
        database: { kind: 'postgres', url: url.toString() },
        port: 0,
        host: '127.0.0.1',
      },
      { logger: false },
    );
    await insertProblem(server.context.database, sumProblem(), server.context.clock());
    ({ cookie } = await signUp(server.app));
  }, 120_000);

  afterAll(async () => {
    await server?.close().catch(() => undefined);
    await proxy?.close();
    await database?.drop();
  });

  let cookie: string;
  /** Reads the database every time (sessions are not remembered here, SESSION_CACHE_MS=0). */
  const listProblems = () => server.app.inject({ url: '/api/problem/problemSolvedByUser', headers: { cookie } });

  it('answers 503 quickly while the database is unreachable, and /api/health says so; recovers after', async () => {
    expect((await listProblems()).statusCode).toBe(200);
    await proxy.cut();

    const { result, ms } = await timed(listProblems());
    expect(result.statusCode, result.body).toBe(503);
    expect(result.json().message).toMatch(/database/i);
    expect(ms).toBeLessThan(5000);

    const health = await timed(server.app.inject({ url: '/api/health' }));
    expect(health.result.statusCode).toBe(503);
    // Public: it says what is down, not the driver's text (hosts and ports).
    expect(health.result.json()).toMatchObject({
      status: 'degraded',
      database: { ok: false, message: 'The database is unreachable' },
    });
    expect(health.ms).toBeLessThan(2000);

    await proxy.restore();
    await eventually(async () => (await listProblems()).statusCode === 200, 'requests to succeed again');
    expect((await server.app.inject({ url: '/api/health' })).json()).toMatchObject({ database: { ok: true } });
  }, 60_000);

  it('answers every request in flight (200 or 503, none hangs) when every connection is terminated', async () => {
    const admin = new pg.Client({
      connectionString: database.settings.kind === 'postgres' ? database.settings.url : '',
    });
    await admin.connect();
    try {
      // Eight clients asking one after another for 1.5 s; every connection is cut in the middle.
      const answers: { result: Awaited<ReturnType<typeof listProblems>>; ms: number }[] = [];
      const until = Date.now() + 1500;
      const client = async () => {
        while (Date.now() < until) answers.push(await timed(listProblems()));
      };
      const load = Promise.all(Array.from({ length: 8 }, client));
      // Under way: the pool holds connections for it.
      await eventually(async () => answers.length > 0, 'the load to be answered');
      // Only this test's own database: other tests share the server.
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      expect(rowCount).toBeGreaterThan(0);
      await load;
      expect(answers.length).toBeGreaterThan(8);
      const statuses = new Set(answers.map((answer) => answer.result.statusCode));
      console.info(`terminated under load: ${answers.length} requests answered ${[...statuses].join(', ')}`);
      for (const { result, ms } of answers) {
        expect([200, 503], result.body).toContain(result.statusCode);
        expect(ms).toBeLessThan(10_000);
      }
      await eventually(async () => (await listProblems()).statusCode === 200, 'requests to succeed again');
      const after = await Promise.all(Array.from({ length: 20 }, () => listProblems()));
      expect(after.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    } finally {
      await admin.end();
    }
  }, 60_000);
});
