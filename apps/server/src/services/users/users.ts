import {
  authMessages,
  firstFreeHandle,
  handleBaseFrom,
  isAdminRole,
  isEmailSignInName,
  isReservedHandle,
  profileMessages,
  type User,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId, nowIso } from '../ids.js';
import { hashPassword, verifyPassword } from './password-hashing.js';

/** A users row as the app holds a person (the API answers it through toPublicUser). */
export function userFromRow(
  row: Pick<UsersTable, 'id' | 'handle' | 'first_name' | 'last_name' | 'email' | 'role'>,
): User {
  return {
    _id: row.id,
    handle: row.handle,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: isAdminRole(row.role) ? 'admin' : 'user',
  };
}

/** A verification against this keeps a wrong email as slow as a wrong password (no account probing by timing). */
let dummyHash: Promise<string> | null = null;

/**
 * The handle a new account gets: the one asked for (409 when taken), else the first free one derived
 * from the first name. Two sign-ups racing for one derived handle are settled by the unique index:
 * the loser tries the next one.
 */
async function handleFor(
  database: DatabaseHandle,
  options: { firstName: string; handle?: string; role?: 'user' | 'admin' },
): Promise<string> {
  if (options.handle) return options.handle;
  // Only staff's own accounts (made by trusted callers) may be derived a handle that passes for staff.
  const staff = options.role === 'admin';
  const base = handleBaseFrom(options.firstName, { staff });
  const rows = await database
    .selectFrom('users')
    .select('handle')
    .where((expression) => expression.or([expression('handle', '=', base), expression('handle', 'like', `${base}%`)]))
    .execute();
  const taken = new Set(rows.map((row) => row.handle));
  return firstFreeHandle(base, (candidate) => taken.has(candidate) || (!staff && isReservedHandle(candidate)));
}

/** A new account, created at `nowMs` (the app's clock). */
export async function createUser(
  database: DatabaseHandle,
  options: {
    firstName: string;
    email: string;
    password: string;
    handle?: string;
    role?: 'user' | 'admin';
    nowMs: number;
  },
): Promise<User> {
  const passwordHash = await hashPassword(options.password);
  for (let attempt = 0; ; attempt += 1) {
    const handle = await handleFor(database, options);
    try {
      return await insertUser(database, { ...options, handle, passwordHash });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await emailExists(database, options.email)) throw new AppError('CONFLICT', authMessages.emailTaken);
      if (options.handle || attempt >= 5) throw new AppError('CONFLICT', profileMessages.handleTaken);
    }
  }
}

async function emailExists(database: DatabaseHandle, email: string): Promise<boolean> {
  const row = await database
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

async function insertUser(
  database: DatabaseHandle,
  options: {
    firstName: string;
    email: string;
    handle: string;
    passwordHash: string;
    role?: 'user' | 'admin';
    nowMs: number;
  },
): Promise<User> {
  const passwordHash = options.passwordHash;
  const row = {
    id: newId(),
    handle: options.handle,
    first_name: options.firstName,
    last_name: null,
    email: options.email.toLowerCase(),
    password_hash: passwordHash,
    // Roles are never taken from a client: only this parameter, set by trusted callers, grants admin.
    role: options.role ?? 'user',
    created_at: nowIso(options.nowMs),
  };
  await database.insertInto('users').values(row).execute();
  return userFromRow(row);
}

/**
 * The account a sign-in names (the login call's email field, as signInNameSchema left it): by email
 * when it has an `@`, else by handle (issue 34: imported accounts sign in with their username).
 */
async function findSignInAccount(
  database: DatabaseHandle,
  signInName: string,
): Promise<Selectable<UsersTable> | undefined> {
  const name = signInName.trim().toLowerCase();
  return database
    .selectFrom('users')
    .selectAll()
    .where(isEmailSignInName(name) ? 'email' : 'handle', '=', name)
    .executeTakeFirst();
}

/**
 * Who the sign-in failure counts are kept for: the account, whichever way it was named (email or
 * handle), so switching between the two doubles no guesses; a name no account has is counted as
 * itself.
 */
export async function signInAccountKey(database: DatabaseHandle, signInName: string): Promise<string> {
  const row = await findSignInAccount(database, signInName);
  return row ? `account:${row.id}` : `name:${signInName.trim().toLowerCase()}`;
}

export async function authenticate(database: DatabaseHandle, signInName: string, password: string): Promise<User> {
  const row = await findSignInAccount(database, signInName);
  if (!row) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verifyPassword(await dummyHash, password);
    throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
  }
  const { matches, outdated } = await verifyPassword(row.password_hash, password);
  if (!matches) throw new AppError('UNAUTHORIZED', authMessages.invalidCredentials);
  if (outdated)
    await database
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', row.id)
      .execute();
  return userFromRow(row);
}

/** Creates an admin, or promotes an existing account and resets its password (the `admin` command and ADMIN_EMAIL). */
export async function ensureAdmin(
  database: DatabaseHandle,
  options: { email: string; password: string; firstName: string; nowMs: number },
): Promise<{ user: User; created: boolean }> {
  const email = options.email.toLowerCase();
  const existing = await database.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!existing) return { user: await createUser(database, { ...options, email, role: 'admin' }), created: true };
  await database
    .updateTable('users')
    .set({ role: 'admin', password_hash: await hashPassword(options.password) })
    .where('id', '=', existing.id)
    .execute();
  const row = await database.selectFrom('users').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow();
  return { user: userFromRow(row), created: false };
}

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
