import { queryOptions, useQuery } from '@tanstack/react-query';

import type { PublicProfile } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

/** GET /api/user/profile/:handle → a person's public profile (anyone may read it). */
export function getProfile(handle: string): Promise<PublicProfile> {
  return api.get<PublicProfile>(`/user/profile/${encodeURIComponent(handle)}`);
}

export const getProfileQueryOptions = (handle: string) =>
  queryOptions({ queryKey: ['profile', handle.toLowerCase()], queryFn: () => getProfile(handle) });

export function useProfile(handle: string | null) {
  return useQuery({ ...getProfileQueryOptions(handle ?? ''), enabled: handle !== null });
}
