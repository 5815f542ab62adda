import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

import { COMMENT_PAGE_SIZE, type CommentView, type NewComment, type NewReply, type ReplyView } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

export type CommentPages = InfiniteData<CommentView[], string | null>;

export const commentsQueryKey = (problemId: string) => ['discussions', problemId] as const;

/** GET /api/comments/problem/:id, a page newest first; `before` continues after that comment. */
export async function getComments(problemId: string, before: string | null): Promise<CommentView[]> {
  try {
    const query = before ? `?before=${encodeURIComponent(before)}` : '';
    const answer = await api.get<unknown>(`/comments/problem/${encodeURIComponent(problemId)}${query}`);
    return Array.isArray(answer) ? (answer as CommentView[]) : [];
  } catch (error) {
    // SPEC §8: comment loads that fail are only logged; the list shows empty.
    console.error('Could not load comments', error);
    return [];
  }
}

export function useComments(problemId: string) {
  return useInfiniteQuery({
    queryKey: commentsQueryKey(problemId),
    queryFn: ({ pageParam }) => getComments(problemId, pageParam),
    initialPageParam: null as string | null,
    // A short page is the last one.
    getNextPageParam: (last) => (last.length < COMMENT_PAGE_SIZE ? null : (last.at(-1)?._id ?? null)),
  });
}

/** GET /api/comments/:id/replies: the comment's replies after `after`, oldest first. */
export async function getReplies(commentId: string, after: string | null): Promise<ReplyView[]> {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  const answer = await api.get<unknown>(`/comments/${encodeURIComponent(commentId)}/replies${query}`);
  return Array.isArray(answer) ? (answer as ReplyView[]) : [];
}

export const postComment = (input: NewComment) => api.post<CommentView>('/comments', input);
export const postReply = (commentId: string, input: NewReply) => api.post<ReplyView & { parentId: string; replyCount: number }>(`/comments/reply/${encodeURIComponent(commentId)}`, input);
export const toggleLike = (commentId: string) => api.post<{ liked: boolean; likes: string[] }>(`/comments/like/${encodeURIComponent(commentId)}`);
export const deleteComment = (commentId: string) => api.delete<{ message: string }>(`/comments/${encodeURIComponent(commentId)}`);
