import { classroomMessages as messages, isAdminRole, type User } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { nowIso } from '../ids.js';
import { PROBLEM_NOT_FOUND } from '../policy/access-policy.js';
import { invalidateProblemList } from '../problems/problems.js';
import { requireGroupTeacher } from './group-access.js';

/**
 * Whether a teacher may share this private problem with another of their groups: it must be
 * private to a group they teach (not one they are merely in, whose teacher chose who sees it).
 */
async function teachesAGroupOf(database: DatabaseHandle, problemId: string, teacherId: string): Promise<boolean> {
  const row = await database
    .selectFrom('problem_groups')
    .innerJoin('groups', 'groups.id', 'problem_groups.group_id')
    .select('groups.id')
    .where('problem_groups.problem_id', '=', problemId)
    .where('groups.teacher_id', '=', teacherId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes a problem private to the group (PUT /groups/:id/problems/:problemId). An admin may do it to
 * any problem; a teacher only shares a problem already private to a group they teach, since making
 * an open problem private would hide it from every other user of the site, a power teachers do not
 * have. A problem in a contest cannot be private (a contest shows it to every contestant).
 */
export async function makePrivateToGroup(
  database: DatabaseHandle,
  options: { groupId: string; problemId: string; viewer: User; nowMs: number },
): Promise<void> {
  await requireGroupTeacher(database, options.groupId, options.viewer);
  const problem = await database
    .selectFrom('problems')
    .select(['id', 'title', 'group_private'])
    .where('id', '=', options.problemId)
    .executeTakeFirst();
  const admin = isAdminRole(options.viewer.role);
  // A teacher is told nothing of a private problem they cannot see.
  if (
    !problem ||
    (!admin && problem.group_private && !(await teachesAGroupOf(database, problem.id, options.viewer._id)))
  )
    throw new AppError('NOT_FOUND', PROBLEM_NOT_FOUND);
  if (!problem.group_private && !admin) throw new AppError('FORBIDDEN', messages.privateNeedsAdmin);
  const inContest = await database
    .selectFrom('contest_problems')
    .select('contest_id')
    .where('problem_id', '=', problem.id)
    .executeTakeFirst();
  if (inContest) throw new AppError('CONFLICT', messages.privateInContest(problem.title));
  await database.transaction().execute(async (transaction) => {
    await transaction.updateTable('problems').set({ group_private: 1 }).where('id', '=', problem.id).execute();
    // Private to this group already: nothing more to do.
    await transaction
      .insertInto('problem_groups')
      .values({ problem_id: problem.id, group_id: options.groupId, added_at: nowIso(options.nowMs) })
      .onConflict((conflict) => conflict.columns(['problem_id', 'group_id']).doNothing())
      .execute();
  });
  invalidateProblemList(database);
}

/**
 * Takes the group off a private problem's list (DELETE /groups/:id/problems/:problemId). The problem
 * stays private: to its other groups, or with none left to admins alone. Only an admin opens it to
 * everyone (openToEveryone).
 */
export async function removeFromGroup(
  database: DatabaseHandle,
  options: { groupId: string; problemId: string; viewer: User },
): Promise<void> {
  await requireGroupTeacher(database, options.groupId, options.viewer);
  const removed = await database
    .deleteFrom('problem_groups')
    .where('group_id', '=', options.groupId)
    .where('problem_id', '=', options.problemId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new AppError('NOT_FOUND', messages.notPrivateHere);
  invalidateProblemList(database);
}

/** DELETE /problem/groups/:id (admin): a private problem is open to everyone again, as before. */
export async function openToEveryone(database: DatabaseHandle, problemId: string): Promise<void> {
  const updated = await database
    .updateTable('problems')
    .set({ group_private: 0 })
    .where('id', '=', problemId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', PROBLEM_NOT_FOUND);
  await database.deleteFrom('problem_groups').where('problem_id', '=', problemId).execute();
  invalidateProblemList(database);
}
