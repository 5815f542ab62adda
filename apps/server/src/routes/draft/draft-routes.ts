import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { draftBodySchema, solverLanguageSchema } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import type { ZodTypeProvider } from '../../http/route-schemas.js';
import { deleteDraft, listDrafts, saveDraft } from '../../services/drafts/drafts.js';
import { requireReadableProblem } from '../../services/policy/access-policy.js';

/**
 * Draft saves per person per minute. The editor saves a second after typing pauses, so a busy
 * typist stays far below this; a script hammering the database does not.
 */
const DRAFT_SAVES_PER_MINUTE = 120;

const problemParamsSchema = z.object({ problemId: z.string().meta({ description: 'Id of the problem' }) });
const draftParamsSchema = problemParamsSchema.extend({
  language: solverLanguageSchema,
});

export async function draftRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  const draftRateLimit = {
    max: DRAFT_SAVES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `draft:${request.user?._id ?? request.ip}`,
  };

  app.get(
    '/drafts/:problemId',
    {
      config: { access: 'user' },
      schema: { summary: "The caller's saved code for a problem, per language", params: problemParamsSchema },
    },
    async (request) => {
      const user = currentUser(request);
      await requireReadableProblem(database, request.params.problemId, user, clock());
      return listDrafts(database, { userId: user._id, problemId: request.params.problemId });
    },
  );

  const saveRoute = {
    summary: "Save the caller's code for a problem and language",
    params: draftParamsSchema,
    body: draftBodySchema,
  };
  app.put(
    '/drafts/:problemId/:language',
    { config: { access: 'user', rateLimit: draftRateLimit }, schema: saveRoute },
    async (request) => {
      const user = currentUser(request);
      await requireReadableProblem(database, request.params.problemId, user, clock());
      return saveDraft(database, {
        userId: user._id,
        problemId: request.params.problemId,
        language: request.params.language,
        code: request.body.code,
        nowMs: clock(),
      });
    },
  );

  const deleteRoute = { summary: "Forget the caller's code for a problem and language", params: draftParamsSchema };
  app.delete(
    '/drafts/:problemId/:language',
    { config: { access: 'user', rateLimit: draftRateLimit }, schema: deleteRoute },
    async (request, reply) => {
      const user = currentUser(request);
      await requireReadableProblem(database, request.params.problemId, user, clock());
      await deleteDraft(database, {
        userId: user._id,
        problemId: request.params.problemId,
        language: request.params.language,
      });
      return reply.status(204).send();
    },
  );
}
