import type { VirtualRun } from '@codeyard/shared';

/** Hours, minutes and seconds as a clock reads them: '1:23:45' (rounded up, so it never reads 0:00:00 early). */
export function formatClock(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.ceil(milliseconds / 1_000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(totalSeconds / 3_600)}:${pad(Math.floor((totalSeconds % 3_600) / 60))}:${pad(totalSeconds % 60)}`;
}

/** Whether a run still goes on at server time `nowMs` (its last millisecond included). */
export function isVirtualRunGoing(run: Pick<VirtualRun, 'endsAt'>, nowMs: number): boolean {
  return nowMs <= Date.parse(run.endsAt);
}

/** What the virtual participant's own clock reads at server time `nowMs`. */
export function virtualClockText(run: Pick<VirtualRun, 'endsAt'>, nowMs: number): { running: boolean; text: string } {
  return isVirtualRunGoing(run, nowMs)
    ? { running: true, text: `Virtual: ${formatClock(Date.parse(run.endsAt) - nowMs)} left` }
    : { running: false, text: 'Virtual participation ended' };
}

/** The confirmation asked before a run starts: it cannot be paused or restarted. */
export function virtualConfirmation(contest: { title: string; startTime: string; endTime: string }): string {
  const length = formatClock(Date.parse(contest.endTime) - Date.parse(contest.startTime));
  return `Start a virtual participation in "${contest.title}"? It lasts ${length} (the contest's length) from now and cannot be paused or restarted.`;
}

/** A moment of the contest as h:mm from its start. */
export function contestMinuteOf(startTime: string, moment: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(moment) - Date.parse(startTime)) / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
