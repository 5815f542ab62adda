import { describe, expect, it } from 'vitest';
import { scoreSubmission } from '../../scoring/score-submission.js';
import type { TestOutcome } from '../../scoring/test-groups.js';
import { polygonScoringTree, type PolygonGroup } from './polygon-scoring.js';

/** An olympiad's Polygon testset: samples, two groups of 5-point tests, then groups that need the ones before. */
const TESTS = [
  { group: 'samples', points: 0 },
  { group: 's1', points: 5 },
  { group: 's2', points: 5 },
  { group: 's2', points: 5 },
  { group: 's3', points: 20 },
  { group: 's3', points: 0 },
  { group: 's4', points: 65 },
];
const GROUPS: PolygonGroup[] = [
  { name: 'samples', pointsPolicy: 'complete-group', points: 0, dependencies: [] },
  { name: 's1', pointsPolicy: 'each-test', dependencies: [] },
  { name: 's2', pointsPolicy: 'each-test', dependencies: [] },
  { name: 's3', pointsPolicy: 'complete-group', points: 20, dependencies: ['s1'] },
  { name: 's4', pointsPolicy: 'complete-group', points: 65, dependencies: ['s3'] },
];

/** Scores the testset when test `index` (1-based, as Polygon numbers them) got `outcome` and the rest passed. */
function scoreWith(changes: Record<number, TestOutcome>) {
  const tree = polygonScoringTree(TESTS, GROUPS);
  return scoreSubmission(tree, (name) => changes[Number(name) + 1] ?? 'AC');
}

describe('a Polygon testset scored by its groups', () => {
  it('gives the full 100 when every test passes, and shows each group with its points', () => {
    const score = scoreWith({});
    expect(score).toMatchObject({ score: 100, maxScore: 100, verdict: 'AC' });
    expect(score.groups.map((group) => [group.name, group.maxScore])).toEqual([
      ['samples', 0],
      ['s1', 5],
      ['s2', 10],
      ['s3', 20],
      ['s4', 65],
    ]);
  });

  it('keeps the passed tests of an each-test group, and nothing of the groups that depend on a failed one', () => {
    // s1's only test fails: s3 and s4 (which need it) score nothing; s2 keeps its 10.
    const score = scoreWith({ 2: 'WA' });
    expect(score).toMatchObject({ score: 10, verdict: 'AC' });
    expect(score.groups.map((group) => [group.name, group.score, group.verdict])).toEqual([
      ['samples', 0, 'AC'],
      ['s1', 0, 'WA'],
      ['s2', 10, 'AC'],
      ['s3', 0, 'WA'],
      ['s4', 0, 'WA'],
    ]);
    // One of s2's tests times out: half of s2.
    expect(scoreWith({ 4: 'TLE' }).score).toBe(95);
  });

  it('needs every test of a complete group, even one worth no points', () => {
    const score = scoreWith({ 6: 'TLE' });
    expect(score.score).toBe(15);
    expect(score.groups.find((group) => group.name === 's3')).toMatchObject({ score: 0, verdict: 'TLE' });
  });

  it('counts the points a checker gave a test instead of its own, and a test given less is not complete', () => {
    expect(scoreWith({ 3: { verdict: 'AC', points: 2.5 } }).score).toBe(97.5);
    // s1 given 2 of its 5: s1 scores 2, but s3 and s4 need s1 entirely.
    expect(scoreWith({ 2: { verdict: 'AC', points: 2 } }).score).toBe(12);
  });

  it('makes a complete group without test points worth its own points', () => {
    const tree = polygonScoringTree(
      [{ group: 'all' }, { group: 'all' }],
      [{ name: 'all', pointsPolicy: 'complete-group', points: 100, dependencies: [] }],
    );
    expect(scoreSubmission(tree, () => 'AC').score).toBe(100);
    expect(scoreSubmission(tree, (name) => (name === '1' ? 'WA' : 'AC')).score).toBe(0);
  });

  it('scores each test by its points when the testset has no groups', () => {
    const tree = polygonScoringTree([{ points: 30 }, { points: 70 }], []);
    expect(scoreSubmission(tree, (name) => (name === '0' ? 'AC' : 'RTE'))).toMatchObject({
      score: 30,
      maxScore: 100,
      verdict: 'AC',
    });
  });

  it('refuses what makes no tree, naming it', () => {
    expect(() => polygonScoringTree([{ group: 'g9' }], GROUPS)).toThrow(
      'test 1 is in group "g9", which is not declared',
    );
    expect(() => polygonScoringTree([{}], GROUPS)).toThrow('test 1 is in no group, but the testset has groups');
    expect(() =>
      polygonScoringTree(
        [{ group: 'a' }, { group: 'b' }],
        [
          { name: 'a', pointsPolicy: 'each-test', dependencies: ['b'] },
          { name: 'b', pointsPolicy: 'each-test', dependencies: [] },
        ],
      ),
    ).toThrow('group "a" depends on "b", which comes after it');
  });
});
