import type { AssignmentProblem, GroupDetail, GroupMemberView, User } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { nowIso } from '../ids.js';
import { groupReachOf } from '../policy/access-policy.js';
import { loadAssignments, withMarks } from './assignments.js';
import { requireGroupReader } from './group-access.js';
import { groupSummary } from './groups.js';
import { personView } from './people.js';

async function membersOf(database: DatabaseHandle, groupId: string): Promise<GroupMemberView[]> {
  const rows = await database
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select(['users.id', 'users.handle', 'users.first_name', 'users.last_name', 'group_members.joined_at'])
    .where('group_members.group_id', '=', groupId)
    .orderBy('users.handle')
    .execute();
  return rows.map((row) => ({ ...personView(row), joinedAt: row.joined_at }));
}

/** The problems private to the group, by title. */
export async function privateProblemsOf(database: DatabaseHandle, groupId: string): Promise<AssignmentProblem[]> {
  const rows = await database
    .selectFrom('problem_groups')
    .innerJoin('problems', 'problems.id', 'problem_groups.problem_id')
    .select(['problems.id', 'problems.title', 'problems.difficulty'])
    .where('problem_groups.group_id', '=', groupId)
    .orderBy('problems.title')
    .execute();
  return rows.map((row) => ({ _id: row.id, title: row.title, difficulty: row.difficulty }));
}

/**
 * GET /groups/:id. Its teacher and admins get the join code, the members and the private problems;
 * a member gets the assignments with their own marks and nothing about the others.
 */
export async function groupDetail(
  database: DatabaseHandle,
  options: { groupId: string; viewer: User; nowMs: number },
): Promise<GroupDetail> {
  const { group, role } = await requireGroupReader(database, options.groupId, options.viewer);
  const assignments = await loadAssignments(database, {
    groupIds: [group.id],
    reach: await groupReachOf(database, options.viewer),
    nowMs: options.nowMs,
  });
  const summary = await groupSummary(database, group.id, role);
  if (role === 'member')
    return {
      ...summary,
      members: null,
      privateProblems: null,
      assignments: await withMarks(database, { assignments, userId: options.viewer._id }),
      serverTime: nowIso(options.nowMs),
    };
  return {
    ...summary,
    members: await membersOf(database, group.id),
    privateProblems: await privateProblemsOf(database, group.id),
    assignments,
    serverTime: nowIso(options.nowMs),
  };
}
