import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ContestSummary } from '@codeyard/shared';

import { requestWithHeaders } from '../../../lib/api-client';
import { clockOffset } from '../../../lib/server-clock';
import { userScopedMeta } from '../../../lib/query-meta';

/** The cards, with the skew between the server's clock and ours (ms) when the answer came. */
export type ContestList = { contests: ContestSummary[]; clockOffsetMs: number };

/**
 * GET /api/problem/getallcontests → every contest's card (running, upcoming, ended). The list
 * carries no `serverTime`, so the answer's `Date` header stands in: whole seconds, rounded down, so
 * the estimate runs up to a second behind the server's clock and a start passes here only after it
 * passed there. Without the header the skew is taken as none.
 */
export async function getContests(): Promise<ContestList> {
  const requestStart = Date.now();
  const { data, headers } = await requestWithHeaders<unknown>('GET', '/problem/getallcontests');
  const contests = Array.isArray(data) ? (data as ContestSummary[]) : [];
  return { contests, clockOffsetMs: clockOffset(headers.get('date') ?? '', requestStart, Date.now()) };
}

export const getContestsQueryOptions = () =>
  queryOptions({ queryKey: ['contests', 'list'], queryFn: getContests, meta: userScopedMeta });

/** The cards alone, for the grids. */
export function useContests() {
  return useQuery({ ...getContestsQueryOptions(), select: (list) => list.contests });
}
