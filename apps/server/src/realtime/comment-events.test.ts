import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { CommentAddedEvent, CommentDeletedEvent, CommentUpdatedEvent } from '@codeyard/shared';
import { startServer, type RunningServer } from '../server.js';
import { insertProblem } from '../services/problems/problems.js';
import { sumProblem } from '../testing/fixture-problem.js';
import { signUp, testConfig, unusedJudging } from '../testing/test-app.js';

describe('live comments over the socket', () => {
  let server: RunningServer;
  let problemId: string;
  let otherProblemId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const config = { ...testConfig({ AUTH_RATE_LIMIT: '1000' }), port: 0, host: '127.0.0.1' };
    server = await startServer(config, { judging: () => unusedJudging, logger: false });
    problemId = await insertProblem(server.context.database, sumProblem(), server.context.clock());
    otherProblemId = await insertProblem(
      server.context.database,
      sumProblem({ title: 'Other' }),
      server.context.clock(),
    );
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await server?.close();
  });

  /** A page watching a problem (a visitor: no cookie), recording what it hears. */
  const watch = async (problem: string) => {
    const socket = connect(server.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const heard: { name: string; payload: CommentAddedEvent | CommentUpdatedEvent | CommentDeletedEvent }[] = [];
    for (const name of ['comment-added', 'comment-updated', 'comment-deleted'] as const)
      socket.on(name, (payload) => heard.push({ name, payload }));
    const counted = new Promise((resolve) => socket.once('problem-user-count', resolve));
    socket.emit('join-problem', { problemId: problem });
    await counted;
    return heard;
  };

  it("tells everyone on the problem's page about new comments, likes and deletions, and nobody elsewhere", async () => {
    const here = await watch(problemId);
    const elsewhere = await watch(otherProblemId);
    const ada = await signUp(server.app, { firstName: 'Ada' });
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      fetch(`${server.url}/api${url}`, {
        method,
        headers: { cookie: ada.cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
        body: payload ? JSON.stringify(payload) : undefined,
      });

    const comment = await (await call('POST', '/comments', { problemId, content: 'Live!' })).json();
    await expect.poll(() => here.length).toBe(1);
    expect(here[0]).toEqual({ name: 'comment-added', payload: { problemId, parentId: null, comment } });

    await call('POST', `/comments/like/${comment._id}`);
    await expect
      .poll(() => here.at(-1))
      .toEqual({
        name: 'comment-updated',
        payload: { problemId, parentId: null, commentId: comment._id, likes: [ada.userId] },
      });
    await call('DELETE', `/comments/${comment._id}`);
    await expect
      .poll(() => here.at(-1))
      .toEqual({ name: 'comment-deleted', payload: { problemId, parentId: null, commentId: comment._id } });
    expect(elsewhere).toEqual([]);
  });
});
