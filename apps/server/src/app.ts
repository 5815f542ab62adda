import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppContext } from './context.js';
import { registerAccessGuard } from './http/access.js';
import { registerErrorHandling } from './http/errors.js';
import { problemRoutes } from './routes/problem/problem-routes.js';
import { submissionRoutes } from './routes/submission/submission-routes.js';
import { userRoutes } from './routes/user/user-routes.js';
import { adminProblemRoutes } from './routes/problem/admin-problem-routes.js';
import { findSessionUser, SESSION_COOKIE } from './services/users/sessions.js';

/** Bodies above this are refused with 413 (admin problem bodies carry test data and get more). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

export async function buildApp(
  context: Omit<AppContext, 'logger'>,
  options: { logger?: boolean | object; rateLimitRedis?: Redis } = {},
): Promise<{ app: FastifyInstance; context: AppContext }> {
  const app = Fastify({
    logger: options.logger ?? { level: context.config.logLevel },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: context.config.trustProxy,
  });
  const fullContext: AppContext = { ...context, logger: app.log };

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Shared counters when several servers run behind a load balancer.
    ...(options.rateLimitRedis ? { redis: options.rateLimitRedis, nameSpace: 'codeyard:rate-limit:' } : {}),
    errorResponseBuilder: (_request, limit) => ({
      statusCode: 429,
      message: `Too many requests, please try again in ${Math.ceil(limit.ttl / 1000)} seconds.`,
    }),
  });
  registerErrorHandling(app);
  registerAccessGuard(app, async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    return token ? findSessionUser(context.database, token) : null;
  });

  await app.register(
    async (api) => {
      api.get('/health', { config: { access: 'public' } }, async () => ({ status: 'ok', judge: fullContext.judging.status() }));
      await userRoutes(api, fullContext);
      await problemRoutes(api, fullContext);
      await submissionRoutes(api, fullContext);
      await adminProblemRoutes(api, fullContext);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, context.config.webDistDirectory);
  return { app, context: fullContext };
}

/** Serves the built SPA; any non-API path falls back to index.html so client routes survive a reload. */
async function registerWebApp(app: FastifyInstance, directory: string): Promise<void> {
  const indexFile = path.join(directory, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.get('/', { config: { access: 'public' } }, async (_request, reply) =>
      reply.type('text/plain').send('Codeyard API is running. The web app is not built: run `npm run build`.'),
    );
    return;
  }
  await app.register(fastifyStatic, { root: directory, serve: false });
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    if (requested.startsWith('api/') || requested === 'api') return reply.status(404).send({ message: 'Not found' });
    const file = path.join(directory, path.normalize(`/${requested}`));
    if (requested && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // Hashed asset names never change content, so browsers may keep them for a year.
      if (requested.startsWith('assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.sendFile(path.relative(directory, file));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
