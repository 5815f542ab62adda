import { describe, expect, it } from 'vitest';
import { contestModeMessage, type ProblemVisibility } from '@codeyard/shared';
import {
  canSeeContestInside,
  decideProblemAccess,
  toVisibility,
  type ContestTimes,
  type Viewer,
} from './access-rules.js';

const HOUR = 3_600_000;
const now = Date.parse('2026-06-01T12:00:00.000Z');
const at = (offsetHours: number) => new Date(now + offsetHours * HOUR).toISOString();
const contest = (id: string, startHours: number, endHours: number): ContestTimes => ({
  id,
  title: `Contest ${id}`,
  startTime: at(startHours),
  endTime: at(endHours),
});
const upcoming = contest('u', 1, 3);
const running = contest('r', -1, 1);
const ended = contest('e', -3, -2);

const user: Viewer = { _id: 'user-1', role: 'user' };
const admin: Viewer = { _id: 'admin-1', role: 'admin' };

describe('who may see a problem', () => {
  // visibility, contests, [readable, listed, help closed] for a user and for a visitor alike
  it.each<[ProblemVisibility, ContestTimes[], boolean, boolean, boolean]>([
    ['public', [], true, true, false],
    ['public', [upcoming], true, true, false],
    ['public', [running], true, true, true],
    ['public', [ended], true, true, false],
    ['contest', [], false, false, false],
    ['contest', [upcoming], false, false, false],
    ['contest', [running], true, false, true],
    ['contest', [ended], true, true, false],
    ['contest', [ended, upcoming], true, true, false],
    ['contest', [ended, running], true, true, true],
    ['reserved', [upcoming], false, false, false],
    ['reserved', [running], true, false, true],
    ['reserved', [ended], false, false, false],
  ])('%s in %j', (visibility, contests, readable, listed, helpClosed) => {
    for (const viewer of [user, null]) {
      const access = decideProblemAccess(visibility, contests, viewer, now);
      expect(access.readable).toBe(readable);
      expect(access.listed).toBe(listed);
      expect(access.contestMode !== null).toBe(helpClosed);
    }
  });

  it('shows admins everything, with no contest mode', () => {
    for (const visibility of ['public', 'contest', 'reserved'] as const) {
      expect(decideProblemAccess(visibility, [upcoming, running], admin, now)).toEqual({
        readable: true,
        listed: true,
        contestMode: null,
      });
    }
  });

  it('says which contest closes the help, the last to end when several run', () => {
    const longer = contest('l', -1, 5);
    expect(decideProblemAccess('public', [longer, running], user, now).contestMode).toEqual({
      contestId: 'l',
      contestTitle: 'Contest l',
      endTime: at(5),
      message: contestModeMessage('Contest l'),
    });
  });

  it('counts the start and end instants as running (the contest window is inclusive)', () => {
    expect(decideProblemAccess('contest', [contest('s', 0, 2)], user, now).readable).toBe(true);
    expect(decideProblemAccess('contest', [contest('t', -2, 0)], user, now).contestMode).not.toBeNull();
    expect(decideProblemAccess('contest', [contest('t', -2, 0)], user, now + 1).contestMode).toBeNull();
  });

  it('treats an unknown stored visibility as the strictest', () => {
    expect(toVisibility('public')).toBe('public');
    expect(toVisibility('contest')).toBe('contest');
    expect(toVisibility('secret')).toBe('reserved');
  });

  it('hides a problem private to groups outside them, contests or not, but never from admins', () => {
    const inRed = { problemGroupIds: ['red'], reach: ['red'] };
    const elsewhere = { problemGroupIds: ['red'], reach: ['blue'] };
    expect(decideProblemAccess('public', [], user, now, inRed)).toMatchObject({ readable: true, listed: true });
    expect(decideProblemAccess('public', [], user, now, elsewhere)).toEqual({
      readable: false,
      listed: false,
      contestMode: null,
    });
    expect(decideProblemAccess('reserved', [running], user, now, elsewhere).readable).toBe(false);
    expect(decideProblemAccess('public', [], null, now, { problemGroupIds: ['red'], reach: [] }).readable).toBe(false);
    expect(decideProblemAccess('public', [], admin, now, { problemGroupIds: [], reach: 'every' }).readable).toBe(true);
    // Private to groups, it still follows its visibility within them.
    expect(decideProblemAccess('contest', [upcoming], user, now, inRed).readable).toBe(false);
  });
});

describe('who may see inside a contest', () => {
  it('hides an upcoming contest from everyone but admins', () => {
    expect(canSeeContestInside(upcoming, user, now)).toBe(false);
    expect(canSeeContestInside(upcoming, null, now)).toBe(false);
    expect(canSeeContestInside(upcoming, admin, now)).toBe(true);
    expect(canSeeContestInside(running, user, now)).toBe(true);
    expect(canSeeContestInside(ended, user, now)).toBe(true);
  });
});
