import { PlayCircle } from 'lucide-react';

import type { ContestDetail } from '@codeyard/shared';

import { errorMessage } from '../../../lib/api-client';
import { useStartVirtual } from '../api/start-virtual';
import { virtualConfirmation } from '../utils/virtual-clock';
import { VirtualClock } from './virtual-clock';

type VirtualParticipationProps = {
  contest: ContestDetail & { clockOffsetMs: number };
  /** Called once a run has started: the contest's page and board answer differently now. */
  onStarted: () => Promise<unknown> | void;
  /** Called when the run's time is up, so the page can refetch. */
  onEnd: () => void;
};

/** On an ended contest: start a virtual run (after a confirmation saying how long it lasts), or show the one started. */
export function VirtualParticipation({ contest, onStarted, onEnd }: VirtualParticipationProps) {
  const start = useStartVirtual(onStarted);
  if (contest.virtual)
    return <VirtualClock run={contest.virtual} clockOffsetMs={contest.clockOffsetMs} onEnd={onEnd} />;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className="btn btn-secondary btn-sm self-start"
        disabled={start.isPending}
        onClick={() => {
          if (window.confirm(virtualConfirmation(contest))) start.mutate(contest._id);
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
