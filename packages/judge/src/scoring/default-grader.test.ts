import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADER_FLAGS, grade, parseGraderFlags, type GraderResult } from './default-grader.js';

const ac = (score = 1): GraderResult => ({ verdict: 'AC', score });
const wa: GraderResult = { verdict: 'WA', score: 0 };
const tle: GraderResult = { verdict: 'TLE', score: 0 };
const rte: GraderResult = { verdict: 'RTE', score: 0 };

describe("the package format's default grader", () => {
  it('reads grader_flags, the last of conflicting modes winning', () => {
    expect(parseGraderFlags('')).toEqual(DEFAULT_GRADER_FLAGS);
    expect(parseGraderFlags('min first_error  ignore_sample')).toEqual({
      verdictMode: 'first_error',
      scoreMode: 'min',
      ignoreSample: true,
      acceptIfAnyAccepted: false,
    });
    expect(parseGraderFlags('sum max always_accept accept_if_any_accepted')).toMatchObject({
      verdictMode: 'always_accept',
      scoreMode: 'max',
      acceptIfAnyAccepted: true,
    });
    expect(() => parseGraderFlags('sum best')).toThrow('unknown grader flag "best"');
  });

  it('accepts a group whose results are all accepted, summing their scores by default', () => {
    expect(grade([ac(10), ac(15), ac(25)])).toEqual({ verdict: 'AC', score: 50 });
  });

  it('aggregates scores by avg, min and max', () => {
    const results = [ac(10), ac(40), ac(25)];
    expect(grade(results, parseGraderFlags('avg'))).toEqual({ verdict: 'AC', score: 25 });
    expect(grade(results, parseGraderFlags('min'))).toEqual({ verdict: 'AC', score: 10 });
    expect(grade(results, parseGraderFlags('max'))).toEqual({ verdict: 'AC', score: 40 });
  });

  it('gives the worst error by default and the first with first_error', () => {
    expect(grade([ac(), wa, tle, ac()])).toEqual({ verdict: 'TLE', score: 0 });
    expect(grade([ac(), wa, rte, tle])).toEqual({ verdict: 'RTE', score: 0 });
    expect(grade([ac(), wa, rte, tle], parseGraderFlags('first_error'))).toEqual({ verdict: 'WA', score: 0 });
  });

  it('scores a subtask all or nothing with min: one failed test loses the group', () => {
    // A subtask worth 30: every accepted test carries accept_score 30, a rejected one reject_score 0.
    expect(grade([ac(30), ac(30), ac(30)], parseGraderFlags('min'))).toEqual({ verdict: 'AC', score: 30 });
    expect(grade([ac(30), wa], parseGraderFlags('min'))).toEqual({ verdict: 'WA', score: 0 });
  });

  it('adds up what was earned at the root with always_accept, so a partial submission is accepted with a lower score', () => {
    const subtasks: GraderResult[] = [ac(30), { verdict: 'WA', score: 0 }, ac(20)];
    expect(grade(subtasks, parseGraderFlags('always_accept'))).toEqual({ verdict: 'AC', score: 50 });
    expect(grade(subtasks, parseGraderFlags('accept_if_any_accepted'))).toEqual({ verdict: 'AC', score: 50 });
    expect(grade([wa, tle], parseGraderFlags('accept_if_any_accepted'))).toEqual({ verdict: 'TLE', score: 0 });
  });

  it('leaves the samples out at the root with ignore_sample', () => {
    expect(grade([wa, ac(70)], parseGraderFlags('ignore_sample'))).toEqual({ verdict: 'AC', score: 70 });
    expect(grade([ac(0)], parseGraderFlags('ignore_sample'))).toEqual({ verdict: 'AC', score: 0 });
  });

  it('accepts an empty group with no score', () => {
    expect(grade([])).toEqual({ verdict: 'AC', score: 0 });
  });
});
