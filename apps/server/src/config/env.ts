import path from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every setting the server reads, with its default. The README's configuration table is written
 * from this schema; keep the two together.
 */
const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    /** TCP port for the app, API and socket. */
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** SQLite file, generated secrets and media live here. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** postgres://… switches the data layer from the embedded SQLite file to PostgreSQL. */
    DATABASE_URL: z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// (leave unset for SQLite)')
      .optional(),
    /** redis://… moves the judge queue to BullMQ and socket fan-out/presence to Redis. */
    REDIS_URL: z
      .string()
      .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
      .optional(),
    /** Judge submissions in this process (true) or only in `npm run worker` processes (false; needs REDIS_URL). */
    JUDGE_IN_PROCESS: booleanText.default(true),
    /** Submissions judged at once by this process. */
    JUDGE_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** Compiled programs and the judge's precompiled headers; must be reachable by the sandbox user, so not under a private home. */
    JUDGE_CACHE_DIR: z.string().optional(),
    /** Folder of Kattis-layout problem packages imported at start. */
    PROBLEMS_DIR: z.string().min(1).default('./problems'),
    /** Import/update the problem packages at start. */
    SEED_PROBLEMS: booleanText.default(true),
    /** Days a session stays valid. */
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** Mark cookies Secure: "auto" does so when the request came over https (behind TRUST_PROXY). */
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    /** Trust X-Forwarded-* from a reverse proxy (needed for client addresses and https detection). */
    TRUST_PROXY: booleanText.default(false),
    /** Login/register attempts per client address per minute. */
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    /** Run/submit calls per user per minute. */
    JUDGE_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    ADMIN_FIRST_NAME: z.string().min(1).default('Admin'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Folder holding the built SPA; empty disables serving it. */
    WEB_DIST_DIR: z.string().default(''),
  })
  .refine((environment) => !environment.ADMIN_EMAIL === !environment.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((environment) => environment.JUDGE_IN_PROCESS || environment.REDIS_URL, {
    message: 'JUDGE_IN_PROCESS=false needs REDIS_URL (workers take jobs from Redis)',
    path: ['JUDGE_IN_PROCESS'],
  });

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the whole environment at once so that every problem is reported together. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const cleaned = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  return toConfig(parsed.data, root);
}

function toConfig(environment: z.output<typeof environmentSchema>, root: string) {
  const dataDirectory = path.resolve(root, environment.DATA_DIR);
  return {
    environment: environment.NODE_ENV,
    port: environment.PORT,
    host: environment.HOST,
    dataDirectory,
    database: environment.DATABASE_URL
      ? ({ kind: 'postgres', url: environment.DATABASE_URL } as const)
      : ({ kind: 'sqlite', file: path.join(dataDirectory, 'codeyard.db') } as const),
    redisUrl: environment.REDIS_URL ?? null,
    judge: { inProcess: environment.JUDGE_IN_PROCESS, workers: environment.JUDGE_WORKERS, cacheDirectory: environment.JUDGE_CACHE_DIR ? path.resolve(root, environment.JUDGE_CACHE_DIR) : undefined },
    problemsDirectory: path.resolve(root, environment.PROBLEMS_DIR),
    seedProblems: environment.SEED_PROBLEMS,
    sessionTtlMs: environment.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    cookieSecure: environment.COOKIE_SECURE,
    trustProxy: environment.TRUST_PROXY,
    authRateLimit: environment.AUTH_RATE_LIMIT,
    judgeRateLimit: environment.JUDGE_RATE_LIMIT,
    admin: environment.ADMIN_EMAIL && environment.ADMIN_PASSWORD ? { email: environment.ADMIN_EMAIL, password: environment.ADMIN_PASSWORD, firstName: environment.ADMIN_FIRST_NAME } : null,
    logLevel: environment.LOG_LEVEL,
    webDistDirectory: environment.WEB_DIST_DIR ? path.resolve(root, environment.WEB_DIST_DIR) : path.resolve(root, 'apps/web/dist'),
  };
}
