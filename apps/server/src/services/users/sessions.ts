import crypto from 'node:crypto';
import { createQueryId, type CompiledQuery } from 'kysely';
import type { User } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { nowIso } from '../ids.js';
import type { SessionCache } from './session-cache.js';
import { userFromRow } from './users.js';

/** What the database (and the realtime layer) knows a session by: the token itself never leaves the cookie. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new session of `userId`, ending `ttlMs` after `nowMs` (the app's clock). */
export async function createSession(
  database: DatabaseHandle,
  userId: string,
  options: { ttlMs: number; nowMs: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(options.nowMs + options.ttlMs);
  await database
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: nowIso(options.nowMs),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

function sessionUserQuery(database: DatabaseHandle, tokenHash: string) {
  return database
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.handle',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.role',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash);
}

type SessionUserRow =
  ReturnType<ReturnType<typeof sessionUserQuery>['compile']> extends CompiledQuery<infer Row> ? Row : never;

/**
 * The session look-up runs on every request, and building and compiling it with Kysely each time
 * cost more than the database answering it. It is compiled once per database (the SQL differs by
 * dialect); each request only binds the token's hash.
 */
const compiledSessionUserQueries = new WeakMap<DatabaseHandle, CompiledQuery<SessionUserRow>>();

/**
 * The session's user, or null when the token is unknown or expired at `nowMs` (an expired session
 * is deleted).
 */
export async function findSessionUser(
  database: DatabaseHandle,
  token: string,
  nowMs: number,
  cache?: SessionCache,
): Promise<User | null> {
  return (await findSession(database, token, nowMs, cache))?.user ?? null;
}

/** The session's user and when the session ends by itself (ms since the epoch), or null as `findSessionUser`. */
export async function findSession(
  database: DatabaseHandle,
  token: string,
  nowMs: number,
  cache?: SessionCache,
): Promise<{ user: User; expiresAtMs: number } | null> {
  const tokenHash = hashToken(token);
  const remembered = cache?.lookUpSession(tokenHash);
  if (remembered) return remembered;
  let compiled = compiledSessionUserQueries.get(database);
  if (!compiled) {
    compiled = sessionUserQuery(database, '').compile();
    compiledSessionUserQueries.set(database, compiled);
  }
  const { rows } = await database.executeQuery<SessionUserRow>({
    ...compiled,
    parameters: [tokenHash],
    queryId: createQueryId(),
  });
  const row = rows[0];
  if (!row) return null;
  if (row.expires_at <= nowIso(nowMs)) {
    await revokeSession(database, token, cache);
    return null;
  }
  const user = userFromRow(row);
  cache?.remember(tokenHash, user, row.expires_at);
  return { user, expiresAtMs: Date.parse(row.expires_at) };
}

/** Ends a session: its row goes, and every server forgets it (logout). */
export async function revokeSession(database: DatabaseHandle, token: string, cache?: SessionCache): Promise<void> {
  const tokenHash = hashToken(token);
  await database.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  cache?.forget(tokenHash);
}

export async function deleteExpiredSessions(database: DatabaseHandle, nowMs: number): Promise<void> {
  await database.deleteFrom('sessions').where('expires_at', '<=', nowIso(nowMs)).execute();
}
