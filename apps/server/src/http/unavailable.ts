/** Network failures reaching PostgreSQL or Redis (Node's error codes). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * PostgreSQL's own codes for "this connection or server is not usable now": connection exceptions
 * (class 08), the server shutting down or starting (57P01 pg_terminate_backend or a restart, 57P02,
 * 57P03) and too many connections (53300).
 */
function isPostgresUnavailableCode(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}

/** What node-postgres says when a connection is cut or cannot be made in time. */
const POSTGRES_CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection timeout',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Which dependency an error says is unreachable, if any: such a request answers 503 with a clear
 * message (the client may retry) instead of 500, and never after hanging (pg's connection timeout,
 * ioredis's retry limit).
 */
export function unavailableDependency(error: unknown): 'database' | 'redis' | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (name === 'MaxRetriesPerRequestError' || text === 'Connection is closed.') return 'redis';
  if (typeof code === 'string' && isPostgresUnavailableCode(code)) return 'database';
  if (POSTGRES_CONNECTION_MESSAGES.some((known) => text.includes(known))) return 'database';
  // Redis commands in a request fail with the two above; a bare network error is PostgreSQL's connect.
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return 'database';
  // AggregateError (one per address tried, e.g. ::1 and 127.0.0.1): judged by its first error.
  if (error instanceof AggregateError) return unavailableDependency(error.errors[0]);
  return null;
}

export const unavailableMessages = {
  database: 'The database is unreachable right now; please try again in a moment.',
  redis: 'A shared service (Redis) is unreachable right now; please try again in a moment.',
} as const;
