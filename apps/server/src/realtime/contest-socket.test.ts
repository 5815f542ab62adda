import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startServer, type RunningServer } from '../server.js';
import { createContest } from '../services/contests/contests.js';
import { insertProblem } from '../services/problems/problems.js';
import { createPendingSubmission } from '../services/submissions/submissions.js';
import { ensureAdmin } from '../services/users/users.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { scriptedJudging } from '../testing/scripted-judging.js';
import { settled } from '../testing/sockets.js';
import { signUp, testConfig } from '../testing/test-app.js';

describe('live leaderboard notices', () => {
  let server: RunningServer;
  let problemId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const config = { ...testConfig({ AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' }), port: 0, host: '127.0.0.1' };
    server = await startServer(config, { judging: scriptedJudging, logger: false });
    problemId = await insertProblem(server.context.database, sumProblem(), server.context.clock());
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await server?.close();
  });

  const open = async (cookie?: string) => {
    const socket = connect(server.url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
    });
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
    const { user: admin } = await ensureAdmin(server.context.database, {
      email: 'root@example.com',
      password: 'Admin123!',
      firstName: 'Root',
      nowMs: server.context.clock(),
    });
    const start = Date.now() + offsetMs;
    return createContest(
      server.context.database,
      {
        title: 'Live',
        description: 'Live board',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 3_600_000).toISOString(),
        problems: [problemId],
        freezeMinutes: 0,
      },
      admin._id,
      Date.now(),
    );
  };

  it('tells every watcher of a running contest, once, that a verdict changed the board', async () => {
    const contest = await contestStarting(-60_000);
    const contestant = await signUp(server.app);
    const watcher = await signUp(server.app);
    const watching = await open(watcher.cookie);
    const visitor = await open();
    // Joining is asynchronous: the acknowledgement says when it is done (a visitor may not watch).
    const watch = (socket: typeof watching.socket) =>
      socket.timeout(5000).emitWithAck('watch-contest', { contestId: contest.id });
    expect(await watch(watching.socket)).toEqual({ watching: true });
    expect(await watch(visitor.socket)).toEqual({ watching: false });

    const submit = (code: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/submissions/submit/${problemId}`,
        headers: { cookie: contestant.cookie },
        payload: { code, language: 'python', contestId: contest.id },
      });
    await Promise.all([submit('print(0)'), submit('# ACCEPT')]);
    await expect.poll(() => watching.notices, { timeout: 2000 }).toContain(contest.id);
    // Verdicts within the notice interval share a notice (two may straddle it); visitors are not told.
    // The interval is real time (a throttle, not the app's clock): a further notice would come one
    // interval (500 ms) after the first, so the check waits that long and a little more.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(watching.notices.length).toBeLessThanOrEqual(2);
    expect(new Set(watching.notices)).toEqual(new Set([contest.id]));
    expect(visitor.notices).toEqual([]);
  });

  it('during the freeze tells a hidden verdict only to its author and the jury', async () => {
    const { user: admin } = await ensureAdmin(server.context.database, {
      email: 'root@example.com',
      password: 'Admin123!',
      firstName: 'Root',
      nowMs: server.context.clock(),
    });
    const started = Date.now() - 60_000;
    // Frozen from the start: every result of this contest is hidden from other contestants.
    const contest = await createContest(
      server.context.database,
      {
        title: 'Frozen',
        description: 'All frozen',
        startTime: new Date(started).toISOString(),
        endTime: new Date(started + 3_600_000).toISOString(),
        problems: [problemId],
        freezeMinutes: 60,
      },
      admin._id,
      Date.now(),
    );
    const author = await signUp(server.app);
    const rival = await signUp(server.app);
    const adminLogin = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailid: 'root@example.com', password: 'Admin123!' },
    });
    const [authorSocket, rivalSocket, jurySocket] = await Promise.all([
      open(author.cookie),
      open(rival.cookie),
      open(String(adminLogin.headers['set-cookie']).split(';')[0]),
    ]);
    for (const watcher of [authorSocket, rivalSocket, jurySocket])
      expect(await watcher.socket.timeout(5000).emitWithAck('watch-contest', { contestId: contest.id })).toEqual({
        watching: true,
      });

    // Stored as a submission already received (its arrival was announced before), then judged.
    const submission = await createPendingSubmission(server.context.database, {
      userId: author.userId,
      problemId,
      language: 'python',
      code: '# ACCEPT',
      contestId: contest.id,
      testsTotal: 3,
      createdMs: server.context.clock(),
    });
    await server.context.judging.judgeSubmission(submission.id, author.userId);
    await expect.poll(() => jurySocket.notices, { timeout: 2000 }).toContain(contest.id);
    await expect.poll(() => authorSocket.notices, { timeout: 2000 }).toContain(contest.id);
    // A notice to the rival would have been sent with those: it has arrived once the rival's socket is settled.
    await settled(rivalSocket.socket);
    expect(rivalSocket.notices).toEqual([]);
  });

  it('does not count or tell anyone on a problem hidden before its contest', async () => {
    const { user: admin } = await ensureAdmin(server.context.database, {
      email: 'root@example.com',
      password: 'Admin123!',
      firstName: 'Root',
      nowMs: server.context.clock(),
    });
    const hidden = await insertProblem(
      server.context.database,
      sumProblem({ title: 'Hidden', visibility: 'contest' }),
      server.context.clock(),
    );
    const start = Date.now() + 600_000;
    await createContest(
      server.context.database,
      {
        title: 'Later',
        description: 'Soon',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 3_600_000).toISOString(),
        problems: [hidden],
        freezeMinutes: 0,
      },
      admin._id,
      Date.now(),
    );
    const curious = await signUp(server.app);
    const watching = await open(curious.cookie);
    const counts: number[] = [];
    watching.socket.on('problem-user-count', (count: number) => counts.push(count));
    // The answer comes after any count the join would have sent.
    expect(await watching.socket.timeout(5000).emitWithAck('join-problem', { problemId: hidden })).toEqual({
      joined: false,
    });
    expect(counts).toEqual([]);
    expect(await server.io.in(`problem:${hidden}`).fetchSockets()).toHaveLength(0);
  });

  it('does not let non-admins watch a contest before it starts', async () => {
    const contest = await contestStarting(600_000);
    const early = await signUp(server.app);
    const watching = await open(early.cookie);
    expect(await watching.socket.timeout(5000).emitWithAck('watch-contest', { contestId: contest.id })).toEqual({
      watching: false,
    });
    const rooms = await server.io.in(`contest:${contest.id}`).fetchSockets();
    expect(rooms).toHaveLength(0);
  });
});
