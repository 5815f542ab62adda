import { Clock, PlayCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';

import type { ContestDetail, VirtualRun } from '@codeyard/shared';

import { errorMessage } from '../../../lib/api-client';
import { useServerNow } from '../../../lib/use-server-now';
import { useStartVirtual } from '../api/start-virtual';
import { virtualClockText, virtualConfirmation } from '../utils/virtual-clock';

type VirtualClockProps = {
  run: VirtualRun;
  clockOffsetMs: number;
  /** Called once when the run's time is up, so the screen can refetch. */
  onEnd?: () => void;
};

/** The virtual participant's own countdown (docs/contests.md, Virtual participation). */
export function VirtualClock({ run, clockOffsetMs, onEnd }: VirtualClockProps) {
  const view = virtualClockText(run, useServerNow(clockOffsetMs));
  const wasRunning = useRef(view.running);
  useEffect(() => {
    if (wasRunning.current && !view.running) onEnd?.();
    wasRunning.current = view.running;
  }, [view.running, onEnd]);
  return (
    <p
      className="flex items-center gap-2 text-lg font-semibold tabular-nums"
      role="timer"
      aria-label="Virtual participation clock"
    >
      <Clock className="size-5" aria-hidden="true" />
      <span className="badge badge-secondary">virtual</span>
      <span>{view.text}</span>
    </p>
  );
}

/** On an ended contest: start a virtual run (after a confirmation saying how long it lasts), or show the one started. */
export function VirtualParticipation({
  contest,
  onChange,
}: {
  contest: ContestDetail & { clockOffsetMs: number };
  onChange: () => void;
}) {
  const start = useStartVirtual();
  if (contest.virtual)
    return <VirtualClock run={contest.virtual} clockOffsetMs={contest.clockOffsetMs} onEnd={onChange} />;
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className="btn btn-secondary btn-sm self-start"
        disabled={start.isPending}
        onClick={() => {
          if (window.confirm(virtualConfirmation(contest))) start.mutate(contest._id, { onSuccess: onChange });
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
