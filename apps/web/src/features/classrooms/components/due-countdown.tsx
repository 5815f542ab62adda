import { Clock } from 'lucide-react';

import { dueCountdown } from '@codeyard/shared';

import { useServerNow } from '../../../lib/use-server-now';

type DueCountdownProps = {
  dueAt: string;
  /** Server clock minus ours (ms), measured when the assignment was fetched. */
  clockOffsetMs: number;
  /** The timer's accessible name: each assignment on a screen has its own. */
  label: string;
};

/** An assignment's due time counting down by the server's clock, then how long it is overdue. */
export function DueCountdown({ dueAt, clockOffsetMs, label }: DueCountdownProps) {
  const view = dueCountdown(dueAt, useServerNow(clockOffsetMs));
  return (
    <p
      role="timer"
      aria-label={label}
      className={`flex items-center gap-1 text-sm tabular-nums ${view.overdue ? 'font-semibold text-error' : ''}`}
    >
      <Clock className="size-4" aria-hidden="true" />
      <span>{view.text}</span>
      <span className="text-base-content/60">({new Date(dueAt).toLocaleString()})</span>
    </p>
  );
}
