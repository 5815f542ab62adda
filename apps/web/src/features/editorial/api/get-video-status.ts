import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type VideoStatus = { hasVideo: boolean; /** seconds */ duration: number | null; hasAccess: boolean };

/** GET /api/video/status/:problemId: is there a video, and may the caller watch it. */
export const getVideoStatusQueryOptions = (problemId: string) =>
  queryOptions({
    queryKey: ['editorial', 'status', problemId],
    queryFn: () => api.get<VideoStatus>(`/video/status/${encodeURIComponent(problemId)}`),
  });

export function useVideoStatus(problemId: string, enabled: boolean) {
  return useQuery({ ...getVideoStatusQueryOptions(problemId), enabled });
}
