import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { isAdminRole, type ClarificationEvent, type JudgingProgress, type User } from '@codeyard/shared';
import type { AppContext } from '../context.js';
import { isAllowedOrigin, ownOrigin } from '../http/origin.js';
import { findContest } from '../services/contests/contests.js';
import { canSeeContestInside, isHiddenFromOthers, problemAccess } from '../services/policy/access-policy.js';
import { SESSION_COOKIE } from '../http/cookies.js';
import { findSession } from '../services/users/sessions.js';
import type { ProblemEventMap } from './problem-events.js';
import { endSocketAtSessionExpiry, sessionRoom } from './session-sockets.js';

type ClientEvents = {
  /** The acknowledgement, when the client asks for one, says whether the socket is in the problem's room now. */
  'join-problem': (payload: { problemId?: unknown } | string, acknowledge?: unknown) => void;
  'leave-problem': (payload: { problemId?: unknown } | string) => void;
  /** Acknowledged (when asked) with whether the socket watches the contest now. */
  'watch-contest': (payload: { contestId?: unknown } | string, acknowledge?: unknown) => void;
  'unwatch-contest': (payload: { contestId?: unknown } | string) => void;
};
type ServerEvents = {
  'problem-user-count': (count: number) => void;
  'submission-progress': (progress: JudgingProgress) => void;
  /** Something on the contest's leaderboard changed: watchers fetch their page again. */
  'contest-standings-changed': (payload: { contestId: string }) => void;
  /** A question for the jury, an answer or an announcement (realtime/contest-events.ts decides who hears which view). */
  'contest-clarification': (payload: ClarificationEvent) => void;
} & { [Name in keyof ProblemEventMap]: (payload: ProblemEventMap[Name]) => void };
type SocketData = { user: User | null; problemId: string | null; sessionExpiresAtMs: number | null };
/** Between web servers (scaled mode, through the Redis adapter). */
export type InterServerEvents = { 'session-ended': (tokenHash: string) => void };

/** Why a handshake from another origin's page fails (the client's connect_error). */
export const crossSiteSocketMessage = 'Cross-site connections are not allowed';

const problemRoom = (problemId: string) => `problem:${problemId}`;
const userRoom = (userId: string) => `user:${userId}`;
const contestRoom = (contestId: string) => `contest:${contestId}`;
/** Admins watching a contest: they see through the freeze, so they hear of frozen verdicts too. */
const juryRoom = (contestId: string) => `contest-jury:${contestId}`;
/** Leaderboard watchers hear at most one change per contest in this window (milliseconds), however many verdicts arrive. */
const STANDINGS_NOTICE_INTERVAL_MS = 500;

function idOf(payload: Record<string, unknown> | string, key: string): string | null {
  const value = typeof payload === 'string' ? payload : payload?.[key];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : null;
}
/**
 * Answers a client's acknowledgement, when it asked for one, once `work` has settled: joining a
 * room takes a moment, and only from then on does the page hear every change, so it may read again.
 */
async function answeringAfter(work: Promise<void>, acknowledge: unknown, answer: () => object): Promise<void> {
  try {
    await work;
  } finally {
    if (typeof acknowledge === 'function') acknowledge(answer());
  }
}

const problemIdOf = (payload: { problemId?: unknown } | string) => idOf(payload, 'problemId');
const contestIdOf = (payload: { contestId?: unknown } | string) => idOf(payload, 'contestId');

/**
 * socket.io on the app's own HTTP server. Identity comes from the session cookie sent with the
 * handshake; any user id in a payload is ignored. Pages of other origins may not connect (they
 * would act with the visitor's cookie), and the sockets of a session end when it does (logout or
 * expiry). A socket watches one existing problem at a time, so a client that moves to another
 * problem without leaving is handled.
 */
export type Realtime = {
  io: Server<ClientEvents, ServerEvents, InterServerEvents, SocketData>;
  /**
   * Ends every socket, then waits for the handlers that started (a page's leave still updating
   * presence and broadcasting the new count), so that nothing is sent to Redis once the server
   * closes its connections: a command sent after that is refused, and the adapter's publish has
   * no one to report the refusal to but the process (an unhandled rejection).
   */
  close(): Promise<void>;
};

