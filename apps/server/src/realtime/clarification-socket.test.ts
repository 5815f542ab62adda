import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClarificationEvent } from '@codeyard/shared';
import { startServer, type RunningServer } from '../server.js';
import { createContest } from '../services/contests/contests.js';
import { insertProblem } from '../services/problems/problems.js';
import { ensureAdmin } from '../services/users/users.js';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../testing/databases.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { deleteTestRedisKeys, redisReachable, TEST_REDIS_URL, testRedisPrefix } from '../testing/redis.js';
import { settled } from '../testing/sockets.js';
import { sessionCookieOf, signUp, testConfig } from '../testing/test-app.js';

const ADMIN = { email: 'jury@example.com', password: 'Admin123!', firstName: 'Jury' };

/** A running contest with one problem, and the cookies of the jury and of two registered contestants. */
async function runningContest(server: RunningServer) {
  const { user: admin } = await ensureAdmin(server.context.database, { ...ADMIN, nowMs: server.context.clock() });
  const problemId = await insertProblem(server.context.database, sumProblem(), server.context.clock());
  const start = Date.now() - 60_000;
  const contest = await createContest(
    server.context.database,
    {
      title: 'Live questions',
      description: 'Ask away',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3_600_000).toISOString(),
      problems: [problemId],
      freezeMinutes: 0,
    },
    admin._id,
    Date.now(),
  );
  const juryCookie = sessionCookieOf(
    await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: ADMIN.email, password: ADMIN.password },
    }),
  );
  const register = async () => {
    const user = await signUp(server.app);
    await server.app.inject({
      method: 'POST',
      url: `/api/problem/contest/${contest.id}/register`,
      headers: { cookie: user.cookie },
    });
    return user;
  };
  return { contestId: contest.id, juryCookie, asker: await register(), rival: await register() };
}

const sockets: Socket[] = [];

