import { hash, verify } from '@node-rs/argon2';
import { authMessages, isAdminRole, type User } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId, nowIso } from '../ids.js';

/** A users row as the app holds a person (the API answers it through toPublicUser). */
export function userFromRow(row: Pick<UsersTable, 'id' | 'first_name' | 'last_name' | 'email' | 'role'>): User {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: isAdminRole(row.role) ? 'admin' : 'user',
  };
}

/**
 * Passwords are hashed in Unicode NFC: "é" typed as one code point or as "e" plus a combining
 * accent (keyboards and systems differ) is the same password.
 */
function normalisedPassword(password: string): string {
  return password.normalize('NFC');
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalisedPassword(password));
}

/**
 * Checks a password against a stored hash. Hashes made before normalisation are of the text as
 * typed, so when the NFC form fails and differs from it, the raw text is tried too; `outdated`
 * then tells the caller to store a fresh hash, so no existing account is locked out.
 */
async function verifyPassword(
  passwordHash: string,
  password: string,
): Promise<{ matches: boolean; outdated: boolean }> {
  const normalised = normalisedPassword(password);
  if (await verify(passwordHash, normalised).catch(() => false)) return { matches: true, outdated: false };
  if (normalised === password) return { matches: false, outdated: false };
  const matchesRaw = await verify(passwordHash, password).catch(() => false);
  return { matches: matchesRaw, outdated: matchesRaw };
}

/** A verification against this keeps a wrong email as slow as a wrong password (no account probing by timing). */
let dummyHash: Promise<string> | null = null;

export async function createUser(
  database: DatabaseHandle,
  options: { firstName: string; email: string; password: string; role?: 'user' | 'admin' },
): Promise<User> {
  const passwordHash = await hashPassword(options.password);
  const row = {
    id: newId(),
    first_name: options.firstName,
    last_name: null,
    email: options.email.toLowerCase(),
    password_hash: passwordHash,
    // Roles are never taken from a client: only this parameter, set by trusted callers, grants admin.
    role: options.role ?? 'user',
    created_at: nowIso(),
  };
  try {
    await database.insertInto('users').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', authMessages.emailTaken);
    throw error;
  }
  return userFromRow(row);
}

export async function authenticate(database: DatabaseHandle, email: string, password: string): Promise<User> {
  const row = await database
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
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
  options: { email: string; password: string; firstName: string },
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
