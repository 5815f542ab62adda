import { contestMessages, contestStatusAt, type ContestStatus } from '@codeyard/shared';

/**
 * Remaining time as the spec shows it (docs/product.md §4): hours only when there are any, then minutes and
 * seconds, e.g. '1h 02m 05s' or '4m 09s'. Rounds up, so a countdown never shows 0s while time is left.
 */
export function formatDuration(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1_000));
  const hours = Math.floor(totalSeconds / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}h ${pad(minutes)}m ${pad(seconds)}s` : `${minutes}m ${pad(seconds)}s`;
}

export type CountdownView = { status: ContestStatus; text: string };

/** What a contest's countdown reads at server time `nowMs`: to the start, to the end, or 'Contest ended'. */
export function contestCountdown(contest: { startTime: string; endTime: string }, nowMs: number): CountdownView {
  const status = contestStatusAt(contest, nowMs);
  if (status === 'upcoming')
    return { status, text: `Starts in ${formatDuration(Date.parse(contest.startTime) - nowMs)}` };
  if (status === 'running') return { status, text: `Ends in ${formatDuration(Date.parse(contest.endTime) - nowMs)}` };
  return { status, text: contestMessages.ended };
}

/**
 * The freeze's length in words, as organisers say it (docs/contests.md): 'the last 60 minutes',
 * 'the last minute', and whole hours from two up ('the last 2 hours').
 */
export function freezeInWords(freezeMinutes: number): string {
  if (freezeMinutes === 1) return 'the last minute';
  if (freezeMinutes >= 120 && freezeMinutes % 60 === 0) return `the last ${freezeMinutes / 60} hours`;
  return `the last ${freezeMinutes} minutes`;
}
