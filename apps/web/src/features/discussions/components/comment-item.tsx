import { Heart, MessageSquareReply, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { discussionMessages, isAdminRole, type CommentView, type User, type ReplyView } from '@codeyard/shared';

import { Markdown } from '../../../components/ui/markdown';
import { StaffBadge } from '../../../components/ui/staff-badge';
import { deleteComment, getReplies, postReply, toggleLike } from '../api/comments';
import { useApplyCommentChange } from '../hooks/use-live-comments';
import { CommentForm } from './comment-form';

function authorName(author: CommentView['userId']): string {
  return [author.firstName, author.lastName].filter(Boolean).join(' ') || 'Unknown';
}

/** A comment marked as containing a solution stays closed until the reader opens it. */
function Content({ entry }: { entry: ReplyView }) {
  if (!entry.spoiler) return <Markdown>{entry.content}</Markdown>;
  return (
    <details className="rounded-box bg-base-200 px-3 py-2">
      <summary className="cursor-pointer text-sm font-medium">Contains a solution: click to show</summary>
      <div className="pt-2">
        <Markdown>{entry.content}</Markdown>
      </div>
    </details>
  );
}

type EntryProps = {
  problemId: string;
  entry: ReplyView;
  parentId: string | null;
  user: User | null;
  children?: ReactNode;
  actions?: ReactNode;
};

function Entry({ problemId, entry, parentId, user, children, actions }: EntryProps) {
  const apply = useApplyCommentChange(problemId);
  const liked = user !== null && entry.likes.includes(user._id);
  const mayDelete = user !== null && (user._id === entry.userId._id || isAdminRole(user.role));

  const like = async () => {
    try {
      const result = await toggleLike(entry._id);
      apply({ name: 'comment-updated', event: { problemId, parentId, commentId: entry._id, likes: result.likes } });
    } catch (error) {
      console.error('Could not like the comment', error);
    }
  };
  const remove = async () => {
    if (!window.confirm(discussionMessages.deleteConfirm)) return;
    try {
      await deleteComment(entry._id);
      apply({ name: 'comment-deleted', event: { problemId, parentId, commentId: entry._id } });
    } catch (error) {
      console.error('Could not delete the comment', error);
    }
  };

  return (
    <article className="flex flex-col gap-2" aria-label={`Comment by ${authorName(entry.userId)}`}>
      <header className="flex items-center gap-2 text-sm">
        <span className="avatar avatar-placeholder">
          <span className="size-7 rounded-full bg-neutral text-neutral-content">
            {authorName(entry.userId).charAt(0).toUpperCase()}
          </span>
        </span>
        <span className="font-semibold">{authorName(entry.userId)}</span>
        {entry.userId.staff && <StaffBadge />}
        <time className="text-base-content/60" dateTime={entry.createdAt}>
          {new Date(entry.createdAt).toLocaleString()}
        </time>
      </header>
      <Content entry={entry} />
      <div className="flex items-center gap-1">
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          aria-pressed={liked}
          disabled={!user}
          onClick={() => void like()}
          aria-label={liked ? 'Unlike' : 'Like'}
        >
          <Heart className={`size-4 ${liked ? 'fill-error text-error' : ''}`} aria-hidden="true" />
          <span data-testid="like-count">{entry.likes.length}</span>
        </button>
        {actions}
        {mayDelete && (
          <button type="button" className="btn btn-ghost btn-xs text-error" onClick={() => void remove()}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </button>
        )}
      </div>
      {children}
    </article>
  );
}

/** docs/product.md §2 Discussions: one comment with its likes, its replies and a reply box that toggles. */
export function CommentItem({
  problemId,
  comment,
  user,
}: {
  problemId: string;
  comment: CommentView;
  user: User | null;
}) {
  const [replying, setReplying] = useState(false);

  const [loadingReplies, setLoadingReplies] = useState(false);
  const [repliesFailed, setRepliesFailed] = useState(false);
  const apply = useApplyCommentChange(problemId);
  const hiddenReplies = Math.max(0, comment.replyCount - comment.replies.length);

  const reply = async (input: { content: string; spoiler: boolean }) => {
    const { replyCount, parentId: _parentId, ...added } = await postReply(comment._id, input);
    apply({ name: 'comment-added', event: { problemId, parentId: comment._id, comment: added, replyCount } });
    setReplying(false);
  };

  const showMoreReplies = async () => {
    setLoadingReplies(true);
    setRepliesFailed(false);
    try {
      const replies = await getReplies(comment._id, comment.replies.at(-1)?._id ?? null);
      apply({ name: 'replies-loaded', event: { commentId: comment._id, replies } });
    } catch (error) {
      console.error('Could not load replies', error);
      setRepliesFailed(true);
    } finally {
      setLoadingReplies(false);
    }
  };

  const replyToggle = user && (
    <button
      type="button"
      className="btn btn-ghost btn-xs"
      aria-expanded={replying}
      onClick={() => setReplying((open) => !open)}
    >
      <MessageSquareReply className="size-4" aria-hidden="true" />
      Reply
    </button>
  );

  return (
    <li className="rounded-box border border-base-300 p-4">
      <Entry problemId={problemId} entry={comment} parentId={null} user={user} actions={replyToggle}>
        {replying && (
          <CommentForm
            label="Your reply"
            submitLabel="Post Reply"
            placeholder="Write a reply…"
            onSubmit={reply}
            onCancel={() => setReplying(false)}
          />
        )}
        {comment.replies.length > 0 && (
          <ul className="flex flex-col gap-3 border-l-2 border-base-300 pl-4">
            {comment.replies.map((entry) => (
              <li key={entry._id}>
                <Entry problemId={problemId} entry={entry} parentId={comment._id} user={user} />
              </li>
            ))}
          </ul>
        )}
        {hiddenReplies > 0 && (
          <div className="flex items-center gap-2 pl-4">
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              disabled={loadingReplies}
              onClick={() => void showMoreReplies()}
            >
              {loadingReplies
                ? 'Loading replies…'
                : `Show ${hiddenReplies} more ${hiddenReplies === 1 ? 'reply' : 'replies'}`}
            </button>
            {repliesFailed && (
              <span role="alert" className="text-sm text-error">
                Could not load replies. Try again.
              </span>
            )}
          </div>
        )}
      </Entry>
    </li>
  );
}
