import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** CSP directive name → its sources, e.g. `{ 'script-src': ["'self'"] }`. */
export type ContentSecurityPolicySources = Record<string, string[]>;

/**
 * The app's Content-Security-Policy. Scripts only from our own files (the built app has no inline
 * script); inline styles are allowed because Monaco and KaTeX set style attributes; Monaco's
 * workers may start from blob: URLs; socket.io needs ws:/wss: on our own host ('self' covers them
 * in current browsers, the explicit schemes cover older ones).
 * `extra` adds sources, e.g. a payment provider's checkout script.
 */
export function contentSecurityPolicyDirectives(
  extra: ContentSecurityPolicySources = {},
): ContentSecurityPolicySources {
  const base: ContentSecurityPolicySources = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'img-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  const merged = { ...base };
  for (const [directive, sources] of Object.entries(extra)) {
    merged[directive] = [...new Set([...(merged[directive] ?? base['default-src'] ?? []), ...sources])];
  }
  return merged;
}

/** A year, in seconds: how long browsers keep to https once they have seen it. */
const STRICT_TRANSPORT_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer (API, app files, errors). HSTS only over https: announcing it
 * from a plain-http install (a LAN, localhost) would make browsers refuse the site.
 * Cross-Origin-Embedder-Policy stays off: it would block Monaco's workers and fonts.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraSources: ContentSecurityPolicySources = {},
): Promise<void> {
  // Built once: @fastify/helmet rebuilds Helmet (parsing the policy) on every request.
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(extraSources) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${STRICT_TRANSPORT_SECONDS}`);
    applyHeaders(request.raw, reply.raw, () => done());
  });
}
