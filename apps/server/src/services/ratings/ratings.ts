import { INITIAL_RATING, type RatingChange } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { resultsFinal } from '../contests/contest-timeline-sql.js';
import { ratingChanges } from './rating-method.js';

/** What ratings need of the boards: an ended contest's final places. */
export type FinalStandings = {
  finalPlaces(contestId: string): Promise<{ userId: string; rank: number }[] | null>;
};

/**
 * A verdict's transaction may commit a little after its judged_at was taken; a recomputation that
 * began within this margin of a verdict is not trusted to have seen it.
 */
const VERDICT_MARGIN_MS = 10_000;

type ContestKey = { id: string; end_time: string };

function isBefore(left: ContestKey, right: ContestKey): boolean {
  return left.end_time < right.end_time || (left.end_time === right.end_time && left.id < right.id);
}

/** One recomputation at a time per database in this process; readers arriving meanwhile wait for it. */
const running = new WeakMap<DatabaseHandle, Promise<void>>();

/**
 * Ratings are derived data: each ended rated contest, in order of its end, moves its contestants'
 * ratings by the Codeforces method (rating-method.ts), starting from INITIAL_RATING. A contest is
 * marked for recomputation (ratings_computed_at null) when it ends, when a verdict of one of its
 * submissions is recorded after that (judged late or rejudged), or when it is rated or unrated;
 * then it and every later rated contest are replayed from the ratings before it, so the result is
 * the same as computing everything from the start. Cheap when nothing changed: one indexed query.
 */
export async function refreshRatings(
  database: DatabaseHandle,
  options: { standings: FinalStandings; nowMs: number },
): Promise<void> {
  const current = running.get(database);
  if (current) return current;
  const refresh = replayFromFirstStale(database, options).finally(() => running.delete(database));
  running.set(database, refresh);
  return refresh;
}

async function replayFromFirstStale(
  database: DatabaseHandle,
  options: { standings: FinalStandings; nowMs: number },
): Promise<void> {
  const ended = await database
    .selectFrom('contests')
    .select(['id', 'end_time', 'rated', 'ratings_computed_at'])
    // Only contests whose results are final (a manual one once the jury finalises it): the contest's time module decides.
    .where(resultsFinal(options.nowMs))
    .where((expression) =>
      expression.or([
        expression.and([expression('rated', '=', 1), expression('ratings_computed_at', 'is', null)]),
        expression.and([
          expression('rated', '=', 0),
          expression.exists(
            expression
              .selectFrom('rating_changes')
              .select('rating_changes.contest_id')
              .whereRef('rating_changes.contest_id', '=', 'contests.id'),
          ),
        ]),
      ]),
    )
    .orderBy('end_time')
    .orderBy('id')
    .execute();
  const first = ended[0];
  if (!first) return;

  const unrated = ended.filter((contest) => contest.rated === 0).map((contest) => contest.id);
  if (unrated.length > 0) await database.deleteFrom('rating_changes').where('contest_id', 'in', unrated).execute();

  const ratings = await ratingsBefore(database, first);
  const toReplay = (
    await database
      .selectFrom('contests')
      .select(['id', 'end_time'])
      .where('rated', '=', 1)
      .where(resultsFinal(options.nowMs))
      .orderBy('end_time')
      .orderBy('id')
      .execute()
  ).filter((contest) => !isBefore(contest, first));
  for (const contest of toReplay) await rateContest(database, contest.id, ratings, options);
}

/** Everyone's rating after the rated contests that ended before `contest`. */
async function ratingsBefore(database: DatabaseHandle, contest: ContestKey): Promise<Map<string, number>> {
  const rows = await database
    .selectFrom('rating_changes')
    .innerJoin('contests', 'contests.id', 'rating_changes.contest_id')
    .select(['rating_changes.user_id', 'rating_changes.new_rating', 'contests.id', 'contests.end_time'])
    .where('contests.rated', '=', 1)
    .where('contests.end_time', '<=', contest.end_time)
    .orderBy('contests.end_time')
    .orderBy('contests.id')
    .execute();
  const ratings = new Map<string, number>();
  for (const row of rows) if (isBefore(row, contest)) ratings.set(row.user_id, row.new_rating);
  return ratings;
}

