import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/env.js';

/** The cookie that carries a session's token: an HTTP concern, so services never name it. */
export const SESSION_COOKIE = 'codeyard_session';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    expires: expiresAt,
    secure: config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure === 'true',
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
