import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MAX_SOURCE_BYTES,
  runTestCasesSchema,
  solverLanguageSchema,
  toRunResult,
  toSubmissionView,
  type OfferedLanguage,
  type SolverLanguage,
} from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { currentUser } from '../../http/access.js';
import { sharedRateLimit } from '../../http/rate-limits.js';
import { idParamsSchema, type ZodTypeProvider } from '../../http/route-schemas.js';
import { requireReadableProblem } from '../../services/policy/access-policy.js';
import { getProblem } from '../../services/problems/problems.js';
import { requireFunctionLanguage, requireTypedRunInputs } from '../../services/problems/function-rules.js';
import { rejudgeSubmission } from '../../services/submissions/rejudge.js';
import { submitSolution } from '../../services/submissions/submit.js';
import { AppError } from '../../errors.js';
import type { JudgingService } from '../../judging/judging-service.js';
import { notOfferedMessage } from '../../judging/offered-languages.js';

const codeSchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .refine((code) => code.trim().length > 0, 'Code is required')
    .refine(
      (code) => Buffer.byteLength(code) <= MAX_SOURCE_BYTES,
      `Code must be at most ${MAX_SOURCE_BYTES / 1024} KB`,
    ),
  language: solverLanguageSchema,
});
const runSchema = codeSchema.extend({
  customInput: z
    .string()
    .max(1024 * 1024, 'Custom input must be at most 1 MB')
    .optional(),
  testCases: runTestCasesSchema.optional(),
});
const submitSchema = codeSchema.extend({ contestId: z.string().max(100).optional() });

export async function submissionRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, judging, config, clock, standings } = context;
  // Judging is the costly call, so it is limited per person rather than per address, runs and submits together.
  const judgeRateLimit = sharedRateLimit(server, { name: 'judge', perMinute: config.judgeRateLimit });

  const runRoute = {
    summary: 'Run code against the examples (and custom input)',
    params: idParamsSchema,
    body: runSchema,
  };
  app.post(
    '/submissions/runcode/:id',
    { config: { access: 'user' }, onRequest: judgeRateLimit, schema: runRoute },
    async (request) => {
      const user = currentUser(request);
      const input = request.body;
      refuseWhileQueueAway(judging);
      await requireOffered(judging, input.language);
      await requireReadableProblem(database, request.params.id, user, clock());
      const problem = await getProblem(database, request.params.id);
      requireFunctionLanguage(problem, input.language);
      requireTypedRunInputs(problem, input);
      const outcome = await judging.run({
        problem,
        language: input.language,
        code: input.code,
        customInput: input.customInput,
        testCases: input.testCases,
        userId: user._id,
      });
      return toRunResult(outcome);
    },
  );

  app.get(
    '/languages',
    {
      config: { access: 'public' },
      schema: { summary: 'The languages Runs and submissions may use on this judge, with their versions' },
    },
    async () => ({ languages: await judging.offeredLanguages() }),
  );

  const rejudgeParams = z.object({ submissionId: z.string().meta({ description: 'Id of the submission' }) });
  app.post(
    '/submissions/rejudge/:submissionId',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Rejudge one submission, practice or contest (202; 409 while pending)',
        params: rejudgeParams,
      },
    },
    async (request, reply) => {
      const answer = await rejudgeSubmission(
        {
          database,
          judging,
          standings,
          clock,
          onError: (error, submissionId) => request.log.error({ err: error, submissionId }, 'rejudge failed'),
        },
        request.params.submissionId,
      );
      return reply.status(202).send(answer);
    },
  );

  const submitRoute = {
    summary: 'Submit code: judged against the hidden tests and stored',
    params: idParamsSchema,
    body: submitSchema,
  };
  app.post(
    '/submissions/submit/:id',
    { config: { access: 'user' }, onRequest: judgeRateLimit, schema: submitRoute },
    async (request) => {
      const { code, language, contestId } = request.body;
      // Refused before anything is stored: a submission is either stored and judged, or not taken.
      refuseWhileQueueAway(judging);
      await requireOffered(judging, language);
      const answer = await submitSolution(
        { database, judging, standings, clock },
        { user: currentUser(request), problemId: request.params.id, language, code, contestId, requestId: request.id },
      );
      // The spec's clients read the submission at the top level or under `submission`: both are answered.
      const view = toSubmissionView(answer);
      return { ...view, submission: view };
    },
  );
}

/** While the judge queue's Redis is unreachable, Runs and submissions answer 503 at once instead of waiting for it. */
function refuseWhileQueueAway(judging: Pick<JudgingService, 'unavailable'>): void {
  const reason = judging.unavailable?.();
  if (reason) throw new AppError('UNAVAILABLE', reason);
}

/**
 * A language the judge has not installed is refused before anything is stored. What was last heard
 * may be stale (a judge still starting, a worker that just joined), so a refusal asks afresh first.
 */
async function requireOffered(judging: Pick<JudgingService, 'offeredLanguages'>, language: SolverLanguage) {
  const isOffered = (offered: OfferedLanguage[]) => offered.some((entry) => entry.id === language);
  if (isOffered(await judging.offeredLanguages())) return;
  const fresh = await judging.offeredLanguages({ fresh: true });
  if (!isOffered(fresh)) throw new AppError('BAD_REQUEST', notOfferedMessage(language, fresh));
}
