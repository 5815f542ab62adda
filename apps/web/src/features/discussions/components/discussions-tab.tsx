import { Link } from 'react-router';

import { discussionMessages } from '@codeyard/shared';

import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth';
import { postComment, useComments } from '../api/comments';
import { useApplyCommentChange, useLiveComments } from '../hooks/use-live-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

/** SPEC §2 Discussions tab: comments newest first, a page at a time, kept live by the socket. */
export function DiscussionsTab({ problemId }: { problemId: string }) {
  const user = useAuth().state.user;
  const comments = useComments(problemId);
  const apply = useApplyCommentChange(problemId);
  useLiveComments(problemId);

  const post = async (input: { content: string; spoiler: boolean }) => {
    const comment = await postComment({ problemId, ...input });
    apply({ name: 'comment-added', event: { problemId, parentId: null, comment } });
  };

  const all = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  return (
    <section className="flex flex-col gap-4" aria-label="Discussions">
      <h2 className="text-lg font-semibold">Discussions</h2>
      {user ? (
        <CommentForm label="Your comment" submitLabel="Post" placeholder="Share an idea or ask a question (Markdown works)…" onSubmit={post} />
      ) : (
        <p className="rounded-box bg-base-200 p-4 text-center">
          <Link to="/login" className="link link-primary">
            {discussionMessages.signInToWrite}
          </Link>
        </p>
      )}
      {comments.isPending ? (
        <Spinner label="Loading comments" />
      ) : all.length === 0 ? (
        <p className="text-center text-base-content/70">No comments yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {all.map((comment) => (
            <CommentItem key={comment._id} problemId={problemId} comment={comment} user={user} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <button type="button" className="btn btn-outline btn-sm self-center" disabled={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          Load older comments
        </button>
      )}
    </section>
  );
}
