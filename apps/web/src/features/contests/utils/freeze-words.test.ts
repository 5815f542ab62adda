import { describe, expect, it } from 'vitest';

import { formatTimeOfDay } from './format-time';
import { freezeSentence } from './freeze-words';

const start = Date.parse('2026-01-01T10:00:00.000Z');
const end = Date.parse('2026-01-01T12:00:00.000Z');
const freezeFrom = end - 60 * 60_000;
const contest = {
  startTime: new Date(start).toISOString(),
  endTime: new Date(end).toISOString(),
  freezeMinutes: 60,
};

describe('freezeSentence (the contest page, issue 36)', () => {
  it('speaks of the freeze to come before it begins', () => {
    expect(freezeSentence(contest, freezeFrom - 1)).toBe('The scoreboard freezes for the last 60 minutes.');
  });

  it('says since when it holds once it has begun', () => {
    expect(freezeSentence(contest, freezeFrom + 60_000)).toBe(
      `The scoreboard has been frozen since ${formatTimeOfDay(freezeFrom)} (the last 60 minutes).`,
    );
  });

  it('speaks in the past once the results are final, and says who ends it while a manual contest waits', () => {
    expect(freezeSentence(contest, end + 1)).toBe('The scoreboard was frozen for the last 60 minutes.');
    const manual = { ...contest, finalize: 'manual' as const };
    expect(freezeSentence(manual, end + 1)).toBe(
      `The scoreboard has been frozen since ${formatTimeOfDay(freezeFrom)} (the last 60 minutes), until the jury finalises the results.`,
    );
    expect(freezeSentence({ ...manual, finalizedAt: new Date(end + 5).toISOString() }, end + 10)).toBe(
      'The scoreboard was frozen for the last 60 minutes.',
    );
  });

  it('says nothing for a contest without a freeze', () => {
    expect(freezeSentence({ ...contest, freezeMinutes: 0 }, freezeFrom)).toBeNull();
  });
});
