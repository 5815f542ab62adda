import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { JudgingProgress, PublicUser } from '@codeyard/shared';
import type { AppContext } from '../context.js';
import { findSessionUser, SESSION_COOKIE } from '../services/users/sessions.js';

type ClientEvents = {
  'join-problem': (payload: { problemId?: unknown } | string) => void;
  'leave-problem': (payload: { problemId?: unknown } | string) => void;
};
type ServerEvents = {
  'problem-user-count': (count: number) => void;
  'submission-progress': (progress: JudgingProgress) => void;
};
type SocketData = { user: PublicUser | null; problemId: string | null };

const problemRoom = (problemId: string) => `problem:${problemId}`;
const userRoom = (userId: string) => `user:${userId}`;

function problemIdOf(payload: { problemId?: unknown } | string): string | null {
  const value = typeof payload === 'string' ? payload : payload?.problemId;
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
}

/**
 * socket.io on the app's own HTTP server. Identity comes from the session cookie sent with the
 * handshake; any user id in a payload is ignored. A socket watches one problem at a time, so a
 * client that moves to another problem without leaving is handled.
 */
export function attachRealtime(app: FastifyInstance, context: AppContext): Server<ClientEvents, ServerEvents, Record<string, never>, SocketData> {
  const io = new Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>(app.server, { path: '/socket.io', serveClient: false });
  const { presence } = context;

  io.use(async (socket, next) => {
    try {
      const token = app.parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      socket.data.user = token ? await findSessionUser(context.database, token) : null;
      socket.data.problemId = null;
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error('Could not read the session'));
    }
  });

  const broadcastCount = async (problemId: string, count: number) => {
    io.to(problemRoom(problemId)).emit('problem-user-count', count);
  };

  /** A presence failure (Redis away, server closing) must not take the process down: log it and carry on. */
  const guarded =
    <Arguments extends unknown[]>(handler: (...args: Arguments) => Promise<void>) =>
    (...args: Arguments) => {
      handler(...args).catch((error: unknown) => context.logger.warn({ err: error }, 'realtime handler failed'));
    };

  io.on('connection', (socket) => {
    const user = socket.data.user;
    if (user) void socket.join(userRoom(user._id));

    const leaveCurrent = async () => {
      const problemId = socket.data.problemId;
      if (!problemId) return;
      socket.data.problemId = null;
      await socket.leave(problemRoom(problemId));
      if (user) await broadcastCount(problemId, await presence.leave(problemId, user._id, socket.id));
    };

    socket.on(
      'join-problem',
      guarded(async (payload: { problemId?: unknown } | string) => {
        const problemId = problemIdOf(payload);
        if (!problemId) return;
        if (socket.data.problemId === problemId) return;
        await leaveCurrent();
        socket.data.problemId = problemId;
        await socket.join(problemRoom(problemId));
        const count = user ? await presence.join(problemId, user._id, socket.id) : await presence.count(problemId);
        if (user) await broadcastCount(problemId, count);
        else socket.emit('problem-user-count', count);
      }),
    );

    socket.on(
      'leave-problem',
      guarded(async (payload: { problemId?: unknown } | string) => {
        const problemId = problemIdOf(payload);
        if (problemId && socket.data.problemId !== problemId) return;
        await leaveCurrent();
      }),
    );

    socket.on('disconnect', guarded(leaveCurrent));
  });

  // Progress reaches every server (from its own judge or the Redis channel), so each emits only to its own sockets.
  context.judging.setPublisher((userId, progress) => {
    io.local.to(userRoom(userId)).emit('submission-progress', progress);
  });

  return io;
}
