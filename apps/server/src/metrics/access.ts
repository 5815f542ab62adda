import crypto from 'node:crypto';

/** The socket's remote address of a caller on this machine (IPv4, IPv6, and IPv4 mapped into IPv6). */
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export type MetricsCaller = {
  /** The socket's remote address: never a header, which anyone can write. */
  remoteAddress: string | undefined;
  /** Headers of the request (Node's lower-cased names). */
  headers: Record<string, string | string[] | undefined>;
};

/**
 * Who may read /metrics: a caller with `Authorization: Bearer <METRICS_TOKEN>` when a token is set,
 * else only a caller on this machine. Behind nginx on the same machine every request comes from
 * loopback, so one that names a forwarded client (X-Forwarded-For, Forwarded, X-Real-IP) came
 * through the proxy from elsewhere and is treated as remote.
 */
export function mayReadMetrics(caller: MetricsCaller, token: string | null): boolean {
  if (token && bearerMatches(caller.headers.authorization, token)) return true;
  const forwarded = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => caller.headers[name] !== undefined);
  return !forwarded && caller.remoteAddress !== undefined && LOOPBACK_ADDRESSES.has(caller.remoteAddress);
}

/** Compares digests, so that the time taken says nothing of how much of the token was right, or of its length. */
function bearerMatches(authorization: string | string[] | undefined, token: string): boolean {
  if (typeof authorization !== 'string' || !authorization.startsWith('Bearer ')) return false;
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(authorization.slice('Bearer '.length).trim()), digest(token));
}

export const METRICS_REFUSED = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Metrics are served to this machine, or with Authorization: Bearer <METRICS_TOKEN>',
};
