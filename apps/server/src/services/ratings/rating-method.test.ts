import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingChanges, winProbability, type RatedContestant } from './rating-method.js';

const changesOf = (contestants: RatedContestant[]) => Object.fromEntries(ratingChanges(contestants));

describe('the Codeforces rating method', () => {
  it('gives Elo win probabilities', () => {
    expect(winProbability(1500, 1500)).toBe(0.5);
    expect(winProbability(1900, 1500)).toBeCloseTo(10 / 11, 10);
  });

  // Expected values from an independent transcription of the published Java code (Python, whole-number steps).
  it('matches the published code on two newcomers', () => {
    expect(
      changesOf([
        { userId: 'a', rank: 1, rating: 1500 },
        { userId: 'b', rank: 2, rating: 1500 },
      ]),
    ).toEqual({ a: 65, b: -67 });
  });

  it('gives a tied group the group’s last place', () => {
    expect(
      changesOf([
        { userId: 'a', rank: 1, rating: 1500 },
        { userId: 'b', rank: 2, rating: 1500 },
        { userId: 'c', rank: 2, rating: 1500 },
        { userId: 'd', rank: 4, rating: 1500 },
      ]),
    ).toEqual({ a: 107, b: -24, c: -24, d: -60 });
  });

  it('rewards beating stronger contestants and punishes losing to weaker ones', () => {
    expect(
      changesOf([
        { userId: 'a', rank: 1, rating: 1400 },
        { userId: 'b', rank: 2, rating: 1900 },
        { userId: 'c', rank: 3, rating: 1650 },
        { userId: 'd', rank: 4, rating: 1500 },
        { userId: 'e', rank: 5, rating: 2100 },
      ]),
    ).toEqual({ a: 235, b: -9, c: -15, d: -31, e: -181 });
  });

  it('rates nobody when nobody took part', () => {
    expect(ratingChanges([]).size).toBe(0);
  });

  const fields = fc.uniqueArray(
    fc.record({
      userId: fc.string({ minLength: 1, maxLength: 6 }),
      rank: fc.integer({ min: 1, max: 30 }),
      rating: fc.integer({ min: 300, max: 3500 }),
    }),
    { minLength: 1, maxLength: 30, selector: (contestant) => contestant.userId },
  );

  it('never inflates: the changes sum to zero or less', () => {
    fc.assert(
      fc.property(fields, (contestants) => {
        const total = [...ratingChanges(contestants).values()].reduce((sum, delta) => sum + delta, 0);
        expect(total).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('does not depend on the order contestants are listed in', () => {
    fc.assert(
      fc.property(fields, (contestants) => {
        expect(changesOf([...contestants].reverse())).toEqual(changesOf(contestants));
      }),
    );
  });

  it('gives a better place at least the change of a worse one, at equal ratings', () => {
    fc.assert(
      fc.property(fields, (contestants) => {
        const equal = contestants.map((contestant) => ({ ...contestant, rating: 1500 }));
        const changes = ratingChanges(equal);
        for (const better of equal)
          for (const worse of equal)
            if (better.rank < worse.rank)
              expect(changes.get(better.userId)!).toBeGreaterThanOrEqual(changes.get(worse.userId)!);
      }),
    );
  });
});
