import { Link } from 'react-router';

import { discussionMessages } from '@codeyard/shared';

import { AsyncState } from '../../../components/ui/async-state';
import { useAuth } from '../../auth';
import { postComment, useComments, type CommentPage } from '../api/comments';
import { useApplyCommentChange, useLiveComments } from '../hooks/use-live-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

const hasNoComments = (data: { pages: CommentPage[] }) => data.pages.every((page) => page.comments.length === 0);

/** docs/product.md §2 Discussions tab: comments newest first, a page at a time, kept live by the socket. */
export function DiscussionsTab({ problemId }: { problemId: string }) {
  const user = useAuth().state.user;
  const comments = useComments(problemId);
  const apply = useApplyCommentChange(problemId);
  useLiveComments(problemId);

  const post = async (input: { content: string; spoiler: boolean }) => {
    const comment = await postComment({ problemId, ...input });
    apply({ name: 'comment-added', event: { problemId, parentId: null, comment } });
  };

  return (
    <section className="flex flex-col gap-4" aria-label="Discussions">
      <h2 className="text-lg font-semibold">Discussions</h2>
      {user ? (
        <CommentForm
          label="Your comment"
          submitLabel="Post"
          placeholder="Share an idea or ask a question (Markdown works)…"
          onSubmit={post}
        />
      ) : (
        <p className="rounded-box bg-base-200 p-4 text-center">
          <Link to="/login" className="link link-primary">
            {discussionMessages.signInToWrite}
          </Link>
        </p>
      )}
      {/* docs/product.md §8: getComments answers a failed load with an empty page, so this shows "No comments yet." rather than an error. */}
      <AsyncState query={comments} loadingLabel="Loading comments" emptyText="No comments yet." isEmpty={hasNoComments}>
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.pages
              .flatMap((page) => page.comments)
              .map((comment) => (
                <CommentItem key={comment._id} problemId={problemId} comment={comment} user={user} />
              ))}
          </ul>
        )}
      </AsyncState>
      {comments.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline btn-sm self-center"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Load older comments
        </button>
      )}
    </section>
  );
}
