import { Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';

import type { VirtualRun } from '@codeyard/shared';

import { useServerNow } from '../../../lib/use-server-now';
import { virtualClockText } from '../utils/virtual-clock';

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
