import {
  isAdminRole,
  REPLY_PAGE_SIZE,
  type CommentAuthor,
  type CommentView,
  type User,
  type ReplyView,
} from '@codeyard/shared';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { CommentsTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { requireOpenHelp, type Viewer } from '../policy/access-policy.js';
import { newId } from '../ids.js';

export const commentMessages = {
  notFound: 'Comment not found',
  notYours: 'Only the author or an admin can delete this comment',
  problemNotFound: 'Problem not found',
} as const;

/**
 * Most bytes of comments one page carries (JSON, about). A comment of 10,000 characters with its
 * first 10 replies of as many is about 110 KB, so a page of 20 could pass 2 MB: a page stops
 * before this instead, and `nextBefore` says where the next one starts. One comment always fits.
 */
export const COMMENT_PAGE_MAX_BYTES = 256 * 1024;

/** Who asks and when: every call checks that the problem's discussion is open to them (services/policy). */
export type DiscussionViewer = { viewer: Viewer; nowMs: number };

export type CommentPage = {
  comments: CommentView[];
  /** Id to pass as `before` for the next page; null on the last. */ nextBefore: string | null;
};

type CommentRow = CommentsTable & { first_name: string; last_name: string | null; role: string };

function selectComments(database: DatabaseHandle) {
  return database
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .select(['users.first_name', 'users.last_name', 'users.role']);
}

async function likesOf(database: DatabaseHandle, commentIds: string[]): Promise<Map<string, string[]>> {
  const likes = new Map<string, string[]>(commentIds.map((id) => [id, []]));
  if (commentIds.length === 0) return likes;
  const rows = await database
    .selectFrom('comment_likes')
    .select(['comment_id', 'user_id'])
    .where('comment_id', 'in', commentIds)
    .orderBy('created_at')
    .execute();
  for (const row of rows) likes.get(row.comment_id)?.push(row.user_id);
  return likes;
}

function toReply(row: CommentRow, likes: string[]): ReplyView {
  const author: CommentAuthor = {
    _id: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name ?? '',
    ...(isAdminRole(row.role) ? { staff: true } : {}),
  };
  return {
    _id: row.id,
    userId: author,
    content: row.content,
    spoiler: row.spoiler === 1,
    likes,
    createdAt: row.created_at,
  };
}

/** Where a page continues: after the row `id` of the same problem (or thread), in (created_at, id) order. */
async function cursorOf(database: DatabaseHandle, id: string, scope: { problemId?: string; parentId?: string }) {
  let query = database.selectFrom('comments').select(['created_at', 'id']).where('id', '=', id);
  if (scope.problemId) query = query.where('problem_id', '=', scope.problemId);
  if (scope.parentId) query = query.where('parent_id', '=', scope.parentId);
  const cursor = await query.executeTakeFirst();
  if (!cursor) throw new AppError('NOT_FOUND', commentMessages.notFound);
  return cursor;
}

async function replyCounts(database: DatabaseHandle, commentIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(commentIds.map((id) => [id, 0]));
  if (commentIds.length === 0) return counts;
  const rows = await database
    .selectFrom('comments')
    .select(['parent_id', (count) => count.fn.countAll<string | number>().as('replies')])
    .where('parent_id', 'in', commentIds)
    .groupBy('parent_id')
    .execute();
  for (const row of rows) counts.set(row.parent_id ?? '', Number(row.replies));
  return counts;
}

async function replyCount(database: DatabaseHandle, commentId: string): Promise<number> {
  return (await replyCounts(database, [commentId])).get(commentId) ?? 0;
}

/** The first REPLY_PAGE_SIZE replies of each comment, oldest first (numbered per thread by a window function). */
function firstRepliesOf(database: DatabaseHandle, commentIds: string[]) {
  const numbered = database
    .selectFrom('comments')
    .select(['id', sql<number>`row_number() over (partition by parent_id order by created_at, id)`.as('position')])
    .where('parent_id', 'in', commentIds)
    .as('numbered');
  return selectComments(database)
    .innerJoin(numbered, 'numbered.id', 'comments.id')
    .where('numbered.position', '<=', REPLY_PAGE_SIZE)
    .orderBy('comments.created_at')
    .orderBy('comments.id')
    .execute();
}

/**
 * One page of a problem's comments, newest first, each with its first REPLY_PAGE_SIZE replies
 * (oldest first), how many replies it has, and likes. `before` is the id of the last comment of
 * the previous page: the page continues after its (created_at, id), so comments added meanwhile
 * neither repeat nor go missing. The rest of a long thread comes from `listReplies`.
 */
export async function listComments(
  database: DatabaseHandle,
  problemId: string,
  page: { before?: string; limit: number },
  asker: DiscussionViewer,
): Promise<CommentPage> {
  await requireOpenHelp(database, problemId, asker.viewer, asker.nowMs);
  let query = selectComments(database)
    .where('comments.problem_id', '=', problemId)
    .where('comments.parent_id', 'is', null);
  if (page.before) {
    const cursor = await cursorOf(database, page.before, { problemId });
    query = query.where((where) =>
      where.or([
        where('comments.created_at', '<', cursor.created_at),
        where.and([where('comments.created_at', '=', cursor.created_at), where('comments.id', '<', cursor.id)]),
      ]),
    );
  }
  // One more than asked, to know whether another page follows.
  const found = await query
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const comments = found.slice(0, page.limit);
  const ids = comments.map((comment) => comment.id);
  const replies = ids.length === 0 ? [] : await firstRepliesOf(database, ids);
  const [likes, counts] = await Promise.all([
    likesOf(database, [...ids, ...replies.map((reply) => reply.id)]),
    replyCounts(database, ids),
  ]);
  const repliesByParent = new Map<string, ReplyView[]>(ids.map((id) => [id, []]));
  for (const reply of replies)
    repliesByParent.get(reply.parent_id ?? '')?.push(toReply(reply, likes.get(reply.id) ?? []));
  const views = comments.map((comment) => ({
    ...toReply(comment, likes.get(comment.id) ?? []),
    problemId: comment.problem_id,
    replies: repliesByParent.get(comment.id) ?? [],
    replyCount: counts.get(comment.id) ?? 0,
  }));
  const kept = withinBytes(views, COMMENT_PAGE_MAX_BYTES);
  const more = kept.length < views.length || found.length > page.limit;
  return { comments: kept, nextBefore: more ? (kept.at(-1)?._id ?? null) : null };
}

/** The first views whose JSON fits in `maxBytes` together; always at least one. */
function withinBytes<View>(views: View[], maxBytes: number): View[] {
  let bytes = 0;
  const kept: View[] = [];
  for (const view of views) {
    bytes += Buffer.byteLength(JSON.stringify(view));
    if (kept.length > 0 && bytes > maxBytes) break;
    kept.push(view);
  }
  return kept;
}

/**
 * A page of one comment's replies, oldest first, after the reply `after` (or from the first). The
 * comment's page already holds the first REPLY_PAGE_SIZE; the reader asks for the rest in pages.
 */
export async function listReplies(
  database: DatabaseHandle,
  commentId: string,
  page: { after?: string; limit: number },
  asker: DiscussionViewer,
): Promise<ReplyView[]> {
  const comment = await database
    .selectFrom('comments')
    .select(['id', 'parent_id', 'problem_id'])
    .where('id', '=', commentId)
    .executeTakeFirst();
  if (!comment || comment.parent_id !== null) throw new AppError('NOT_FOUND', commentMessages.notFound);
  await requireOpenHelp(database, comment.problem_id, asker.viewer, asker.nowMs);
  let query = selectComments(database).where('comments.parent_id', '=', commentId);
  if (page.after) {
    const cursor = await cursorOf(database, page.after, { parentId: commentId });
    query = query.where((where) =>
      where.or([
        where('comments.created_at', '>', cursor.created_at),
        where.and([where('comments.created_at', '=', cursor.created_at), where('comments.id', '>', cursor.id)]),
      ]),
    );
  }
  const replies = await query.orderBy('comments.created_at').orderBy('comments.id').limit(page.limit).execute();
  const likes = await likesOf(
    database,
    replies.map((reply) => reply.id),
  );
  // A page of replies is bounded like a page of comments; the reader asks again after the last one.
  return withinBytes(
    replies.map((reply) => toReply(reply, likes.get(reply.id) ?? [])),
    COMMENT_PAGE_MAX_BYTES,
  );
}

async function findComment(database: DatabaseHandle, commentId: string): Promise<CommentRow> {
  const row = await selectComments(database).where('comments.id', '=', commentId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', commentMessages.notFound);
  return row;
}

async function insertComment(
  database: DatabaseHandle,
  values: Omit<CommentsTable, 'id' | 'created_at'>,
  now: number,
): Promise<CommentRow> {
  const id = newId();
  await database
    .insertInto('comments')
    .values({ ...values, id, created_at: new Date(now).toISOString() })
    .execute();
  return findComment(database, id);
}

export async function addComment(
  database: DatabaseHandle,
  input: { user: User; problemId: string; content: string; spoiler: boolean; now: number },
): Promise<CommentView> {
  await requireOpenHelp(database, input.problemId, input.user, input.now);
  const row = await insertComment(
    database,
    {
      problem_id: input.problemId,
      user_id: input.user._id,
      parent_id: null,
      content: input.content,
      spoiler: input.spoiler ? 1 : 0,
    },
    input.now,
  );
  return { ...toReply(row, []), problemId: row.problem_id, replies: [], replyCount: 0 };
}

/** Replies are one level deep: a reply to a reply joins the thread of the comment it belongs to. */
export async function addReply(
  database: DatabaseHandle,
  input: { user: User; commentId: string; content: string; spoiler: boolean; now: number },
): Promise<{ problemId: string; parentId: string; reply: ReplyView; replyCount: number }> {
  const target = await findComment(database, input.commentId);
  await requireOpenHelp(database, target.problem_id, input.user, input.now);
  const parentId = target.parent_id ?? target.id;
  const row = await insertComment(
    database,
    {
      problem_id: target.problem_id,
      user_id: input.user._id,
      parent_id: parentId,
      content: input.content,
      spoiler: input.spoiler ? 1 : 0,
    },
    input.now,
  );
  return {
    problemId: row.problem_id,
    parentId,
    reply: toReply(row, []),
    replyCount: await replyCount(database, parentId),
  };
}

/** Likes toggle per user; anyone signed in may like anyone's comment or reply. */
export async function toggleLike(
  database: DatabaseHandle,
  input: { user: User; commentId: string; now: number },
): Promise<{ problemId: string; parentId: string | null; commentId: string; liked: boolean; likes: string[] }> {
  const target = await findComment(database, input.commentId);
  await requireOpenHelp(database, target.problem_id, input.user, input.now);
  const liked = await database.transaction().execute(async (transaction) => {
    const removed = await transaction
      .deleteFrom('comment_likes')
      .where('comment_id', '=', target.id)
      .where('user_id', '=', input.user._id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return false;
    await transaction
      .insertInto('comment_likes')
      .values({ comment_id: target.id, user_id: input.user._id, created_at: new Date(input.now).toISOString() })
      // Two quick clicks racing: the second insert finds the first and changes nothing.
      .onConflict((conflict) => conflict.columns(['comment_id', 'user_id']).doNothing())
      .execute();
    return true;
  });
  const likes = (await likesOf(database, [target.id])).get(target.id) ?? [];
  return { problemId: target.problem_id, parentId: target.parent_id, commentId: target.id, liked, likes };
}

/** docs/product.md §6: the author or an admin; a comment's replies and likes go with it. */
export async function deleteComment(
  database: DatabaseHandle,
  input: { user: User; commentId: string; now: number },
): Promise<{ problemId: string; parentId: string | null; commentId: string; replyCount?: number }> {
  const target = await findComment(database, input.commentId);
  await requireOpenHelp(database, target.problem_id, input.user, input.now);
  if (target.user_id !== input.user._id && !isAdminRole(input.user.role))
    throw new AppError('FORBIDDEN', commentMessages.notYours);
  await database.deleteFrom('comments').where('id', '=', target.id).execute();
  const deleted = { problemId: target.problem_id, parentId: target.parent_id, commentId: target.id };
  // A reply's comment says how many are left, so pages showing only its first replies stay right.
  return target.parent_id ? { ...deleted, replyCount: await replyCount(database, target.parent_id) } : deleted;
}
