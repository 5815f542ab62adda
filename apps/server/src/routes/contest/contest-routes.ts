import { acceptsGzip, gzipWithStart } from '../../lib/gzip-segments.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contestMessages,
  createContestSchema,
  isAdminRole,
  toSubmissionView,
  updateContestSchema,
  type UserContest,
} from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser } from '../../http/access.js';
import { idParamsSchema, type ZodTypeProvider } from '../../http/route-schemas.js';
import {
  createContest,
  deleteContest,
  finalizeContest,
  getContestDetail,
  listContests,
  listUserContests,
  registerParticipant,
  updateContest,
} from '../../services/contests/contests.js';
import { publicProblemWarnings } from '../../services/contests/contest-warnings.js';
import { MAX_PAGE_SIZE } from '../../services/contests/standings-board.js';
import { startVirtualRun } from '../../services/contests/virtual.js';
import { requireContestInside } from '../../services/policy/access-policy.js';
import { listContestSubmissions, rejudgeContest } from '../../services/submissions/rejudge.js';
import { submissionFromRow } from '../../services/submissions/submissions.js';
import { getJurySubmission } from '../../services/submissions/jury-submission.js';

const contestParamsSchema = z.object({ contestId: z.string().meta({ description: 'Id of the contest' }) });

const rejudgeSchema = z.object({
  problemId: z.string().max(100).optional(),
  submissionIds: z.array(z.string().max(100)).min(1).max(10_000).optional(),
});

const pageQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(MAX_PAGE_SIZE).optional(),
  virtual: z
    .enum(['0', '1', 'true', 'false'], { error: 'virtual must be 1 or 0' })
    .optional()
    .meta({ description: "1: add the virtual participants' rows (marked virtual), ranked among the official ones" }),
  public: z.enum(['0', '1'], { error: 'public must be 1 or 0' }).optional().meta({
    description: '1 (the jury): the board as the public sees it, frozen while the freeze lasts; ignored for others',
  }),
  category: z.string().max(100).optional().meta({
    description: "A category's id: only its teams' rows, ranked among themselves (docs/contests.md#teams)",
  }),
  organization: z.string().max(100).optional().meta({
    description: "An organisation's id: only its teams' rows, ranked among themselves",
  }),
});

const withVirtual = (query: { virtual?: string }) => query.virtual === '1' || query.virtual === 'true';

/**
 * Who the board is drawn for: the viewer, or, when the jury asks for `public=1`, a contestant who
 * is not on it (the frozen board the public sees). Access is still checked against the viewer.
 */
const boardReader = (viewer: { _id: string; role: string }, query: { public?: string }) =>
  query.public === '1' && isAdminRole(viewer.role) ? { _id: viewer._id, role: 'user' } : viewer;

