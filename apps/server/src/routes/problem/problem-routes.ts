import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { getProblemForViewer, listProblemsBody, listSolvedProblems } from '../../services/problems/problems.js';
import { listSubmissions } from '../../services/submissions/submissions.js';

type IdParams = { id: string };

export async function problemRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { database } = context;

  // The spec spells these two paths two ways; both answer.
  for (const url of ['/problem/getAllProblem', '/problem/getallproblem']) {
    app.get(url, { config: { access: 'public' } }, async (request, reply) => {
      const body = await listProblemsBody(database);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(body.gzip);
      return reply.send(body.json);
    });
  }
  for (const url of ['/problem/problemSolvedByUser', '/problem/problemsolvedbyuser']) {
    app.get(url, { config: { access: 'user' } }, async (request) => listSolvedProblems(database, currentUser(request)._id));
  }

  app.get<{ Params: IdParams }>('/problem/problembyid/:id', { config: { access: 'public' } }, async (request) =>
    getProblemForViewer(database, request.params.id, request.user),
  );

  app.get<{ Params: IdParams }>('/problem/submittedproblems/:id', { config: { access: 'user' } }, async (request) =>
    listSubmissions(database, { userId: currentUser(request)._id, problemId: request.params.id }),
  );
}
