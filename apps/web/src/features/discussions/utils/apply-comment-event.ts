import type { CommentAddedEvent, CommentDeletedEvent, CommentUpdatedEvent, CommentView } from '@codeyard/shared';

import type { CommentPages } from '../api/comments';

export type CommentChange = { name: 'comment-added'; event: CommentAddedEvent } | { name: 'comment-updated'; event: CommentUpdatedEvent } | { name: 'comment-deleted'; event: CommentDeletedEvent };

function mapComments(pages: CommentPages, change: (comment: CommentView) => CommentView | null): CommentPages {
  return { ...pages, pages: pages.pages.map((page) => page.map(change).filter((comment): comment is CommentView => comment !== null)) };
}

/**
 * The cached pages after one change, heard from the socket or made by this user (both may arrive;
 * applying one twice changes nothing, since additions are recognised by id).
 */
export function applyCommentChange(pages: CommentPages | undefined, change: CommentChange): CommentPages | undefined {
  if (!pages) return pages;
  const { name, event } = change;
  if (name === 'comment-added') {
    if (event.parentId === null) {
      const known = pages.pages.some((page) => page.some((comment) => comment._id === event.comment._id));
      if (known) return pages;
      const [first = [], ...rest] = pages.pages;
      return { ...pages, pages: [[event.comment as CommentView, ...first], ...rest] };
    }
    return mapComments(pages, (comment) =>
      comment._id !== event.parentId || comment.replies.some((reply) => reply._id === event.comment._id) ? comment : { ...comment, replies: [...comment.replies, event.comment] },
    );
  }
  if (name === 'comment-updated') {
    return mapComments(pages, (comment) => {
      if (comment._id === event.commentId) return { ...comment, likes: event.likes };
      if (comment._id !== event.parentId) return comment;
      return { ...comment, replies: comment.replies.map((reply) => (reply._id === event.commentId ? { ...reply, likes: event.likes } : reply)) };
    });
  }
  return mapComments(pages, (comment) => {
    if (comment._id === event.commentId) return null;
    if (comment._id !== event.parentId) return comment;
    return { ...comment, replies: comment.replies.filter((reply) => reply._id !== event.commentId) };
  });
}
