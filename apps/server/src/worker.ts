// `npm run worker`: a judge worker for the scaled deployment. It needs DATABASE_URL (shared with
// the web servers) and REDIS_URL, bubblewrap and the toolchains; run as many as the load needs.
import { ConfigError, loadConfig } from './config/env.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { startJudgeWorker } from './judging/queued-judging.js';
import { startJudge } from './judging/start-judge.js';
import { closeInOrder, exitOnSignals, type ShutdownLog } from './lib/shutdown.js';

/** The worker logs plain lines (it has no Fastify logger): "message {fields}". */
function consoleLog(): ShutdownLog {
  const line = (fields: object, message: string) => {
    const { err, ...rest } = fields as { err?: unknown };
    const reason = err instanceof Error ? ` (${err.message})` : err ? ` (${String(err)})` : '';
    return `${message}${reason} ${JSON.stringify(rest)}`;
  };
  return {
    info: (fields, message) => console.log(line(fields, message)),
    warn: (fields, message) => console.warn(line(fields, message)),
    error: (fields, message) => console.error(line(fields, message)),
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl)
    throw new ConfigError(['REDIS_URL: a worker takes its jobs from Redis; set REDIS_URL (and DATABASE_URL)']);
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const judge = await startJudge(config);
  const worker = startJudgeWorker({
    database,
    redisUrl: config.redisUrl,
    judge,
    concurrency: config.judge.workers,
    namespace: config.redisPrefix,
  });
  console.log(`Judge worker ready: ${config.judge.workers} at a time, memory control ${judge.info.memoryControl}`);
  const log = consoleLog();
  exitOnSignals({
    timeoutMs: config.shutdownTimeoutMs,
    log,
    shutdown: (deadlineMs) => {
      process.on('unhandledRejection', (reason) => log.warn({ err: reason }, 'shutdown: a late failure, ignored'));
      const timeoutMs = config.shutdownTimeoutMs;
      return closeInOrder(
        [
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
