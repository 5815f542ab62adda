import { PlayCircle } from 'lucide-react';

import { contestMessages, type ContestDetail } from '@codeyard/shared';

import { errorMessage } from '../../../lib/api-client';
import { useStartVirtual } from '../api/start-virtual';
import { virtualConfirmation, virtualTeamText } from '../utils/virtual-clock';
import { VirtualClock } from './virtual-clock';

type VirtualParticipationProps = {
  contest: ContestDetail & { clockOffsetMs: number };
  /** Called once a run has started: the contest's page and board answer differently now. */
  onStarted: () => Promise<unknown> | void;
  /** Called when the run's time is up, so the page can refetch. */
  onEnd: () => void;
};

/** Why no run is offered: the server would refuse it, for this reason. Null when one may be started. */
function refusal(contest: ContestDetail): string | null {
  if (contest.teams) {
    if (!contest.viewerTeam) return contestMessages.virtualNoTeam;
    return contest.tookPart ? contestMessages.virtualTeamOfficial : null;
  }
  return contest.tookPart ? contestMessages.virtualOfficial : null;
}

/**
 * On an ended contest: start a virtual run (after a confirmation saying how long it lasts), or show
 * the one started. Whoever the server would refuse (an official contestant; in a team contest a
 * person in no team, or a team that took part) reads why instead. A team contest's run is the
 * team's: the confirmation says so, and its clock names the team and who started it.
 */
export function VirtualParticipation({ contest, onStarted, onEnd }: VirtualParticipationProps) {
  const start = useStartVirtual(onStarted);
  if (contest.virtual)
    return (
      <div className="flex flex-col gap-1">
        <VirtualClock run={contest.virtual} clockOffsetMs={contest.clockOffsetMs} onEnd={onEnd} />
        {contest.virtual.team && (
          <p className="text-sm text-base-content/70">{virtualTeamText(contest.virtual.team)}</p>
        )}
      </div>
    );
  const reason = refusal(contest);
  if (reason) return <p className="text-sm text-base-content/70">{reason}.</p>;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className="btn btn-secondary btn-sm self-start"
        disabled={start.isPending}
        onClick={() => {
          if (window.confirm(virtualConfirmation(contest, contest.viewerTeam?.name))) start.mutate(contest._id);
        }}
      >
        <PlayCircle className="size-4" aria-hidden="true" />
        Start virtual participation
      </button>
      {start.isError && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(start.error)}
        </p>
      )}
    </div>
  );
}
