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
