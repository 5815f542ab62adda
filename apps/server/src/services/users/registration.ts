import type { User } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { refuseStaffLikeName } from './staff-names.js';
import { createUser } from './users.js';

/**
 * A sign-up (POST /user/register): a person's own account, never staff's. The handle asked for has
 * passed the shared schema (which refuses reserved handles); the name is checked here, since an
 * existing admin's name is one of those it may not look like.
 */
export async function registerUser(
  database: DatabaseHandle,
  input: { firstName: string; email: string; password: string; handle?: string; nowMs: number },
): Promise<User> {
  await refuseStaffLikeName(database, { firstName: input.firstName });
  return createUser(database, input);
}
