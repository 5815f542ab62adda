import { describe, expect, it } from 'vitest';

import { clockOffset } from '../../../lib/server-clock';
import { contestCountdown, formatDuration, freezeInWords } from './countdown';

const contest = { startTime: '2026-01-01T10:00:00.000Z', endTime: '2026-01-01T12:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('formatDuration (docs/product.md §4: hours if any, minutes and seconds)', () => {
  it.each([
    [0, '0m 00s'],
    [999, '0m 01s'],
    [59_000, '0m 59s'],
    [61_000, '1m 01s'],
    [3_599_000, '59m 59s'],
    [3_600_000, '1h 00m 00s'],
    [3_725_000, '1h 02m 05s'],
    [26 * 3_600_000, '26h 00m 00s'],
    [-5_000, '0m 00s'],
  ])('%i ms reads %s', (milliseconds, text) => {
    expect(formatDuration(milliseconds)).toBe(text);
  });
});

describe('contestCountdown', () => {
  it('counts down to the start before it', () => {
    expect(contestCountdown(contest, at('2026-01-01T09:58:30.000Z'))).toEqual({
      status: 'upcoming',
      text: 'Starts in 1m 30s',
    });
  });

  it('counts down to the end while running, the end itself included', () => {
    expect(contestCountdown(contest, at('2026-01-01T10:00:00.000Z'))).toEqual({
      status: 'running',
      text: 'Ends in 2h 00m 00s',
    });
    expect(contestCountdown(contest, at('2026-01-01T12:00:00.000Z'))).toEqual({
      status: 'running',
      text: 'Ends in 0m 00s',
    });
  });

  it("reads 'Contest ended' after the end", () => {
    expect(contestCountdown(contest, at('2026-01-01T12:00:00.001Z'))).toEqual({
      status: 'ended',
      text: 'Contest ended',
    });
  });
});

describe('clockOffset (server minus client, NTP midpoint)', () => {
  it('is zero when the server stamped the midpoint of the round trip on the same clock', () => {
    expect(
      clockOffset('2026-01-01T10:00:00.500Z', at('2026-01-01T10:00:00.000Z'), at('2026-01-01T10:00:01.000Z')),
    ).toBe(0);
  });

  it('measures a client clock that runs 90 s slow, whatever the round trip', () => {
    const serverTime = '2026-01-01T10:01:30.200Z';
    expect(clockOffset(serverTime, at('2026-01-01T10:00:00.000Z'), at('2026-01-01T10:00:00.400Z'))).toBe(90_000);
  });

  it('puts a contest that already started, by the server, on the running side for a fast-running client clock', () => {
    // The client's clock is 2 minutes ahead; the server says the contest starts in 30 s.
    const offset = clockOffset(
      '2026-01-01T09:59:30.000Z',
      at('2026-01-01T10:01:30.000Z'),
      at('2026-01-01T10:01:30.000Z'),
    );
    expect(offset).toBe(-120_000);
    expect(contestCountdown(contest, at('2026-01-01T10:01:30.000Z') + offset).text).toBe('Starts in 0m 30s');
  });

  it('ignores an unreadable server time', () => {
    expect(clockOffset('not a date', 0, 10)).toBe(0);
  });
});

describe('freezeInWords', () => {
  it.each([
    [1, 'the last minute'],
    [30, 'the last 30 minutes'],
    [60, 'the last 60 minutes'],
    [90, 'the last 90 minutes'],
    [120, 'the last 2 hours'],
    [150, 'the last 150 minutes'],
  ])('%i minutes read %s', (minutes, words) => {
    expect(freezeInWords(minutes)).toBe(words);
  });
});
