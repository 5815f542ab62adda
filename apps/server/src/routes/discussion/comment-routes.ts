import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  commentPageQuerySchema,
  newCommentSchema,
  replyPageQuerySchema,
  replySchema,
  type User,
} from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { sharedRateLimit } from '../../http/rate-limits.js';
import type { ZodTypeProvider } from '../../http/route-schemas.js';
import {
  addComment,
  addReply,
  deleteComment,
  listComments,
  listReplies,
  toggleLike,
} from '../../services/discussions/comments.js';

const problemParamsSchema = z.object({ problemId: z.string().max(100).meta({ description: 'Id of the problem' }) });
const commentParamsSchema = z.object({
  commentId: z.string().max(100).meta({ description: 'Id of the comment or reply' }),
});

/** docs/product.md §7 comment calls; every change is also sent to the problem's socket room. */
export async function commentRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, config, clock, problemEvents } = context;
  // Posting is limited per person, comments and replies together, so that one account cannot flood a discussion.
  const postRateLimit = sharedRateLimit(server, { name: 'comment', perMinute: config.commentRateLimit });
  // Each like is broadcast to everyone on the page: limited too, and its broadcasts coalesced.
  const likeRateLimit = sharedRateLimit(server, { name: 'like', perMinute: config.likeRateLimit });
  const asker = (request: { user: User | null }) => ({ viewer: request.user, nowMs: clock() });

  app.get(
    '/comments/problem/:problemId',
    {
      config: { access: 'public' },
      schema: {
        summary: "A page of a problem's comments, newest first, with replies and likes",
        params: problemParamsSchema,
        querystring: commentPageQuerySchema,
      },
    },
    async (request) => listComments(database, request.params.problemId, request.query, asker(request)),
  );

  app.get(
    '/comments/:commentId/replies',
    {
      config: { access: 'public' },
      schema: {
        summary: "A page of a comment's replies, oldest first, after the first ones its comment came with",
        params: commentParamsSchema,
        querystring: replyPageQuerySchema,
      },
    },
    async (request) => listReplies(database, request.params.commentId, request.query, asker(request)),
  );

  app.post(
    '/comments',
    {
      config: { access: 'user' },
      onRequest: postRateLimit,
      schema: { summary: 'Comment on a problem (Markdown)', body: newCommentSchema },
    },
    async (request, reply) => {
      const { problemId, content, spoiler } = request.body;
      const comment = await addComment(database, {
        user: currentUser(request),
        problemId,
        content,
        spoiler: spoiler ?? false,
        now: clock(),
      });
      problemEvents.emit(problemId, 'comment-added', { problemId, parentId: null, comment });
      return reply.status(201).send(comment);
    },
  );

  app.post(
    '/comments/reply/:commentId',
    {
      config: { access: 'user' },
      onRequest: postRateLimit,
      schema: { summary: 'Reply to a comment (joins its thread)', params: commentParamsSchema, body: replySchema },
    },
    async (request, reply) => {
      const { content, spoiler } = request.body;
      const added = await addReply(database, {
        user: currentUser(request),
        commentId: request.params.commentId,
        content,
        spoiler: spoiler ?? false,
        now: clock(),
      });
      problemEvents.emit(added.problemId, 'comment-added', {
        problemId: added.problemId,
        parentId: added.parentId,
        comment: added.reply,
        replyCount: added.replyCount,
      });
      return reply.status(201).send({ ...added.reply, parentId: added.parentId, replyCount: added.replyCount });
    },
  );

  app.post(
    '/comments/like/:commentId',
    {
      config: { access: 'user' },
      onRequest: likeRateLimit,
      schema: { summary: 'Like a comment or reply, or take the like back', params: commentParamsSchema },
    },
    async (request) => {
      const result = await toggleLike(database, {
        user: currentUser(request),
        commentId: request.params.commentId,
        now: clock(),
      });
      problemEvents.emitCoalesced(`likes:${result.commentId}`, result.problemId, 'comment-updated', {
        problemId: result.problemId,
        parentId: result.parentId,
        commentId: result.commentId,
        likes: result.likes,
      });
      return { liked: result.liked, likes: result.likes };
    },
  );

  app.delete(
    '/comments/:commentId',
    {
      config: { access: 'user' },
      schema: { summary: 'Delete a comment or reply (author or admin) with its replies', params: commentParamsSchema },
    },
    async (request) => {
      const deleted = await deleteComment(database, {
        user: currentUser(request),
        commentId: request.params.commentId,
        now: clock(),
      });
      problemEvents.emit(deleted.problemId, 'comment-deleted', deleted);
      return { message: 'Comment deleted' };
    },
  );
}
