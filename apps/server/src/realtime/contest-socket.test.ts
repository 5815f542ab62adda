import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startServer, type RunningServer } from '../server.js';
import { createContest } from '../services/contests/contests.js';
import { insertProblem } from '../services/problems/problems.js';
import { ensureAdmin } from '../services/users/users.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { scriptedJudging } from '../testing/scripted-judging.js';
import { signUp, testConfig } from '../testing/test-app.js';

describe('live leaderboard notices', () => {
  let server: RunningServer;
  let problemId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const config = { ...testConfig({ AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' }), port: 0, host: '127.0.0.1' };
    server = await startServer(config, { judging: scriptedJudging, logger: false });
    problemId = await insertProblem(server.context.database, sumProblem());
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await server?.close();
  });

  const open = async (cookie?: string) => {
    const socket = connect(server.url, { transports: ['websocket'], extraHeaders: cookie ? { cookie } : {}, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const notices: string[] = [];
    socket.on('contest-standings-changed', (payload: { contestId: string }) => notices.push(payload.contestId));
    return { socket, notices };
  };

  const contestStarting = async (offsetMs: number) => {
    const { user: admin } = await ensureAdmin(server.context.database, { email: 'root@example.com', password: 'Admin123!', firstName: 'Root' });
    const start = Date.now() + offsetMs;
    return createContest(server.context.database, { title: 'Live', description: 'Live board', startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString(), problems: [problemId], freezeMinutes: 0 }, admin._id);
  };

  it('tells every watcher of a running contest, once, that a verdict changed the board', async () => {
    const contest = await contestStarting(-60_000);
    const contestant = await signUp(server.app);
    const watcher = await signUp(server.app);
    const watching = await open(watcher.cookie);
    const visitor = await open();
    watching.socket.emit('watch-contest', { contestId: contest.id });
    visitor.socket.emit('watch-contest', { contestId: contest.id });
    // Joining is asynchronous; a verdict right after the emit could beat it.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const submit = (code: string) =>
      server.app.inject({ method: 'POST', url: `/api/submissions/submit/${problemId}`, headers: { cookie: contestant.cookie }, payload: { code, language: 'python', contestId: contest.id } });
    await Promise.all([submit('print(0)'), submit('# ACCEPT')]);
    await expect.poll(() => watching.notices, { timeout: 2000 }).toContain(contest.id);
    // Verdicts within the notice interval share a notice (two may straddle it); visitors are not told.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(watching.notices.length).toBeLessThanOrEqual(2);
    expect(new Set(watching.notices)).toEqual(new Set([contest.id]));
    expect(visitor.notices).toEqual([]);
  });

  it('does not let non-admins watch a contest before it starts', async () => {
    const contest = await contestStarting(600_000);
    const early = await signUp(server.app);
    const watching = await open(early.cookie);
    watching.socket.emit('watch-contest', { contestId: contest.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rooms = await server.io.in(`contest:${contest.id}`).fetchSockets();
    expect(rooms).toHaveLength(0);
  });
});
