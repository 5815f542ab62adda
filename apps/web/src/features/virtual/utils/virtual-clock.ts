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

/**
 * The confirmation asked before a run starts: it cannot be paused or restarted. A team contest's
 * run is the team's (`teamName`): it starts for every member, and the team has only this one.
 */
export function virtualConfirmation(
  contest: { title: string; startTime: string; endTime: string },
  teamName?: string,
): string {
  const length = formatClock(Date.parse(contest.endTime) - Date.parse(contest.startTime));
  const run = `It lasts ${length} (the contest's length) from now and cannot be paused or restarted.`;
  if (teamName === undefined) return `Start a virtual participation in "${contest.title}"? ${run}`;
  return `Start your team ${teamName}'s virtual participation in "${contest.title}"? ${run} It starts for every member of ${teamName}: their submissions during it count for the team, which takes the contest only this once.`;
}

/** Who a team's run belongs to, said beside its clock: "With your team Blue (started by @carol)". */
export function virtualTeamText(team: { name: string; startedBy: string | null }): string {
  return team.startedBy ? `With your team ${team.name} (started by @${team.startedBy})` : `With your team ${team.name}`;
}

/** A moment of the contest as h:mm from its start. */
export function contestMinuteOf(startTime: string, moment: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(moment) - Date.parse(startTime)) / 60_000));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