export function attachRealtime(app: FastifyInstance, context: AppContext): Realtime {
  const { presence, config } = context;
  const io = new Server<ClientEvents, ServerEvents, InterServerEvents, SocketData>(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Long-polling from a page of an allowed origin is a cross-origin request like any API call (http/cors.ts).
    ...(config.allowedOrigins.length > 0 ? { cors: { origin: [...config.allowedOrigins], credentials: true } } : {}),
    allowRequest: (request, callback) => {
      const allowed = isAllowedOrigin(request.headers, ownOrigin(request, config.trustProxy), config.allowedOrigins);
      callback(allowed ? null : crossSiteSocketMessage, allowed);
    },
  });

  io.use(async (socket, next) => {
    try {
      const token = app.parseCookie(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
      const session = token ? await findSession(context.database, token, context.clock(), context.sessionCache) : null;
      socket.data.user = session?.user ?? null;
      socket.data.sessionExpiresAtMs = session?.expiresAtMs ?? null;
      socket.data.problemId = null;
      // Joined before the connection is announced, so a logout from now on reaches this socket.
      if (token && socket.data.user) await socket.join(sessionRoom(token));
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error('Could not read the session'));
    }
  });

  const broadcastCount = async (problemId: string, count: number) => {
    io.to(problemRoom(problemId)).emit('problem-user-count', count);
  };

  /** Handlers still running, for close() to wait for. */
  const pending = new Set<Promise<void>>();
  /** A presence failure (Redis away, server closing) must not take the process down: log it and carry on. */
  const guarded =
    <Arguments extends unknown[]>(handler: (...args: Arguments) => Promise<void>) =>
    (...args: Arguments) => {
      const work = handler(...args).catch((error: unknown) =>
        context.logger.warn({ err: error }, 'realtime handler failed'),
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
    };

  io.on('connection', (socket) => {
    const user = socket.data.user;
    if (user) void socket.join(userRoom(user._id));
    if (socket.data.sessionExpiresAtMs !== null)
      endSocketAtSessionExpiry(socket, socket.data.sessionExpiresAtMs, context.clock);

    // socket.io calls handlers as events arrive, without waiting for the last one: each socket's
    // events are chained so that they take effect in the order the page sent them (a leave sent
    // right after a join leaves what that join joined).
    let previous: Promise<void> = Promise.resolve();
    const inOrder =
      <Arguments extends unknown[]>(handler: (...args: Arguments) => Promise<void>) =>
      (...args: Arguments): Promise<void> => {
        const run = previous.then(() => handler(...args));
        previous = run.catch(() => undefined);
        return run;
      };

    const leaveCurrent = async () => {
      const problemId = socket.data.problemId;
      if (!problemId) return;
      socket.data.problemId = null;
      await socket.leave(problemRoom(problemId));
      if (user) await broadcastCount(problemId, await presence.leave(problemId, user._id, socket.id));
    };

    const joinProblem = async (problemId: string | null) => {
      if (!problemId) return;
      if (socket.data.problemId === problemId) {
        // Already here (a page's effect ran twice): answer the count, as a first join would.
        socket.emit('problem-user-count', await presence.count(problemId));
        return;
      }
      // Made-up ids would otherwise fill presence (memory, Redis) with problems nobody can open; hidden ones are treated alike.
      if (!(await problemAccess(context.database, problemId, user, context.clock()))?.readable) return;
      await leaveCurrent();
      // A page that closed while the problem was looked up found nothing to leave: do not count it now.
      if (socket.disconnected) return;
      socket.data.problemId = problemId;
      await socket.join(problemRoom(problemId));
      const count = user ? await presence.join(problemId, user._id, socket.id) : await presence.count(problemId);
      if (user) await broadcastCount(problemId, count);
      else socket.emit('problem-user-count', count);
    };

    socket.on(
      'join-problem',
      guarded(
        inOrder(async (payload: { problemId?: unknown } | string, acknowledge?: unknown) => {
          const problemId = problemIdOf(payload);
          await answeringAfter(joinProblem(problemId), acknowledge, () => ({
            joined: problemId !== null && socket.data.problemId === problemId,
          }));
        }),
      ),
    );

    socket.on(
      'leave-problem',
      guarded(
        inOrder(async (payload: { problemId?: unknown } | string) => {
          const problemId = problemIdOf(payload);
          if (problemId && socket.data.problemId !== problemId) return;
          await leaveCurrent();
        }),
      ),
    );

    // Watching a leaderboard: signed-in users only, for contests whose board they may read.
    const watchContest = async (contestId: string | null) => {
      if (!user || !contestId) return;
      const contest = await findContest(context.database, contestId);
      if (!contest) return;
      if (!canSeeContestInside(contest, user, context.clock())) return;
      await socket.join(contestRoom(contestId));
      if (isAdminRole(user.role)) await socket.join(juryRoom(contestId));
    };
    socket.on(
      'watch-contest',
      guarded(
        inOrder(async (payload: { contestId?: unknown } | string, acknowledge?: unknown) => {
          const contestId = contestIdOf(payload);
          await answeringAfter(watchContest(contestId), acknowledge, () => ({
            watching: contestId !== null && socket.rooms.has(contestRoom(contestId)),
          }));
        }),
      ),
    );
    socket.on(
      'unwatch-contest',
      guarded(
        inOrder(async (payload: { contestId?: unknown } | string) => {
          const contestId = contestIdOf(payload);
          if (!contestId) return;
          await socket.leave(contestRoom(contestId));
          await socket.leave(juryRoom(contestId));
        }),
      ),
    );

    socket.on('disconnect', guarded(inOrder(leaveCurrent)));
  });

  const noticeTimers = new Map<string, NodeJS.Timeout>();
  /** One notice per `key` per interval, to the rooms named; `everywhere` sends through the adapter to every server's sockets. */
  const noticeStandingsChanged = (
    contestId: string,
    rooms: string[],
    options: { key: string; everywhere: boolean },
  ) => {
    if (noticeTimers.has(options.key)) return;
    const timer = setTimeout(() => {
      noticeTimers.delete(options.key);
      (options.everywhere ? io : io.local).to(rooms).emit('contest-standings-changed', { contestId });
    }, STANDINGS_NOTICE_INTERVAL_MS);
    // A pending notice must not keep a closing process alive.
    timer.unref();
    noticeTimers.set(options.key, timer);
  };
  /**
   * A verdict reaches every server (progress is published to all), so each tells its own watchers.
   * A verdict the frozen board hides changes only what its author and the jury see: only they hear.
   */
  const noticeVerdict = async (contestId: string, submissionId: string, userId: string) => {
    if (await isHiddenFromOthers(context.database, submissionId, context.clock())) {
      noticeStandingsChanged(contestId, [juryRoom(contestId), userRoom(userId)], {
        key: `${contestId}:hidden:${userId}`,
        everywhere: false,
      });
    } else {
      noticeStandingsChanged(contestId, [contestRoom(contestId)], { key: contestId, everywhere: false });
    }
  };
  // An arrival shows on every board (a pending attempt, frozen or not); only the server that stored it knows, so it tells every server.
  context.standings.onArrival((contestId) =>
    noticeStandingsChanged(contestId, [contestRoom(contestId)], { key: `${contestId}:arrival`, everywhere: true }),
  );

  // Through the adapter, so sockets of the session held by other servers end too.
  context.sessionSockets.attach((room) => io.in(room).disconnectSockets(true));

  // Comment changes go to everyone on the problem's page, through the adapter to every server.
  context.problemEvents.attach((problemId, name, payload) => {
    (
      io.to(problemRoom(problemId)).emit as (
        event: keyof ProblemEventMap,
        data: ProblemEventMap[keyof ProblemEventMap],
      ) => boolean
    )(name, payload);
  });

  // Clarifications go through the adapter to every server's sockets, each audience its own view.
  context.contestEvents.attach((contestId, delivery, event) => {
    if (delivery.to === 'jury') io.to(juryRoom(contestId)).emit('contest-clarification', event);
    else if (delivery.to === 'user') io.to(userRoom(delivery.userId)).emit('contest-clarification', event);
    else
      io.to(contestRoom(contestId))
        .except([juryRoom(contestId), ...(delivery.exceptUserId ? [userRoom(delivery.exceptUserId)] : [])])
        .emit('contest-clarification', event);
  });

  // Progress reaches every server (from its own judge or the Redis channel), so each emits only to its own sockets.
  context.judging.setPublisher((userId, progress) => {
    io.local.to(userRoom(userId)).emit('submission-progress', progress);
    if (progress.contestId && progress.phase === 'done') {
      context.standings.touch(progress.contestId);
      const contestId = progress.contestId;
      noticeVerdict(contestId, progress.submissionId, userId).catch((error: unknown) =>
        context.logger.warn({ err: error, contestId }, 'standings notice failed'),
      );
    }
  });

  return {
    io,
    async close() {
      // Not io.close(): that also closes the HTTP server and waits until every connection has
      // ended, keep-alive ones included (Fastify keeps an idle one 72 s), with a request in
      // flight never answered meanwhile: servers stayed up for minutes after SIGTERM. Fastify's
      // close stops the HTTP server and drains its requests; this ends the sockets only.
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
