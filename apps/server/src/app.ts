import os from 'node:os';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppContext, AppContextInput } from './context.js';
import { registerAccessGuard } from './http/access.js';
import { registerApiCompression } from './http/compression.js';
import { registerErrorHandling } from './http/errors.js';
import { checkDatabase, checkRedis } from './http/health.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerOpenApi } from './http/openapi.js';
import { registerOriginCheck } from './http/origin.js';
import { registerRouteSchemas } from './http/route-schemas.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { draftRoutes } from './routes/draft/draft-routes.js';
import { registerWebApp } from './http/web-app.js';
import { problemRoutes } from './routes/problem/problem-routes.js';
import { submissionRoutes } from './routes/submission/submission-routes.js';
import { userRoutes } from './routes/user/user-routes.js';
import { profileRoutes } from './routes/profile/profile-routes.js';
import { adminProblemRoutes } from './routes/problem/admin-problem-routes.js';
import { SessionSockets } from './realtime/session-sockets.js';
import { SESSION_COOKIE } from './http/cookies.js';
import { findSessionUser } from './services/users/sessions.js';
import { SessionCache } from './services/users/session-cache.js';
import { StandingsBoards } from './services/contests/standings-board.js';
import { clarificationRoutes } from './routes/contest/clarification-routes.js';
import { contestRoutes } from './routes/contest/contest-routes.js';
import { contestArchiveRoutes } from './routes/contest/contest-archive-routes.js';
import { paymentRoutes } from './routes/payment/payment-routes.js';
import { solutionRoutes } from './routes/problem/solution-routes.js';
import { videoRoutes } from './routes/video/video-routes.js';
import { loadMediaUrlSecret } from './services/media/media-url-secret.js';
import { thirdPartySources } from './http/third-party-sources.js';
import { commentRoutes } from './routes/discussion/comment-routes.js';
import { aiRoutes } from './routes/ai/ai-routes.js';
import { ContestEvents } from './realtime/contest-events.js';
import { clicsRoutes } from './routes/clics/clics-routes.js';
import { CLICS_VERSIONS } from './services/clics/clics-versions.js';
import { similarityRoutes } from './routes/contest/similarity-routes.js';
import { teamRoutes } from './routes/team/team-routes.js';
import { registrationImportRoutes } from './routes/registration-import/registration-import-routes.js';
import { ProblemEvents } from './realtime/problem-events.js';
import { createChatProvider } from './services/ai-tutor/chat-provider.js';
import { createAppMetrics } from './metrics/app-metrics.js';
import { pendingSubmissionsSummary } from './services/submissions/pending-summary.js';
import { registerMetrics } from './http/metrics-route.js';
import { registerRequestIdHeader, requestIdGenerator } from './http/request-id.js';
import { registerAllowedOriginCors } from './http/cors.js';
import { memoryFailureCounts, redisFailureCounts } from './services/users/failure-counts.js';
import { hashingSlotsBeside, setPasswordHashingConcurrency } from './services/users/password-hashing.js';
import { FailureGuard, SignInGuard } from './services/users/sign-in-guard.js';
import { classroomMessages } from '@codeyard/shared';
import { classroomRoutes } from './routes/classroom/classroom-routes.js';

