import { describe, expect, it } from 'vitest';
import { dueCountdown, formatJoinCode, joinGroupSchema, normalizeJoinCode } from './classrooms.js';

describe('join codes', () => {
  it('reads what a person types in any case, with dashes and spaces', () => {
    expect(normalizeJoinCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(joinGroupSchema.parse({ code: 'abcde fghjk' })).toEqual({ code: 'ABCDEFGHJK' });
    expect(formatJoinCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });

  it('refuses codes of the wrong length or with letters codes never hold', () => {
    for (const code of ['ABCDE', 'ABCDEFGHJKL', 'ABCDEFGHJ0', 'ABCDEFGHJI', ''])
      expect(joinGroupSchema.safeParse({ code }).success).toBe(false);
  });
});

describe('the due countdown', () => {
  const due = '2026-03-04T18:00:00.000Z';
  const before = (milliseconds: number) => Date.parse(due) - milliseconds;

  it.each<[number, string, boolean]>([
    [before(3 * 86_400_000 + 4 * 3_600_000), 'Due in 3d 04h', false],
    [before(2 * 3_600_000 + 5 * 60_000 + 9_000), 'Due in 2h 05m 09s', false],
    [before(65_000), 'Due in 1m 05s', false],
    [before(400), 'Due in 0m 01s', false],
    [before(0), 'Due in 0m 00s', false],
    [before(-1_000), 'Overdue by 0m 01s', true],
    [before(-(86_400_000 + 2 * 3_600_000)), 'Overdue by 1d 02h', true],
  ])('at %i reads %s', (nowMs, text, overdue) => {
    expect(dueCountdown(due, nowMs)).toEqual({ text, overdue });
  });
});
