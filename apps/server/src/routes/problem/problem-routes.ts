import type { FastifyInstance } from 'fastify';
import { toProblemDetail, toSubmissionView } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { idParamsSchema, type ZodTypeProvider } from '../../http/route-schemas.js';
import {
  audienceOf,
  getProblemForViewer,
  listAttemptedProblemIds,
  listProblemsBody,
  listSolvedProblems,
} from '../../services/problems/problems.js';
import { problemVideoFields } from '../../services/media/videos.js';
import { listSubmissions } from '../../services/submissions/submissions.js';
import { addVary } from '../../http/vary.js';
import { groupReachOf } from '../../services/policy/access-policy.js';

export async function problemRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = context;

  // The spec spells these two paths two ways; both answer.
  for (const url of ['/problem/getAllProblem', '/problem/getallproblem']) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          summary: 'The practice problems (every problem, for admins): id, title, difficulty, tags, acceptance rate',
        },
      },
      async (request, reply) => {
        const body = await listProblemsBody(database, {
          audience: audienceOf(request.user),
          nowMs: clock(),
          reach: await groupReachOf(database, request.user),
        });
        reply.type('application/json; charset=utf-8');
        addVary(reply, 'accept-encoding');
        if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
          return reply.header('content-encoding', 'gzip').send(body.gzip);
        return reply.send(body.json);
      },
    );
  }
  for (const url of ['/problem/problemSolvedByUser', '/problem/problemsolvedbyuser']) {
    app.get(
      url,
      { config: { access: 'user' }, schema: { summary: 'Problems the caller has solved' } },
      async (request) =>
        listSolvedProblems(database, {
          userId: currentUser(request)._id,
          reach: await groupReachOf(database, request.user),
        }),
    );
  }

  app.get(
    '/problem/attempted',
    {
      config: { access: 'user' },
      schema: { summary: "Ids of the problems the caller has submitted to but not solved ('Attempted')" },
    },
    async (request) => ({ problemIds: await listAttemptedProblemIds(database, currentUser(request)._id) }),
  );

  app.get(
    '/problem/problembyid/:id',
    {
      config: { access: 'public' },
      schema: { summary: 'One problem with its examples (never hidden tests)', params: idParamsSchema },
    },
    async (request) => {
      const page = await getProblemForViewer(database, request.params.id, request.user, clock());
      const video = await problemVideoFields(context, {
        problemId: page._id,
        viewer: request.user,
        helpClosed: page.contestMode !== null,
      });
      return toProblemDetail({ ...page, ...video });
    },
  );

  app.get(
    '/problem/submittedproblems/:id',
    {
      config: { access: 'user' },
      schema: { summary: "The caller's submissions to a problem, newest first", params: idParamsSchema },
    },
    async (request) =>
      (await listSubmissions(database, { userId: currentUser(request)._id, problemId: request.params.id })).map(
        toSubmissionView,
      ),
  );
}
