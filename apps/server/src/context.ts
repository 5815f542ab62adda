import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import type { JudgingService } from './judging/judging-service.js';
import type { AppMetrics } from './metrics/app-metrics.js';
import type { ContestEvents } from './realtime/contest-events.js';
import type { ProblemEvents } from './realtime/problem-events.js';
import type { Presence } from './realtime/presence.js';
import type { SessionSockets } from './realtime/session-sockets.js';
import type { SessionCache } from './services/users/session-cache.js';
import type { ChatProvider } from './services/ai-tutor/chat-types.js';
import type { StandingsBoards } from './services/contests/standings-board.js';
import type { FailureGuard, SignInGuard } from './services/users/sign-in-guard.js';

/** What routes and services share; built once in main.ts (or per test). */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  judging: JudgingService;
  presence: Presence;
  /** Ends the sockets of a session (logout); connected to socket.io once it starts. */
  sessionSockets: SessionSockets;
  /** Counts failed password checks per account and per address (shared through Redis when scaled). */
  signInGuard: SignInGuard;
  /** Counts wrong join codes per account and per address, as signInGuard counts passwords (docs/classrooms.md). */
  joinCodeGuard: FailureGuard;
  /** Sessions this server looked up in the last SESSION_CACHE_MS. */
  sessionCache: SessionCache;
  logger: FastifyBaseLogger;
  /** Epoch milliseconds; contest windows are decided by it (tests move it). */
  clock: () => number;
  /** Live contest standings, kept in memory per contest. */
  standings: StandingsBoards;
  /** Key of the signed video URLs (MEDIA_URL_SECRET or generated into DATA_DIR). */
  mediaUrlSecret: Buffer;
  /** Sends comment changes to the sockets watching a problem; connected once socket.io starts. */
  problemEvents: ProblemEvents;
  /** Sends clarifications and announcements to a contest's sockets; connected once socket.io starts. */
  contestEvents: ContestEvents;
  /** The AI tutor's model, or null when none is configured. */
  chatProvider: ChatProvider | null;
  /** What /metrics answers: requests, sockets, the judge queue, judging done here, standings work. */
  metrics: AppMetrics;
};

/** What callers of buildApp provide; the rest is made there. */
export type AppContextInput = Omit<
  AppContext,
  | 'logger'
  | 'clock'
  | 'standings'
  | 'sessionSockets'
  | 'sessionCache'
  | 'signInGuard'
  | 'joinCodeGuard'
  | 'mediaUrlSecret'
  | 'problemEvents'
  | 'contestEvents'
  | 'chatProvider'
  | 'metrics'
> & {
  chatProvider?: ChatProvider | null;
  /** Made by the caller when judging in this process records into it too; otherwise made here. */
  metrics?: AppMetrics;
  clock?: () => number;
};
