import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { contestMessages } from '@codeyard/shared';

import { getContestQueryOptions, type ContestView } from '../api/get-contest';
import { useContestStart, type ContestCard } from './use-contest-start';

export type ContestViewState = (
  { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; contest: ContestView }
) & {
  /** Asks for the contest again (when its clock shows a new status); a no-op while it is known not to have started. */
  refetch: () => void;
};

/** What `contestbyid` answers a non-admin before the start, told by the card instead. */
function lockedFromCard(card: ContestCard): ContestView {
  const { _id, title, startTime, endTime, status, clockOffsetMs, description, registered, freezeMinutes } = card;
  return {
    _id,
    title,
    startTime,
    endTime,
    status,
    clockOffsetMs,
    description,
    ...(card.descriptionHtml !== undefined ? { descriptionHtml: card.descriptionHtml } : {}),
    registered,
    freezeMinutes,
    message: contestMessages.notStarted,
    locked: true,
  };
}

/**
 * The contest for /contest/:id and its problem screens. Until the start, a non-admin's screen is
 * drawn from the contests list's card (useContestStart) and `contestbyid` is not asked; it is asked
 * once the start has passed, and its 403 answer is still understood if a card was out of date.
 */
export function useContestView(contestId: string): ContestViewState {
  const start = useContestStart(contestId);
  const detailQuery = useQuery({ ...getContestQueryOptions(contestId), enabled: start.settled && !start.upcoming });
  const { refetch: refetchDetail } = detailQuery;
  const upcoming = start.upcoming;
  const refetch = useCallback(() => {
    if (!upcoming) void refetchDetail();
  }, [upcoming, refetchDetail]);

  if (detailQuery.data) return { status: 'success', contest: detailQuery.data, refetch };
  if (detailQuery.isError) return { status: 'error', error: detailQuery.error, refetch };
  // Just after the start the card stays on screen until the contest's answer replaces it.
  if (start.card?.status === 'upcoming') return { status: 'success', contest: lockedFromCard(start.card), refetch };
  return { status: 'pending', refetch };
}
