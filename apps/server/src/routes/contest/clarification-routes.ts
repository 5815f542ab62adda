import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  announcementSchema,
  answerClarificationSchema,
  askClarificationSchema,
  clarificationMessages,
  type ClarificationList,
} from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { sharedRateLimit } from '../../http/rate-limits.js';
import { idParamsSchema, type ZodTypeProvider } from '../../http/route-schemas.js';
import {
  announce,
  answerClarification,
  askClarification,
  listClarifications,
} from '../../services/contests/clarifications.js';

const answerParamsSchema = idParamsSchema.extend({
  clarificationId: z.string().max(100).meta({ description: 'Id of the clarification' }),
});

/**
 * Contest clarifications (docs/contests.md#clarifications). Every change is also sent live to the
 * sockets that may read it (realtime/contest-events.ts).
 */
export async function clarificationRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, config, clock, contestEvents } = context;
  // Questions are limited per person as comments are (the same number, a counter of their own).
  const askRateLimit = sharedRateLimit(server, { name: 'clarification', perMinute: config.commentRateLimit });
  // The jury's answers and announcements share a wider one: a judge clears a burst of questions at once.
  const juryRateLimit = sharedRateLimit(server, { name: 'jury-clarification', perMinute: config.commentRateLimit * 6 });

  app.get(
    '/problem/contest/:id/clarifications',
    {
      config: { access: 'user' },
      schema: {
        summary: "A contest's clarifications the caller may read (the jury: all, with the unanswered count)",
        params: idParamsSchema,
      },
    },
    async (request): Promise<ClarificationList> =>
      listClarifications(database, { contestId: request.params.id, viewer: currentUser(request), nowMs: clock() }),
  );

  app.post(
    '/problem/contest/:id/clarifications',
    {
      config: { access: 'user' },
      onRequest: askRateLimit,
      schema: {
        summary: 'Ask the jury about a problem of the contest or the contest in general',
        params: idParamsSchema,
        body: askClarificationSchema,
      },
    },
    async (request, reply) => {
      const views = await askClarification(database, {
        contestId: request.params.id,
        asker: currentUser(request),
        problemId: request.body.problemId ?? null,
        text: request.body.text,
        nowMs: clock(),
      });
      contestEvents.questionAsked(views);
      return reply.status(201).send({ message: clarificationMessages.asked, clarification: views.asker });
    },
  );

  app.post(
    '/problem/contest/:id/clarifications/:clarificationId/answer',
    {
      config: { access: 'admin' },
      onRequest: juryRateLimit,
      schema: {
        summary: 'Answer a question privately or to everyone (again: replaces the answer)',
        params: answerParamsSchema,
        body: answerClarificationSchema,
      },
    },
    async (request) => {
      const views = await answerClarification(database, {
        contestId: request.params.id,
        clarificationId: request.params.clarificationId,
        jury: currentUser(request),
        text: request.body.text,
        toAll: request.body.toAll,
        nowMs: clock(),
      });
      contestEvents.questionAnswered(views);
      return { message: clarificationMessages.answered, clarification: views.jury };
    },
  );

  app.post(
    '/problem/contest/:id/announcements',
    {
      config: { access: 'admin' },
      onRequest: juryRateLimit,
      schema: {
        summary: 'Announce something to everyone in the contest',
        params: idParamsSchema,
        body: announcementSchema,
      },
    },
    async (request, reply) => {
      const views = await announce(database, {
        contestId: request.params.id,
        jury: currentUser(request),
        text: request.body.text,
        nowMs: clock(),
      });
      contestEvents.announced(views);
      return reply.status(201).send({ message: clarificationMessages.announced, clarification: views.jury });
    },
  );
}
