import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import type { CommentAddedEvent, CommentDeletedEvent, CommentUpdatedEvent } from '@codeyard/shared';

import { readAgain, readAgainIfReading } from '../../../lib/live-query';
import { getSocket } from '../../../lib/socket';
import { commentsQueryKey, type CommentPages } from '../api/comments';
import { applyCommentChange, type CommentChange } from '../utils/apply-comment-event';

/** Applies a change to the cached discussion of a problem. */
export function useApplyCommentChange(problemId: string) {
  const queryClient = useQueryClient();
  return (change: CommentChange) =>
    queryClient.setQueryData<CommentPages>(commentsQueryKey(problemId), (pages) => applyCommentChange(pages, change));
}

/**
 * Others' comments, replies, likes and deletions appear without a reload: the server sends them to
 * the problem's room, which the page joins (the presence hook joins it too; joining twice is a no-op,
 * and leaving is left to that hook so the live count stays right).
 */
export function useLiveComments(problemId: string): void {
  const queryClient = useQueryClient();
  const applyChange = useApplyCommentChange(problemId);

  useEffect(() => {
    const socket = getSocket();
    const apply = (change: CommentChange) => {
      readAgainIfReading(queryClient, commentsQueryKey(problemId));
      applyChange(change);
    };
    // Changes made before the socket was in the room (the page had just opened, or the socket was
    // reconnecting) were not heard: once in, the list is read again.
    const join = () =>
      socket.emit('join-problem', { problemId }, (answer) => {
        if (answer?.joined) readAgain(queryClient, commentsQueryKey(problemId));
      });
    const onAdded = (event: CommentAddedEvent) =>
      event.problemId === problemId && apply({ name: 'comment-added', event });
    const onUpdated = (event: CommentUpdatedEvent) =>
      event.problemId === problemId && apply({ name: 'comment-updated', event });
    const onDeleted = (event: CommentDeletedEvent) =>
      event.problemId === problemId && apply({ name: 'comment-deleted', event });
    socket.on('comment-added', onAdded);
    socket.on('comment-updated', onUpdated);
    socket.on('comment-deleted', onDeleted);
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      socket.off('comment-added', onAdded);
      socket.off('comment-updated', onUpdated);
      socket.off('comment-deleted', onDeleted);
      socket.off('connect', join);
    };
    // `applyChange` is a new function each render but always writes the same cache entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problemId]);
}
