import type { Standings } from '@codeyard/shared';

import { contestMinuteOf } from '../utils/virtual-clock';

type VirtualRowsSwitchProps = {
  /** Whether the viewer asked for the virtual rows. */
  shown: boolean;
  /** Set while the viewer's own run goes on (the moment of the contest the board shows). */
  virtualMoment: string | undefined;
  onShownChange: (shown: boolean) => void;
};

/** The ended contest's leaderboard switch that adds the virtual participants' rows. */
export function VirtualRowsSwitch({ shown, virtualMoment, onShownChange }: VirtualRowsSwitchProps) {
  // During one's own run the server answers the board as it stood at the same minute, virtual rows included.
  const ownRun = Boolean(virtualMoment);
  return (
    <label className="label cursor-pointer gap-2 self-start">
      <input
        type="checkbox"
        className="toggle toggle-sm"
        checked={shown || ownRun}
        disabled={ownRun}
        onChange={(event) => onShownChange(event.target.checked)}
      />
      <span>Show virtual participants</span>
    </label>
  );
}

/** During the viewer's own run: which moment of the contest the board shows (nothing otherwise). */
export function VirtualMomentNote({ standings }: { standings: Pick<Standings, 'startTime' | 'virtualMoment'> }) {
  if (!standings.virtualMoment) return null;
  return (
    <p role="status" className="text-sm text-base-content/70">
      Your virtual participation is running: the board, its totals and first solves are shown as they stood at{' '}
      {contestMinuteOf(standings.startTime, standings.virtualMoment)} of the contest.
    </p>
  );
}
