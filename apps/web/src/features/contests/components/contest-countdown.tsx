import { Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { useServerNow } from '../../../lib/use-server-now';
import { contestCountdown } from '../utils/countdown';
import { ContestStatusBadge } from './contest-status-badge';

type ContestCountdownProps = {
  contest: { startTime: string; endTime: string };
  /** Server clock minus ours (ms), measured when the contest was fetched. */
  clockOffsetMs: number;
  /** Called once when the status the clock shows changes (e.g. the contest starts), so the screen can refetch. */
  onStatusChange?: () => void;
  /** The timer's accessible name; several clocks on one screen (the contest cards) need their own. */
  label?: string;
  /** A smaller line without the status badge, where the badge is shown beside it (the cards, the board). */
  compact?: boolean;
};

/** docs/product.md §4: counts down every second to the start, then to the end, then reads 'Contest ended'. */
export function ContestCountdown({
  contest,
  clockOffsetMs,
  onStatusChange,
  label = 'Contest clock',
  compact = false,
}: ContestCountdownProps) {
  const now = useServerNow(clockOffsetMs);
  const view = contestCountdown(contest, now);

  const shownStatus = useRef(view.status);
  useEffect(() => {
    if (shownStatus.current === view.status) return;
    shownStatus.current = view.status;
    onStatusChange?.();
  }, [view.status, onStatusChange]);

  return (
    <p
      className={`flex items-center gap-2 font-semibold tabular-nums ${compact ? 'text-sm' : 'text-lg'}`}
      role="timer"
      aria-label={label}
    >
      <Clock className={compact ? 'size-4' : 'size-5'} aria-hidden="true" />
      {!compact && <ContestStatusBadge status={view.status} />}
      <span>{view.text}</span>
    </p>
  );
}
