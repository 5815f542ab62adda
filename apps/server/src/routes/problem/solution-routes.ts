import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toSolutionsView } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { idParamsSchema, type ZodTypeProvider } from '../../http/route-schemas.js';
import { getSolution, listSolutions } from '../../services/solutions/solutions.js';

const solutionParamsSchema = idParamsSchema.extend({
  submissionId: z.string().meta({ description: 'Id of an accepted submission' }),
});

/** The Solutions tab (docs/product.md §2): only for users who solved the problem. */
export async function solutionRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/problem/solutions/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: "Reference solutions and others' accepted submissions (after solving)",
        params: idParamsSchema,
      },
    },
    async (request) =>
      toSolutionsView(await listSolutions(context.database, currentUser(request), request.params.id, context.clock())),
  );

  app.get(
    '/problem/solutions/:id/:submissionId',
    {
      config: { access: 'user' },
      schema: {
        summary: "One of others' accepted submissions, with its code (after solving)",
        params: solutionParamsSchema,
      },
    },
    async (request) =>
      getSolution(
        context.database,
        currentUser(request),
        request.params.id,
        request.params.submissionId,
        context.clock(),
      ),
  );
}
