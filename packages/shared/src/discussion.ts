import { z } from 'zod';

/** Longest comment or reply, in characters (UTF-16 code units, as the browser counts them). */
export const COMMENT_MAX_LENGTH = 10_000;
/** Comments in one page of a problem's discussion; `limit` may ask for up to COMMENT_PAGE_MAX. */
export const COMMENT_PAGE_SIZE = 20;
export const COMMENT_PAGE_MAX = 100;
/**
 * Replies sent with each comment (its first ones), and in each further page asked of
 * `GET /comments/:id/replies`. Bounded, so that no comment's thread can make a page of the
 * discussion unboundedly large.
 */
export const REPLY_PAGE_SIZE = 10;

export const discussionMessages = {
  empty: 'Comment cannot be empty',
  tooLong: `Comment must be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  deleteConfirm: 'Are you sure you want to delete this comment?',
  signInToWrite: 'Log in to join the discussion.',
} as const;

/** docs/product.md §5: non-empty after trimming. Stored as written (Markdown), never as HTML. */
export const commentContentSchema = z
  .string({ error: discussionMessages.empty })
  .refine((content) => content.trim().length > 0, discussionMessages.empty)
  .refine((content) => content.length <= COMMENT_MAX_LENGTH, discussionMessages.tooLong);

export const newCommentSchema = z.object({
  problemId: z.string({ error: 'Problem is required' }).min(1, 'Problem is required').max(100),
  content: commentContentSchema,
  /** Marks a comment that gives a solution away: collapsed until a reader opens it. */
  spoiler: z.boolean().optional(),
});
export type NewComment = z.input<typeof newCommentSchema>;

export const replySchema = z.object({ content: commentContentSchema, spoiler: z.boolean().optional() });
export type NewReply = z.input<typeof replySchema>;

/** `?before=<comment id>` continues after that comment (newest first); `limit` is the page size. */
export const commentPageQuerySchema = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX).default(COMMENT_PAGE_SIZE),
});

/** `?after=<reply id>` continues after that reply (oldest first); `limit` is the page size. */
export const replyPageQuerySchema = z.object({
  after: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX).default(REPLY_PAGE_SIZE),
});

export type CommentAuthor = {
  _id: string;
  firstName: string;
  lastName: string;
  /** The author is Codeyard staff (an admin): shown with a badge beside the name, so nobody else passes for them. Present only when true. */
  staff?: true;
};

export type ReplyView = {
  _id: string;
  userId: CommentAuthor;
  content: string;
  spoiler: boolean;
  /** User ids (docs/product.md §3). */
  likes: string[];
  createdAt: string;
};

/**
 * docs/product.md §3 Comment, plus problemId, spoiler, createdAt; `replies` are its first (oldest)
 * REPLY_PAGE_SIZE replies, and `replyCount` counts them all.
 */
export type CommentView = ReplyView & { problemId: string; replies: ReplyView[]; replyCount: number };

/** Socket events of the `problem:<id>` room; `parentId` is set when the thing is a reply. */
/** With a reply, `replyCount` is how many replies its comment has now. */
export type CommentAddedEvent = {
  problemId: string;
  parentId: string | null;
  comment: CommentView | ReplyView;
  replyCount?: number;
};
export type CommentUpdatedEvent = { problemId: string; parentId: string | null; commentId: string; likes: string[] };
export type CommentDeletedEvent = {
  problemId: string;
  parentId: string | null;
  commentId: string;
  replyCount?: number;
};
