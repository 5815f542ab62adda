import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Whether an error means the connection's session is over: PostgreSQL ended it (a FATAL or PANIC
 * message, as pg_terminate_backend, a restart or an admin's kill send) or it failed on the client's
 * side (no severity: a socket error, "Connection terminated"). An ordinary SQL error (severity
 * ERROR: a constraint, a syntax error) leaves the connection usable.
 */
export function endsTheSession(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { severity } = error as { severity?: unknown };
  return severity === undefined || severity === 'FATAL' || severity === 'PANIC';
}

/**
 * The pool as Kysely uses it, except that a client whose query failed with a session-ending error
 * is destroyed on release rather than returned to the pool.
 *
 * Why: a connection PostgreSQL terminates delivers its FATAL message to the running query, and the
 * socket's close comes after. Released in between (Kysely releases without saying why), the client
 * still looked usable; the next request's query was queued on it, and under load the close was
 * seen to never arrive, so that request waited for ever (degrade.test.ts caught it about one run in
 * ten: the client idle, its backend gone, one query queued).
 */
export function discardingLostConnections(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let lost: Error | undefined;
      const query = ((...parameters: Parameters<pg.PoolClient['query']>) => {
        const answer = (client.query as (...all: unknown[]) => unknown)(...parameters);
        // A cursor (streamed rows) is returned as it is; a query's promise is watched for the loss.
        if (!(answer instanceof Promise)) return answer;
        return answer.catch((error: unknown) => {
          if (endsTheSession(error)) lost = error instanceof Error ? error : new Error(String(error));
          throw error;
        });
      }) as PostgresPoolClient['query'];
      return { query, release: () => client.release(lost) };
    },
    end: () => pool.end(),
  };
}
