import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommentAddedEvent } from '@codeyard/shared';
import { startServer, type RunningServer } from '../server.js';
import { insertProblem } from '../services/problems/problems.js';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../testing/databases.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { deleteTestRedisKeys, redisReachable, TEST_REDIS_URL, testRedisPrefix } from '../testing/redis.js';
import { signUp, testConfig } from '../testing/test-app.js';

const REDIS_URL = TEST_REDIS_URL;
const REDIS_PREFIX = testRedisPrefix('comments');

const reachable = (await redisReachable()) && (await isPostgresReachable());

/**
 * Two web servers sharing PostgreSQL and Redis (no judging here: JUDGE_IN_PROCESS=false), under a
 * REDIS_PREFIX of this file's own, and a third server of another deployment (another prefix) on
 * the same Redis and database, which must hear nothing of theirs.
 */
describe.skipIf(!reachable)('live comments across servers (Redis adapter)', () => {
  let testDatabase: TestDatabase;
  let serverA: RunningServer;
  let serverB: RunningServer;
  let otherDeployment: RunningServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    const base = { REDIS_URL, REDIS_PREFIX, JUDGE_IN_PROCESS: 'false', AUTH_RATE_LIMIT: '100000' };
    serverA = await startServer(
      { ...testConfig(base), database: testDatabase.settings, port: 0, host: '127.0.0.1' },
      { logger: false },
    );
    serverB = await startServer(
      { ...testConfig(base), database: testDatabase.settings, port: 0, host: '127.0.0.1' },
      { logger: false },
    );
    const other = { ...base, REDIS_PREFIX: `${REDIS_PREFIX}-other` };
    otherDeployment = await startServer(
      { ...testConfig(other), database: testDatabase.settings, port: 0, host: '127.0.0.1' },
      { logger: false },
    );
    // Each server subscribes to the adapter's channels as it starts; on a loaded machine that can lag, so wait until A and B hear each other.
    for (const server of [serverA, serverB]) {
      await vi.waitFor(async () => expect(await server.io.of('/').adapter.serverCount()).toBeGreaterThanOrEqual(2), {
        timeout: 30_000,
        interval: 200,
      });
    }
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await serverA?.close();
    await serverB?.close();
    await otherDeployment?.close();
    await testDatabase?.drop();
    await deleteTestRedisKeys(REDIS_PREFIX);
    await deleteTestRedisKeys(`${REDIS_PREFIX}-other`);
  });

  it('a comment posted through server A reaches a reader connected to server B', async () => {
    const problemId = await insertProblem(serverA.context.database, sumProblem(), serverA.context.clock());
    const socket = connect(serverB.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const heard: CommentAddedEvent[] = [];
    socket.on('comment-added', (event: CommentAddedEvent) => heard.push(event));
    const joined = new Promise((resolve) => socket.once('problem-user-count', resolve));
    socket.emit('join-problem', { problemId });
    await joined;

    const writer = await signUp(serverA.app);
    const response = await fetch(`${serverA.url}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: writer.cookie },
      body: JSON.stringify({ problemId, content: 'Across servers' }),
    });
    expect(response.status).toBe(201);
    await expect
      .poll(() => heard.map((event) => event.comment.content), { timeout: 10_000 })
      .toEqual(['Across servers']);
  });

  it('another deployment on the same Redis (another REDIS_PREFIX) hears none of it and counts none of its viewers', async () => {
    const problemId = await insertProblem(serverA.context.database, sumProblem(), serverA.context.clock());
    // Signed in, so that presence counts them (the two deployments share the database, so the session works on both).
    const listen = async (server: RunningServer) => {
      const { cookie } = await signUp(serverA.app);
      const socket = connect(server.url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const heard: string[] = [];
      socket.on('comment-added', (event: CommentAddedEvent) => heard.push(event.comment.content));
      const joined = new Promise((resolve) => socket.once('problem-user-count', resolve));
      socket.emit('join-problem', { problemId });
      await joined;
      return heard;
    };
    const sameDeployment = await listen(serverB);
    const elsewhere = await listen(otherDeployment);

    const writer = await signUp(serverA.app);
    const response = await fetch(`${serverA.url}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: writer.cookie },
      body: JSON.stringify({ problemId, content: 'Only for this deployment' }),
    });
    expect(response.status).toBe(201);
    await expect.poll(() => sameDeployment, { timeout: 10_000 }).toEqual(['Only for this deployment']);
    // The same room name on the same Redis: had the prefix been ignored, it would have arrived with B's.
    // Nothing signals a message that never comes (it would come through Redis): a short wait after B's.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(elsewhere).toEqual([]);
    // Presence too: one viewer in each deployment's set (a shared set would count two in both).
    expect(await serverA.context.presence.count(problemId)).toBe(1);
    expect(await otherDeployment.context.presence.count(problemId)).toBe(1);
  });
});
