import { describe, expect, it } from 'vitest';

import {
  contestMinuteOf,
  formatClock,
  isVirtualRunGoing,
  virtualClockText,
  virtualConfirmation,
  virtualTeamText,
} from './virtual-clock';

const iso = (ms: number) => new Date(ms).toISOString();

describe('virtual clock texts', () => {
  it('reads hours, minutes and seconds left, then that the run ended', () => {
    expect(formatClock(((1 * 60 + 23) * 60 + 45) * 1_000)).toBe('1:23:45');
    expect(formatClock(500)).toBe('0:00:01');
    const endsAt = iso(Date.parse('2026-01-01T12:00:00.000Z'));
    expect(virtualClockText({ endsAt }, Date.parse('2026-01-01T10:36:15.000Z'))).toEqual({
      running: true,
      text: 'Virtual: 1:23:45 left',
    });
    expect(virtualClockText({ endsAt }, Date.parse('2026-01-01T12:00:01.000Z')).running).toBe(false);
    expect(
      virtualConfirmation({ title: 'Round', startTime: '2026-01-01T10:00:00Z', endTime: '2026-01-01T12:30:00Z' }),
    ).toContain('It lasts 2:30:00');
  });

  it('counts the run as going through its last millisecond, as the contest page closes its problems after it', () => {
    const endsAt = '2026-01-01T12:00:00.000Z';
    expect(isVirtualRunGoing({ endsAt }, Date.parse(endsAt))).toBe(true);
    expect(isVirtualRunGoing({ endsAt }, Date.parse(endsAt) + 1)).toBe(false);
    expect(virtualClockText({ endsAt }, Date.parse(endsAt) + 1).text).toBe('Virtual participation ended');
  });

  it("names the board's moment as hours and minutes of the contest", () => {
    const start = '2026-01-01T10:00:00.000Z';
    expect(contestMinuteOf(start, '2026-01-01T12:05:59.000Z')).toBe('2:05');
    expect(contestMinuteOf(start, '2026-01-01T09:59:00.000Z')).toBe('0:00');
  });

  it("says a team contest's run is the team's, and who started it", () => {
    const contest = { title: 'Round', startTime: '2026-01-01T10:00:00Z', endTime: '2026-01-01T12:00:00Z' };
    expect(virtualConfirmation(contest, 'Blue')).toBe(
      `Start your team Blue's virtual participation in "Round"? It lasts 2:00:00 (the contest's length) from now and cannot be paused or restarted. It starts for every member of Blue: their submissions during it count for the team, which takes the contest only this once.`,
    );
    expect(virtualConfirmation(contest)).not.toContain('team');
    expect(virtualTeamText({ name: 'Blue', startedBy: 'carol' })).toBe('With your team Blue (started by @carol)');
    expect(virtualTeamText({ name: 'Blue', startedBy: null })).toBe('With your team Blue');
  });
});
