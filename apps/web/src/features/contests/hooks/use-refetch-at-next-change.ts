import { useEffect } from 'react';

import type { ContestSummary } from '@codeyard/shared';

/** Extra wait after a start or end (ms), so the server's clock has certainly passed it too. */
const SETTLE_MS = 1_000;
/** setTimeout's ceiling (ms, about 24.8 days); later changes wait for a later visit. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The contests grid shows statuses the server computed when it answered. Instead of polling,
 * refetch once when the next start or end the grid shows has passed.
 */
export function useRefetchAtNextChange(contests: ContestSummary[] | undefined, refetch: () => void): void {
  useEffect(() => {
    if (!contests) return;
    const now = Date.now();
    const changes = contests
      .flatMap((contest) =>
        contest.status === 'upcoming' ? [contest.startTime] : contest.status === 'running' ? [contest.endTime] : [],
      )
      .map((time) => Date.parse(time))
      .filter((time) => Number.isFinite(time));
    if (changes.length === 0) return;
    const wait = Math.max(0, Math.min(...changes) - now) + SETTLE_MS;
    if (wait > LONGEST_TIMEOUT_MS) return;
    const timer = setTimeout(refetch, wait);
    return () => clearTimeout(timer);
  }, [contests, refetch]);
}
