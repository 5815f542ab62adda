import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import type { JudgingService } from './judging/judging-service.js';
import type { Presence } from './realtime/presence.js';

/** What routes and services share; built once in main.ts (or per test). */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  judging: JudgingService;
  presence: Presence;
  logger: FastifyBaseLogger;
};
