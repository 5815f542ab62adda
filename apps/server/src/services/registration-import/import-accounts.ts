import {
  clicsAccountSchema,
  IMPORTED_EMAIL_DOMAIN,
  importMessages,
  isAdminRole,
  personNameSchema,
  TEAM_MAX_MEMBERS,
  TEAM_NAME_MAX_LENGTH,
  type ClicsAccount,
} from '@codeyard/shared';
import type { Selectable, Updateable } from 'kysely';
import type { UsersTable } from '../../db/schema.js';
import { newId, nowIso } from '../ids.js';
import { hashPassword, verifyPassword } from '../users/password-hashing.js';
import { refuseStaffLikeName } from '../users/staff-names.js';
import { generatePassword } from './generated-passwords.js';
import { parseEntry, referencedId, RefusedEntry, type ImportedResult, type ImportRun } from './import-run.js';

type TeamOfAccount = { id: string; name: string; organization: string | null };

async function teamOf(run: ImportRun, account: ClicsAccount): Promise<TeamOfAccount> {
  // The schema refused a team account without one.
  const teamId = await referencedId(run, 'teams', account.team_id!);
  const team = await run.database
    .selectFrom('teams')
    .leftJoin('organizations', 'organizations.id', 'teams.organization_id')
    .select(['teams.id', 'teams.name', 'organizations.name as organization'])
    .where('teams.id', '=', teamId)
    .executeTakeFirstOrThrow();
  return { id: team.id, name: team.name, organization: team.organization ?? null };
}

/** The handle (and, for a new account, its placeholder address) must be no other account's. */
async function requireFreeUsername(run: ImportRun, username: string, accountId: string | undefined): Promise<void> {
  const email = `${username}@${IMPORTED_EMAIL_DOMAIN}`;
  let query = run.database
    .selectFrom('users')
    .select('id')
    .where((builder) => builder.or([builder('handle', '=', username), builder('email', '=', email)]));
  if (accountId) query = query.where('id', '!=', accountId);
  if (await query.executeTakeFirst()) throw new RefusedEntry(importMessages.usernameTaken(username));
}

async function requireRoomInTeam(run: ImportRun, team: TeamOfAccount, accountId: string | undefined): Promise<void> {
  let query = run.database
    .selectFrom('team_members')
    .select((builder) => builder.fn.countAll<number>().as('count'))
    .where('team_id', '=', team.id);
  if (accountId) query = query.where('user_id', '!=', accountId);
  const { count } = await query.executeTakeFirstOrThrow();
  if (Number(count) >= TEAM_MAX_MEMBERS) throw new RefusedEntry(importMessages.teamFull(team.name, TEAM_MAX_MEMBERS));
}

const nameSchema = personNameSchema({
  requiredMessage: importMessages.name,
  tooLongMessage: importMessages.name,
  maxLength: TEAM_NAME_MAX_LENGTH,
});

/** The account's first name: the file's, else the one it has, else its team's (else its username). */
function firstNameOf(account: ClicsAccount, existing: Selectable<UsersTable> | undefined, team: TeamOfAccount): string {
  if (account.name) return account.name;
  if (existing) return existing.first_name;
  const teamName = nameSchema.safeParse(team.name);
  return teamName.success ? teamName.data : account.username;
}

/**
 * The password to store (hashed) and to print: the file's, used as given; none given, a new
 * account gets a generated one and an existing account keeps its own (a re-import does not undo
 * the sheets already handed out). A given password an account already has is printed but not
 * stored again.
 */
async function passwordOf(
  account: ClicsAccount,
  existing: Selectable<UsersTable> | undefined,
): Promise<{ printed: string | null; hash: string | null }> {
  if (account.password) {
    const kept = existing && (await verifyPassword(existing.password_hash, account.password)).matches;
    return { printed: account.password, hash: kept ? null : await hashPassword(account.password) };
  }
  if (existing) return { printed: null, hash: null };
  const generated = generatePassword();
  return { printed: generated, hash: await hashPassword(generated) };
}

/**
 * A CLICS team account, created or updated by its id: a contestant whose handle is the username,
 * member of the team `team_id` (moved there from any other team, as a person is in one team).
 */
export async function importAccount(run: ImportRun, value: unknown): Promise<ImportedResult> {
  const account = parseEntry(clicsAccountSchema, value);
  const { database, nowMs } = run;
  const team = await teamOf(run, account);
  const existing = await database
    .selectFrom('users')
    .selectAll()
    .where('external_id', '=', account.id)
    .executeTakeFirst();
  // Promoted since it was imported: an uploaded file must not change an admin's name or password.
  if (existing && isAdminRole(existing.role)) throw new RefusedEntry(importMessages.adminAccount);
  await requireFreeUsername(run, account.username, existing?.id);
  await requireRoomInTeam(run, team, existing?.id);
  const firstName = firstNameOf(account, existing, team);
  if (firstName !== existing?.first_name) await refuseStaffLikeName(database, { firstName });
  const password = await passwordOf(account, existing);
  const membership = existing
    ? await database.selectFrom('team_members').select('team_id').where('user_id', '=', existing.id).executeTakeFirst()
    : undefined;

  const userId = existing?.id ?? newId();
  const changes: Updateable<UsersTable> = {};
  if (existing?.handle !== account.username) changes.handle = account.username;
  if (existing?.first_name !== firstName) changes.first_name = firstName;
  if (password.hash) changes.password_hash = password.hash;
  const moves = membership?.team_id !== team.id;
  await database.transaction().execute(async (transaction) => {
    if (!existing) {
      await transaction
        .insertInto('users')
        .values({
          id: userId,
          handle: account.username,
          first_name: firstName,
          last_name: null,
          email: `${account.username}@${IMPORTED_EMAIL_DOMAIN}`,
          password_hash: password.hash!,
          // Roles are never taken from a file: an imported account is a contestant's.
          role: 'user',
          created_at: nowIso(nowMs),
          external_id: account.id,
        })
        .execute();
    } else if (Object.keys(changes).length > 0) {
      await transaction.updateTable('users').set(changes).where('id', '=', userId).execute();
    }
    if (moves) {
      await transaction.deleteFrom('team_members').where('user_id', '=', userId).execute();
      await transaction
        .insertInto('team_members')
        .values({ user_id: userId, team_id: team.id, added_at: nowIso(nowMs) })
        .execute();
    }
  });

  if (password.printed)
    run.credentials.push({
      team: team.name,
      organization: team.organization,
      name: firstName,
      username: account.username,
      password: password.printed,
    });
  const object = { id: account.id, name: account.username, _id: userId };
  if (!existing) return { outcome: 'created', object };
  return { outcome: Object.keys(changes).length > 0 || moves ? 'updated' : 'unchanged', object };
}
