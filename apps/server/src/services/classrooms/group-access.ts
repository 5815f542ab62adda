import { classroomMessages as messages, isAdminRole, type GroupRole, type User } from '@codeyard/shared';
import type { Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { GroupsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';

export type GroupRow = Selectable<GroupsTable>;

/**
 * Who may do what with a group, in one place: its teacher and admins manage it; members read it
 * (their own marks, no join code, no member list); anyone else is told it does not exist (404), so
 * that group ids cannot be probed.
 */
export async function groupRoleOf(database: DatabaseHandle, group: GroupRow, viewer: User): Promise<GroupRole | null> {
  if (group.teacher_id === viewer._id) return 'teacher';
  if (isAdminRole(viewer.role)) return 'admin';
  const membership = await database
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', group.id)
    .where('user_id', '=', viewer._id)
    .executeTakeFirst();
  return membership ? 'member' : null;
}

/** The group and the viewer's part in it; 404 for a group that does not exist or is not theirs to see. */
export async function requireGroupReader(
  database: DatabaseHandle,
  groupId: string,
  viewer: User,
): Promise<{ group: GroupRow; role: GroupRole }> {
  const group = await database.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirst();
  const role = group ? await groupRoleOf(database, group, viewer) : null;
  if (!group || !role) throw new AppError('NOT_FOUND', messages.groupNotFound);
  return { group, role };
}

/** As requireGroupReader, and 403 `refusal` for a member: only the teacher and admins manage a group. */
export async function requireGroupTeacher(
  database: DatabaseHandle,
  groupId: string,
  viewer: User,
  refusal: string = messages.notYourGroup,
): Promise<{ group: GroupRow; role: GroupRole }> {
  const found = await requireGroupReader(database, groupId, viewer);
  if (found.role === 'member') throw new AppError('FORBIDDEN', refusal);
  return found;
}
