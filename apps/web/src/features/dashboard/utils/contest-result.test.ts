import { describe, expect, it } from 'vitest';

import { contestResultText } from './contest-result';

describe('contestResultText', () => {
  it('counts solved problems in ICPC and the score out of the full score in IOI', () => {
    expect(contestResultText({ scoring: 'icpc', solved: 2, totalScore: 200, maxScore: null })).toBe('2 solved');
    expect(contestResultText({ scoring: 'ioi', solved: 0, totalScore: 150, maxScore: 300 })).toBe('150 / 300 points');
    expect(contestResultText({ scoring: 'ioi', solved: 1, totalScore: 33.333, maxScore: 100 })).toBe(
      '33.33 / 100 points',
    );
    expect(contestResultText({ scoring: 'ioi', solved: 0, totalScore: 0, maxScore: null })).toBe('0 points');
  });
});
