import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'allow' lets other sites (or servers speaking for them, e.g. a payment provider's webhook)
     * call this state-changing route. Such a route must authenticate its caller itself, never by
     * the session cookie. The routes that opt out are listed by origin.test.ts.
     */
    crossSite?: 'allow';
  }
}

export const crossSiteMessage = 'Cross-site requests are not allowed';

/** Methods that change nothing (HTTP semantics), so a page elsewhere gains nothing by sending them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The value a proxy appended last: the one set by the proxy nearest to us, which we trust. */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.at(-1) : value;
  return text?.split(',').at(-1)?.trim() || undefined;
}

function normalisedOrigin(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const origin = new URL(value).origin;
  return origin === 'null' ? null : origin;
}

/** The app's own origin as the browser sees it: scheme and Host, as the nearest trusted proxy forwarded them. */
export function ownOrigin(request: IncomingMessage, trustProxy: boolean): string | null {
  const headers = request.headers;
  const forwardedProtocol = trustProxy ? lastEntry(headers['x-forwarded-proto']) : undefined;
  const protocol = forwardedProtocol ?? ((request.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = (trustProxy ? lastEntry(headers['x-forwarded-host']) : undefined) ?? headers.host;
  return host ? normalisedOrigin(`${protocol}://${host}`) : null;
}

/**
 * Whether a request may act with the visitor's cookies. A browser tells where the calling page
 * lives (Origin, Sec-Fetch-Site; scripts cannot forge either); a request with neither comes from
 * no browser page (curl, another server) and carries no visitor's cookies by accident.
 * Another port on the same host is `same-site` but another origin, so `same-site` alone is not enough.
 */
export function isAllowedOrigin(
  headers: IncomingHttpHeaders,
  own: string | null,
  allowedOrigins: readonly string[],
): boolean {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return true;
  const origin = headers.origin;
  if (origin !== undefined) {
    const normalised = normalisedOrigin(origin);
    return normalised !== null && (normalised === own || allowedOrigins.includes(normalised));
  }
  return fetchSite !== 'cross-site' && fetchSite !== 'same-site';
}

/** Refuses state-changing requests sent by pages of other origins (cross-site request forgery). */
export function registerOriginCheck(
  app: FastifyInstance,
  options: { trustProxy: boolean; allowedOrigins: readonly string[] },
): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.crossSite === 'allow') return;
    if (!isAllowedOrigin(request.headers, ownOrigin(request.raw, options.trustProxy), options.allowedOrigins)) {
      throw new AppError('FORBIDDEN', crossSiteMessage);
    }
  });
}
