import type { FastifyInstance } from 'fastify';
import type { SimilarityReport } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { idParamsSchema, type ZodTypeProvider } from '../../http/route-schemas.js';
import { analyzeInWorker } from '../../services/similarity/dolos-worker.js';
import { SimilarityReports, type SimilarityAnalyzer } from '../../services/similarity/similarity-report.js';

/**
 * The jury's similarity report of an ended contest (docs/contests.md#similarity-report). Tests may
 * pass their own analyzer; the server runs Dolos in a worker thread.
 */
export async function similarityRoutes(
  server: FastifyInstance,
  context: AppContext,
  analyze: SimilarityAnalyzer = analyzeInWorker,
): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;
  const reports = new SimilarityReports(analyze);

  app.get(
    '/problem/contest/:id/similarity',
    {
      config: { access: 'admin' },
      schema: {
        summary: "An ended contest's accepted submissions compared pairwise per problem and language (Dolos)",
        params: idParamsSchema,
      },
    },
    async (request): Promise<SimilarityReport> =>
      reports.report(database, { contestId: request.params.id, nowMs: clock() }),
  );
}
