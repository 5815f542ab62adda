import { sql } from 'kysely';
import {
  HEATMAP_DAYS,
  profileMessages,
  streakBadgesFor,
  streaksOf,
  type ContestStanding,
  type CountOutOf,
  type PublicProfile,
} from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { listContests } from '../contests/contests.js';
import { freezesInForce, groupReachOf, inPracticeSet, type Viewer } from '../policy/access-policy.js';
import { isVisibleToOthers } from '../contests/contest-timeline-sql.js';
import { userFromRow } from '../users/users.js';
import { currentRatings, ratingHistory, refreshRatings, type FinalStandings } from '../ratings/ratings.js';

const RECENT_ACCEPTED = 10;

export type ProfileStandings = FinalStandings & {
  /** One contestant's row as the reader may see it (StandingsBoards.standingOf). */
  standingOf(contestId: string, subjectId: string, reader: Viewer): Promise<ContestStanding | null>;
};

/**
 * The public profile (/u/:handle): what anyone may know of a person. It holds nothing private (no
 * email, no submissions' code) and nothing the freeze hides: a solve counts only on a problem in
 * the practice set and not from a running contest's frozen hour, so a profile cannot reveal a
 * frozen accept.
 */
export async function publicProfile(
  database: DatabaseHandle,
  options: { handle: string; standings: ProfileStandings; nowMs: number; reader: Viewer },
): Promise<PublicProfile> {
  const row = await database
    .selectFrom('users')
    .select(['id', 'handle', 'first_name', 'last_name', 'email', 'role', 'created_at'])
    .where('handle', '=', options.handle.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', profileMessages.notFound);
  const user = userFromRow(row);
  await refreshRatings(database, { standings: options.standings, nowMs: options.nowMs });

  const since = new Date(options.nowMs - HEATMAP_DAYS * 86_400_000).toISOString();
  const day = sql<string>`substr(created_at, 1, 10)`;
  // The reader's practice set: a problem private to a group the reader is not in is not shown, nor counted.
  const practiceSet = inPracticeSet(options.nowMs, await groupReachOf(database, options.reader));
  const [problems, accepted, frozen, activity, contests, history, ratings] = await Promise.all([
    database.selectFrom('problems').select(['id', 'difficulty']).where(practiceSet).execute(),
    database
      .selectFrom('submissions')
      .innerJoin('problems', 'problems.id', 'submissions.problem_id')
      .select([
        'problems.id',
        'problems.title',
        'problems.difficulty',
        'submissions.contest_id',
        'submissions.created_at',
      ])
      .where('submissions.user_id', '=', user._id)
      .where('submissions.status', '=', 'accepted')
      .where(practiceSet)
      .orderBy('submissions.created_at', 'desc')
      .execute(),
    freezesInForce(database, options.nowMs),
    database
      .selectFrom('submissions')
      .select([day.as('date'), (expression) => expression.fn.countAll<string | number>().as('count')])
      .where('user_id', '=', user._id)
      .where('created_at', '>=', since)
      .groupBy(day)
      .orderBy(day)
      .execute(),
    listContests(database, user._id, options.nowMs),
    ratingHistory(database, user._id),
    currentRatings(database, [user._id]),
  ]);

  const visible = accepted.filter((submission) =>
    isVisibleToOthers(frozen, { contestId: submission.contest_id, createdAt: submission.created_at }),
  );
  const recent = new Map<string, (typeof visible)[number]>();
  for (const submission of visible) if (!recent.has(submission.id)) recent.set(submission.id, submission);

  const byDifficulty: Record<string, CountOutOf> = {};
  for (const problem of problems) {
    const entry = (byDifficulty[problem.difficulty] ??= { solved: 0, total: 0 });
    entry.total += 1;
    if (recent.has(problem.id)) entry.solved += 1;
  }
  const days = activity.map((entry) => ({ date: entry.date, count: Number(entry.count) }));
  const streaks = streaksOf(days, options.nowMs);
  const changeOf = new Map(history.map((change) => [change.contestId, change]));

  const taken = contests.filter((contest) => contest.registered && contest.status === 'ended');
  return {
    handle: user.handle,
    name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    ...(user.role === 'admin' ? { staff: true as const } : {}),
    memberSince: row.created_at,
    rating: ratings.get(user._id) ?? null,
    maxRating: history.length > 0 ? Math.max(...history.map((change) => change.newRating)) : null,
    solvedCount: recent.size,
    byDifficulty,
    activity: days,
    streaks,
    streakBadges: streakBadgesFor(streaks),
    recentAccepted: [...recent.values()].slice(0, RECENT_ACCEPTED).map((submission) => ({
      _id: submission.id,
      title: submission.title,
      difficulty: submission.difficulty,
      acceptedAt: submission.created_at,
    })),
    contests: await Promise.all(
      taken.map(async (contest) => {
        // The reader's view of the row, never the owner's: during a freeze the owner sees their true row, a visitor must not.
        const standing = await options.standings.standingOf(contest._id, user._id, options.reader);
        const change = changeOf.get(contest._id);
        return {
          _id: contest._id,
          title: contest.title,
          endTime: contest.endTime,
          // A team contest rates its teams, never the person: on their profile it moved nothing.
          rated: contest.rated && contest.teams !== true,
          scoring: contest.scoring ?? 'icpc',
          rank: standing?.rank ?? null,
          solved: standing?.solved ?? 0,
          totalScore: standing?.totalScore ?? 0,
          maxScore: standing?.maxScore ?? null,
          participants: contest.participantCount,
          ratingChange: change ? { oldRating: change.oldRating, newRating: change.newRating } : null,
        };
      }),
    ),
    ratingHistory: history,
  };
}
