import { useEffect, useRef } from 'react';

import { contestStatusAt, type ContestStatus } from '@codeyard/shared';

import { useServerNow } from '../../../lib/use-server-now';

/** Refetches tried for one change of status before waiting for the next (one per tick): the server's clock may lag the estimate by a moment. */
const ATTEMPTS_PER_CHANGE = 5;

/**
 * A contest screen shows the status the server answered; when the server's clock (estimated from
 * the answer's `serverTime`) passes the start or the end, the screen refetches on its own, so a
 * board turns to ended and unfreezes without a reload. Returns the status by that clock.
 */
export function useFollowContestClock(
  contest: { status: ContestStatus; startTime: string; endTime: string } | undefined,
  clockOffsetMs: number,
  refetch: () => void,
): ContestStatus | undefined {
  const now = useServerNow(clockOffsetMs);
  const live = contest ? contestStatusAt(contest, now) : undefined;
  const attempts = useRef({ change: '', count: 0 });

  useEffect(() => {
    if (!contest || live === undefined || live === contest.status) return;
    const change = `${contest.status}→${live}`;
    if (attempts.current.change !== change) attempts.current = { change, count: 0 };
    if (attempts.current.count >= ATTEMPTS_PER_CHANGE) return;
    attempts.current.count += 1;
    refetch();
  }, [contest, live, now, refetch]);

  return live;
}
