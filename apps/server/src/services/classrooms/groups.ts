import {
  classroomMessages as messages,
  isAdminRole,
  type GroupRole,
  type GroupSummary,
  type User,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { newId, nowIso } from '../ids.js';
import { isUniqueViolation } from '../teams/unique-names.js';
import { requireGroupReader, requireGroupTeacher, type GroupRow } from './group-access.js';
import { newJoinCode } from './join-codes.js';
import { personView } from './people.js';
import { requireTeacher } from './teachers.js';

/** Groups with their teacher and counts, by name; `where` narrows them. */
function summaryQuery(database: DatabaseHandle) {
  return database
    .selectFrom('groups')
    .innerJoin('users', 'users.id', 'groups.teacher_id')
    .select((expression) => [
      'groups.id',
      'groups.name',
      'groups.teacher_id',
      'groups.join_code',
      'groups.created_at',
      'groups.updated_at',
      'users.handle',
      'users.first_name',
      'users.last_name',
      expression
        .selectFrom('group_members')
        .select((count) => count.fn.countAll<number | string>().as('count'))
        .whereRef('group_members.group_id', '=', 'groups.id')
        .as('member_count'),
      expression
        .selectFrom('assignments')
        .select((count) => count.fn.countAll<number | string>().as('count'))
        .whereRef('assignments.group_id', '=', 'groups.id')
        .as('assignment_count'),
    ])
    .orderBy('groups.name')
    .orderBy('groups.id');
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

function summaryOf(row: SummaryRow, role: GroupRole): GroupSummary {
  return {
    _id: row.id,
    name: row.name,
    teacher: personView({ ...row, id: row.teacher_id }),
    role,
    // PostgreSQL answers counts as strings.
    memberCount: Number(row.member_count ?? 0),
    assignmentCount: Number(row.assignment_count ?? 0),
    joinCode: role === 'member' ? null : row.join_code,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function groupSummary(database: DatabaseHandle, groupId: string, role: GroupRole): Promise<GroupSummary> {
  const row = await summaryQuery(database).where('groups.id', '=', groupId).executeTakeFirstOrThrow();
  return summaryOf(row, role);
}

/** The groups a person teaches and those they are in; an admin gets every group. */
export async function listGroups(database: DatabaseHandle, viewer: User): Promise<GroupSummary[]> {
  const admin = isAdminRole(viewer.role);
  let query = summaryQuery(database);
  if (!admin)
    query = query.where((expression) =>
      expression.or([
        expression('groups.teacher_id', '=', viewer._id),
        expression(
          'groups.id',
          'in',
          expression.selectFrom('group_members').select('group_id').where('user_id', '=', viewer._id),
        ),
      ]),
    );
  const rows = await query.execute();
  return rows.map((row) => summaryOf(row, row.teacher_id === viewer._id ? 'teacher' : admin ? 'admin' : 'member'));
}

/** Writes a row with a fresh join code; a clash with another group's code (1 in 2^50) draws again. */
async function withFreshCode<Result>(write: (code: string) => Promise<Result>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(newJoinCode());
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

export async function createGroup(
  database: DatabaseHandle,
  options: { teacher: User; name: string; nowMs: number },
): Promise<GroupSummary> {
  await requireTeacher(database, options.teacher);
  const id = newId();
  await withFreshCode((code) =>
    database
      .insertInto('groups')
      .values({
        id,
        name: options.name,
        teacher_id: options.teacher._id,
        join_code: code,
        created_at: nowIso(options.nowMs),
        updated_at: nowIso(options.nowMs),
      })
      .execute(),
  );
  return groupSummary(database, id, 'teacher');
}

export async function renameGroup(
  database: DatabaseHandle,
  options: { groupId: string; viewer: User; name: string; nowMs: number },
): Promise<GroupSummary> {
  const { role } = await requireGroupTeacher(database, options.groupId, options.viewer);
  await database
    .updateTable('groups')
    .set({ name: options.name, updated_at: nowIso(options.nowMs) })
    .where('id', '=', options.groupId)
    .execute();
  return groupSummary(database, options.groupId, role);
}

/** A new join code; the old one stops working at once (a code posted where it should not be). */
export async function regenerateJoinCode(
  database: DatabaseHandle,
  options: { groupId: string; viewer: User; nowMs: number },
): Promise<GroupSummary> {
  const { role } = await requireGroupTeacher(database, options.groupId, options.viewer);
  await withFreshCode((code) =>
    database
      .updateTable('groups')
      .set({ join_code: code, updated_at: nowIso(options.nowMs) })
      .where('id', '=', options.groupId)
      .execute(),
  );
  return groupSummary(database, options.groupId, role);
}

/**
 * Deletes a group with its memberships and assignments. Problems private to it stay private
 * (problems.group_private): to its other groups, or, with none left, to admins alone.
 */
export async function deleteGroup(database: DatabaseHandle, options: { groupId: string; viewer: User }): Promise<void> {
  await requireGroupTeacher(database, options.groupId, options.viewer);
  await database.deleteFrom('groups').where('id', '=', options.groupId).execute();
}

async function addMembership(
  database: DatabaseHandle,
  options: { group: GroupRow; userId: string; nowMs: number },
): Promise<boolean> {
  const existing = await database
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', options.group.id)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (existing) return false;
  try {
    await database
      .insertInto('group_members')
      .values({ group_id: options.group.id, user_id: options.userId, joined_at: nowIso(options.nowMs) })
      .execute();
    return true;
  } catch (error) {
    // The same person joining twice at once: the key keeps one row.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Joins the group whose code this is; null when no group has it (the route counts that as a wrong
 * guess). Joining again is harmless.
 */
export async function joinGroup(
  database: DatabaseHandle,
  options: { user: User; code: string; nowMs: number },
): Promise<{ group: GroupSummary; joined: boolean } | null> {
  const group = await database
    .selectFrom('groups')
    .selectAll()
    .where('join_code', '=', options.code)
    .executeTakeFirst();
  if (!group) return null;
  if (group.teacher_id === options.user._id) throw new AppError('BAD_REQUEST', messages.teacherOfGroup);
  const joined = await addMembership(database, { group, userId: options.user._id, nowMs: options.nowMs });
  return { group: await groupSummary(database, group.id, 'member'), joined };
}

async function userIdByHandle(database: DatabaseHandle, handle: string): Promise<string> {
  const row = await database.selectFrom('users').select('id').where('handle', '=', handle).executeTakeFirst();
  if (!row)
    throw new AppError('BAD_REQUEST', messages.unknownHandle(handle), {
      errors: [{ path: 'handle', message: messages.unknownHandle(handle) }],
    });
  return row.id;
}

/** The teacher (or an admin) adds a person by handle; adding a member again changes nothing. */
export async function addMember(
  database: DatabaseHandle,
  options: { groupId: string; viewer: User; handle: string; nowMs: number },
): Promise<void> {
  const { group } = await requireGroupTeacher(database, options.groupId, options.viewer);
  const userId = await userIdByHandle(database, options.handle);
  if (userId === group.teacher_id) throw new AppError('BAD_REQUEST', messages.teacherNotMember(options.handle));
  await addMembership(database, { group, userId, nowMs: options.nowMs });
}

export async function removeMember(
  database: DatabaseHandle,
  options: { groupId: string; viewer: User; handle: string },
): Promise<void> {
  await requireGroupTeacher(database, options.groupId, options.viewer);
  const user = await database.selectFrom('users').select('id').where('handle', '=', options.handle).executeTakeFirst();
  const removed = user
    ? await database
        .deleteFrom('group_members')
        .where('group_id', '=', options.groupId)
        .where('user_id', '=', user.id)
        .executeTakeFirst()
    : null;
  if (!removed || Number(removed.numDeletedRows) === 0)
    throw new AppError('NOT_FOUND', messages.notMember(options.handle));
}

/** A member leaves; their submissions stay theirs, and the teacher's table no longer lists them. */
export async function leaveGroup(
  database: DatabaseHandle,
  options: { groupId: string; viewer: User },
): Promise<GroupRow> {
  const { group } = await requireGroupReader(database, options.groupId, options.viewer);
  const left = await database
    .deleteFrom('group_members')
    .where('group_id', '=', options.groupId)
    .where('user_id', '=', options.viewer._id)
    .executeTakeFirst();
  if (Number(left.numDeletedRows) === 0) throw new AppError('BAD_REQUEST', messages.notMember(options.viewer.handle));
  return group;
}
