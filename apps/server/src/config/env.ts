import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** "https://a.example, http://localhost:5173" → normalised origins (scheme, host, port; no path). */
const originList = z.string().transform((value, context) => {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    const isOrigin =
      url &&
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username;
    if (!isOrigin) {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" is not an origin like https://codeyard.example.com (scheme, host and port only)`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

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
    /**
     * Starts every name this deployment uses in Redis (queue, presence, rate limits, socket
     * fan-out), so that deployments sharing one Redis never see each other. Servers and workers of
     * one deployment must agree on it.
     */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, _ and - only, at most 40')
      .default('codeyard'),
    /** Judge submissions in this process (true) or only in `npm run worker` processes (false; needs REDIS_URL). */
    JUDGE_IN_PROCESS: booleanText.default(true),
    /**
     * Programs judged at once by this process. Unset: a worker process judges one per core less one; a web
     * server judging in process follows the cores it leaves idle, between that and one per core.
     */
    JUDGE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    /** Programs of one user judged at once (across every worker), so one user cannot take every worker. */
    JUDGE_USER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /**
     * Scaled judge: how long a server's claim on a waiting submission outlives its last renewal
     * (ms). A server that dies has its waiting submissions taken over by the others this soon
     * (plus half of it, the interval at which they look).
     */
    JUDGE_CLAIM_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** Compiled programs and the judge's precompiled headers; must be reachable by the sandbox user, so not under a private home. */
    JUDGE_CACHE_DIR: z.string().optional(),
    /** Folder of Kattis-layout problem packages imported at start. */
    PROBLEMS_DIR: z.string().min(1).default('./problems'),
    /** Import/update the problem packages at start. */
    SEED_PROBLEMS: booleanText.default(true),
    /** Days a session stays valid. */
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** Milliseconds a server trusts a session it has looked up before asking the database again (0: every request asks). */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /** Mark cookies Secure: "auto" does so when the request came over https (behind TRUST_PROXY). */
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    /** Trust X-Forwarded-* and X-Request-Id from a reverse proxy (client addresses, https detection, request ids). */
    TRUST_PROXY: booleanText.default(false),
    /** Other origins whose pages may call the API and socket (the app's own origin always may). */
    ALLOWED_ORIGINS: originList.optional(),
    /** Sign-ups per client address per minute. */
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    /** Failed password checks one account may take in a window before its sign-ins wait for the window to pass. */
    SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /** Failed password checks one client address may make in a window (many accounts guessed from one place). */
    SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
    /** The window those failures are counted in, in minutes. */
    SIGN_IN_FAILURE_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** Wrong join codes one account may try in the sign-in failure window before joining waits (docs/classrooms.md). */
    JOIN_CODE_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    /** Wrong join codes one client address may try in that window (a classroom behind one address mistypes too). */
    JOIN_CODE_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
    /** Password hashes computed at once (the rest wait their turn); unset: half the cores, at least one. */
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** Run/submit calls per user per minute. */
    JUDGE_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    /** Comments and replies a user may post per minute. */
    COMMENT_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Likes (and taking them back) a user may toggle per minute. */
    LIKE_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    /** AI tutor provider: "gemini" (Google Gemini) or "openai" (any OpenAI-compatible server). Unset: the tutor is off. */
    AI_PROVIDER: z.enum(['gemini', 'openai'], { error: 'must be gemini or openai' }).optional(),
    /** Key for the AI provider (a local OpenAI-compatible server may need none). */
    AI_API_KEY: z.string().optional(),
    /** Model name, e.g. gemini-2.5-flash, gpt-4o-mini, llama3.1. */
    AI_MODEL: z.string().min(1).optional(),
    /** Base URL of the provider's API, e.g. http://127.0.0.1:11434/v1 for Ollama; unset: the provider's own. */
    AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    /** AI tutor messages per user per minute. */
    AI_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** AI tutor messages per user per UTC day. */
    AI_DAILY_QUOTA: z.coerce.number().int().min(1).default(100),
    /** Seconds before a model answer is given up (the user sees the error message). */
    AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    /** Rough token budget of the conversation sent to the model; the oldest turns are dropped beyond it. */
    AI_CONTEXT_TOKENS: z.coerce.number().int().min(500).default(6000),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    ADMIN_FIRST_NAME: z.string().min(1).default('Admin'),
    /** Milliseconds a SIGTERM/SIGINT shutdown may take (requests in flight, judging handed back, connections closed) before the process exits anyway with code 1. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Lets callers other than this machine read /metrics with `Authorization: Bearer <token>`; unset: this machine only. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** Port on which `npm run worker` serves /metrics (same rule as METRICS_TOKEN); unset: no metrics server. */
    WORKER_METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).optional(),
    /** Folder holding the built SPA; empty disables serving it. */
    WEB_DIST_DIR: z.string().default(''),
    /** Who may watch editorial videos: "paid" (Razorpay), "free" (every signed-in user) or "granted" (by an admin). Default: paid with Razorpay, else free. */
    EDITORIAL_ACCESS: z.enum(['paid', 'free', 'granted']).optional(),
    /** Razorpay API keys; both together switch payments on. */
    RAZORPAY_KEY_ID: z
      .string()
      .regex(/^rzp_(test|live)_/, 'must start with rzp_test_ or rzp_live_')
      .optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    /** Secret of the Razorpay webhook (payment.captured, order.paid) at /api/payment/webhook. */
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAY_API_URL: httpUrl.default('https://api.razorpay.com'),
    /** "razorpay" loads Razorpay's checkout script; "test" shows our own TEST MODE checkout (test keys only). */
    RAZORPAY_CHECKOUT: z.enum(['razorpay', 'test']).default('razorpay'),
    /** Cloudinary account; all three together store videos there instead of DATA_DIR/media. */
    CLOUDINARY_CLOUD_NAME: z
      .string()
      .regex(/^[\w-]+$/, 'must be a Cloudinary cloud name')
      .optional(),
    CLOUDINARY_API_KEY: z.string().min(1).optional(),
    CLOUDINARY_API_SECRET: z.string().min(1).optional(),
    CLOUDINARY_API_URL: httpUrl.default('https://api.cloudinary.com'),
    CLOUDINARY_DELIVERY_URL: httpUrl.default('https://res.cloudinary.com'),
    /** Key of the signed video URLs; generated into DATA_DIR on first start when unset. */
    MEDIA_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Seconds a signed video URL stays valid. */
    VIDEO_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  })
  .refine((environment) => !environment.RAZORPAY_KEY_ID === !environment.RAZORPAY_KEY_SECRET, {
    message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    path: ['RAZORPAY_KEY_SECRET'],
  })
  .refine((environment) => environment.EDITORIAL_ACCESS !== 'paid' || environment.RAZORPAY_KEY_ID, {
    message: 'EDITORIAL_ACCESS=paid needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    path: ['EDITORIAL_ACCESS'],
  })
  .refine(
    (environment) => environment.RAZORPAY_CHECKOUT !== 'test' || environment.RAZORPAY_KEY_ID?.startsWith('rzp_test_'),
    {
      message: 'RAZORPAY_CHECKOUT=test is allowed only with a test key (rzp_test_…)',
      path: ['RAZORPAY_CHECKOUT'],
    },
  )
  .refine(
    (environment) =>
      [environment.CLOUDINARY_CLOUD_NAME, environment.CLOUDINARY_API_KEY, environment.CLOUDINARY_API_SECRET].filter(
        Boolean,
      ).length %
        3 ===
      0,
    {
      message: 'CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY and CLOUDINARY_API_SECRET must be set together',
      path: ['CLOUDINARY_API_SECRET'],
    },
  )
  .refine((environment) => !environment.ADMIN_EMAIL === !environment.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((environment) => !environment.AI_PROVIDER || environment.AI_MODEL, {
    message: 'AI_PROVIDER needs AI_MODEL (the model to ask)',
    path: ['AI_MODEL'],
  })
  .refine((environment) => environment.AI_PROVIDER !== 'gemini' || environment.AI_API_KEY, {
    message: 'AI_PROVIDER=gemini needs AI_API_KEY',
    path: ['AI_API_KEY'],
  })
  .refine((environment) => environment.AI_PROVIDER !== 'openai' || environment.AI_API_KEY || environment.AI_BASE_URL, {
    message: 'AI_PROVIDER=openai needs AI_API_KEY, or AI_BASE_URL for a local server that takes no key',
    path: ['AI_API_KEY'],
  })
  .refine((environment) => environment.JUDGE_IN_PROCESS || environment.REDIS_URL, {
    message: 'JUDGE_IN_PROCESS=false needs REDIS_URL (workers take jobs from Redis)',
    path: ['JUDGE_IN_PROCESS'],
  });

export type Config = ReturnType<typeof toConfig>;

/** One judge worker per core, leaving one core for the web server (and at least one worker). */
function defaultJudgeWorkers(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

/** paid: bought through Razorpay; free: every signed-in user; granted: given by an admin. */
export type EditorialAccess = 'paid' | 'free' | 'granted';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses the whole environment at once so that every problem is reported together. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config {
  const cleaned = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
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
    redisPrefix: environment.REDIS_PREFIX,
    judge: {
      inProcess: environment.JUDGE_IN_PROCESS,
      workers: environment.JUDGE_WORKERS ?? defaultJudgeWorkers(),
      /** Set when JUDGE_WORKERS is not: the most an in-process judge takes when the web server is quiet. */
      idleCoreWorkers: environment.JUDGE_WORKERS === undefined ? os.availableParallelism() : null,
      perUserLimit: environment.JUDGE_USER_CONCURRENCY,
      claimLeaseMs: environment.JUDGE_CLAIM_LEASE_MS,
      cacheDirectory: environment.JUDGE_CACHE_DIR ? path.resolve(root, environment.JUDGE_CACHE_DIR) : undefined,
    },
    problemsDirectory: path.resolve(root, environment.PROBLEMS_DIR),
    seedProblems: environment.SEED_PROBLEMS,
    sessionTtlMs: environment.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    sessionCacheMs: environment.SESSION_CACHE_MS,
    cookieSecure: environment.COOKIE_SECURE,
    trustProxy: environment.TRUST_PROXY,
    allowedOrigins: environment.ALLOWED_ORIGINS ?? [],
    authRateLimit: environment.AUTH_RATE_LIMIT,
    signIn: {
      failuresPerAccount: environment.SIGN_IN_FAILURES_PER_ACCOUNT,
      failuresPerAddress: environment.SIGN_IN_FAILURES_PER_ADDRESS,
      windowMs: environment.SIGN_IN_FAILURE_WINDOW_MINUTES * 60 * 1000,
      /** Null: follows the judge (password-hashing.ts, hashingSlotsBeside). */
      hashConcurrency: environment.PASSWORD_HASH_CONCURRENCY ?? null,
    },
    joinCodes: {
      failuresPerAccount: environment.JOIN_CODE_FAILURES_PER_ACCOUNT,
      failuresPerAddress: environment.JOIN_CODE_FAILURES_PER_ADDRESS,
      windowMs: environment.SIGN_IN_FAILURE_WINDOW_MINUTES * 60 * 1000,
    },
    judgeRateLimit: environment.JUDGE_RATE_LIMIT,
    commentRateLimit: environment.COMMENT_RATE_LIMIT,
    likeRateLimit: environment.LIKE_RATE_LIMIT,
    ai: {
      provider:
        environment.AI_PROVIDER && environment.AI_MODEL
          ? {
              kind: environment.AI_PROVIDER,
              model: environment.AI_MODEL,
              apiKey: environment.AI_API_KEY ?? null,
              baseUrl: environment.AI_BASE_URL ?? null,
            }
          : null,
      rateLimit: environment.AI_RATE_LIMIT,
      dailyQuota: environment.AI_DAILY_QUOTA,
      timeoutMs: environment.AI_TIMEOUT_SECONDS * 1000,
      contextTokens: environment.AI_CONTEXT_TOKENS,
    },
    admin:
      environment.ADMIN_EMAIL && environment.ADMIN_PASSWORD
        ? {
            email: environment.ADMIN_EMAIL,
            password: environment.ADMIN_PASSWORD,
            firstName: environment.ADMIN_FIRST_NAME,
          }
        : null,
    logLevel: environment.LOG_LEVEL,
    metrics: {
      token: environment.METRICS_TOKEN ?? null,
      workerPort: environment.WORKER_METRICS_PORT ?? null,
    },
    shutdownTimeoutMs: environment.SHUTDOWN_TIMEOUT_MS,
    webDistDirectory: environment.WEB_DIST_DIR
      ? path.resolve(root, environment.WEB_DIST_DIR)
      : path.resolve(root, 'apps/web/dist'),
    editorialAccess: (environment.EDITORIAL_ACCESS ??
      (environment.RAZORPAY_KEY_ID ? 'paid' : 'free')) as EditorialAccess,
    razorpay:
      environment.RAZORPAY_KEY_ID && environment.RAZORPAY_KEY_SECRET
        ? {
            keyId: environment.RAZORPAY_KEY_ID,
            keySecret: environment.RAZORPAY_KEY_SECRET,
            webhookSecret: environment.RAZORPAY_WEBHOOK_SECRET ?? null,
            apiUrl: environment.RAZORPAY_API_URL,
            checkout: environment.RAZORPAY_CHECKOUT,
          }
        : null,
    cloudinary:
      environment.CLOUDINARY_CLOUD_NAME && environment.CLOUDINARY_API_KEY && environment.CLOUDINARY_API_SECRET
        ? {
            cloudName: environment.CLOUDINARY_CLOUD_NAME,
            apiKey: environment.CLOUDINARY_API_KEY,
            apiSecret: environment.CLOUDINARY_API_SECRET,
            apiUrl: environment.CLOUDINARY_API_URL,
            deliveryUrl: environment.CLOUDINARY_DELIVERY_URL,
          }
        : null,
    mediaUrlSecret: environment.MEDIA_URL_SECRET ?? null,
    /** milliseconds */
    videoUrlTtlMs: environment.VIDEO_URL_TTL_SECONDS * 1000,
  };
}