/** A socket watching the contest, and what it heard (`heard.socket`: the socket). */
async function watcher(server: RunningServer, contestId: string, cookie: string) {
  const socket = connect(server.url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const heard: ClarificationEvent[] = [];
  socket.on('contest-clarification', (event: ClarificationEvent) => heard.push(event));
  // Joining is asynchronous: the acknowledgement says when it is done, so an event sent later reaches it.
  expect(await socket.timeout(5000).emitWithAck('watch-contest', { contestId })).toEqual({ watching: true });
  return Object.assign(heard, { socket });
}

async function post(server: RunningServer, path: string, cookie: string, body: object) {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as { clarification: { _id: string } };
}

const summary = (heard: ClarificationEvent[]) =>
  heard.map((event) => [event.reason, event.clarification.text, event.clarification.answer]);

describe('live clarifications', () => {
  let server: RunningServer;

  beforeAll(async () => {
    const config = { ...testConfig({ AUTH_RATE_LIMIT: '1000' }), port: 0, host: '127.0.0.1' };
    server = await startServer(config, { logger: false });
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await server?.close();
  });

  it('sends a question to the jury, a private answer to the asker only, and what goes to all to everyone', async () => {
    const { contestId, juryCookie, asker, rival } = await runningContest(server);
    const [jury, askerHeard, rivalHeard] = await Promise.all([
      watcher(server, contestId, juryCookie),
      watcher(server, contestId, asker.cookie),
      watcher(server, contestId, rival.cookie),
    ]);

    const question = await post(server, `/problem/contest/${contestId}/clarifications`, asker.cookie, {
      text: 'Private question',
    });
    await expect.poll(() => summary(jury), { timeout: 2000 }).toEqual([['question', 'Private question', null]]);
    expect(jury[0]?.clarification.askedBy?._id).toBe(asker.userId);

    await post(
      server,
      `/problem/contest/${contestId}/clarifications/${question.clarification._id}/answer`,
      juryCookie,
      {
        text: 'Private answer',
        toAll: false,
      },
    );
    await expect
      .poll(() => summary(askerHeard), { timeout: 2000 })
      .toEqual([['answer', 'Private question', 'Private answer']]);
    expect(askerHeard[0]?.clarification.mine).toBe(true);

    await post(server, `/problem/contest/${contestId}/announcements`, juryCookie, { text: 'Announcement' });
    await expect.poll(() => summary(rivalHeard), { timeout: 2000 }).toEqual([['announcement', 'Announcement', null]]);
    // The rival heard nothing of the private exchange; the asker heard the announcement once.
    expect(JSON.stringify(rivalHeard)).not.toContain('Private');
    await expect.poll(() => askerHeard.length, { timeout: 2000 }).toBe(2);

    // Widened to all: the rival hears the question without its asker, the asker hears their own view once.
    await post(
      server,
      `/problem/contest/${contestId}/clarifications/${question.clarification._id}/answer`,
      juryCookie,
      {
        text: 'Now for everyone',
        toAll: true,
      },
    );
    await expect.poll(() => rivalHeard.length, { timeout: 2000 }).toBe(2);
    expect(rivalHeard[1]?.clarification).toMatchObject({ text: 'Private question', mine: false, toAll: true });
    expect(JSON.stringify(rivalHeard)).not.toContain(asker.userId);
    await expect.poll(() => askerHeard.length, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    // A second copy to the asker (or another to the jury) would have been sent with the first: it has
    // arrived once their sockets are settled.
    await Promise.all([settled(askerHeard.socket), settled(jury.socket)]);
    expect(askerHeard.slice(2).map((event) => event.clarification.mine)).toEqual([true]);
    // The jury heard every step with the asker's name, and never the public copy besides.
    expect(jury.map((event) => event.reason)).toEqual(['question', 'answer', 'announcement', 'answer']);
  });
});

const scaledReachable = (await redisReachable()) && (await isPostgresReachable());

describe.skipIf(!scaledReachable)('live clarifications across servers (Redis adapter)', () => {
  const REDIS_PREFIX = testRedisPrefix('clarifications');
  let testDatabase: TestDatabase;
  let serverA: RunningServer;
  let serverB: RunningServer;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    const base = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX, JUDGE_IN_PROCESS: 'false', AUTH_RATE_LIMIT: '100000' };
    const start = () =>
      startServer(
        { ...testConfig(base), database: testDatabase.settings, port: 0, host: '127.0.0.1' },
        { logger: false },
      );
    serverA = await start();
    serverB = await start();
    for (const server of [serverA, serverB])
      await vi.waitFor(async () => expect(await server.io.of('/').adapter.serverCount()).toBeGreaterThanOrEqual(2), {
        timeout: 30_000,
        interval: 200,
      });
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await serverA?.close();
    await serverB?.close();
    await testDatabase?.drop();
    await deleteTestRedisKeys(REDIS_PREFIX);
  });

  it('an answer given through server A reaches the asker on server B, and a rival on B hears nothing of it', async () => {
    const { contestId, juryCookie, asker, rival } = await runningContest(serverA);
    const [jury, askerHeard, rivalHeard] = await Promise.all([
      watcher(serverA, contestId, juryCookie),
      watcher(serverB, contestId, asker.cookie),
      watcher(serverB, contestId, rival.cookie),
    ]);
    const question = await post(serverB, `/problem/contest/${contestId}/clarifications`, asker.cookie, {
      text: 'Across servers?',
    });
    await expect.poll(() => summary(jury), { timeout: 10_000 }).toEqual([['question', 'Across servers?', null]]);
    await post(
      serverA,
      `/problem/contest/${contestId}/clarifications/${question.clarification._id}/answer`,
      juryCookie,
      {
        text: 'Yes',
        toAll: false,
      },
    );
    await expect.poll(() => summary(askerHeard), { timeout: 10_000 }).toEqual([['answer', 'Across servers?', 'Yes']]);
    await post(serverA, `/problem/contest/${contestId}/announcements`, juryCookie, { text: 'To all servers' });
    await expect
      .poll(() => summary(rivalHeard), { timeout: 10_000 })
      .toEqual([['announcement', 'To all servers', null]]);
  });
});