export async function contestRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, clock, standings } = context;

  app.post(
    '/problem/createcontest',
    {
      config: { access: 'admin' },
      schema: { summary: 'Create a contest; `warnings` names its public problems', body: createContestSchema },
    },
    async (request, reply) => {
      const input = request.body;
      const contest = await createContest(database, input, currentUser(request)._id, clock());
      const warnings = await publicProblemWarnings(database, contest, clock());
      return reply
        .status(201)
        .send({ message: contestMessages.created, contest: { _id: contest.id, ...contest }, warnings });
    },
  );

  const updateRoute = {
    summary: 'Edit a contest (what may change depends on its status); `warnings` names its public problems',
    params: idParamsSchema,
    body: updateContestSchema,
  };
  app.patch('/problem/contest/:id', { config: { access: 'admin' }, schema: updateRoute }, async (request) => {
    const nowMs = clock();
    const contest = await updateContest(database, request.params.id, request.body, { nowMs, standings });
    const warnings = await publicProblemWarnings(database, contest, nowMs);
    return { message: contestMessages.updated, contest: { _id: contest.id, ...contest }, warnings };
  });

  app.delete(
    '/problem/contest/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Delete a contest; its submissions stay as practice', params: idParamsSchema },
    },
    async (request) => {
      await deleteContest(database, request.params.id, standings);
      return { message: contestMessages.deleted };
    },
  );

  app.post(
    '/problem/contest/:id/rejudge',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Rejudge a contest's submissions: all, one problem's, or the listed ones (202; pending ones skipped)",
        params: idParamsSchema,
        body: rejudgeSchema,
      },
    },
    async (request, reply) => {
      const answer = await rejudgeContest(
        {
          database,
          judging: context.judging,
          standings,
          clock,
          onError: (error, submissionId) => request.log.error({ err: error, submissionId }, 'rejudge failed'),
        },
        { contestId: request.params.id, ...request.body },
      );
      return reply.status(202).send(answer);
    },
  );

  app.get(
    '/problem/contest/:id/submissions',
    {
      config: { access: 'admin' },
      schema: {
        summary: "The contest's submissions for the jury, with verdicts before a rejudge",
        params: idParamsSchema,
      },
    },
    async (request) =>
      (await listContestSubmissions(database, request.params.id)).map((row) => ({
        ...toSubmissionView(submissionFromRow(row)),
        userId: row.user_id,
        name: [row.first_name, row.last_name].filter(Boolean).join(' '),
        contestId: row.contest_id,
      })),
  );

  const jurySubmissionParams = z.object({
    id: z.string().meta({ description: 'Id of the contest' }),
    submissionId: z.string().meta({ description: 'Id of the submission' }),
  });
  app.get(
    '/problem/contest/:id/submissions/:submissionId',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          "One contest submission for the jury: source, language, contest minute, and each test's result and output",
        params: jurySubmissionParams,
      },
    },
    async (request) => getJurySubmission(database, request.params.id, request.params.submissionId),
  );

  app.post(
    '/problem/contest/:id/finalize',
    {
      config: { access: 'admin' },
      schema: { summary: 'Release the final board (409 before the end; idempotent)', params: idParamsSchema },
    },
    async (request) => {
      const contest = await finalizeContest(database, request.params.id, { nowMs: clock(), standings });
      // Every watcher's board (on every server) refetches and unfreezes, as after a new arrival.
      standings.received(contest.id);
      return { message: 'Finalised', contest: { _id: contest.id, ...contest } };
    },
  );

  app.get(
    '/problem/getallcontests',
    { config: { access: 'user' }, schema: { summary: 'Every contest as a card' } },
    async (request) => listContests(database, currentUser(request)._id, clock()),
  );

  app.get(
    '/problem/contestbyid/:id',
    {
      config: { access: 'user' },
      schema: { summary: 'A contest with its problems (403 before the start)', params: idParamsSchema },
    },
    async (request) => getContestDetail(database, request.params.id, currentUser(request), clock()),
  );

  app.post(
    '/problem/contest/:id/register',
    {
      config: { access: 'user' },
      schema: { summary: 'Register for a contest before or while it runs', params: idParamsSchema },
    },
    async (request) => {
      await registerParticipant(database, request.params.id, currentUser(request)._id, clock());
      return { message: 'Registered', registered: true };
    },
  );

  app.post(
    '/problem/contest/:id/virtual',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Start (or resume) your own run of an ended contest, the length of the contest',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { run, created } = await startVirtualRun(database, request.params.id, currentUser(request)._id, clock());
      return reply
        .status(created ? 201 : 200)
        .send({ message: created ? contestMessages.virtualStarted : contestMessages.virtualResumed, virtual: run });
    },
  );

  app.get(
    '/problem/usercontests',
    { config: { access: 'user' }, schema: { summary: 'Contests the caller took part in, with their rank' } },
    async (request): Promise<UserContest[]> =>
      listUserContests(database, { viewer: currentUser(request), standings, nowMs: clock() }),
  );

  /** The viewer's standings page; an upcoming contest's board is hidden from non-admins like its problems. */
  const standingsFor = async (
    viewer: ReturnType<typeof currentUser>,
    contestId: string,
    query: z.output<typeof pageQuery>,
    defaultPageSize?: number,
  ) => {
    // Served from memory: no query per request beyond the session, so 50 readers stay fast.
    const standingsQuery = {
      contestId,
      viewer: boardReader(viewer, query),
      page: query.page,
      pageSize: query.pageSize ?? defaultPageSize,
      category: query.category,
      organization: query.organization,
    };
    // During one's own virtual run the board is the contest as it stood at the same minute, whatever was asked.
    const board =
      withVirtual(query) || (await standings.inVirtualRun(contestId, viewer))
        ? await standings.virtualStandings(standingsQuery)
        : await standings.standings(standingsQuery);
    if (!board) throw new AppError('NOT_FOUND', contestMessages.notFound);
    requireContestInside(board, viewer, clock());
    return board;
  };

  // docs/product.md §7: the leaderboard call answers a list of { userId, name, totalScore } (here with the ICPC fields too).
  const leaderboardRoute = {
    summary: 'Contest leaderboard as a list (X-Total-Count header)',
    params: contestParamsSchema,
    querystring: pageQuery,
  };
  app.get(
    '/leader/contest/:contestId/leaderboard',
    { config: { access: 'user' }, schema: leaderboardRoute },
    async (request, reply) => {
      const board = await standingsFor(currentUser(request), request.params.contestId, request.query, 100);
      reply.header('x-total-count', String(board.total));
      return board.entries;
    },
  );

  app.get(
    '/leader/contest/:contestId/reveal',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The frozen and final boards for the reveal (admins after the end; everyone once finalised)',
        params: contestParamsSchema,
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const reveal = await standings.reveal(request.params.contestId);
      if (!reveal) throw new AppError('NOT_FOUND', contestMessages.notFound);
      if (!isAdminRole(viewer.role) && !(reveal.status === 'ended' && reveal.finalized))
        throw new AppError('FORBIDDEN', contestMessages.revealNotFinal);
      if (reveal.status !== 'ended') throw new AppError('CONFLICT', contestMessages.finalizeBeforeEnd);
      const { status: _status, ...data } = reveal;
      return data;
    },
  );

  // The leaderboard screen's call: a page of entries with the problems, the viewer's own row and the freeze state.
  const standingsRoute = {
    summary: "A page of the contest standings with the caller's own row",
    params: contestParamsSchema,
    querystring: pageQuery,
  };
  // Answered around the page's shared serialization and compression (see StandingsBoards.standingsJson).
  app.get(
    '/leader/contest/:contestId/standings',
    { config: { access: 'user' }, schema: standingsRoute },
    async (request, reply) => {
      const viewer = currentUser(request);
      if (withVirtual(request.query) || (await standings.inVirtualRun(request.params.contestId, viewer)))
        return standingsFor(viewer, request.params.contestId, request.query);
      const answer = await standings.standingsJson({
        contestId: request.params.contestId,
        viewer: boardReader(viewer, request.query),
        page: request.query.page,
        pageSize: request.query.pageSize,
        category: request.query.category,
        organization: request.query.organization,
      });
      if (!answer) throw new AppError('NOT_FOUND', contestMessages.notFound);
      requireContestInside(answer, viewer, clock());
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (acceptsGzip(request.headers['accept-encoding']))
        return reply.header('content-encoding', 'gzip').send(gzipWithStart(answer.start, answer.rest));
      return reply.send(answer.start.text + answer.rest);
    },
  );
}
