import type { RatingChange } from '@codeyard/shared';
import type { DatabaseHandle } from '../../db/database.js';

/** One competitor's change in one contest, as a ledger stores it. */
export type RatingRow = { contestId: string; competitorId: string; rank: number; oldRating: number; newRating: number };

/** A competitor's rating after one rated contest (the replay reads these in end-time order). */
export type RatedResult = { competitorId: string; newRating: number; contestId: string; endTime: string };

/**
 * Where one pool of ratings is kept. Persons and teams are two pools: a person's rating moves in
 * the rated contests they take alone (`rating_changes`), a team's in rated team contests
 * (`team_rating_changes`), and neither moves the other. The method (rating-method.ts) and the
 * replay (ratings.ts) are the same for both; only the table differs.
 */
export type RatingLedger = {
  /** Every competitor's rating after each rated contest ending no later than `endTime`, oldest first. */
  resultsUpTo(database: DatabaseHandle, endTime: string): Promise<RatedResult[]>;
  /** Replaces a contest's rows (inside the caller's transaction). */
  replace(database: DatabaseHandle, contestId: string, rows: readonly RatingRow[]): Promise<void>;
  /** Drops the rows of contests no longer rated. */
  forget(database: DatabaseHandle, contestIds: readonly string[]): Promise<void>;
  /** Current ratings of the given competitors (those never rated are left out). */
  current(database: DatabaseHandle, competitorIds: readonly string[]): Promise<Map<string, number>>;
  /** One competitor's rated contests, oldest first. */
  history(database: DatabaseHandle, competitorId: string): Promise<RatingChange[]>;
};

/** Rows per statement: within every database's parameter limit. */
const CHUNK = 500;

type HistoryRow = {
  id: string;
  title: string;
  end_time: string;
  rank: number;
  old_rating: number;
  new_rating: number;
};

function toRatingChange(row: HistoryRow): RatingChange {
  return {
    contestId: row.id,
    contestTitle: row.title,
    endTime: row.end_time,
    rank: row.rank,
    oldRating: row.old_rating,
    newRating: row.new_rating,
  };
}

/** Persons' ratings: `rating_changes`, keyed by the user. */
export const personRatings: RatingLedger = {
  async resultsUpTo(database, endTime) {
    const rows = await database
      .selectFrom('rating_changes')
      .innerJoin('contests', 'contests.id', 'rating_changes.contest_id')
      .select(['rating_changes.user_id', 'rating_changes.new_rating', 'contests.id', 'contests.end_time'])
      .where('contests.rated', '=', 1)
      .where('contests.end_time', '<=', endTime)
      .orderBy('contests.end_time')
      .orderBy('contests.id')
      .execute();
    return rows.map((row) => ({
      competitorId: row.user_id,
      newRating: row.new_rating,
      contestId: row.id,
      endTime: row.end_time,
    }));
  },
  async replace(database, contestId, rows) {
    await database.deleteFrom('rating_changes').where('contest_id', '=', contestId).execute();
    // Another server replaying at the same moment writes the same rows (the method is deterministic).
    for (let start = 0; start < rows.length; start += CHUNK)
      await database
        .insertInto('rating_changes')
        .values(
          rows.slice(start, start + CHUNK).map((row) => ({
            contest_id: row.contestId,
            user_id: row.competitorId,
            rank: row.rank,
            old_rating: row.oldRating,
            new_rating: row.newRating,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['contest_id', 'user_id']).doUpdateSet((expression) => ({
            rank: expression.ref('excluded.rank'),
            old_rating: expression.ref('excluded.old_rating'),
            new_rating: expression.ref('excluded.new_rating'),
          })),
        )
        .execute();
  },
  async forget(database, contestIds) {
    if (contestIds.length > 0)
      await database
        .deleteFrom('rating_changes')
        .where('contest_id', 'in', [...contestIds])
        .execute();
  },
  async current(database, userIds) {
    const ratings = new Map<string, number>();
    for (let start = 0; start < userIds.length; start += CHUNK) {
      const rows = await database
        .selectFrom('rating_changes')
        .innerJoin('contests', 'contests.id', 'rating_changes.contest_id')
        .select(['rating_changes.user_id', 'rating_changes.new_rating'])
        .where('contests.rated', '=', 1)
        .where('rating_changes.user_id', 'in', userIds.slice(start, start + CHUNK))
        .orderBy('contests.end_time')
        .orderBy('contests.id')
        .execute();
      for (const row of rows) ratings.set(row.user_id, row.new_rating);
    }
    return ratings;
  },
  async history(database, userId) {
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
    return rows.map(toRatingChange);
  },
};

/** Teams' ratings (rated team contests): `team_rating_changes`, keyed by the team. */
export const teamRatings: RatingLedger = {
  async resultsUpTo(database, endTime) {
    const rows = await database
      .selectFrom('team_rating_changes')
      .innerJoin('contests', 'contests.id', 'team_rating_changes.contest_id')
      .select(['team_rating_changes.team_id', 'team_rating_changes.new_rating', 'contests.id', 'contests.end_time'])
      .where('contests.rated', '=', 1)
      .where('contests.end_time', '<=', endTime)
      .orderBy('contests.end_time')
      .orderBy('contests.id')
      .execute();
    return rows.map((row) => ({
      competitorId: row.team_id,
      newRating: row.new_rating,
      contestId: row.id,
      endTime: row.end_time,
    }));
  },
  async replace(database, contestId, rows) {
    await database.deleteFrom('team_rating_changes').where('contest_id', '=', contestId).execute();
    for (let start = 0; start < rows.length; start += CHUNK)
      await database
        .insertInto('team_rating_changes')
        .values(
          rows.slice(start, start + CHUNK).map((row) => ({
            contest_id: row.contestId,
            team_id: row.competitorId,
            rank: row.rank,
            old_rating: row.oldRating,
            new_rating: row.newRating,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['contest_id', 'team_id']).doUpdateSet((expression) => ({
            rank: expression.ref('excluded.rank'),
            old_rating: expression.ref('excluded.old_rating'),
            new_rating: expression.ref('excluded.new_rating'),
          })),
        )
        .execute();
  },
  async forget(database, contestIds) {
    if (contestIds.length > 0)
      await database
        .deleteFrom('team_rating_changes')
        .where('contest_id', 'in', [...contestIds])
        .execute();
  },
  async current(database, teamIds) {
    const ratings = new Map<string, number>();
    for (let start = 0; start < teamIds.length; start += CHUNK) {
      const rows = await database
        .selectFrom('team_rating_changes')
        .innerJoin('contests', 'contests.id', 'team_rating_changes.contest_id')
        .select(['team_rating_changes.team_id', 'team_rating_changes.new_rating'])
        .where('contests.rated', '=', 1)
        .where('team_rating_changes.team_id', 'in', teamIds.slice(start, start + CHUNK))
        .orderBy('contests.end_time')
        .orderBy('contests.id')
        .execute();
      for (const row of rows) ratings.set(row.team_id, row.new_rating);
    }
    return ratings;
  },
  async history(database, teamId) {
    const rows = await database
      .selectFrom('team_rating_changes')
      .innerJoin('contests', 'contests.id', 'team_rating_changes.contest_id')
      .select([
        'contests.id',
        'contests.title',
        'contests.end_time',
        'team_rating_changes.rank',
        'team_rating_changes.old_rating',
        'team_rating_changes.new_rating',
      ])
      .where('contests.rated', '=', 1)
      .where('team_rating_changes.team_id', '=', teamId)
      .orderBy('contests.end_time')
      .orderBy('contests.id')
      .execute();
    return rows.map(toRatingChange);
  },
};
