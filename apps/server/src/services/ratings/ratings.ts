import { INITIAL_RATING, type RatingChange } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';
import { resultsFinal } from '../contests/contest-timeline-sql.js';
import { personRatings, teamRatings, type RatingLedger } from './rating-ledgers.js';
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
 * ratings by the Codeforces method (rating-method.ts), starting from INITIAL_RATING; a team
 * contest's contestants are its teams, rated in a pool of their own (rating-ledgers.ts). A contest is
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
          expression.or([
            expression.exists(
              expression
                .selectFrom('rating_changes')
                .select('rating_changes.contest_id')
                .whereRef('rating_changes.contest_id', '=', 'contests.id'),
            ),
            expression.exists(
              expression
                .selectFrom('team_rating_changes')
                .select('team_rating_changes.contest_id')
                .whereRef('team_rating_changes.contest_id', '=', 'contests.id'),
            ),
          ]),
        ]),
      ]),
    )
    .orderBy('end_time')
    .orderBy('id')
    .execute();
  const first = ended[0];
  if (!first) return;

  const unrated = ended.filter((contest) => contest.rated === 0).map((contest) => contest.id);
  for (const ledger of [personRatings, teamRatings]) await ledger.forget(database, unrated);

  // Persons and teams are rated apart (rating-ledgers.ts); one replay walks both, each contest moving its own pool.
  const pools: Pools = {
    persons: { ledger: personRatings, ratings: await ratingsBefore(database, personRatings, first) },
    teams: { ledger: teamRatings, ratings: await ratingsBefore(database, teamRatings, first) },
  };
  const toReplay = (
    await database
      .selectFrom('contests')
      .select(['id', 'end_time', 'teams'])
      .where('rated', '=', 1)
      .where(resultsFinal(options.nowMs))
      .orderBy('end_time')
      .orderBy('id')
      .execute()
  ).filter((contest) => !isBefore(contest, first));
  for (const contest of toReplay)
    await rateContest(database, contest.id, contest.teams === 1 ? pools.teams : pools.persons, options);
}

/** One pool of ratings as the replay carries it: where it is stored, and everyone's rating so far. */
type Pool = { ledger: RatingLedger; ratings: Map<string, number> };
type Pools = { persons: Pool; teams: Pool };

/** Every competitor's rating in the ledger's pool after the rated contests that ended before `contest`. */
async function ratingsBefore(
  database: DatabaseHandle,
  ledger: RatingLedger,
  contest: ContestKey,
): Promise<Map<string, number>> {
  const ratings = new Map<string, number>();
  for (const result of await ledger.resultsUpTo(database, contest.end_time))
    if (isBefore({ id: result.contestId, end_time: result.endTime }, contest))
      ratings.set(result.competitorId, result.newRating);
  return ratings;
}

/**
 * Rates one contest's final board: its rows are persons, or in a team contest teams, and the
 * pool given is theirs.
 */
async function rateContest(
  database: DatabaseHandle,
  contestId: string,
  { ledger, ratings }: Pool,
  options: { standings: FinalStandings; nowMs: number },
): Promise<void> {
  const startedIso = new Date(options.nowMs - VERDICT_MARGIN_MS).toISOString();
  const places = (await options.standings.finalPlaces(contestId)) ?? [];
  const contestants = places.map((place) => ({ ...place, rating: ratings.get(place.userId) ?? INITIAL_RATING }));
  const deltas = ratingChanges(contestants);
  const rows = contestants.map((contestant) => ({
    contestId,
    competitorId: contestant.userId,
    rank: contestant.rank,
    oldRating: contestant.rating,
    newRating: contestant.rating + deltas.get(contestant.userId)!,
  }));
  await database.transaction().execute(async (transaction) => {
    await ledger.replace(transaction, contestId, rows);
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
  for (const row of rows) ratings.set(row.competitorId, row.newRating);
}

/** Current ratings of the given people (those never rated are left out). */
export function currentRatings(database: DatabaseHandle, userIds: readonly string[]): Promise<Map<string, number>> {
  return personRatings.current(database, userIds);
}

/** A person's rated contests, oldest first. */
export function ratingHistory(database: DatabaseHandle, userId: string): Promise<RatingChange[]> {
  return personRatings.history(database, userId);
}

/** Current ratings of the given teams (rated team contests; teams never rated are left out). */
export function currentTeamRatings(database: DatabaseHandle, teamIds: readonly string[]): Promise<Map<string, number>> {
  return teamRatings.current(database, teamIds);
}

/** A team's rated team contests, oldest first. */
export function teamRatingHistory(database: DatabaseHandle, teamId: string): Promise<RatingChange[]> {
  return teamRatings.history(database, teamId);
}
