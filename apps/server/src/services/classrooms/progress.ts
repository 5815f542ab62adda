import { classroomMessages as messages, isAdminRole, type GroupProgress, type User } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { csvDocument, type CsvCell } from '../../lib/csv.js';
import { nowIso } from '../ids.js';
import { freezesInForce, groupReachOf } from '../policy/access-policy.js';
import { loadAssignments } from './assignments.js';
import { requireGroupTeacher } from './group-access.js';
import { personView } from './people.js';
import { progressOf } from './progress-rules.js';
import { historyKey, submissionHistory } from './submission-history.js';

/**
 * GET /groups/:id/progress: every member on every problem of every assignment, for the group's
 * teacher and admins (a member gets 403, anyone else 404). The teacher is not the jury: a frozen
 * contest's results stay hidden from them until the board opens, as from every other reader.
 */
export async function groupProgress(
  database: DatabaseHandle,
  options: { groupId: string; viewer: User; nowMs: number },
): Promise<GroupProgress> {
  const { group } = await requireGroupTeacher(database, options.groupId, options.viewer, messages.progressTeacherOnly);
  const reach = await groupReachOf(database, options.viewer);
  const [assignments, members, frozen] = await Promise.all([
    loadAssignments(database, { groupIds: [group.id], reach, nowMs: options.nowMs }),
    database
      .selectFrom('group_members')
      .innerJoin('users', 'users.id', 'group_members.user_id')
      .select(['users.id', 'users.handle', 'users.first_name', 'users.last_name'])
      .where('group_members.group_id', '=', group.id)
      .orderBy('users.handle')
      .execute(),
    isAdminRole(options.viewer.role) ? [] : freezesInForce(database, options.nowMs),
  ]);
  const history = await submissionHistory(database, {
    userIds: members.map((member) => member.id),
    problemIds: [...new Set(assignments.flatMap((assignment) => assignment.problems.map(({ _id }) => _id)))],
    frozen,
  });
  return {
    group: { _id: group.id, name: group.name },
    assignments: assignments.map(({ _id, title, dueAt, problems }) => ({ _id, title, dueAt, problems })),
    members: members.map((member) => ({
      ...personView(member),
      problems: assignments.flatMap((assignment) =>
        assignment.problems.map((problem) => ({
          assignmentId: assignment._id,
          problemId: problem._id,
          ...progressOf(history.get(historyKey(member.id, problem._id)) ?? [], assignment.dueAt),
        })),
      ),
    })),
    serverTime: nowIso(options.nowMs),
  };
}

export const PROGRESS_CSV_HEADER = [
  'handle',
  'name',
  'assignment',
  'due_at',
  'problem',
  'problem_id',
  'solved',
  'solved_at',
  'late',
  'attempts',
] as const;

/**
 * The progress table as CSV, one row per member and assigned problem (a long table: every
 * spreadsheet pivots it into the grid, and no column name depends on a title). Member names and
 * titles are text from users and teachers: lib/csv quotes them and disarms formulas.
 */
export function progressCsv(progress: GroupProgress): string {
  const assignmentOf = new Map(progress.assignments.map((assignment) => [assignment._id, assignment]));
  const rows: CsvCell[][] = progress.members.flatMap((member) =>
    member.problems.map((entry) => {
      const assignment = assignmentOf.get(entry.assignmentId)!;
      const problem = assignment.problems.find(({ _id }) => _id === entry.problemId)!;
      return [
        member.handle,
        member.name,
        assignment.title,
        assignment.dueAt,
        problem.title,
        problem._id,
        entry.solved,
        entry.solvedAt,
        entry.late,
        entry.attempts,
      ];
    }),
  );
  return csvDocument(PROGRESS_CSV_HEADER, rows);
}

/** The download's file name: the group's name reduced to safe characters. */
export function progressFileName(groupName: string): string {
  const base = groupName
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'group'}-progress.csv`;
}
