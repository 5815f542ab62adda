import fs from 'node:fs';
import { Judge } from '@codeyard/judge';
import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { buildApp } from './app.js';
import type { Config } from './config/env.js';
import type { AppContext } from './context.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { createInProcessJudging, type JudgingService } from './judging/judging-service.js';
import { seedProblems } from './problems/seed.js';
import { createMemoryPresence } from './realtime/presence.js';
import { attachRealtime } from './realtime/socket.js';
import { deleteExpiredSessions } from './services/users/sessions.js';
import { ensureAdmin } from './services/users/users.js';

export type RunningServer = { app: FastifyInstance; context: AppContext; io: SocketServer; url: string; close(): Promise<void> };

/**
 * Boots everything in order: data directory, database and migrations, seed problems, the admin
 * from the environment, the judge (in the background), HTTP and realtime. Used by main.ts and by
 * the integration tests, which pass their own config and judging.
 */
export async function startServer(config: Config, overrides: { judging?: (context: Pick<AppContext, 'database' | 'config'>) => JudgingService; logger?: boolean | object } = {}): Promise<RunningServer> {
  fs.mkdirSync(config.dataDirectory, { recursive: true });
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  await deleteExpiredSessions(database);

  const judging =
    overrides.judging?.({ database, config }) ??
    createInProcessJudging({
      database,
      startJudge: () => Judge.create({ workers: config.judge.workers, cacheDirectory: config.judge.cacheDirectory }),
      onError: (error, submissionId) => console.error(`judging ${submissionId} failed`, error),
    });
  const { app, context } = await buildApp({ config, database, judging, presence: createMemoryPresence() }, { logger: overrides.logger });

  if (config.seedProblems) {
    const report = await seedProblems(database, config.problemsDirectory, app.log);
    app.log.info({ created: report.created, updated: report.updated, unchanged: report.unchanged, failed: report.failed.length }, 'problem packages imported');
  }
  if (config.admin) {
    const { user, created } = await ensureAdmin(database, config.admin);
    app.log.info({ email: user.emailid }, created ? 'admin account created' : 'admin account ensured');
  }

  await app.ready();
  const io = attachRealtime(app, context);
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
      await io.close();
      await app.close();
      await judging.close();
      await database.destroy();
    },
  };
}
