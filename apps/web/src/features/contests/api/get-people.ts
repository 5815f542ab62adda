import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** What a board shows beside a name: the profile it links to and the current rating (null: unrated). */
export type BoardPerson = { handle: string; rating: number | null };

/** GET /api/user/ratings?ids=… → handles and current ratings of the people on a board page. */
export async function getPeople(userIds: readonly string[]): Promise<Map<string, BoardPerson>> {
  const answer = await api.get<{ users: ({ _id: string } & BoardPerson)[] }>(
    `/user/ratings?ids=${encodeURIComponent(userIds.join(','))}`,
  );
  return new Map(answer.users.map((user) => [user._id, { handle: user.handle, rating: user.rating }]));
}

/** Ratings change only when a rated contest ends, so a page's answer is kept for a minute. */
export function usePeople(userIds: readonly string[]) {
  const ids = [...new Set(userIds)].sort();
  return useQuery({
    queryKey: ['people', ids],
    queryFn: () => getPeople(ids),
    enabled: ids.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
