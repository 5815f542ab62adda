// `npm run worker`: a judge worker for the scaled deployment. It needs DATABASE_URL (shared with
// the web servers) and REDIS_URL, bubblewrap and the toolchains; run as many as the load needs.
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config/env.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { createQueuedJudging } from './judging/queue/producer.js';
import { startJudgeWorker } from './judging/queue/worker.js';
import { startJudge } from './judging/start-judge.js';
import { createWorkerMetrics } from './metrics/app-metrics.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { closeInOrder, exitOnSignals } from './lib/shutdown.js';

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
  exitOnSignals({
    timeoutMs: config.shutdownTimeoutMs,
    log,
    shutdown: (deadlineMs) => {
      process.on('unhandledRejection', (reason) => log.warn({ err: reason }, 'shutdown: a late failure, ignored'));
      const timeoutMs = config.shutdownTimeoutMs;
      return closeInOrder(
        [
          // Its claims released, the waiting submissions it took over go to other servers and workers.
          { name: 'submissions held', boundMs: 2000, close: () => keeper.close() },
          { name: 'metrics server', boundMs: 1000, close: async () => metricsServer?.close() },
          // Finishes the jobs it is judging, or hands them back to the queue for another worker.
          {
            name: 'judge worker',
            // With Redis gone and nothing being judged, BullMQ's closing would only wait for a reconnection.
            boundMs: worker.connected || worker.activeJobs > 0 ? timeoutMs * 0.8 : 1000,
            close: async () => {
              const { handedBack } = await worker.close({ handBackAfterMs: timeoutMs * 0.6 });
              if (handedBack > 0) log.info({ handedBack }, 'jobs still judged were handed back to the queue');
              // The programs of a job handed back are not waited for: their sandboxes die with this process.
              else await judge.close();
            },
          },
          { name: 'database', boundMs: 2000, close: () => database.destroy() },
        ],
        { deadlineMs, log },
      );
    },
    stillOpen: () => ({ activeJobs: worker.activeJobs, resources: process.getActiveResourcesInfo() }),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
