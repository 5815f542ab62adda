import type { ContestStatus, TimedContestField } from '@codeyard/shared';

import type { ContestFormValues } from './contest-form-values';

/**
 * Which fields the server refuses to change for a contest's status is the contest timeline's rule
 * (`lockedContestFields` in @codeyard/shared, which the server's updateContest asks too), so the
 * edit form shows them locked before a save is refused. Title, description and Rated may always
 * change.
 */
export { lockedContestFields } from '@codeyard/shared';
export type LockableField = TimedContestField;

/** The note shown under a locked field, and on the end time of a running contest. */
export const lockHints = {
  running: 'Locked while the contest runs',
  ended: 'Locked after the end',
  laterEndOnly: 'While the contest runs the end may only move later',
} as const;

/**
 * `teams` may change only before the start: who the board's rows are cannot change once results
 * exist (updateContest's own rule, beside the timeline's).
 */
export const teamsLockedAt = (status: ContestStatus) => status !== 'upcoming';

export type ContestFormLocks = {
  fields: ReadonlySet<LockableField>;
  /** The team switch is locked (teamsLockedAt). */
  teams?: boolean;
  hint: string;
  /** A running contest's end: it may only move later. */
  endHint?: string;
};

export const isLocked = (locks: ContestFormLocks | undefined, field: keyof ContestFormValues) =>
  field === 'teams' ? (locks?.teams ?? false) : (locks?.fields.has(field as LockableField) ?? false);
