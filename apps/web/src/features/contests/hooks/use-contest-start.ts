import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { isAdminRole, type ContestSummary } from '@codeyard/shared';

import { useAuth } from '../../auth';
import { getContestsQueryOptions } from '../api/get-contests';

/** Extra wait after the start (ms) before asking for the inside, so the server's clock has certainly passed it too. */
const SETTLE_MS = 1_000;
/** setTimeout's ceiling (ms, about 24.8 days); a later start waits for a later visit. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** A contest's card from the contests list, with the skew (ms) measured when the list came. */
export type ContestCard = ContestSummary & { clockOffsetMs: number };

export type ContestStart = {
  /** False while the list is loading: the screen cannot tell yet whether it may ask for the inside. */
  settled: boolean;
  /** The contest's card, when the list has it (null for admins, who never need it). */
  card: ContestCard | null;
  /** True until the start has passed for a viewer who may not see inside before it. */
  upcoming: boolean;
};

/**
 * Before a contest starts only admins may see inside it: `contestbyid` and the standings answer 403
 * (contestbyid with the start time, for the countdown), and every refused call is an error in the
 * browser's console. So the contest screens look the contest up in the contests list first (a 200
 * answer, usually cached from /contests) and ask for its inside only once the start has passed.
 */
export function useContestStart(contestId: string): ContestStart {
  const { state } = useAuth();
  const seesInsideEarly = isAdminRole(state.user?.role);
  const listQuery = useQuery({ ...getContestsQueryOptions(), enabled: !seesInsideEarly });
  const list = listQuery.data;
  const summary = list?.contests.find((contest) => contest._id === contestId);
  const card = seesInsideEarly || !summary || !list ? null : { ...summary, clockOffsetMs: list.clockOffsetMs };

  // The moment (our clock, ms) the start has surely passed by the server's; the timer marks it passed.
  const opensAtMs = card ? Date.parse(card.startTime) - card.clockOffsetMs + SETTLE_MS : Number.NaN;
  const [passedOpensAtMs, setPassedOpensAtMs] = useState<number | null>(null);
  const upcoming = card?.status === 'upcoming' && passedOpensAtMs !== opensAtMs;
  useEffect(() => {
    if (!upcoming || Number.isNaN(opensAtMs)) return;
    const wait = Math.max(0, opensAtMs - Date.now());
    if (wait > LONGEST_TIMEOUT_MS) return;
    const timer = setTimeout(() => setPassedOpensAtMs(opensAtMs), wait);
    return () => clearTimeout(timer);
  }, [upcoming, opensAtMs]);

  // A list without the contest may be an old one from before it was made: wait for the refetch on mount.
  const settled =
    seesInsideEarly || listQuery.isError || (listQuery.isSuccess && (summary !== undefined || !listQuery.isFetching));
  return { settled, card, upcoming };
}
