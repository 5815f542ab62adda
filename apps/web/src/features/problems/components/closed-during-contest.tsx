import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';

import type { ContestMode, ProblemPage } from '@codeyard/shared';

/** The running contest that closes the problem's help, if any. A server from before contest mode sends no field: none. */
export function contestModeOf(problem: ProblemPage): ContestMode | null {
  return problem.contestMode ?? null;
}

/** An end time in the viewer's locale and time zone, e.g. 'Nov 23, 2026, 10:15 AM'. */
function localTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A help tab's content (AI tutor, Discussions, Editorial, Solutions) while a contest containing the
 * problem runs: only why it is closed and when it opens. The tab's own component is not rendered,
 * so it neither loads nor asks the server for anything (which would answer 403 until the end).
 */
export function ClosedDuringContest({ problem, children }: { problem: ProblemPage; children: ReactNode }) {
  const contestMode = contestModeOf(problem);
  if (!contestMode) return children;
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-12 text-center">
      <Lock className="size-10 text-base-content/40" aria-hidden="true" />
      <p className="max-w-sm">{contestMode.message}</p>
      <p className="text-base-content/70">
        Opens at <time dateTime={contestMode.endTime}>{localTime(contestMode.endTime)}</time>
      </p>
    </div>
  );
}
