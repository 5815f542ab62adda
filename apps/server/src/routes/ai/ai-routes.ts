import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  aiChatMessages,
  aiChatRequestSchema,
  type AiConversation,
  type AiStreamEvent,
  type ChatMessage,
  type User,
} from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { sharedRateLimit } from '../../http/rate-limits.js';
import type { ZodTypeProvider } from '../../http/route-schemas.js';
import { clearTurns, dailyQuotaLeft, loadTurns, toChatMessage } from '../../services/ai-tutor/conversations.js';
import { prepareQuestion, resolveTutorProblem, type TutorQuestion } from '../../services/ai-tutor/tutor.js';
import { requireOpenHelp } from '../../services/policy/access-policy.js';

const problemParamsSchema = z.object({ problemId: z.string().max(100).meta({ description: 'Id of the problem' }) });

const textOf = (message: ChatMessage) =>
  message.parts
    .map((part) => part.text)
    .join('')
    .trim();

function questionOf(user: User, problemId: string | null, body: z.output<typeof aiChatRequestSchema>): TutorQuestion {
  // The newest message is the question; the history is the server's own when a problem is named
  // (see ai-chat.ts in shared), else the client's earlier messages, as conversation only.
  const newest = body.messages.at(-1)!;
  return {
    user,
    problemId,
    text: textOf(newest),
    ...(problemId
      ? {}
      : { history: body.messages.slice(0, -1).map((message) => ({ role: message.role, text: textOf(message) })) }),
    code: body.code,
    language: body.language,
  };
}

/** docs/product.md §7 POST /ai/chat, its streaming twin, and the stored conversation per user and problem. */
export async function aiRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, config, clock } = context;
  // Model calls cost money or GPU time: limited per person per minute (both calls together), and per day by the quota.
  const chatRateLimit = sharedRateLimit(server, { name: 'ai', perMinute: config.ai.rateLimit });
  /** The tutor is help: closed on problems the user may not open, and while a contest containing the problem runs. */
  const requireTutorOpen = (user: User, problemId: string) => requireOpenHelp(database, problemId, user, clock());

  /** The question a chat call asks: about the problem it names (by id, or the original client's title), or none. */
  const questionFor = async (user: User, body: z.output<typeof aiChatRequestSchema>) => {
    const problemId = await resolveTutorProblem(database, {
      user,
      problemId: body.problemId,
      title: body.title,
      nowMs: clock(),
    });
    return questionOf(user, problemId, body);
  };

  app.get(
    '/ai/chat/:problemId',
    {
      config: { access: 'user' },
      schema: { summary: 'The AI tutor conversation of this user on a problem', params: problemParamsSchema },
    },
    async (request): Promise<AiConversation> => {
      const user = currentUser(request);
      await requireTutorOpen(user, request.params.problemId);
      const turns = await loadTurns(database, { userId: user._id, problemId: request.params.problemId });
      const configured = context.chatProvider !== null;
      return {
        configured,
        messages: turns.map(toChatMessage),
        notice: configured ? null : aiChatMessages.notConfigured,
        ...(configured
          ? { quota: await dailyQuotaLeft(database, { userId: user._id, quota: config.ai.dailyQuota, now: clock() }) }
          : {}),
      };
    },
  );

  app.delete(
    '/ai/chat/:problemId',
    {
      config: { access: 'user' },
      schema: { summary: 'Start a new AI tutor conversation on a problem', params: problemParamsSchema },
    },
    async (request) => {
      const user = currentUser(request);
      await requireTutorOpen(user, request.params.problemId);
      await clearTurns(database, { userId: user._id, problemId: request.params.problemId });
      return { message: 'Conversation cleared' };
    },
  );

  app.post(
    '/ai/chat',
    {
      config: { access: 'user' },
      onRequest: chatRateLimit,
      schema: {
        summary: 'Ask the AI tutor; answers the reply as { message } (its text) and { reply } (the turn)',
        body: aiChatRequestSchema,
      },
    },
    async (request, reply) => {
      const ask = await prepareQuestion(context, await questionFor(currentUser(request), request.body));
      const stop = new AbortController();
      // The caller went away: stop asking the model.
      reply.raw.once('close', () => stop.abort());
      const answer = await ask(() => undefined, stop.signal);
      // The spec's clients show `message` as text; the structured turn sits beside it.
      return { message: textOf(answer), reply: answer };
    },
  );

  app.post(
    '/ai/chat/stream',
    {
      config: { access: 'user' },
      onRequest: chatRateLimit,
      schema: {
        summary: 'Ask the AI tutor; the reply streams as Server-Sent Events (delta…, then done)',
        body: aiChatRequestSchema,
      },
    },
    async (request, reply) => {
      const ask = await prepareQuestion(context, await questionFor(currentUser(request), request.body));
      const events = new PassThrough();
      const send = (event: AiStreamEvent) => events.write(`data: ${JSON.stringify(event)}\n\n`);
      const stop = new AbortController();
      // The user pressed stop (the browser aborted the fetch) or left: stop asking the model.
      reply.raw.once('close', () => stop.abort());
      void ask((text) => send({ type: 'delta', text }), stop.signal)
        .then((message) => send({ type: 'done', message }))
        .catch((error: unknown) => {
          context.logger.error({ err: error }, 'AI tutor stream failed');
          send({ type: 'error', message: aiChatMessages.failed });
        })
        .finally(() => events.end());
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          // Reverse proxies (nginx) would otherwise hold the text back until the end.
          .header('x-accel-buffering', 'no')
          .send(events)
      );
    },
  );
}
