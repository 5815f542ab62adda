import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Standings } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { withClockOffset } from '../../../lib/server-clock';
import { userScopedMeta } from '../../../lib/query-meta';

/** Rows per leaderboard page. */
export const STANDINGS_PAGE_SIZE = 50;

/** GET /api/leader/contest/:contestId/standings?page&pageSize → a page of rows, the viewer's own row and the freeze state. */
export function getStandings(
  contestId: string,
  page: number,
  pageSize = STANDINGS_PAGE_SIZE,
  /** Adds the virtual participants' rows (marked `virtual`), ranked among the official ones. */
  virtual = false,
  /** The jury's "Public view": the board as the public sees it (frozen while the freeze lasts). */
  asPublic = false,
): Promise<Standings & { clockOffsetMs: number }> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (virtual) query.set('virtual', '1');
  if (asPublic) query.set('public', '1');
  // The offset lets the screen follow the server's clock to the end of the contest.
  return withClockOffset(() =>
    api.get<Standings>(`/leader/contest/${encodeURIComponent(contestId)}/standings?${query.toString()}`),
  );
}

/** Every page of one contest shares this prefix, so a socket notice invalidates them all at once. */
export const standingsKey = (contestId: string) => ['contests', 'standings', contestId] as const;

export const getStandingsQueryOptions = (contestId: string, page: number, virtual = false, asPublic = false) =>
  queryOptions({
    queryKey: [...standingsKey(contestId), page, virtual, asPublic],
    queryFn: () => getStandings(contestId, page, STANDINGS_PAGE_SIZE, virtual, asPublic),
    meta: userScopedMeta,
  });

/** `enabled`: false while the board is known to be closed to the viewer (before the start), so it is not asked. */
export function useStandings(contestId: string, page: number, enabled = true, virtual = false, asPublic = false) {
  // The previous page stays on screen while the next loads, so the table does not flash.
  return useQuery({
    ...getStandingsQueryOptions(contestId, page, virtual, asPublic),
    placeholderData: keepPreviousData,
    enabled,
  });
}
