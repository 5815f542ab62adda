import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type {
  AnnouncementInput,
  AnswerClarificationInput,
  AskClarificationInput,
  ClarificationList,
  ClarificationView,
} from '@codeyard/shared';

import { api } from '../../../lib/api-client';
import { userScopedMeta } from '../../../lib/query-meta';

const base = (contestId: string) => `/problem/contest/${encodeURIComponent(contestId)}`;

export const clarificationsKey = (contestId: string) => ['contests', 'clarifications', contestId] as const;

/** GET /api/problem/contest/:id/clarifications: the caller's own questions and what went to all (the jury: everything). */
export const clarificationsQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: clarificationsKey(contestId),
    queryFn: () => api.get<ClarificationList>(`${base(contestId)}/clarifications`),
    meta: userScopedMeta,
  });

export function useClarifications(contestId: string, enabled: boolean) {
  return useQuery({ ...clarificationsQueryOptions(contestId), enabled });
}

type Sent = { message: string; clarification: ClarificationView };

/** Puts a new or changed item into the cached list (newest first) and recounts the jury's queue. */
export function mergeClarification(list: ClarificationList | undefined, item: ClarificationView): ClarificationList {
  const others = (list?.clarifications ?? []).filter((existing) => existing._id !== item._id);
  const previous = list?.clarifications.find((existing) => existing._id === item._id);
  // The public copy of one's own question does not say it is theirs: keep what the list knew.
  const merged = previous?.mine ? { ...item, mine: true } : item;
  const clarifications = [merged, ...others].sort(
    (left, right) => right.createdAt.localeCompare(left.createdAt) || right._id.localeCompare(left._id),
  );
  if (list?.unanswered === undefined) return { clarifications };
  return {
    clarifications,
    unanswered: clarifications.filter((entry) => entry.kind === 'question' && entry.answer === null).length,
  };
}

function useSend<Input>(contestId: string, send: (input: Input) => Promise<Sent>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (sent) =>
      queryClient.setQueryData<ClarificationList>(clarificationsKey(contestId), (list) =>
        mergeClarification(list, sent.clarification),
      ),
  });
}

/** POST /api/problem/contest/:id/clarifications. */
export function useAskClarification(contestId: string) {
  return useSend(contestId, (input: AskClarificationInput) =>
    api.post<Sent>(`${base(contestId)}/clarifications`, input),
  );
}

/** POST /api/problem/contest/:id/clarifications/:clarificationId/answer (the jury). */
export function useAnswerClarification(contestId: string) {
  return useSend(contestId, ({ clarificationId, ...input }: AnswerClarificationInput & { clarificationId: string }) =>
    api.post<Sent>(`${base(contestId)}/clarifications/${encodeURIComponent(clarificationId)}/answer`, input),
  );
}

/** POST /api/problem/contest/:id/announcements (the jury). */
export function useAnnounce(contestId: string) {
  return useSend(contestId, (input: AnnouncementInput) => api.post<Sent>(`${base(contestId)}/announcements`, input));
}
