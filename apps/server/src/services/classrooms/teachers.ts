import { classroomMessages as messages, isAdminRole, profileMessages, type TeacherView } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { Viewer } from '../policy/access-policy.js';
import { personView } from './people.js';

/**
 * Who may create groups: admins, and users an admin marked as teachers. Being a teacher gives
 * nothing else: a teacher manages only the groups they made (docs/classrooms.md).
 */
export async function canTeach(database: DatabaseHandle, viewer: Viewer): Promise<boolean> {
  if (!viewer) return false;
  if (isAdminRole(viewer.role)) return true;
  const row = await database.selectFrom('users').select('teacher').where('id', '=', viewer._id).executeTakeFirst();
  return Boolean(row?.teacher);
}

export async function requireTeacher(database: DatabaseHandle, viewer: Viewer): Promise<void> {
  if (!(await canTeach(database, viewer))) throw new AppError('FORBIDDEN', messages.notTeacher);
}

/** The users marked as teachers, by handle (admins teach without being marked, and are not listed unless marked). */
export async function listTeachers(database: DatabaseHandle): Promise<TeacherView[]> {
  const rows = await database
    .selectFrom('users')
    .select(['id', 'handle', 'first_name', 'last_name', 'role'])
    .where('teacher', '!=', 0)
    .orderBy('handle')
    .execute();
  return rows.map((row) => ({ ...personView(row), admin: isAdminRole(row.role) }));
}

/**
 * Marks or unmarks a user as a teacher. Unmarking stops them creating groups; the groups they have
 * stay theirs (an admin may delete them), so a class in progress is not cut off.
 */
export async function setTeacher(
  database: DatabaseHandle,
  options: { handle: string; teacher: boolean },
): Promise<TeacherView> {
  const row = await database
    .selectFrom('users')
    .select(['id', 'handle', 'first_name', 'last_name', 'role'])
    .where('handle', '=', options.handle)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', profileMessages.notFound);
  await database
    .updateTable('users')
    .set({ teacher: options.teacher ? 1 : 0 })
    .where('id', '=', row.id)
    .execute();
  return { ...personView(row), admin: isAdminRole(row.role) };
}
