import { isAdminRole, type User } from '@codeyard/shared';
import type { Config } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/database.js';
import { newId, nowIso } from '../ids.js';

/** Admins always; everyone signed in when editorials are free; otherwise only holders of a grant. */
export async function hasEditorialAccess(database: DatabaseHandle, config: Config, user: User): Promise<boolean> {
  if (isAdminRole(user.role) || config.editorialAccess === 'free') return true;
  const grant = await database
    .selectFrom('editorial_grants')
    .select('id')
    .where('user_id', '=', user._id)
    .executeTakeFirst();
  return grant !== undefined;
}

export type GrantRecord = {
  userId: string;
  source: 'payment' | 'webhook' | 'admin';
  orderId?: string;
  paymentId?: string;
  /** paise */
  amount?: number;
  currency?: string;
  grantedBy?: string;
  /** When it was granted (epoch milliseconds, the app's clock). */
  nowMs: number;
};

/**
 * Writes the audit record of one grant. A payment grants once: the unique payment_id makes a
 * second verify (or the webhook after the browser) a no-op rather than a second record.
 */
export async function recordGrant(database: DatabaseHandle, grant: GrantRecord): Promise<void> {
  await database
    .insertInto('editorial_grants')
    .values({
      id: newId(),
      user_id: grant.userId,
      source: grant.source,
      order_id: grant.orderId ?? null,
      payment_id: grant.paymentId ?? null,
      amount: grant.amount ?? null,
      currency: grant.currency ?? null,
      granted_by: grant.grantedBy ?? null,
      granted_at: nowIso(grant.nowMs),
    })
    .onConflict((conflict) => conflict.column('payment_id').doNothing())
    .execute();
}

/** An admin's grant (npm run admin -- grant-editorial): null when no account has this email. */
export async function grantEditorialByEmail(
  database: DatabaseHandle,
  email: string,
  nowMs: number,
): Promise<{ id: string; email: string } | null> {
  const user = await database
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return null;
  await recordGrant(database, { userId: user.id, source: 'admin', nowMs });
  return user;
}
