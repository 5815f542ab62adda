import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { insertProblem } from '../services/problems/problems.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { createTestApp, signUp, type TestApp } from '../testing/test-app.js';
import { createMemoryPresence, type Presence } from './presence.js';
import { attachRealtime } from './socket.js';

describe('closing the realtime server', () => {
  let test: TestApp | undefined;
  afterAll(async () => {
    await test?.close();
  });

  it('waits for the pages still leaving, so that nothing reaches presence (or, scaled, Redis) after it', async () => {
    // A leave that takes a while, as one over Redis on a busy server does.
    const memory = createMemoryPresence();
    let leavesFinished = 0;
    const slowPresence: Presence = {
      ...memory,
      async leave(problemId, userId, connectionId) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        leavesFinished += 1;
        return memory.leave(problemId, userId, connectionId);
      },
    };
    test = await createTestApp({ presence: slowPresence });
    const realtime = attachRealtime(test.app, test.context);
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const problemId = await insertProblem(test.context.database, sumProblem(), test.context.clock());
    const { cookie } = await signUp(test.app);
    const socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const counted = new Promise((resolve) => socket.once('problem-user-count', resolve));
    socket.emit('join-problem', { problemId });
    expect(await counted).toBe(1);

    // The page leaves as the server closes: close() returns only once that leave is done.
    socket.close();
    await realtime.close();
    expect(leavesFinished).toBe(1);
    expect(await memory.count(problemId)).toBe(0);
  });
});
