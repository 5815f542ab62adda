import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Standings } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { withClockOffset } from '../../../lib/server-clock';
import { userScopedMeta } from '../../../lib/query-meta';

/** Rows per leaderboard page. */
export const STANDINGS_PAGE_SIZE = 50;

/** Which board, and which page of it, the leaderboard asks for. */
export type BoardQuery = {
  page: number;
  /** Adds the virtual participants' rows (marked `virtual`), ranked among the official ones. */
  virtual?: boolean;
  /** The jury's "Public view": the board as the public sees it (frozen while the freeze lasts). */
  asPublic?: boolean;
  /** Only the rows of one category's (or organisation's) teams, ranked among themselves: ids, or null for all. */
  category?: string | null;
  organization?: string | null;
};

/** GET /api/leader/contest/:contestId/standings?page&pageSize… → a page of rows, the viewer's own row and the freeze state. */
export function getStandings(
  contestId: string,
  board: BoardQuery,
  pageSize = STANDINGS_PAGE_SIZE,
): Promise<Standings & { clockOffsetMs: number }> {
  const query = new URLSearchParams({ page: String(board.page), pageSize: String(pageSize) });
  if (board.virtual) query.set('virtual', '1');
  if (board.asPublic) query.set('public', '1');
  if (board.category) query.set('category', board.category);
  if (board.organization) query.set('organization', board.organization);
  // The offset lets the screen follow the server's clock to the end of the contest.
  return withClockOffset(() =>
    api.get<Standings>(`/leader/contest/${encodeURIComponent(contestId)}/standings?${query.toString()}`),
  );
}

/** Every page of one contest shares this prefix, so a socket notice invalidates them all at once (filtered ones too). */
export const standingsKey = (contestId: string) => ['contests', 'standings', contestId] as const;

export const getStandingsQueryOptions = (contestId: string, board: BoardQuery) =>
  queryOptions({
    queryKey: [
      ...standingsKey(contestId),
      board.page,
      board.virtual ?? false,
      board.asPublic ?? false,
      board.category ?? null,
      board.organization ?? null,
    ],
    queryFn: () => getStandings(contestId, board),
    meta: userScopedMeta,
  });

/** `enabled`: false while the board is known to be closed to the viewer (before the start), so it is not asked. */
export function useStandings(contestId: string, board: BoardQuery, enabled = true) {
  // The previous page stays on screen while the next loads, so the table does not flash.
  return useQuery({
    ...getStandingsQueryOptions(contestId, board),
    placeholderData: keepPreviousData,
    enabled,
  });
}
