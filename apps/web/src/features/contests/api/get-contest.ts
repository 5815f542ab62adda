import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ContestDetail, ContestStatus } from '@codeyard/shared';

import { ApiError, api } from '../../../lib/api-client';
import { withClockOffset } from '../../../lib/server-clock';
import { userScopedMeta } from '../../../lib/query-meta';

/** The contest as the screen needs it, with the measured skew between the server's clock and ours (ms). */
export type ContestView =
  | (ContestDetail & { clockOffsetMs: number; locked: false })
  /** Before the start (non-admins): only the card's times come back, so the screen counts down to the start. */
  | {
      locked: true;
      _id: string;
      title: string;
      startTime: string;
      endTime: string;
      status: ContestStatus;
      clockOffsetMs: number;
      message: string;
      /** From the contests list's card (the 403 carries none): what the upcoming page shows, and Register. */
      description?: string;
      descriptionHtml?: string;
      registered?: boolean;
      freezeMinutes?: number;
    };

type LockedAnswer = {
  message: string;
  contest: { _id: string; title: string; startTime: string; endTime: string; status: ContestStatus };
  serverTime: string;
};

function isLockedAnswer(data: unknown): data is LockedAnswer {
  if (!data || typeof data !== 'object') return false;
  const candidate = data as Partial<LockedAnswer>;
  return typeof candidate.serverTime === 'string' && typeof candidate.contest?.startTime === 'string';
}

/** GET /api/problem/contestbyid/:id; a 403 before the start still carries the start time and the server's clock. */
export function getContest(contestId: string): Promise<ContestView> {
  return withClockOffset(async () => {
    try {
      const detail = await api.get<ContestDetail>(`/problem/contestbyid/${encodeURIComponent(contestId)}`);
      return { ...detail, locked: false as const };
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && isLockedAnswer(error.data)) {
        const { contest, serverTime, message } = error.data;
        return { ...contest, serverTime, message, locked: true as const };
      }
      throw error;
    }
  });
}

export const getContestQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: ['contests', 'detail', contestId],
    queryFn: () => getContest(contestId),
    meta: userScopedMeta,
  });

/**
 * Asks `contestbyid` straight away: for the admin screens (admins see inside before the start).
 * The contest screens use useContestView, which waits out the start for everyone else.
 */
export function useContest(contestId: string) {
  return useQuery(getContestQueryOptions(contestId));
}
