import { isAdminRole, type Solutions, type User } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { requireOpenHelp } from '../policy/access-policy.js';
import { resultsFinal } from '../contests/contest-timeline-sql.js';
import { getProblem, hasSolved } from '../problems/problems.js';

export const SOLUTIONS_LOCKED = 'Solve this problem to see its solutions';

/** How many other users' accepted submissions the tab lists, newest first. */
const LISTED_SUBMISSIONS = 50;

/**
 * docs/product.md §4: solutions unlock only once the user has solved the problem (admins always see them),
 * and never while a contest that contains it runs (services/policy).
 */
async function requireSolved(database: DatabaseHandle, viewer: User, problemId: string, now: number): Promise<void> {
  await requireOpenHelp(database, problemId, viewer, now);
  if (isAdminRole(viewer.role)) return;
  if (!(await hasSolved(database, viewer._id, problemId))) throw new AppError('FORBIDDEN', SOLUTIONS_LOCKED);
}

/**
 * Accepted submissions of others that may be shown: practice ones, and contest ones only once
 * their contest's results are final (ContestTimeline.isFinal: after the end, and after the jury
 * finalised a manual contest), so nobody reads a rival's code during a contest, nor learns of an
 * accept the frozen board still hides.
 */
function shownSubmissions(database: DatabaseHandle, problemId: string, viewerId: string, nowMs: number) {
  return database
    .selectFrom('submissions')
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .leftJoin('contests', 'contests.id', 'submissions.contest_id')
    .where('submissions.problem_id', '=', problemId)
    .where('submissions.status', '=', 'accepted')
    .where('submissions.user_id', '<>', viewerId)
    .where((where) => where.or([where('submissions.contest_id', 'is', null), resultsFinal(nowMs)(where)]));
}

export async function listSolutions(
  database: DatabaseHandle,
  viewer: User,
  problemId: string,
  now: number,
): Promise<Solutions> {
  await requireSolved(database, viewer, problemId, now);
  const problem = await getProblem(database, problemId);
  const rows = await shownSubmissions(database, problemId, viewer._id, now)
    .select([
      'submissions.id',
      'submissions.language',
      'submissions.runtime',
      'submissions.memory',
      'submissions.created_at',
      'users.first_name',
      'users.role',
    ])
    .orderBy('submissions.created_at', 'desc')
    .limit(LISTED_SUBMISSIONS)
    .execute();
  return {
    referenceCode: problem.referenceCode.map((entry) => ({ language: entry.language, code: entry.code })),
    submissions: rows.map((row) => ({
      _id: row.id,
      language: row.language,
      runtime: row.runtime,
      memory: row.memory,
      author: row.first_name,
      ...(isAdminRole(row.role) ? { staff: true as const } : {}),
      createdAt: row.created_at,
    })),
  };
}

export async function getSolution(
  database: DatabaseHandle,
  viewer: User,
  problemId: string,
  submissionId: string,
  now: number,
) {
  await requireSolved(database, viewer, problemId, now);
  const row = await shownSubmissions(database, problemId, viewer._id, now)
    .where('submissions.id', '=', submissionId)
    .select([
      'submissions.id',
      'submissions.language',
      'submissions.runtime',
      'submissions.memory',
      'submissions.code',
      'submissions.created_at',
      'users.first_name',
      'users.role',
    ])
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Solution not found');
  return {
    _id: row.id,
    language: row.language,
    runtime: row.runtime,
    memory: row.memory,
    code: row.code,
    author: row.first_name,
    ...(isAdminRole(row.role) ? { staff: true as const } : {}),
    createdAt: row.created_at,
  };
}
