import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';

/**
 * A per-user limit (per address for visitors) that several routes share. @fastify/rate-limit
 * keeps a separate count per route when the limit is given in a route's config, so a limit on
 * "comments and replies" set that way would allow twice its number; one handler made here and
 * named as each route's `onRequest` counts them together. It runs after the access guard, which
 * has already found the user.
 */
export function sharedRateLimit(
  app: FastifyInstance,
  options: { name: string; perMinute: number },
): onRequestHookHandler {
  return app.rateLimit({
    max: options.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `${options.name}:${request.user?._id ?? request.ip}`,
  });
}

type RateLimitHandler = ReturnType<FastifyInstance['rateLimit']>;

const passwordCheckLimits = new WeakMap<FastifyInstance, RateLimitHandler>();

/**
 * The one limit on password checks per address: the login form and HTTP Basic on /api/clics
 * count together, so offering a second way to send a password does not double the guesses.
 * Made once per Fastify scope and handed to every route that checks a password.
 */
export function passwordCheckRateLimit(app: FastifyInstance, perMinute: number): RateLimitHandler {
  let limit = passwordCheckLimits.get(app);
  if (!limit) {
    limit = app.rateLimit({ max: perMinute, timeWindow: '1 minute', keyGenerator: (request) => `login|${request.ip}` });
    passwordCheckLimits.set(app, limit);
  }
  return limit;
}
