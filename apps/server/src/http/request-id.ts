import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming id may be: short, and nothing that could forge a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * How each request gets its id (Fastify's `genReqId`): the one nginx (or another hop) sent in
 * X-Request-Id when it is safe and the hop is trusted (TRUST_PROXY, as for X-Forwarded-For),
 * otherwise a new UUID, unique across servers (Fastify's own counter restarts at req-1 on each).
 * A client talking to the server directly does not name its own request: its id would be written
 * into every log line of the request, and could pass for another request's (issue 30).
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = trustProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
  };
}

/** Every answer names its request id, so a user's report or a proxy's log leads to the server's log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