async function rateContest(
  database: DatabaseHandle,
  contestId: string,
  ratings: Map<string, number>,
  options: { standings: FinalStandings; nowMs: number },
): Promise<void> {
  const startedIso = new Date(options.nowMs - VERDICT_MARGIN_MS).toISOString();
  const places = (await options.standings.finalPlaces(contestId)) ?? [];
  const contestants = places.map((place) => ({ ...place, rating: ratings.get(place.userId) ?? INITIAL_RATING }));
  const deltas = ratingChanges(contestants);
  const rows = contestants.map((contestant) => ({
    contest_id: contestId,
    user_id: contestant.userId,
    rank: contestant.rank,
    old_rating: contestant.rating,
    new_rating: contestant.rating + deltas.get(contestant.userId)!,
  }));
  await database.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('rating_changes').where('contest_id', '=', contestId).execute();
    // Another server replaying at the same moment writes the same rows (the method is deterministic).
    for (let start = 0; start < rows.length; start += 500)
      await transaction
        .insertInto('rating_changes')
        .values(rows.slice(start, start + 500))
        .onConflict((conflict) =>
          conflict.columns(['contest_id', 'user_id']).doUpdateSet((expression) => ({
            rank: expression.ref('excluded.rank'),
            old_rating: expression.ref('excluded.old_rating'),
            new_rating: expression.ref('excluded.new_rating'),
          })),
        )
        .execute();
    await transaction
      .updateTable('contests')
      .set({ ratings_computed_at: new Date(options.nowMs).toISOString() })
      .where('id', '=', contestId)
      .execute();
  });
  const lateVerdict = await database
    .selectFrom('submissions')
    .select('id')
    .where('contest_id', '=', contestId)
    .where('judged_at', '>=', startedIso)
    .executeTakeFirst();
  if (lateVerdict)
    await database.updateTable('contests').set({ ratings_computed_at: null }).where('id', '=', contestId).execute();
  for (const row of rows) ratings.set(row.user_id, row.new_rating);
}

/** Current ratings of the given people (those never rated are left out). */
export async function currentRatings(
  database: DatabaseHandle,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  const ratings = new Map<string, number>();
  for (let start = 0; start < userIds.length; start += 500) {
    const rows = await database
      .selectFrom('rating_changes')
      .innerJoin('contests', 'contests.id', 'rating_changes.contest_id')
      .select(['rating_changes.user_id', 'rating_changes.new_rating'])
      .where('contests.rated', '=', 1)
      .where('rating_changes.user_id', 'in', userIds.slice(start, start + 500))
      .orderBy('contests.end_time')
      .orderBy('contests.id')
      .execute();
    for (const row of rows) ratings.set(row.user_id, row.new_rating);
  }
  return ratings;
}

/** A person's rated contests, oldest first. */
export async function ratingHistory(database: DatabaseHandle, userId: string): Promise<RatingChange[]> {
  const rows = await database
    .selectFrom('rating_changes')
    .innerJoin('contests', 'contests.id', 'rating_changes.contest_id')
    .select([
      'contests.id',
      'contests.title',
      'contests.end_time',
      'rating_changes.rank',
      'rating_changes.old_rating',
      'rating_changes.new_rating',
    ])
    .where('contests.rated', '=', 1)
    .where('rating_changes.user_id', '=', userId)
    .orderBy('contests.end_time')
    .orderBy('contests.id')
    .execute();
  return rows.map((row) => ({
    contestId: row.id,
    contestTitle: row.title,
    endTime: row.end_time,
    rank: row.rank,
    oldRating: row.old_rating,
    newRating: row.new_rating,
  }));
}
