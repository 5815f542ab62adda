import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/**
 * What a board shows beside a name: the profile it links to and the current rating (null: unrated).
 * A team contest's rows are teams, which have a rating of their own and no profile (handle null).
 */
export type BoardPerson = { handle: string | null; rating: number | null };

type RatingsAnswer = {
  users: { _id: string; handle: string; rating: number | null }[];
  teams: { _id: string; rating: number | null }[];
};

/** GET /api/user/ratings?ids=… → handles and current ratings of the people (or teams) on a board page. */
export async function getPeople(userIds: readonly string[]): Promise<Map<string, BoardPerson>> {
  const answer = await api.get<RatingsAnswer>(`/user/ratings?ids=${encodeURIComponent(userIds.join(','))}`);
  return new Map([
    ...answer.users.map((user): [string, BoardPerson] => [user._id, { handle: user.handle, rating: user.rating }]),
    ...answer.teams.map((team): [string, BoardPerson] => [team._id, { handle: null, rating: team.rating }]),
  ]);
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
