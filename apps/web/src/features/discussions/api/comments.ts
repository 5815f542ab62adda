import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

import { COMMENT_PAGE_SIZE, type CommentView, type NewComment, type NewReply, type ReplyView } from '@codeyard/shared';

import { api } from '../../../lib/api-client';

/** One page of GET /comments/problem/:id: a page ends early when its comments reach the server's byte bound. */
export type CommentPage = { comments: CommentView[]; nextBefore: string | null };
export type CommentPages = InfiniteData<CommentPage, string | null>;

export const commentsQueryKey = (problemId: string) => ['discussions', problemId] as const;

/** GET /api/comments/problem/:id, a page newest first; `before` continues after that comment. */
export async function getComments(problemId: string, before: string | null): Promise<CommentPage> {
  try {
    const query = before ? `?before=${encodeURIComponent(before)}` : '';
    const answer = await api.get<unknown>(`/comments/problem/${encodeURIComponent(problemId)}${query}`);
    // An older server answered a bare list; a short one was the last page.
    if (Array.isArray(answer))
      return {
        comments: answer as CommentView[],
        nextBefore:
          answer.length < COMMENT_PAGE_SIZE ? null : ((answer.at(-1) as CommentView | undefined)?._id ?? null),
      };
    const page = answer as Partial<CommentPage> | null;
    return {
      comments: Array.isArray(page?.comments) ? page.comments : [],
      nextBefore: typeof page?.nextBefore === 'string' ? page.nextBefore : null,
    };
  } catch (error) {
    // docs/product.md §8: comment loads that fail are only logged; the list shows empty.
    console.error('Could not load comments', error);
    return { comments: [], nextBefore: null };
  }
}

export function useComments(problemId: string) {
  return useInfiniteQuery({
    queryKey: commentsQueryKey(problemId),
    queryFn: ({ pageParam }) => getComments(problemId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
  });
}

/** GET /api/comments/:id/replies: the comment's replies after `after`, oldest first. */
export async function getReplies(commentId: string, after: string | null): Promise<ReplyView[]> {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  const answer = await api.get<unknown>(`/comments/${encodeURIComponent(commentId)}/replies${query}`);
  return Array.isArray(answer) ? (answer as ReplyView[]) : [];
}

export const postComment = (input: NewComment) => api.post<CommentView>('/comments', input);
export const postReply = (commentId: string, input: NewReply) =>
  api.post<ReplyView & { parentId: string; replyCount: number }>(
    `/comments/reply/${encodeURIComponent(commentId)}`,
    input,
  );
export const toggleLike = (commentId: string) =>
  api.post<{ liked: boolean; likes: string[] }>(`/comments/like/${encodeURIComponent(commentId)}`);
export const deleteComment = (commentId: string) =>
  api.delete<{ message: string }>(`/comments/${encodeURIComponent(commentId)}`);
