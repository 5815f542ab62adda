import { useEffect } from 'react';

import type { ContestMode } from '@codeyard/shared';

/** Extra wait after the end (ms), so the server's clock has certainly passed it too. */
const SETTLE_MS = 1_000;
/** setTimeout's ceiling (ms, about 24.8 days); a later end waits for a later visit. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** A problem's help tabs open when its contest ends: the problem is read again once then (not polled), and its answer no longer closes them. */
export function useRefetchAtContestEnd(contestMode: ContestMode | null, refetch: () => unknown): void {
  const endTime = contestMode?.endTime;
  useEffect(() => {
    const end = endTime ? Date.parse(endTime) : Number.NaN;
    if (!Number.isFinite(end)) return;
    const wait = Math.max(0, end - Date.now()) + SETTLE_MS;
    if (wait > LONGEST_TIMEOUT_MS) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [endTime, refetch]);
}
