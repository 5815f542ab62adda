import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentAddedEvent } from '@codeyard/shared';
import { startServer, type RunningServer } from '../server.js';
import { insertProblem } from '../services/problems/problems.js';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../testing/databases.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { signUp, testConfig } from '../testing/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    console.warn(`skipped: Redis not reachable at ${REDIS_URL}`);
    return false;
  } finally {
    redis.disconnect();
  }
}

const reachable = (await redisReachable()) && (await isPostgresReachable());

/**
 * Two web servers sharing PostgreSQL and Redis (no judging here: JUDGE_IN_PROCESS=false, and no
 * keys are flushed, so other runs on the same Redis are left alone). Rooms are named by fresh
 * problem ids, so nothing else hears these events.
 */
describe.skipIf(!reachable)('live comments across servers (Redis adapter)', () => {
  let testDatabase: TestDatabase;
  let serverA: RunningServer;
  let serverB: RunningServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    const base = { REDIS_URL, JUDGE_IN_PROCESS: 'false', AUTH_RATE_LIMIT: '100000' };
    serverA = await startServer({ ...testConfig(base), database: testDatabase.settings, port: 0, host: '127.0.0.1' }, { logger: false });
    serverB = await startServer({ ...testConfig(base), database: testDatabase.settings, port: 0, host: '127.0.0.1' }, { logger: false });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await serverA?.close();
    await serverB?.close();
    await testDatabase?.drop();
  });

  it('a comment posted through server A reaches a reader connected to server B', async () => {
    const problemId = await insertProblem(serverA.context.database, sumProblem());
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
    const response = await fetch(`${serverA.url}/api/comments`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: writer.cookie }, body: JSON.stringify({ problemId, content: 'Across servers' }) });
    expect(response.status).toBe(201);
    await expect.poll(() => heard.map((event) => event.comment.content)).toEqual(['Across servers']);
  });
});
