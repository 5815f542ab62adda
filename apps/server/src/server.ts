import fs from 'node:fs';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Server as SocketServer } from 'socket.io';
import { buildApp } from './app.js';
import type { Config } from './config/env.js';
import type { AppContext } from './context.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { createInProcessJudging, type JudgingService } from './judging/judging-service.js';
import { createQueuedJudging } from './judging/queue/producer.js';
import { startJudgeWorker, type JudgeWorker } from './judging/queue/worker.js';
import type { JudgingLog } from './judging/judge-stored-submission.js';
import type { Judge } from '@codeyard/judge';
import { startJudge } from './judging/start-judge.js';
import { createAppMetrics, type AppMetrics } from './metrics/app-metrics.js';
import { seedProblems } from './problems/seed.js';
import { createMemoryPresence } from './realtime/presence.js';
import { createRedisPresence } from './realtime/redis-presence.js';
import { attachRealtime } from './realtime/socket.js';
import { deleteExpiredSessions } from './services/users/sessions.js';
import { ensureAdmin } from './services/users/users.js';
import { closeInOrder, type ShutdownStep } from './lib/shutdown.js';
import { quitRedis, reportRedisErrors, subscribeWhenReady } from './lib/redis-clients.js';

export type RunningServer = {
  app: FastifyInstance;
  context: AppContext;
  io: SocketServer;
  url: string;
  /** The bounded steps of a graceful shutdown, in order (main.ts runs them on SIGTERM). */
  shutdownSteps(): ShutdownStep[];
  /** Runs the shutdown steps; throws if one failed or was still open at its bound. */
  close(): Promise<void>;
};

/**
 * Boots everything in order: data directory, database and migrations, seed problems, the admin
 * from the environment, the judge (in the background), HTTP and realtime. Used by main.ts and by
 * the integration tests, which pass their own config and judging.
 */
