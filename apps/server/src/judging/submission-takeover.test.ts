import { spawn, type ChildProcess } from 'node:child_process';
import { Judge, type JudgeRequest } from '@codeyard/judge';
import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { startServer, type RunningServer } from '../server.js';
import { insertProblem } from '../services/problems/problems.js';
import { createPendingSubmission, recordOutcome } from '../services/submissions/submissions.js';
import { ensureAdmin } from '../services/users/users.js';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../testing/databases.js';
import { sumProblem, SUM_SOLUTIONS } from '../testing/fixture-problem.js';
import { deleteTestRedisKeys, redisReachable, TEST_REDIS_URL, testRedisPrefix } from '../testing/redis.js';
import { freePort, startServerProcess, type ServerProcess } from '../testing/server-process.js';
import { sessionCookieOf, testConfig } from '../testing/test-app.js';
import { startJudgeWorker } from './queue/worker.js';

const reachable = (await redisReachable()) && (await isPostgresReachable());
if (!reachable) console.warn('skipped: taking over submissions needs both PostgreSQL and Redis');

/** Short, so that the tests see a takeover in seconds; the default is 30 s. */
const LEASE_MS = 3000;

/** A real judge whose every judging is counted by the submitted code (each submission's code is unique). */
async function countingWorker(database: DatabaseHandle, redisUrl: string, namespace: string) {
  const judge = await Judge.create({ workers: 1 });
  const judged = new Map<string, number>();
  const judgeOnce = judge.judge.bind(judge);
  judge.judge = (request: JudgeRequest) => {
    judged.set(request.source, (judged.get(request.source) ?? 0) + 1);
    return judgeOnce(request);
  };
  const worker = startJudgeWorker({ database, redisUrl, judge, concurrency: 1, namespace });
  return {
    judged,
    async close() {
      await worker.close();
      await judge.close();
    },
  };
}

