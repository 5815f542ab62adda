import type {
  CommentAddedEvent,
  CommentDeletedEvent,
  CommentUpdatedEvent,
  CommentView,
  ReplyView,
} from '@codeyard/shared';

import type { CommentPages } from '../api/comments';

export type CommentChange =
  | { name: 'comment-added'; event: CommentAddedEvent }
  | { name: 'comment-updated'; event: CommentUpdatedEvent }
  | { name: 'comment-deleted'; event: CommentDeletedEvent }
  /** A further page of a comment's replies, asked for by the reader. */
  | { name: 'replies-loaded'; event: { commentId: string; replies: ReplyView[] } };

function mapComments(pages: CommentPages, change: (comment: CommentView) => CommentView | null): CommentPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      comments: page.comments.map(change).filter((comment): comment is CommentView => comment !== null),
    })),
  };
}

/** A comment's replies shown so far are all of them: a new one may be added at the end. */
const allRepliesShown = (comment: CommentView) => comment.replies.length >= comment.replyCount;

/**
 * The cached pages after one change, heard from the socket or made by this user (both may arrive;
 * applying one twice changes nothing, since additions are recognised by id and reply counts come
 * from the server). A comment shows its replies from the first on, without gaps: a new reply to a
 * thread whose later replies are not loaded yet only counts, and comes with the next page.
 */
export function applyCommentChange(pages: CommentPages | undefined, change: CommentChange): CommentPages | undefined {
  if (!pages) return pages;
  const { name, event } = change;
  if (name === 'comment-added') {
    if (event.parentId === null) {
      const known = pages.pages.some((page) => page.comments.some((comment) => comment._id === event.comment._id));
      if (known) return pages;
      const [first = { comments: [], nextBefore: null }, ...rest] = pages.pages;
      return { ...pages, pages: [{ ...first, comments: [event.comment as CommentView, ...first.comments] }, ...rest] };
    }
    return mapComments(pages, (comment) => {
      if (comment._id !== event.parentId) return comment;
      const known = comment.replies.some((reply) => reply._id === event.comment._id);
      const replyCount = event.replyCount ?? (known ? comment.replyCount : comment.replyCount + 1);
      if (known || !allRepliesShown(comment)) return { ...comment, replyCount };
      return { ...comment, replies: [...comment.replies, event.comment], replyCount };
    });
  }
  if (name === 'replies-loaded') {
    return mapComments(pages, (comment) => {
      if (comment._id !== event.commentId) return comment;
      const known = new Set(comment.replies.map((reply) => reply._id));
      return { ...comment, replies: [...comment.replies, ...event.replies.filter((reply) => !known.has(reply._id))] };
    });
  }
  if (name === 'comment-updated') {
    return mapComments(pages, (comment) => {
      if (comment._id === event.commentId) return { ...comment, likes: event.likes };
      if (comment._id !== event.parentId) return comment;
      return {
        ...comment,
        replies: comment.replies.map((reply) =>
          reply._id === event.commentId ? { ...reply, likes: event.likes } : reply,
        ),
      };
    });
  }
  return mapComments(pages, (comment) => {
    if (comment._id === event.commentId) return null;
    if (comment._id !== event.parentId) return comment;
    const replies = comment.replies.filter((reply) => reply._id !== event.commentId);
    return {
      ...comment,
      replies,
      replyCount: event.replyCount ?? comment.replyCount - (comment.replies.length - replies.length),
    };
  });
}
