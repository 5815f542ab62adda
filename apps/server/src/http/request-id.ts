import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may be: short, and nothing that could forge a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the one nginx (or another hop) sent in X-Request-Id when it is safe,
 * otherwise a new UUID, unique across servers (Fastify's own counter restarts at req-1 on each).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Every answer names its request id, so a user's report or a proxy's log leads to the server's log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