/** Python A+B with a comment that makes this submission's code its own. */
const uniqueSum = (label: string) => `# ${label}\n${SUM_SOLUTIONS.python}`;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!reachable)('no submission waits on a single process', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let problemId: string;
  const closers: (() => Promise<unknown>)[] = [];
  const prefixes: string[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    database = openDatabase(testDatabase.settings);
    const { migrateToLatest } = await import('../db/database.js');
    await migrateToLatest(database);
    problemId = await insertProblem(database, sumProblem(), Date.now());
  }, 60_000);

  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
  });

  afterAll(async () => {
    await database?.destroy();
    await testDatabase?.drop();
    for (const prefix of prefixes) await deleteTestRedisKeys(prefix);
  });

  const serverEnvironment = (redisUrl: string, prefix: string) => ({
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    JUDGE_IN_PROCESS: 'false',
    JUDGE_USER_CONCURRENCY: '1',
    JUDGE_CLAIM_LEASE_MS: String(LEASE_MS),
    AUTH_RATE_LIMIT: '1000',
    JUDGE_RATE_LIMIT: '1000',
  });

  const statusOf = async (submissionId: string) =>
    (await database.selectFrom('submissions').select('status').where('id', '=', submissionId).executeTakeFirstOrThrow())
      .status;
  const idOfCode = async (code: string) =>
    (await database.selectFrom('submissions').select('id').where('code', '=', code).executeTakeFirst())?.id;

  const openSocket = async (url: string, cookie: string) => {
    const socket: Socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    closers.push(async () => socket.close());
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const done: string[] = [];
    socket.on('submission-progress', (event: { phase: string; submissionId: string }) => {
      if (event.phase === 'done') done.push(event.submissionId);
    });
    return done;
  };

  it(
    'finishes, once each, the submissions and the rejudge a killed web server was holding',
    { timeout: 180_000 },
    async () => {
      const prefix = testRedisPrefix('takeover');
      prefixes.push(prefix);
      const environment = serverEnvironment(TEST_REDIS_URL, prefix);
      const doomed: ServerProcess = await startServerProcess({
        env: {
          ...environment,
          DATABASE_URL: testDatabase.settings.kind === 'postgres' ? testDatabase.settings.url : '',
        },
      });
      closers.push(() => doomed.stop('SIGKILL'));
      const survivor: RunningServer = await startServer(
        { ...testConfig(environment), database: testDatabase.settings, port: 0, host: '127.0.0.1' },
        { logger: false },
      );
      closers.push(() => survivor.close());

      // Sessions live in the shared database: a cookie from the survivor is good on the doomed server too.
      const register = await survivor.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { firstName: 'Grace', emailid: `grace-${prefix}@example.com`, password: 'Secret1!' },
      });
      expect(register.statusCode).toBe(201);
      const cookie = sessionCookieOf(register);
      const userId = (register.json() as { user: { _id: string } }).user._id;
      const done = await openSocket(survivor.url, cookie);

      // An accepted submission from earlier, which an admin rejudges through the doomed server.
      const earlierCode = uniqueSum(`earlier ${prefix}`);
      const earlier = await createPendingSubmission(database, {
        userId,
        problemId,
        language: 'python',
        code: earlierCode,
        contestId: null,
        testsTotal: 2,
        createdMs: Date.now(),
      });
      await recordOutcome(
        database,
        earlier,
        {
          status: 'accepted',
          runtime: 0.01,
          memory: 1000,
          testsPassed: 2,
          testsTotal: 2,
          errorMessage: null,
          verdict: 'Accepted',
        },
        Date.now(),
      );
      await ensureAdmin(database, {
        email: `jury-${prefix}@example.com`,
        password: 'Admin123!',
        firstName: 'Jury',
        nowMs: Date.now(),
      });
      const adminCookie = sessionCookieOf(
        await survivor.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { emailid: `jury-${prefix}@example.com`, password: 'Admin123!' },
        }),
      );
      const rejudge = await fetch(`${doomed.url}/api/submissions/rejudge/${earlier.id}`, {
        method: 'POST',
        headers: { cookie: adminCookie },
      });
      expect(rejudge.status).toBe(202);

      // No worker yet: the first submission takes the user's only turn, the second waits for it on the doomed server.
      const submit = (code: string) =>
        fetch(`${doomed.url}/api/submissions/submit/${problemId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ code, language: 'python' }),
        }).catch((error: unknown) => error);
      const firstCode = uniqueSum(`first ${prefix}`);
      const secondCode = uniqueSum(`second ${prefix}`);
      const answers = [submit(firstCode)];
      const firstId = await until(() => idOfCode(firstCode), Boolean, 10_000);
      answers.push(submit(secondCode));
      const secondId = await until(() => idOfCode(secondCode), Boolean, 10_000);
      expect(firstId && secondId).toBeTruthy();
      if (!firstId || !secondId) return;
      await new Promise((resolve) => setTimeout(resolve, 500));

      expect((await doomed.stop('SIGKILL')).signal).toBe('SIGKILL');
      // The requests the doomed server was serving fail, as the user's browser would see them.
      for (const answer of await Promise.all(answers)) expect(answer).toBeInstanceOf(Error);
      expect(await statusOf(secondId)).toBe('pending');

      const worker = await countingWorker(database, TEST_REDIS_URL, prefix);
      closers.push(() => worker.close());
      const killedAt = Date.now();
      const statuses = await until(
        () => Promise.all([firstId, secondId, earlier.id].map(statusOf)),
        (all) => all.every((status) => status !== 'pending'),
        60_000,
      );
      console.info(`taken over and judged ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);
      expect(statuses).toEqual(['accepted', 'accepted', 'accepted']);
      expect(Date.now() - killedAt).toBeLessThan(60_000);
      // Exactly once: one judging each, one verdict announced each (to the user's socket on the survivor).
      await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS));
      expect([firstCode, secondCode, earlierCode].map((code) => worker.judged.get(code))).toEqual([1, 1, 1]);
      expect(done.filter((id) => id === firstId)).toHaveLength(1);
      expect(done.filter((id) => id === secondId)).toHaveLength(1);
      expect(done.filter((id) => id === earlier.id)).toHaveLength(1);
    },
  );

  it(
    'judges, once each, the submissions waiting when Redis was killed and restarted without its data',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const startRedis = async (): Promise<ChildProcess> => {
        const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
          stdio: 'ignore',
        });
        const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0 });
        probe.on('error', () => undefined);
        await until(
          () =>
            probe.ping().then(
              () => true,
              () => false,
            ),
          Boolean,
          10_000,
        );
        probe.disconnect();
        return child;
      };
      let redis = await startRedis();
      closers.push(async () => redis.kill('SIGKILL'));
      const redisUrl = `redis://127.0.0.1:${port}`;
      const prefix = testRedisPrefix('redis-restart');
      const server = await startServer(
        {
          ...testConfig(serverEnvironment(redisUrl, prefix)),
          database: testDatabase.settings,
          port: 0,
          host: '127.0.0.1',
        },
        { logger: false },
      );
      closers.push(() => server.close());
      const register = await server.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { firstName: 'Lin', emailid: `lin-${prefix}@example.com`, password: 'Secret1!' },
      });
      const cookie = sessionCookieOf(register);
      const done = await openSocket(server.url, cookie);

      const codes = ['one', 'two', 'three'].map((label) => uniqueSum(`${label} ${prefix}`));
      const answers = codes.map((code) =>
        fetch(`${server.url}/api/submissions/submit/${problemId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ code, language: 'python' }),
        }).then((response) => response.json() as Promise<{ _id: string; status: string }>),
      );
      const ids = await until(
        () => Promise.all(codes.map(idOfCode)),
        (all) => all.every(Boolean),
        10_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));

      redis.kill('SIGKILL');
      await new Promise((resolve) => redis.once('exit', resolve));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      redis = await startRedis();

      const worker = await countingWorker(database, redisUrl, prefix);
      closers.push(() => worker.close());
      // The requests waiting on the server answer with their verdicts.
      const answered = await Promise.all(answers);
      expect(answered.map((answer) => answer.status)).toEqual(['accepted', 'accepted', 'accepted']);
      expect(answered.map((answer) => answer._id)).toEqual(ids);
      await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS));
      expect(codes.map((code) => worker.judged.get(code))).toEqual([1, 1, 1]);
      for (const id of ids) expect(done.filter((doneId) => doneId === id)).toHaveLength(1);
    },
  );
});
