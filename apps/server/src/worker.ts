// `npm run worker`: a judge worker for the scaled deployment. It needs DATABASE_URL (shared with
// the web servers) and REDIS_URL, bubblewrap and the toolchains; run as many as the load needs.
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config/env.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { createQueuedJudging, startJudgeWorker } from './judging/queued-judging.js';
import { startJudge } from './judging/start-judge.js';
import { createWorkerMetrics } from './metrics/app-metrics.js';
import { startMetricsServer } from './metrics/metrics-server.js';

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl)
    throw new ConfigError(['REDIS_URL: a worker takes its jobs from Redis; set REDIS_URL (and DATABASE_URL)']);
  // JSON lines like the web server's (pino), so one grep of a request id or submission id follows a submission through both.
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'worker' } });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const judge = await startJudge(config);
  const metrics = createWorkerMetrics();
  const worker = startJudgeWorker({
    database,
    redisUrl: config.redisUrl,
    judge,
    concurrency: config.judge.workers,
    namespace: config.redisPrefix,
    metrics: metrics.judge,
    log,
  });
  // Workers, like web servers, take over the submissions of a web server that died while it held them.
  const keeper = createQueuedJudging({
    database,
    redisUrl: config.redisUrl,
    perUserLimit: config.judge.perUserLimit,
    namespace: config.redisPrefix,
    claimLeaseMs: config.judge.claimLeaseMs,
    onError: (error, submissionId) => log.error({ submissionId, err: error }, 'taking over a submission failed'),
  });
  await keeper.recoverPending();
  const metricsServer =
    config.metrics.workerPort === null
      ? null
      : await startMetricsServer({
          registry: metrics.registry,
          port: config.metrics.workerPort,
          host: config.host,
          token: config.metrics.token,
        });
  log.info(
    {
      workers: config.judge.workers,
      memoryControl: judge.info.memoryControl,
      metricsPort: metricsServer?.port ?? null,
    },
    `Judge worker ready: ${config.judge.workers} at a time, memory control ${judge.info.memoryControl}`,
  );
  const shutdown = async () => {
    await keeper.close();
    await metricsServer?.close();
    await worker.close();
    await judge.close();
    await database.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
