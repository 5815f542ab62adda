/*
 * The rating method Codeforces published (Mike Mirzayanov, "Open Codeforces Rating System",
 * codeforces.com/blog/entry/20762), step for step, in whole numbers as it does:
 *
 * 1. Each contestant's seed is 1 + the chance, by Elo, that each other contestant beats them: the
 *    place their rating predicts.
 * 2. The place aimed for is the geometric mean of that seed and the place taken; the rating whose
 *    seed would be that place is found by bisection, and the change is half the distance to it.
 * 3. Changes are shifted so that their sum is slightly negative (ratings do not inflate), then the
 *    top 4·√n by rating are shifted (by at most −10) so that their changes sum to zero.
 *
 * Ties share a place, and, as in that code, a tied group all take the group's last place.
 */

export type RatedContestant = {
  userId: string;
  /** Final place on the board, 1 best; equal places are a tie. */
  rank: number;
  /** Rating before the contest. */
  rating: number;
};

/** Elo: the chance that a contestant rated `ratingA` beats one rated `ratingB`. */
export function winProbability(ratingA: number, ratingB: number): number {
  return 1 / (1 + Math.pow(10, (ratingB - ratingA) / 400));
}

/** The seed a contestant of `rating` would have among `ratings` (the published code counts everyone). */
function seedAt(ratings: readonly number[], rating: number): number {
  let seed = 1;
  for (const other of ratings) seed += winProbability(other, rating);
  return seed;
}

/** The highest whole rating whose seed is still at least `place` (bisection over 1..8000). */
function ratingForPlace(ratings: readonly number[], place: number): number {
  let low = 1;
  let high = 8000;
  while (high - low > 1) {
    const middle = Math.trunc((low + high) / 2);
    if (seedAt(ratings, middle) < place) high = middle;
    else low = middle;
  }
  return low;
}

/** Each tied group takes its last place: with ranks 1, 2, 2, 4 the places are 1, 3, 3, 4. */
function placesOf(contestants: readonly RatedContestant[]): Map<string, number> {
  const byRank = [...contestants].sort((left, right) => left.rank - right.rank);
  const places = new Map<string, number>();
  let groupStart = 0;
  for (let index = 1; index <= byRank.length; index += 1) {
    if (index === byRank.length || byRank[index]!.rank !== byRank[groupStart]!.rank) {
      for (let member = groupStart; member < index; member += 1) places.set(byRank[member]!.userId, index);
      groupStart = index;
    }
  }
  return places;
}

/** Rating change of every contestant (userId → delta). Deterministic: same input, same output. */
export function ratingChanges(contestants: readonly RatedContestant[]): Map<string, number> {
  const changes = new Map<string, number>();
  if (contestants.length === 0) return changes;
  const places = placesOf(contestants);
  const ratings = contestants.map((contestant) => contestant.rating);

  for (const contestant of contestants) {
    const seed = seedAt(ratings, contestant.rating) - winProbability(contestant.rating, contestant.rating);
    const aimedPlace = Math.sqrt(places.get(contestant.userId)! * seed);
    const needed = ratingForPlace(ratings, aimedPlace);
    changes.set(contestant.userId, Math.trunc((needed - contestant.rating) / 2));
  }

  // Highest rated first; equal ratings in a fixed order so the top group never depends on input order.
  const byRating = [...contestants].sort(
    (left, right) => right.rating - left.rating || (left.userId < right.userId ? -1 : 1),
  );
  const total = [...changes.values()].reduce((sum, delta) => sum + delta, 0);
  const overall = Math.trunc(-total / contestants.length) - 1;
  for (const contestant of contestants) changes.set(contestant.userId, changes.get(contestant.userId)! + overall);

  const topCount = Math.min(4 * Math.round(Math.sqrt(contestants.length)), contestants.length);
  const topTotal = byRating.slice(0, topCount).reduce((sum, contestant) => sum + changes.get(contestant.userId)!, 0);
  const top = Math.min(Math.max(Math.trunc(-topTotal / topCount), -10), 0);
  for (const contestant of contestants) changes.set(contestant.userId, changes.get(contestant.userId)! + top);
  return changes;
}
