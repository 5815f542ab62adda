import { sql } from 'kysely';
import {
  DASHBOARD_SOLVED_SHOWN,
  HEATMAP_DAYS,
  isAdminRole,
  type CountOutOf,
  type DashboardStats,
  type User,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { listUserContests } from '../contests/contests.js';
import { groupReachOf, inPracticeSet, withinGroupReach } from '../policy/access-policy.js';
import type { StandingsBoards } from '../contests/standings-board.js';

const RECENT_SUBMISSIONS = 10;

function parseTags(text: string): string[] {
  try {
    const tags: unknown = JSON.parse(text);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

function tally(rows: { key: string; solved: boolean }[]): Record<string, CountOutOf> {
  const result: Record<string, CountOutOf> = {};
  for (const row of rows) {
    const entry = (result[row.key] ??= { solved: 0, total: 0 });
    entry.total += 1;
    if (row.solved) entry.solved += 1;
  }
  return result;
}

/** Everything the dashboard shows for one user, from a handful of grouped queries. */
export async function dashboardFor(
  database: DatabaseHandle,
  options: { viewer: User; standings: StandingsBoards; nowMs: number },
): Promise<DashboardStats> {
  const userId = options.viewer._id;
  const user = await database
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', 'User not found');

  const since = new Date(options.nowMs - HEATMAP_DAYS * 86_400_000).toISOString();
  const day = sql<string>`substr(created_at, 1, 10)`;
  // A person who left a group no longer sees its private problems, their own solves of them included.
  const reach = await groupReachOf(database, options.viewer);
  const [problems, solvedRows, activity, verdicts, languages, recent, userContests] = await Promise.all([
    // Out of the problems this user can see: a contest's hidden problems are not counted before it starts.
    isAdminRole(options.viewer.role)
      ? database.selectFrom('problems').select(['id', 'difficulty', 'tags']).execute()
      : database
          .selectFrom('problems')
          .select(['id', 'difficulty', 'tags'])
          .where(inPracticeSet(options.nowMs, reach))
          .execute(),
    database
      .selectFrom('solved_problems')
      .innerJoin('problems', 'problems.id', 'solved_problems.problem_id')
      .select(['problems.id', 'problems.title', 'problems.difficulty'])
      .where('solved_problems.user_id', '=', userId)
      .where(withinGroupReach(reach))
      .orderBy('solved_problems.solved_at')
      .execute(),
    database
      .selectFrom('submissions')
      .select([day.as('date'), (expression) => expression.fn.countAll<string | number>().as('count')])
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .groupBy(day)
      .orderBy(day)
      .execute(),
    database
      .selectFrom('submissions')
      .select(['status', (expression) => expression.fn.countAll<string | number>().as('count')])
      .where('user_id', '=', userId)
      .groupBy('status')
      .execute(),
    database
      .selectFrom('submissions')
      .select(['language', (expression) => expression.fn.countAll<string | number>().as('count')])
      .where('user_id', '=', userId)
      .groupBy('language')
      .orderBy('language')
      .execute(),
    database
      .selectFrom('submissions')
      .innerJoin('problems', 'problems.id', 'submissions.problem_id')
      .select([
        'submissions.id',
        'submissions.problem_id',
        'problems.title',
        'submissions.language',
        'submissions.status',
        'submissions.verdict',
        'submissions.created_at',
      ])
      .where('submissions.user_id', '=', userId)
      .where(withinGroupReach(reach))
      .orderBy('submissions.created_at', 'desc')
      .limit(RECENT_SUBMISSIONS)
      .execute(),
    listUserContests(database, { viewer: options.viewer, standings: options.standings, nowMs: options.nowMs }),
  ]);

  const solvedIds = new Set(solvedRows.map((row) => row.id));
  const countOf = (status: string) => Number(verdicts.find((row) => row.status === status)?.count ?? 0);
  const submissionCount = verdicts.reduce((total, row) => total + Number(row.count), 0);
  const judged = submissionCount - countOf('pending');
  const acceptedCount = countOf('accepted');

  const contestHistory = userContests.map((contest) => ({
    _id: contest._id,
    title: contest.title,
    startTime: contest.startTime,
    endTime: contest.endTime,
    status: contest.status,
    scoring: contest.scoring ?? 'icpc',
    rank: contest.rank,
    solved: contest.solved,
    totalScore: contest.totalScore,
    maxScore: contest.maxScore,
    participants: contest.participantCount,
  }));

  return {
    user: { _id: user.id, firstName: user.first_name, lastName: user.last_name, email: user.email },
    solvedCount: solvedRows.length,
    totalProblems: problems.length,
    contestsParticipated: userContests.length,
    firstSolved: solvedRows
      .slice(0, DASHBOARD_SOLVED_SHOWN)
      .map((row) => ({ _id: row.id, title: row.title, difficulty: row.difficulty })),
    activity: activity.map((row) => ({ date: row.date, count: Number(row.count) })),
    byDifficulty: tally(problems.map((problem) => ({ key: problem.difficulty, solved: solvedIds.has(problem.id) }))),
    byTag: tally(
      problems.flatMap((problem) =>
        parseTags(problem.tags).map((tag) => ({ key: tag, solved: solvedIds.has(problem.id) })),
      ),
    ),
    submissionCount,
    acceptedCount,
    acceptedRate: judged > 0 ? Math.round((acceptedCount / judged) * 1000) / 10 : null,
    languages: languages.map((row) => ({ language: row.language, count: Number(row.count) })),
    recentSubmissions: recent.map((row) => ({
      _id: row.id,
      problemId: row.problem_id,
      title: row.title,
      language: row.language,
      status: row.status,
      verdict: row.verdict,
      createdAt: row.created_at,
    })),
    contestHistory,
  };
}
