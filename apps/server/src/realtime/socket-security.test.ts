import { Redis } from 'ioredis';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server.js';
import { insertProblem } from '../services/problems/problems.js';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../testing/databases.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { deleteTestRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../testing/redis.js';
import { settled } from '../testing/sockets.js';
import { signUp, testConfig, unusedJudging } from '../testing/test-app.js';
import { SESSION_COOKIE } from '../http/cookies.js';
import { createSession } from '../services/users/sessions.js';
import { crossSiteSocketMessage } from './socket.js';

const REDIS_URL = TEST_REDIS_URL;
const REDIS_PREFIX = testRedisPrefix('socket-security');

const sockets: Socket[] = [];

/** Connects like a browser tab would (websocket, cookie, Origin); answers the socket or the refusal. */
function open(url: string, headers: Record<string, string>): Promise<{ socket: Socket; counts: number[] }> {
  const socket = connect(url, { transports: ['websocket'], extraHeaders: headers, reconnection: false });
  sockets.push(socket);
  const counts: number[] = [];
  socket.on('problem-user-count', (count: number) => counts.push(count));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, counts }));
    socket.once('connect_error', reject);
  });
}

/** Resolves with the reason once the server ends the socket. */
const disconnection = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

const logout = (url: string, cookie: string) =>
  fetch(`${url}/api/user/logout`, { method: 'POST', headers: { cookie } });

describe('realtime access', () => {
  let server: RunningServer;
  let origin: string;
  /** The app's clock runs with the wall clock, moved by this much. */
  let clockMovedMs = 0;

  beforeAll(async () => {
    const config = {
      ...testConfig({ AUTH_RATE_LIMIT: '1000', ALLOWED_ORIGINS: 'https://partner.example' }),
      port: 0,
      host: '127.0.0.1',
    };
    server = await startServer(config, {
      judging: () => unusedJudging,
      logger: false,
      clock: () => Date.now() + clockMovedMs,
    });
    origin = server.url;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await server?.close();
  });

  it('refuses handshakes from pages of other origins, another port on the same host included', async () => {
    const { cookie } = await signUp(server.app);
    const otherPort = new URL(origin);
    otherPort.port = String(Number(otherPort.port) + 1);
    for (const headers of [
      { origin: otherPort.origin },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      await expect(open(origin, { cookie, ...headers }), JSON.stringify(headers)).rejects.toThrow('websocket error');
      // The long-polling handshake says why.
      const polling = await fetch(`${origin}/socket.io/?EIO=4&transport=polling`, { headers: { cookie, ...headers } });
      expect(polling.status).toBe(403);
      expect(await polling.text()).toContain(crossSiteSocketMessage);
    }
    await expect(open(origin, { cookie, origin })).resolves.toBeTruthy();
    await expect(open(origin, { cookie, origin: 'https://partner.example' })).resolves.toBeTruthy();
    await expect(open(origin, { cookie })).resolves.toBeTruthy();
  });

  it('ends the sockets of a session when it logs out, and only those', async () => {
    const ada = await signUp(server.app);
    const secondSession = await fetch(`${origin}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailid: ada.emailid, password: 'Secret1!' }),
    });
    const otherCookie = secondSession.headers.getSetCookie()[0]!.split(';')[0]!;
    const tab1 = await open(origin, { cookie: ada.cookie, origin });
    const tab2 = await open(origin, { cookie: ada.cookie, origin });
    const otherDevice = await open(origin, { cookie: otherCookie, origin });
    const ended = Promise.all([disconnection(tab1.socket), disconnection(tab2.socket)]);

    expect((await logout(origin, ada.cookie)).status).toBe(200);
    expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
    // Ended with them, it would not answer.
    await settled(otherDevice.socket);
    expect(otherDevice.socket.connected).toBe(true);
  });

  it("ends a socket when its session expires by the app's clock, and leaves the socket of a longer session open", async () => {
    const ada = await signUp(server.app);
    const shortSession = await createSession(server.context.database, ada.userId, {
      ttlMs: 3_600_000,
      nowMs: server.context.clock(),
    });
    const lasting = await open(origin, { cookie: ada.cookie, origin });
    // The clock moves to 300 ms before the short session's end: a socket opened now has that long.
    clockMovedMs = shortSession.expiresAt.getTime() - 300 - Date.now();
    try {
      const expiring = await open(origin, { cookie: `${SESSION_COOKIE}=${shortSession.token}`, origin });
      const openedAt = Date.now();
      const stillOpen = new Promise<string>((resolve) => setTimeout(() => resolve('still connected after 5 s'), 5_000));
      expect(await Promise.race([disconnection(expiring.socket), stillOpen])).toBe('io server disconnect');
      // Not before the session's end by the app's clock (a little slack for the timer), and not long after it.
      expect(server.context.clock()).toBeGreaterThanOrEqual(shortSession.expiresAt.getTime() - 50);
      expect(Date.now() - openedAt).toBeLessThan(5_000);
      expect(lasting.socket.connected).toBe(true);
    } finally {
      clockMovedMs = 0;
    }
  });

  it('counts people only on problems that exist', async () => {
    const problemId = await insertProblem(server.context.database, sumProblem(), server.context.clock());
    const { cookie } = await signUp(server.app);
    const tab = await open(origin, { cookie, origin });
    // The answer comes after any count the join would have sent.
    expect(await tab.socket.timeout(5000).emitWithAck('join-problem', { problemId: 'no-such-problem' })).toEqual({
      joined: false,
    });
    expect(tab.counts).toEqual([]);
    expect(await server.context.presence.count('no-such-problem')).toBe(0);
    tab.socket.emit('join-problem', { problemId });
    await expect.poll(() => tab.counts.at(-1)).toBe(1);
  });
});

async function scaledPartsReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return await isPostgresReachable();
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const scaled = await scaledPartsReachable();
if (!scaled) console.warn('skipped: ending sockets across servers needs PostgreSQL and Redis');

describe.skipIf(!scaled)('realtime access with several servers (Redis adapter)', () => {
  let testDatabase: TestDatabase;
  let serverA: RunningServer;
  let serverB: RunningServer;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    const base = { REDIS_URL, REDIS_PREFIX, JUDGE_IN_PROCESS: 'false', AUTH_RATE_LIMIT: '1000' };
    serverA = await startServer(
      { ...testConfig(base), database: testDatabase.settings, port: 0, host: '127.0.0.1' },
      { logger: false },
    );
    serverB = await startServer(
      { ...testConfig(base), database: testDatabase.settings, port: 0, host: '127.0.0.1' },
      { logger: false },
    );
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await serverA?.close();
    await serverB?.close();
    await testDatabase?.drop();
    await deleteTestRedisKeys(REDIS_PREFIX);
  });

  it('a logout on one server ends the session’s sockets on the other', async () => {
    const ada = await signUp(serverA.app);
    const onB = await open(serverB.url, { cookie: ada.cookie });
    const ended = disconnection(onB.socket);
    expect((await logout(serverA.url, ada.cookie)).status).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });
});