/** Bodies above this are refused with 413 (admin problem bodies carry test data and get more). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildApp(
  context: AppContextInput,
  options: { logger?: boolean | object; rateLimitRedis?: Redis } = {},
): Promise<{ app: FastifyInstance; context: AppContext }> {
  const app = Fastify({
    logger: options.logger ?? { level: context.config.logLevel },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: context.config.trustProxy,
    genReqId: requestIdGenerator(context.config.trustProxy),
    // The worker logs the same key, so one grep follows a submission across processes.
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  });
  const clock = context.clock ?? Date.now;
  const cores = os.availableParallelism();
  setPasswordHashingConcurrency(
    context.config.signIn.hashConcurrency ??
      (() => hashingSlotsBeside(context.judging.programsJudgedHere?.() ?? null, cores)),
  );
  const metrics = context.metrics ?? createAppMetrics();
  const fullContext: AppContext = {
    ...context,
    clock,
    metrics,
    standings: new StandingsBoards(context.database, clock, (kind) => metrics.web.standingsRebuilt(kind)),
    logger: app.log,
    sessionSockets: new SessionSockets(),
    sessionCache: new SessionCache(context.config.sessionCacheMs, { now: clock }),
    signInGuard: new SignInGuard(
      options.rateLimitRedis
        ? redisFailureCounts(options.rateLimitRedis, `${context.config.redisPrefix}:sign-in-failures:`)
        : memoryFailureCounts(),
      context.config.signIn,
      clock,
      app.log,
    ),
    joinCodeGuard: new FailureGuard(
      options.rateLimitRedis
        ? redisFailureCounts(options.rateLimitRedis, `${context.config.redisPrefix}:join-code-failures:`)
        : memoryFailureCounts(),
      context.config.joinCodes,
      clock,
      app.log,
      { name: 'join code', refusal: classroomMessages.joinLimited },
    ),
    mediaUrlSecret: loadMediaUrlSecret(context.config.mediaUrlSecret, context.config.dataDirectory),
    problemEvents: new ProblemEvents(),
    contestEvents: new ContestEvents(),
    chatProvider:
      context.chatProvider !== undefined ? context.chatProvider : createChatProvider(context.config.ai.provider),
  };

  // Headers first, so that every answer carries them, refusals included.
  await registerSecurityHeaders(app, thirdPartySources(context.config));
  registerRequestIdHeader(app);
  registerMetrics(app, metrics, context.config.metrics.token);
  metrics.web.readQueueDepthWith(async () => (await context.judging.queueDepth?.()) ?? null);
  metrics.web.readPendingWith(() => pendingSubmissionsSummary(context.database));
  await registerAllowedOriginCors(app, context.config.allowedOrigins);
  registerOriginCheck(app, { trustProxy: context.config.trustProxy, allowedOrigins: context.config.allowedOrigins });
  registerJsonBodyParser(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Shared counters when several servers run behind a load balancer.
    ...(options.rateLimitRedis
      ? {
          redis: options.rateLimitRedis,
          nameSpace: `${context.config.redisPrefix}:rate-limit:`,
          // Redis away: requests go through uncounted rather than failing with 500.
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, limit) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${Math.ceil(limit.ttl / 1000)} seconds.`,
    }),
  });
  registerErrorHandling(app);
  registerRouteSchemas(app);
  registerAccessGuard(app, async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? findSessionUser(context.database, token, clock(), fullContext.sessionCache) : null;
  });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await registerApiCompression(api);
      api.get(
        '/health',
        {
          config: { access: 'public' },
          schema: { summary: 'Liveness, judge status and each dependency (503 while the database is down)' },
        },
        async (request, reply) => {
          const redis = options.rateLimitRedis;
          const [database, redisHealth] = await Promise.all([
            checkDatabase(context.database, request.log),
            redis ? checkRedis(redis, request.log) : null,
          ]);
          // Without its database a server can answer nothing useful: 503 takes it out of a load
          // balancer. Redis down is reported but still 200: pages are served, judging is refused.
          return reply.status(database.ok ? 200 : 503).send({
            status: database.ok ? 'ok' : 'degraded',
            judge: fullContext.judging.status(),
            database,
            ...(redisHealth ? { redis: redisHealth } : {}),
          });
        },
      );
      await userRoutes(api, fullContext);
      await profileRoutes(api, fullContext);
      await problemRoutes(api, fullContext);
      await submissionRoutes(api, fullContext);
      await draftRoutes(api, fullContext);
      await adminProblemRoutes(api, fullContext);
      await contestRoutes(api, fullContext);
      await contestArchiveRoutes(api, fullContext);
      await clarificationRoutes(api, fullContext);
      await solutionRoutes(api, fullContext);
      await videoRoutes(api, fullContext);
      await paymentRoutes(api, fullContext);
      await commentRoutes(api, fullContext);
      await aiRoutes(api, fullContext);
      for (const version of CLICS_VERSIONS) await clicsRoutes(api, fullContext, { version });
      await similarityRoutes(api, fullContext);
      await teamRoutes(api, fullContext);
      await registrationImportRoutes(api, fullContext);
      await classroomRoutes(api, fullContext);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, context.config.webDistDirectory);
  return { app, context: fullContext };
}
