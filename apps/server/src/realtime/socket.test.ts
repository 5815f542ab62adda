import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { startServer, type RunningServer } from '../server.js';
import { insertProblem } from '../services/problems/problems.js';
import { sumProblem, SUM_SOLUTIONS } from '../testing/fixture-problem.js';
import { closeSharedJudge, realJudging } from '../testing/judging.js';
import { settled } from '../testing/sockets.js';
import { signUp, testConfig } from '../testing/test-app.js';

describe('realtime presence and judging progress', () => {
  let server: RunningServer;
  let problemId: string;
  let otherProblemId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const config = { ...testConfig({ AUTH_RATE_LIMIT: '1000', JUDGE_RATE_LIMIT: '1000' }), port: 0, host: '127.0.0.1' };
    server = await startServer(config, { judging: realJudging, logger: false });
    problemId = await insertProblem(server.context.database, sumProblem(), server.context.clock());
    otherProblemId = await insertProblem(
      server.context.database,
      sumProblem({ title: 'Other' }),
      server.context.clock(),
    );
  }, 120_000);
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await server?.close();
    await closeSharedJudge();
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
    const counts: number[] = [];
    socket.on('problem-user-count', (count: number) => counts.push(count));
    return { socket, counts, last: () => counts.at(-1) };
  };

  it('counts distinct people: tabs of one person count once, and closing tabs removes them', async () => {
    const ada = await signUp(server.app);
    const bob = await signUp(server.app);
    const adaTab1 = await open(ada.cookie);
    const adaTab2 = await open(ada.cookie);
    const bobTab = await open(bob.cookie);

    adaTab1.socket.emit('join-problem', { problemId, userId: 'spoofed' });
    await expect.poll(adaTab1.last).toBe(1);
    adaTab2.socket.emit('join-problem', { problemId });
    await expect.poll(adaTab2.last).toBe(1);
    bobTab.socket.emit('join-problem', { problemId });
    await expect.poll(adaTab1.last).toBe(2);
    await expect.poll(bobTab.last).toBe(2);

    // Bob moves to another problem without leaving: he is no longer counted here.
    bobTab.socket.emit('join-problem', { problemId: otherProblemId });
    await expect.poll(adaTab1.last).toBe(1);
    await expect.poll(adaTab2.last).toBe(1);
    await expect.poll(bobTab.last).toBe(1);

    // One of Ada's tabs closes: she is still here through the other. Its leave is handled once the
    // room hears the count again (every leave is broadcast).
    const heardBefore = adaTab2.counts.length;
    adaTab1.socket.close();
    await expect.poll(() => adaTab2.counts.length).toBeGreaterThan(heardBefore);
    expect(adaTab2.last()).toBe(1);
    bobTab.socket.emit('join-problem', { problemId });
    await expect.poll(adaTab2.last).toBe(2);
    adaTab2.socket.emit('leave-problem', { problemId });
    await expect.poll(bobTab.last).toBe(1);
  });

  it('does not count pages that close right after joining', async () => {
    const problem = await insertProblem(
      server.context.database,
      sumProblem({ title: 'Quick visits' }),
      server.context.clock(),
    );
    const visitors = await Promise.all(Array.from({ length: 5 }, () => signUp(server.app)));
    const closed: string[] = [];
    for (const visitor of visitors) {
      const tab = await open(visitor.cookie);
      closed.push(tab.socket.id ?? '');
      // Sent back to back: the close may arrive while the join is still being handled.
      tab.socket.emit('join-problem', { problemId: problem });
      tab.socket.disconnect();
    }
    // The server has seen every close; their last handlers may still be running, and nothing says
    // when a page counted by mistake stays counted: a short wait for them.
    await expect
      .poll(async () => (await server.io.fetchSockets()).filter((socket) => closed.includes(socket.id)))
      .toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stayer = await open((await signUp(server.app)).cookie);
    stayer.socket.emit('join-problem', { problemId: problem });
    await expect.poll(stayer.last).toBeDefined();
    expect(stayer.last()).toBe(1);
  });

  it("handles one socket's events in order: join, leave, join sent back to back leave the page counted", async () => {
    // What a page load sends (React mounts, unmounts and mounts the effect again). Handled out of
    // order, the leave could run before the first join had finished and the second join would
    // send nothing, leaving the page at 0 (issue 20).
    const problem = await insertProblem(
      server.context.database,
      sumProblem({ title: 'Remounted' }),
      server.context.clock(),
    );
    const people = await Promise.all(Array.from({ length: 8 }, () => signUp(server.app)));
    // A slow presence store (Redis across a network) makes the interleaving certain: a leave still
    // in flight when the next join lands would otherwise remove that join.
    const presence = server.context.presence;
    const leave = presence.leave.bind(presence);
    presence.leave = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return leave(...args);
    };
    onTestFinished(() => {
      presence.leave = leave;
    });
    const tabs = [];
    for (const person of people) {
      const tab = await open(person.cookie);
      tab.socket.emit('join-problem', { problemId: problem });
      tab.socket.emit('leave-problem', { problemId: problem });
      tab.socket.emit('join-problem', { problemId: problem });
      tabs.push(tab);
    }
    // Once everything each tab sent has been handled, all eight are here.
    await Promise.all(tabs.map((tab) => settled(tab.socket)));
    expect(await server.context.presence.count(problem)).toBe(8);
    for (const tab of tabs) expect(tab.last()).toBe(8);

    // A page left right after it was opened (a quick navigation in the app, socket still open) is
    // left: handled out of order, the leave arrived while the join was still looking the problem
    // up, found nothing to leave, and the person stayed counted until they closed the tab.
    const passer = await open((await signUp(server.app)).cookie);
    passer.socket.emit('join-problem', { problemId: problem });
    passer.socket.emit('leave-problem', { problemId: problem });
    await settled(passer.socket);
    expect(await server.context.presence.count(problem)).toBe(8);

    // A repeated join (a second effect run with no leave between) is answered with the count.
    const [first] = tabs;
    const answer = new Promise((resolve) => first!.socket.once('problem-user-count', resolve));
    first!.socket.emit('join-problem', { problemId: problem });
    expect(await answer).toBe(8);
  });

  it('lets visitors see the count without being counted', async () => {
    const carol = await signUp(server.app);
    const visitor = await open();
    const member = await open(carol.cookie);
    member.socket.emit('join-problem', { problemId: otherProblemId });
    await expect.poll(member.last).toBeGreaterThanOrEqual(1);
    const before = member.last();
    visitor.socket.emit('join-problem', { problemId: otherProblemId });
    await expect.poll(visitor.last).toBe(before);
    // A count broadcast for the visitor's join was sent before the visitor's own answer: by the
    // time the member's socket is settled, it would have arrived.
    await settled(member.socket);
    expect(member.last()).toBe(before);
  });

  it('acknowledges a join once the socket is in the room (when asked), and says when it is not', async () => {
    const dave = await signUp(server.app);
    const tab = await open(dave.cookie);
    const joined = await tab.socket.timeout(5000).emitWithAck('join-problem', { problemId });
    expect(joined).toEqual({ joined: true });
    // In the room by the time of the answer: a change sent now reaches it.
    const heard = new Promise((resolve) => tab.socket.once('comment-deleted', resolve));
    server.context.problemEvents.emit(problemId, 'comment-deleted', { problemId, parentId: null, commentId: 'c1' });
    await expect(heard).resolves.toMatchObject({ commentId: 'c1' });
    // Joining again answers as well; a made-up problem is not joined.
    expect(await tab.socket.timeout(5000).emitWithAck('join-problem', { problemId })).toEqual({ joined: true });
    expect(await tab.socket.timeout(5000).emitWithAck('join-problem', { problemId: 'no-such-problem' })).toEqual({
      joined: false,
    });
  });

  it('sends judging progress to the submitter only', async () => {
    const dan = await signUp(server.app);
    const eve = await signUp(server.app);
    const danSocket = await open(dan.cookie);
    const eveSocket = await open(eve.cookie);
    const danProgress: { phase: string; test?: number; total?: number; status?: string }[] = [];
    const eveProgress: unknown[] = [];
    danSocket.socket.on('submission-progress', (progress) => danProgress.push(progress));
    eveSocket.socket.on('submission-progress', (progress) => eveProgress.push(progress));

    const response = await fetch(`${server.url}/api/submissions/submit/${problemId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: dan.cookie },
      body: JSON.stringify({ code: SUM_SOLUTIONS.cpp, language: 'cpp' }),
    });
    expect((await response.json()).status).toBe('accepted');
    await expect.poll(() => danProgress.at(-1)?.phase).toBe('done');
    expect(danProgress.map((progress) => progress.phase)).toContain('running');
    expect(
      danProgress
        .filter((progress) => progress.phase === 'running')
        .map((progress) => `${progress.test}/${progress.total}`),
    ).toEqual(['1/4', '2/4', '3/4', '4/4']);
    expect(danProgress.at(-1)).toMatchObject({ phase: 'done', status: 'accepted' });
    expect(eveProgress).toEqual([]);
  });
});
