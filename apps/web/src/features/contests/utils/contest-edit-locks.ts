import type { ContestStatus } from '@codeyard/shared';

import type { ContestFormValues } from './contest-form-values';

export type LockableField = 'startTime' | 'endTime' | 'freezeMinutes' | 'scoring' | 'ioiScoreMode' | 'problems';

/**
 * The fields the server refuses to change for a contest's status (services/contests/contests.ts,
 * updateContest), so the edit form can show them locked before a save is refused. A running
 * contest keeps its start, freeze, rules and problems (its end may only move later); an ended one
 * keeps its window too. Title, description and Rated may always change.
 */
export function lockedContestFields(status: ContestStatus): ReadonlySet<LockableField> {
  if (status === 'running') return new Set(['startTime', 'freezeMinutes', 'scoring', 'ioiScoreMode', 'problems']);
  if (status === 'ended')
    return new Set(['startTime', 'endTime', 'freezeMinutes', 'scoring', 'ioiScoreMode', 'problems']);
  return new Set();
}

/** The note shown under a locked field, and on the end time of a running contest. */
export const lockHints = {
  running: 'Locked while the contest runs',
  ended: 'Locked after the end',
  laterEndOnly: 'While the contest runs the end may only move later',
} as const;

export type ContestFormLocks = {
  fields: ReadonlySet<LockableField>;
  hint: string;
  /** A running contest's end: it may only move later. */
  endHint?: string;
};

export const isLocked = (locks: ContestFormLocks | undefined, field: keyof ContestFormValues) =>
  locks?.fields.has(field as LockableField) ?? false;
