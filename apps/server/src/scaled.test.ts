import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from './server.js';
import { insertProblem } from './services/problems/problems.js';
import { sumProblem, SUM_SOLUTIONS } from './testing/fixture-problem.js';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from './testing/databases.js';
import { sessionCookieOf, signUp, testConfig } from './testing/test-app.js';
import { ensureAdmin } from './services/users/users.js';
import { Judge } from '@codeyard/judge';
import { languagesOfJudge } from './judging/offered-languages.js';
import { startJudgeWorker } from './judging/queue/worker.js';
import { openDatabase } from './db/database.js';
import { deleteTestRedisKeys, redisReachable, TEST_REDIS_URL, testRedisPrefix } from './testing/redis.js';

const REDIS_URL = TEST_REDIS_URL;
const REDIS_PREFIX = testRedisPrefix('scaled');

const reachable = (await redisReachable()) && (await isPostgresReachable());
if (!reachable) console.warn('skipped: the scaled-configuration test needs both PostgreSQL and Redis');

/**
 * The scaled deployment: two web servers that do not judge, one separate judge worker, all
 * sharing PostgreSQL and Redis. A person on server A and another on server B see each other in
 * the presence count; a submission made through A is judged by the worker and its progress
 * reaches the submitter's socket on B.
 */
describe.skipIf(!reachable)('scaled configuration: PostgreSQL, Redis queue, separate worker', () => {
  let testDatabase: TestDatabase;
  let serverA: RunningServer;
  let serverB: RunningServer;
  let worker: { close(): Promise<void> };
  let judge: Judge;
  let workerDatabase: ReturnType<typeof openDatabase>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    // Sessions are trusted for a minute, so only the logout announcement can make B forget one.
    const base = {
      REDIS_URL,
      REDIS_PREFIX,
      JUDGE_IN_PROCESS: 'false',
      AUTH_RATE_LIMIT: '1000',
      JUDGE_RATE_LIMIT: '1000',
      SESSION_CACHE_MS: '60000',
    };
    serverA = await startServer(
      { ...testConfig(base), database: testDatabase.settings, port: 0, host: '127.0.0.1' },
      { logger: false },
    );
    serverB = await startServer(
      { ...testConfig(base), database: testDatabase.settings, port: 0, host: '127.0.0.1' },
      { logger: false },
    );
    // A server's announcements (logouts) reach only servers whose adapter has subscribed already.
    for (const server of [serverA, serverB])
      await vi.waitFor(async () => expect(await server.io.of('/').adapter.serverCount()).toBeGreaterThanOrEqual(2), {
        timeout: 30_000,
        interval: 200,
      });
    workerDatabase = openDatabase(testDatabase.settings);
    judge = await Judge.create({ workers: 1 });
    worker = startJudgeWorker({
      database: workerDatabase,
      redisUrl: REDIS_URL,
      judge,
      concurrency: 1,
      namespace: REDIS_PREFIX,
    });
  }, 180_000);

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await serverA?.close();
    await serverB?.close();
    await worker?.close();
    await judge?.close();
    await workerDatabase?.destroy();
    await testDatabase?.drop();
    await deleteTestRedisKeys(REDIS_PREFIX);
  });

  const open = async (server: RunningServer, cookie: string) => {
    const socket = connect(server.url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const counts: number[] = [];
    socket.on('problem-user-count', (count: number) => counts.push(count));
    return { socket, last: () => counts.at(-1) };
  };

  it('counts people across servers and delivers judging progress from the worker to the submitter on another server', async () => {
    const problemId = await insertProblem(serverA.context.database, sumProblem(), serverA.context.clock());
    const ada = await signUp(serverA.app);
    const bob = await signUp(serverB.app);
    const adaOnA = await open(serverA, ada.cookie);
    const bobOnB = await open(serverB, bob.cookie);
    const adaOnB = await open(serverB, ada.cookie);

    adaOnA.socket.emit('join-problem', { problemId });
    await expect.poll(adaOnA.last).toBe(1);
    bobOnB.socket.emit('join-problem', { problemId });
    await expect.poll(adaOnA.last).toBe(2);
    adaOnB.socket.emit('join-problem', { problemId });
    await expect.poll(adaOnB.last).toBe(2);

    const progress: { phase: string; status?: string }[] = [];
    adaOnB.socket.on('submission-progress', (event) => progress.push(event));
    const bobProgress: unknown[] = [];
    bobOnB.socket.on('submission-progress', (event) => bobProgress.push(event));

    const response = await fetch(`${serverA.url}/api/submissions/submit/${problemId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: ada.cookie },
      body: JSON.stringify({ code: SUM_SOLUTIONS.python, language: 'python' }),
    });
    expect((await response.json()).status).toBe('accepted');
    await expect.poll(() => progress.at(-1)?.phase, { timeout: 10_000 }).toBe('done');
    expect(progress.filter((event) => event.phase === 'done')).toHaveLength(1);
    expect(bobProgress).toEqual([]);

    const run = await fetch(`${serverB.url}/api/submissions/runcode/${problemId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: bob.cookie },
      body: JSON.stringify({ code: SUM_SOLUTIONS.javascript, language: 'javascript' }),
    });
    expect((await run.json()).success).toBe(true);

    // The web servers have no judge: they offer what the worker announced in Redis.
    const offered = languagesOfJudge(judge.info).map((language) => language.id);
    const listed = await fetch(`${serverA.url}/api/languages`).then((answer) => answer.json());
    expect(listed.languages.map((language: { id: string }) => language.id)).toEqual(offered);

    const solved = await fetch(`${serverB.url}/api/problem/problemSolvedByUser`, { headers: { cookie: ada.cookie } });
    expect(((await solved.json()) as { _id: string }[]).map((entry) => entry._id)).toEqual([problemId]);

    // An admin's rejudge through server B goes through the same queue to the worker; the new verdict reaches Ada's socket.
    await ensureAdmin(serverA.context.database, {
      email: 'scaled-jury@example.com',
      password: 'Admin123!',
      firstName: 'Jury',
      nowMs: serverA.context.clock(),
    });
    const login = await serverB.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'scaled-jury@example.com', password: 'Admin123!' },
    });
    const stored = await serverA.context.database
      .selectFrom('submissions')
      .select('id')
      .where('problem_id', '=', problemId)
      .executeTakeFirstOrThrow();
    const doneBefore = progress.filter((event) => event.phase === 'done').length;
    const rejudge = await serverB.app.inject({
      method: 'POST',
      url: `/api/submissions/rejudge/${stored.id}`,
      headers: { cookie: sessionCookieOf(login) },
    });
    expect(rejudge.statusCode).toBe(202);
    await expect
      .poll(() => progress.filter((event) => event.phase === 'done').length, { timeout: 30_000 })
      .toBe(doneBefore + 1);
    const rejudged = await serverA.context.database
      .selectFrom('submissions')
      .select(['status', 'previous_status', 'rejudged_at'])
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(rejudged).toMatchObject({ status: 'accepted', previous_status: 'accepted' });
    expect(rejudged.rejudged_at).not.toBeNull();
  });

  it('ends a session on every server when it logs out on one', { timeout: 30_000 }, async () => {
    const carol = await signUp(serverA.app);
    const check = (server: RunningServer) =>
      fetch(`${server.url}/api/user/check`, { headers: { cookie: carol.cookie } }).then((response) => response.status);
    // B has looked the session up, and would trust it for a minute.
    expect(await check(serverB)).toBe(200);
    expect(serverB.context.sessionCache.size).toBeGreaterThan(0);
    const logout = await fetch(`${serverA.url}/api/user/logout`, { method: 'POST', headers: { cookie: carol.cookie } });
    expect(logout.status).toBe(200);
    expect(await check(serverA)).toBe(401);
    // Well inside B's minute of trust, yet long enough for a loaded CI machine (a 5 s wait failed
    // there once): only the announcement can end the session on B this early.
    await expect.poll(() => check(serverB), { timeout: 20_000, interval: 200 }).toBe(401);
  });
});
