import {
  classroomMessages as messages,
  type AssignmentChanges,
  type AssignmentFields,
  type AssignmentProblem,
  type AssignmentView,
  type MemberAssignment,
  type User,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import type { AssignmentsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { newId, nowIso } from '../ids.js';
import { groupReachOf, inPracticeSet, type GroupReach } from '../policy/access-policy.js';
import { badField } from '../teams/unique-names.js';
import { requireGroupTeacher } from './group-access.js';
import { progressOf } from './progress-rules.js';
import { historyKey, submissionHistory } from './submission-history.js';

/** An assignment with the problems its reader may see, in the assignment's order. */
export type LoadedAssignment = Omit<AssignmentView, 'problems'> & { problems: AssignmentProblem[] };

/**
 * The assignments of these groups, soonest due first, each with its problems as `reach` sees them:
 * a problem that was hidden or made private since it was assigned is left out for readers who may
 * no longer see it (the policy's practice set), so an assignment never shows a title it should not.
 */
export async function loadAssignments(
  database: DatabaseHandle,
  options: { groupIds: readonly string[]; reach: GroupReach; nowMs: number },
): Promise<LoadedAssignment[]> {
  if (options.groupIds.length === 0) return [];
  const rows = await database
    .selectFrom('assignments')
    .selectAll()
    .where('group_id', 'in', [...options.groupIds])
    .orderBy('due_at')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  let problemsQuery = database
    .selectFrom('assignment_problems')
    .innerJoin('problems', 'problems.id', 'assignment_problems.problem_id')
    .select(['assignment_problems.assignment_id', 'problems.id', 'problems.title', 'problems.difficulty'])
    .where(
      'assignment_problems.assignment_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('assignment_problems.position');
  if (options.reach !== 'every') problemsQuery = problemsQuery.where(inPracticeSet(options.nowMs, options.reach));
  const problems = await problemsQuery.execute();
  return rows.map((row) => ({
    _id: row.id,
    groupId: row.group_id,
    title: row.title,
    dueAt: row.due_at,
    problems: problems
      .filter((problem) => problem.assignment_id === row.id)
      .map((problem) => ({ _id: problem.id, title: problem.title, difficulty: problem.difficulty })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** Each assignment's problems with `userId`'s own marks (solved, when, late). */
export async function withMarks(
  database: DatabaseHandle,
  options: { assignments: readonly LoadedAssignment[]; userId: string },
): Promise<(LoadedAssignment & { problems: MemberAssignment['problems'] })[]> {
  const problemIds = [
    ...new Set(options.assignments.flatMap((assignment) => assignment.problems.map(({ _id }) => _id))),
  ];
  // A person's own submissions: no freeze hides them from themselves.
  const history = await submissionHistory(database, { userIds: [options.userId], problemIds, frozen: [] });
  return options.assignments.map((assignment) => ({
    ...assignment,
    problems: assignment.problems.map((problem) => {
      const { solved, solvedAt, late } = progressOf(
        history.get(historyKey(options.userId, problem._id)) ?? [],
        assignment.dueAt,
      );
      return { ...problem, solved, solvedAt, late };
    }),
  }));
}

/** GET /groups/assignments: every assignment of every group the user is a member of, with their marks. */
export async function memberAssignments(
  database: DatabaseHandle,
  options: { user: User; nowMs: number },
): Promise<MemberAssignment[]> {
  const groups = await database
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .select(['groups.id', 'groups.name'])
    .where('group_members.user_id', '=', options.user._id)
    .execute();
  const assignments = await loadAssignments(database, {
    groupIds: groups.map((group) => group.id),
    reach: await groupReachOf(database, options.user),
    nowMs: options.nowMs,
  });
  const nameOf = new Map(groups.map((group) => [group.id, group.name]));
  const marked = await withMarks(database, { assignments, userId: options.user._id });
  return marked.map((assignment) => ({
    ...assignment,
    group: { _id: assignment.groupId, name: nameOf.get(assignment.groupId) ?? '' },
  }));
}

/**
 * The problems an assignment names (ids or slugs), in its order. Each must be one every member can
 * open: in the practice set, and either open to all or private to this group. A problem private to
 * the teacher's other group would show members a title they cannot open.
 */
async function resolveProblems(
  database: DatabaseHandle,
  options: { groupId: string; references: readonly string[]; nowMs: number },
): Promise<string[]> {
  const { references } = options;
  const rows = await database
    .selectFrom('problems')
    .select(['id', 'slug', 'title'])
    .where((expression) =>
      expression.or([expression('id', 'in', [...references]), expression('slug', 'in', [...references])]),
    )
    .execute();
  const ids = references.map((reference, index) => {
    const row = rows.find((candidate) => candidate.id === reference) ?? rows.find(({ slug }) => slug === reference);
    if (!row) throw badField(`problems.${index}`, messages.problemUnknown(reference));
    return row.id;
  });
  if (new Set(ids).size !== ids.length) throw badField('problems', messages.problemTwice);
  const open = await database
    .selectFrom('problems')
    .select('id')
    .where('id', 'in', ids)
    .where(inPracticeSet(options.nowMs, [options.groupId]))
    .execute();
  const openIds = new Set(open.map((row) => row.id));
  for (const [index, id] of ids.entries())
    if (!openIds.has(id))
      throw badField(`problems.${index}`, messages.problemNotForGroup(rows.find((row) => row.id === id)!.title));
  return ids;
}

async function replaceProblems(database: DatabaseHandle, assignmentId: string, problemIds: readonly string[]) {
  await database.deleteFrom('assignment_problems').where('assignment_id', '=', assignmentId).execute();
  await database
    .insertInto('assignment_problems')
    .values(problemIds.map((problemId, position) => ({ assignment_id: assignmentId, problem_id: problemId, position })))
    .execute();
}

async function loadOne(database: DatabaseHandle, assignmentId: string, nowMs: number): Promise<LoadedAssignment> {
  const row = await database
    .selectFrom('assignments')
    .select('group_id')
    .where('id', '=', assignmentId)
    .executeTakeFirstOrThrow();
  const [assignment] = (await loadAssignments(database, { groupIds: [row.group_id], reach: 'every', nowMs })).filter(
    (candidate) => candidate._id === assignmentId,
  );
  return assignment!;
}

export async function createAssignment(
  database: DatabaseHandle,
  options: { groupId: string; viewer: User; input: AssignmentFields; nowMs: number },
): Promise<LoadedAssignment> {
  await requireGroupTeacher(database, options.groupId, options.viewer);
  const problemIds = await resolveProblems(database, {
    groupId: options.groupId,
    references: options.input.problems,
    nowMs: options.nowMs,
  });
  const row: AssignmentsTable = {
    id: newId(),
    group_id: options.groupId,
    title: options.input.title,
    due_at: options.input.dueAt,
    created_at: nowIso(options.nowMs),
    updated_at: nowIso(options.nowMs),
  };
  await database.transaction().execute(async (transaction) => {
    await transaction.insertInto('assignments').values(row).execute();
    await replaceProblems(transaction, row.id, problemIds);
  });
  return loadOne(database, row.id, options.nowMs);
}

async function requireAssignmentOf(database: DatabaseHandle, groupId: string, assignmentId: string): Promise<void> {
  const row = await database
    .selectFrom('assignments')
    .select('id')
    .where('id', '=', assignmentId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', messages.assignmentNotFound);
}

export async function updateAssignment(
  database: DatabaseHandle,
  options: { groupId: string; assignmentId: string; viewer: User; input: AssignmentChanges; nowMs: number },
): Promise<LoadedAssignment> {
  await requireGroupTeacher(database, options.groupId, options.viewer);
  await requireAssignmentOf(database, options.groupId, options.assignmentId);
  const { title, dueAt, problems } = options.input;
  const problemIds = problems
    ? await resolveProblems(database, { groupId: options.groupId, references: problems, nowMs: options.nowMs })
    : null;
  await database.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('assignments')
      .set({
        updated_at: nowIso(options.nowMs),
        ...(title !== undefined ? { title } : {}),
        ...(dueAt !== undefined ? { due_at: dueAt } : {}),
      })
      .where('id', '=', options.assignmentId)
      .execute();
    if (problemIds) await replaceProblems(transaction, options.assignmentId, problemIds);
  });
  return loadOne(database, options.assignmentId, options.nowMs);
}

export async function deleteAssignment(
  database: DatabaseHandle,
  options: { groupId: string; assignmentId: string; viewer: User },
): Promise<void> {
  await requireGroupTeacher(database, options.groupId, options.viewer);
  await requireAssignmentOf(database, options.groupId, options.assignmentId);
  await database.deleteFrom('assignments').where('id', '=', options.assignmentId).execute();
}
