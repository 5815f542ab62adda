import { useQuery } from '@tanstack/react-query';

import type { AiConversation } from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

export const conversationQueryKey = (problemId: string, userId: string | null) =>
  ['ai-tutor', problemId, userId] as const;

/** GET /api/ai/chat/:id: the stored conversation (a reload keeps it) and whether the helper is on. */
export function useConversation(problemId: string, userId: string | null) {
  return useQuery({
    queryKey: conversationQueryKey(problemId, userId),
    queryFn: () => api.get<AiConversation>(`/ai/chat/${encodeURIComponent(problemId)}`),
    enabled: userId !== null,
    meta: userScopedMeta,
  });
}

/** The "New chat" button. */
export const clearConversation = (problemId: string) =>
  api.delete<{ message: string }>(`/ai/chat/${encodeURIComponent(problemId)}`);
