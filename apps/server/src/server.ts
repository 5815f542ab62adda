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
import { createQueuedJudging, startJudgeWorker } from './judging/queued-judging.js';
import type { JudgingLog } from './judging/judge-stored-submission.js';
import { startJudge } from './judging/start-judge.js';
import { createAppMetrics, type AppMetrics } from './metrics/app-metrics.js';
import { seedProblems } from './problems/seed.js';
import { createMemoryPresence } from './realtime/presence.js';
import { createRedisPresence } from './realtime/redis-presence.js';
import { attachRealtime } from './realtime/socket.js';
import { deleteExpiredSessions } from './services/users/sessions.js';
import { ensureAdmin } from './services/users/users.js';

export type RunningServer = {
  app: FastifyInstance;
  context: AppContext;
  io: SocketServer;
  url: string;
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
    judging?: (context: Pick<AppContext, 'database' | 'config' | 'metrics'>) => JudgingService;
    logger?: boolean | object;
  } = {},
): Promise<RunningServer> {
  fs.mkdirSync(config.dataDirectory, { recursive: true });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  await deleteExpiredSessions(database);

  const metrics = createAppMetrics();
  // Judging starts before the app (and its logger) exists; its lines go to the app's logger once there is one.
  let appLog: JudgingLog | null = null;
  const judgingLog: JudgingLog = {
    info: (details, message) => appLog?.info(details, message),
    error: (details, message) => appLog?.error(details, message),
  };
  const scaled = config.redisUrl ? createScaledParts(config.redisUrl, database, config, metrics, judgingLog) : null;
  const judging =
    overrides.judging?.({ database, config, metrics }) ??
    scaled?.judging ??
    createInProcessJudging({
      database,
      startJudge: () => startJudge(config),
      onError: (error, submissionId) => console.error(`judging ${submissionId} failed`, error),
      metrics: metrics.judge,
      log: judgingLog,
    });
  const presence = scaled?.presence ?? createMemoryPresence();
  const { app, context } = await buildApp(
    { config, database, judging, presence, metrics },
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
    const { user, created } = await ensureAdmin(database, config.admin);
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

  return {
    app,
    context,
    io,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await realtime.close();
      // Before the requests drain: a submit waiting for its owner's turn answers at once (pending)
      // and another server or worker takes its submission over.
      await judging.handBack?.();
      await app.close();
      await scaled?.close();
      await judging.close();
      await database.destroy();
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
) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const adapterPublisher = redis.duplicate();
  const adapterSubscriber = redis.duplicate();
  // ioredis reconnects (and resubscribes) by itself; an error unheard would only print "missing 'error' handler" without saying what failed.
  for (const [name, client] of Object.entries({ redis, adapterPublisher, adapterSubscriber })) {
    client.on('error', (error: Error) => console.error(`Redis (${name}): ${error.message}; reconnecting`));
  }
  const namespace = config.redisPrefix;
  const presence = createRedisPresence(redis, namespace);
  const judging = createQueuedJudging({
    database,
    redisUrl,
    namespace,
    perUserLimit: config.judge.perUserLimit,
    claimLeaseMs: config.judge.claimLeaseMs,
    onError: (error, submissionId) => console.error(`judging ${submissionId} failed`, error),
  });
  const worker = config.judge.inProcess
    ? startJudge(config).then(
        (judge) => ({
          judge,
          worker: startJudgeWorker({
            database,
            redisUrl,
            judge,
            concurrency: config.judge.workers,
            namespace,
            metrics: metrics.judge,
            log,
          }),
        }),
        (error: unknown) => {
          console.error(
            `This server will not judge (workers may): ${error instanceof Error ? error.message : String(error)}`,
          );
          return null;
        },
      )
    : Promise.resolve(null);
  return {
    redis,
    adapterPublisher,
    adapterSubscriber,
    presence,
    judging,
    async close() {
      const started = await worker;
      await started?.worker.close();
      await started?.judge.close();
      presence.close();
      await Promise.all(
        [redis, adapterPublisher, adapterSubscriber].map((client) => client.quit().catch(() => undefined)),
      );
    },
  };
}