export async function startServer(
  config: Config,
  overrides: {
    /** `clock` is the app's: judging made here stamps verdicts with it. */
    judging?: (context: Pick<AppContext, 'database' | 'config' | 'metrics' | 'clock'>) => JudgingService;
    logger?: boolean | object;
    /** The app's clock (epoch milliseconds); tests move it. Unset: the wall clock. */
    clock?: () => number;
  } = {},
): Promise<RunningServer> {
  fs.mkdirSync(config.dataDirectory, { recursive: true });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const clock = overrides.clock ?? Date.now;
  await deleteExpiredSessions(database, clock());

  const metrics = createAppMetrics();
  // Judging starts before the app (and its logger) exists; its lines go to the app's logger once there is one.
  let appLog: JudgingLog | null = null;
  const judgingLog: JudgingLog = {
    info: (details, message) => appLog?.info(details, message),
    error: (details, message) => appLog?.error(details, message),
  };
  const scaled = config.redisUrl
    ? createScaledParts(config.redisUrl, database, config, metrics, judgingLog, clock)
    : null;
  const judging =
    overrides.judging?.({ database, config, metrics, clock }) ??
    scaled?.judging ??
    createInProcessJudging({
      database,
      startJudge: () => startJudge(config),
      onError: (error, submissionId) => console.error(`judging ${submissionId} failed`, error),
      metrics: metrics.judge,
      log: judgingLog,
      clock,
    });
  const presence = scaled?.presence ?? createMemoryPresence();
  const { app, context } = await buildApp(
    { config, database, judging, presence, metrics, clock },
    { logger: overrides.logger, rateLimitRedis: scaled?.redis },
  );
  appLog = app.log;

  if (config.seedProblems) {
    const report = await seedProblems(database, config.problemsDirectory, app.log);
    app.log.info(
      {
        created: report.created,
        updated: report.updated,
        unchanged: report.unchanged,
        deletedByAdmin: report.deletedByAdmin,
        failed: report.failed.length,
      },
      'problem packages imported',
    );
  }
  if (config.admin) {
    const { user, created } = await ensureAdmin(database, { ...config.admin, nowMs: context.clock() });
    app.log.info({ email: user.email }, created ? 'admin account created' : 'admin account ensured');
  }

  await app.ready();
  const realtime = attachRealtime(app, context);
  const { io } = realtime;
  metrics.web.countSocketsWith(() => io.engine.clientsCount);
  if (scaled) {
    io.adapter(
      createAdapter(scaled.adapterPublisher, scaled.adapterSubscriber, { key: `${config.redisPrefix}:socket.io` }),
    );
    // A logout on any server ends the session's remembered look-up on every server.
    io.on('session-ended', (tokenHash) => context.sessionCache.forgetAnnounced(tokenHash));
    context.sessionCache.announceTo((tokenHash) => io.serverSideEmit('session-ended', tokenHash));
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  const recovered = await judging.recoverPending();
  if (recovered > 0) app.log.info({ recovered }, 'pending submissions queued for judging again');

  let httpClosed: Promise<void> | null = null;
  /**
   * Fastify stops accepting, answers 503 to new requests on open connections and waits for those
   * in flight. A keep-alive connection whose request ends meanwhile would stay open until its
   * client or the keep-alive timeout (72 s) closed it, so idle ones are closed as they appear.
   */
  const closeHttp = () =>
    (httpClosed ??= (async () => {
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
    })());
  const timeoutMs = config.shutdownTimeoutMs;
  const shutdownSteps = (): ShutdownStep[] => {
    // With Redis away nothing can be handed back to the queue, and BullMQ's closing waits for a
    // reconnection that may never come: those steps get a second rather than their share.
    const redisAway = scaled !== null && scaled.redis.status !== 'ready';
    const queueBound = (share: number) => (redisAway ? 1000 : timeoutMs * share);
    return [
      // Stops listening (a load balancer sends new connections elsewhere) and answers 503 to new
      // requests on open connections; not awaited here, the requests in flight are.
      { name: 'new connections', boundMs: 1000, close: async () => void closeHttp().catch(() => undefined) },
      // Sockets next, so that clients reconnect elsewhere: open WebSockets would keep the HTTP server open.
      { name: 'sockets', boundMs: 3000, close: () => realtime.close() },
      // A submit waiting here for its owner's turn answers at once (pending); its claim released,
      // another server or worker takes the submission over. Runs in flight go on.
      { name: 'waiting submissions', boundMs: 2000, close: async () => judging.handBack?.() },
      // A Run or submission in flight still answers: the judge and queue stay up meanwhile.
      { name: 'requests in flight', boundMs: timeoutMs * 0.4, close: closeHttp },
      // Hands back what waits here for its turn (requests still waiting for it then answer).
      { name: 'judging', boundMs: queueBound(0.2), close: () => judging.close() },
      ...(scaled
        ? [
            {
              name: 'in-process judge worker',
              boundMs: scaled.judgingNow() ? timeoutMs * 0.3 : queueBound(0.3),
              close: () => scaled.closeWorker({ handBackAfterMs: timeoutMs * 0.2 }),
            },
          ]
        : []),
      { name: 'requests released', boundMs: 2000, close: closeHttp },
      ...(scaled ? [{ name: 'redis', boundMs: 2000, close: () => scaled.close() }] : []),
      { name: 'database', boundMs: 2000, close: () => database.destroy() },
    ];
  };

  return {
    app,
    context,
    io,
    url: `http://127.0.0.1:${port}`,
    shutdownSteps,
    async close() {
      const report = await closeInOrder(shutdownSteps(), { deadlineMs: Date.now() + timeoutMs, log: app.log });
      if (!report.clean)
        throw new Error(`closing left ${[...report.failed, ...report.unfinished].join(', ')} failed or open`);
    },
  };
}

/**
 * With REDIS_URL: judging goes through the queue (and this process also takes jobs unless
 * JUDGE_IN_PROCESS=false), presence is shared, and rate limits count across servers.
 */
function createScaledParts(
  redisUrl: string,
  database: ReturnType<typeof openDatabase>,
  config: Config,
  metrics: AppMetrics,
  log: JudgingLog,
  clock: () => number,
) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const adapterPublisher = redis.duplicate();
  const adapterSubscriber = subscribeWhenReady(redis.duplicate(), 'adapterSubscriber');
  // ioredis reconnects (and resubscribes) by itself; an error unheard would only print "missing 'error' handler" without saying what failed.
  for (const [name, client] of Object.entries({ redis, adapterPublisher, adapterSubscriber }))
    reportRedisErrors(client, name);
  const namespace = config.redisPrefix;
  const presence = createRedisPresence(redis, namespace);
  const judging = createQueuedJudging({
    database,
    redisUrl,
    namespace,
    perUserLimit: config.judge.perUserLimit,
    claimLeaseMs: config.judge.claimLeaseMs,
    onError: (error, submissionId) => console.error(`judging ${submissionId} failed`, error),
    clock,
  });
  /** The in-process judge and worker once started; a judge that finishes starting after shutdown began is closed, not put to work. */
  let started: { judge: Judge; worker: JudgeWorker } | null = null;
  let closing = false;
  if (config.judge.inProcess) {
    startJudge(config).then(
      (judge) => {
        if (closing) return judge.close();
        started = {
          judge,
          worker: startJudgeWorker({
            database,
            redisUrl,
            judge,
            // The judge's own queue decides how many run (it may follow idle cores); the queue may hand it that many.
            concurrency: config.judge.idleCoreWorkers ?? config.judge.workers,
            namespace,
            metrics: metrics.judge,
            log,
            clock,
          }),
        };
      },
      (error: unknown) => {
        console.error(
          `This server will not judge (workers may): ${error instanceof Error ? error.message : String(error)}`,
        );
      },
    );
  }
  return {
    redis,
    adapterPublisher,
    adapterSubscriber,
    presence,
    judging,
    /** The in-process worker: waits for its jobs, hands back what is still judged after `handBackAfterMs`. */
    /** Whether the in-process worker is judging a job right now. */
    judgingNow: () => (started?.worker.activeJobs ?? 0) > 0,
    async closeWorker(closeOptions: { handBackAfterMs: number }) {
      closing = true;
      const { handedBack } = (await started?.worker.close(closeOptions)) ?? { handedBack: 0 };
      // The programs of a job handed back are not waited for: their sandboxes die with this process.
      if (handedBack === 0) await started?.judge.close();
    },
    async close() {
      presence.close();
      await quitRedis([redis, adapterPublisher, adapterSubscriber]);
    },
  };
}
