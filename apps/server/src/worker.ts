// `npm run worker`: a judge worker for the scaled deployment. It needs DATABASE_URL (shared with
// the web servers) and REDIS_URL, bubblewrap and the toolchains; run as many as the load needs.
import { ConfigError, loadConfig } from './config/env.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { createQueuedJudging, startJudgeWorker } from './judging/queued-judging.js';
import { startJudge } from './judging/start-judge.js';

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
  // Workers, like web servers, take over the submissions of a web server that died while it held them.
  const keeper = createQueuedJudging({
    database,
    redisUrl: config.redisUrl,
    perUserLimit: config.judge.perUserLimit,
    namespace: config.redisPrefix,
    claimLeaseMs: config.judge.claimLeaseMs,
    onError: (error, submissionId) =>
      console.error(`judging ${submissionId} failed: ${error instanceof Error ? error.message : String(error)}`),
  });
  await keeper.recoverPending();
  console.log(`Judge worker ready: ${config.judge.workers} at a time, memory control ${judge.info.memoryControl}`);
  const shutdown = async () => {
    await keeper.close();
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
