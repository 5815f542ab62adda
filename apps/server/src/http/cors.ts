import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Pages of the origins in ALLOWED_ORIGINS (the specification's own client served elsewhere, a
 * campus portal) call the API from the browser with the visitor's cookie. The browser lets them
 * read an answer, send JSON or post a file (a video to `upload_url`) only when the answer names
 * their origin and allows credentials, and asks first (a preflight OPTIONS) for anything beyond a
 * plain form post. Every /api route answers so for those origins, and only for them: another
 * origin gets no CORS headers, and the origin check (origin.ts) still refuses its state-changing
 * requests. Without ALLOWED_ORIGINS nothing is added (the app's own pages are same-origin).
 */
export async function registerAllowedOriginCors(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): Promise<void> {
  if (allowedOrigins.length === 0) return;
  await app.register(cors, {
    origin: [...allowedOrigins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Answers preflights before the access guard runs: a preflight carries no cookie and asks only whether it may ask.
    hook: 'onRequest',
    // Browsers cache the preflight's answer this many seconds.
    maxAge: 600,
  });
}
