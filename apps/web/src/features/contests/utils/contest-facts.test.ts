import { describe, expect, it } from 'vitest';

import { contestFacts, contestLength } from './contest-facts';

const start = '2026-01-01T10:00:00.000Z';
const after = (minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString();

describe('contestLength', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [120, '2 h'],
    [150, '2 h 30 min'],
    [300, '5 h'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(contestLength(start, after(minutes))).toBe(text);
  });
});

describe('contestFacts', () => {
  it('names the rules, whether it is rated, and the length', () => {
    expect(contestFacts({ scoring: 'icpc', rated: true, startTime: start, endTime: after(120) })).toBe(
      'ICPC · rated · 2 h',
    );
    expect(contestFacts({ scoring: 'ioi', rated: false, startTime: start, endTime: after(90) })).toBe(
      'IOI · unrated · 1 h 30 min',
    );
  });

  it('reads a contest without stored rules as ICPC, the default', () => {
    expect(contestFacts({ rated: false, startTime: start, endTime: after(60) })).toBe('ICPC · unrated · 1 h');
  });
});
