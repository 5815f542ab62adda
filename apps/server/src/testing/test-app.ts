import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config/env.js';
import type { AppContext } from '../context.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import type { JudgingService } from '../judging/judging-service.js';
import { everyLanguage } from '../judging/offered-languages.js';
import { createAppMetrics } from '../metrics/app-metrics.js';
import { createMemoryPresence, type Presence } from '../realtime/presence.js';
import type { ChatProvider } from '../services/ai-tutor/chat-types.js';
import { ensureAdmin } from '../services/users/users.js';
import { createTestDatabase, type TestDatabase } from './databases.js';

/** Judging for tests that never reach the judge: any use is a test bug, so it says so loudly. */
export const unusedJudging: JudgingService = {
  status: () => ({ available: false, starting: false, message: 'not used in this test', memoryControl: null }),
  offeredLanguages: async () => everyLanguage(),
  run: async () => {
    throw new Error('judging is not set up in this test');
  },
  verifyReferences: async () => {
    throw new Error('judging is not set up in this test');
  },
  preparePolygon: async () => {
    throw new Error('judging is not set up in this test');
  },
  judgeSubmission: async () => {
    throw new Error('judging is not set up in this test');
  },
  recoverPending: async () => 0,
  setPublisher: () => undefined,
  close: async () => undefined,
};

export type TestApp = {
  app: FastifyInstance;
  context: AppContext;
  config: Config;
  close(): Promise<void>;
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyard-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDirectory,
    LOG_LEVEL: 'silent',
    SEED_PROBLEMS: 'false',
    WEB_DIST_DIR: path.join(dataDirectory, 'no-web'),
    ...overrides,
  });
}

export async function createTestApp(
  options: {
    dialect?: 'sqlite' | 'postgres';
    /** `metrics` is the app's: judging made here records into what its /metrics answers; `clock` too. */
    judging?: (context: Pick<AppContext, 'database' | 'config' | 'metrics' | 'clock'>) => JudgingService;
    env?: Record<string, string>;
    clock?: () => number;
    /** The AI tutor's model; unset: chosen by the AI_* settings of `env` (none: off). */
    chatProvider?: ChatProvider;
    /** Who is viewing which problem; unset: the in-memory presence. */
    presence?: Presence;
    /** Fastify's logger options (e.g. `{ level: 'info', stream }` to read the log lines); unset: no logging. */
    logger?: object;
    /** Serve data that already exists (a restored backup, an old release's folder); left in place on close. */
    existing?: Config;
  } = {},
): Promise<TestApp> {
  const testDatabase: TestDatabase | null = options.existing
    ? null
    : await createTestDatabase(options.dialect ?? 'sqlite');
  const config = options.existing ?? { ...testConfig(options.env), database: testDatabase!.settings };
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const metrics = createAppMetrics();
  const clock = options.clock ?? Date.now;
  const judging = options.judging?.({ database, config, metrics, clock }) ?? unusedJudging;
  const { app, context } = await buildApp(
    {
      config,
      database,
      judging,
      presence: options.presence ?? createMemoryPresence(),
      clock,
      chatProvider: options.chatProvider,
      metrics,
    },
    { logger: options.logger ?? false },
  );
  await app.ready();
  return {
    app,
    context,
    config,
    async close() {
      await app.close();
      await judging.close();
      await database.destroy();
      if (testDatabase) {
        await testDatabase.drop();
        fs.rmSync(config.dataDirectory, { recursive: true, force: true });
      }
    },
  };
}

/** The session cookie of a response, as a Cookie header value. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'codeyard_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `codeyard_session=${cookie.value}`;
}

let counter = 0;
/** Registers a fresh user and answers its cookie. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ firstName: string; emailid: string; password: string; handle: string }> = {},
): Promise<{ cookie: string; userId: string; emailid: string; handle: string }> {
  counter += 1;
  const body = {
    firstName: 'Ada',
    emailid: `ada${counter}-${Date.now()}@example.com`,
    password: 'Secret1!',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`sign-up failed ${response.statusCode}: ${response.body}`);
  const { user } = response.json();
  return { cookie: sessionCookieOf(response), userId: user._id, emailid: body.emailid, handle: user.handle };
}

/** A model that answers every question with the same words, for tests that need the tutor on but not a provider's wire format. */
/** Makes (or promotes) an admin account and signs it in through the login call; answers its session cookie. */
export async function signInAsAdmin(
  test: Pick<TestApp, 'app' | 'context'>,
  email = 'admin@example.com',
): Promise<string> {
  const password = 'Secret1!';
  await ensureAdmin(test.context.database, { email, password, firstName: 'Admin', nowMs: test.context.clock() });
  return sessionCookieOf(
    await test.app.inject({ method: 'POST', url: '/api/user/login', payload: { emailid: email, password } }),
  );
}

export const echoChatProvider: ChatProvider = {
  name: 'echo',
  async *stream({ turns }) {
    yield `You asked: ${turns.at(-1)?.text ?? ''}`;
  },
};
