import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_SOURCE_BYTES, normalizeLanguage, runTestCasesSchema, type SolverLanguage } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser } from '../../http/access.js';
import { idParamsSchema, type ZodTypeProvider } from '../../http/route-schemas.js';
import { addParticipant, contestEntryFor } from '../../services/contests/contests.js';
import { getProblem } from '../../services/problems/problems.js';
import { createPendingSubmission, getSubmission, toSubmissionView } from '../../services/submissions/submissions.js';

const codeSchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .refine((code) => code.trim().length > 0, 'Code is required')
    .refine((code) => Buffer.byteLength(code) <= MAX_SOURCE_BYTES, `Code must be at most ${MAX_SOURCE_BYTES / 1024} KB`),
  language: z.string({ error: 'Language is required' }).transform((value, context) => {
    const language = normalizeLanguage(value);
    if (!language) {
      context.addIssue({ code: 'custom', message: `Unsupported language: ${value}. Use javascript, java, cpp or python.` });
      return z.NEVER;
    }
    return language satisfies SolverLanguage;
  }),
});
const runSchema = codeSchema.extend({ customInput: z.string().max(1024 * 1024, 'Custom input must be at most 1 MB').optional(), testCases: runTestCasesSchema.optional() });
const submitSchema = codeSchema.extend({ contestId: z.string().max(100).optional() });

export async function submissionRoutes(server: FastifyInstance, context: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { database, judging, config, clock } = context;
  // Judging is the costly call, so it is limited per person rather than per address.
  const judgeRateLimit = {
    max: config.judgeRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `judge:${request.user?._id ?? request.ip}`,
  };

  const runRoute = { summary: 'Run code against the examples (and custom input)', params: idParamsSchema, body: runSchema };
  app.post('/submissions/runcode/:id', { config: { access: 'user', rateLimit: judgeRateLimit }, schema: runRoute }, async (request) => {
    const user = currentUser(request);
    const input = request.body;
    const problem = await getProblem(database, request.params.id);
    return judging.run({ problem, language: input.language, code: input.code, customInput: input.customInput, testCases: input.testCases, userId: user._id });
  });

  const submitRoute = { summary: 'Submit code: judged against the hidden tests and stored', params: idParamsSchema, body: submitSchema };
  app.post('/submissions/submit/:id', { config: { access: 'user', rateLimit: judgeRateLimit }, schema: submitRoute }, async (request) => {
    const user = currentUser(request);
    const input = request.body;
    const problem = await getProblem(database, request.params.id);
    if (problem.hiddenTests.length === 0) throw new AppError('BAD_REQUEST', 'This problem has no hidden tests to judge against');
    // Decided by the server's clock when the submission arrives; one that does not count is judged as practice.
    const contest = input.contestId ? await contestEntryFor(database, { contestId: input.contestId, problemId: problem.id, nowMs: clock() }) : { contestId: null, note: null };
    if (contest.contestId) await addParticipant(database, contest.contestId, user._id);
    const submission = await createPendingSubmission(database, {
      userId: user._id,
      problemId: problem.id,
      language: input.language,
      code: input.code,
      contestId: contest.contestId,
      // The contest clock decided whether it counts, so its arrival time is the one ranked.
      createdAt: new Date(clock()).toISOString(),
      testsTotal: problem.hiddenTests.length,
    });
    if (contest.contestId) context.standings.touch(contest.contestId);
    await judging.judgeSubmission(submission.id, user._id);
    if (contest.contestId) context.standings.touch(contest.contestId);
    const stored = toSubmissionView(await getSubmission(database, submission.id));
    const contestFields = input.contestId ? { contestId: contest.contestId, countedForContest: contest.contestId !== null, contestNote: contest.note } : {};
    return { ...stored, ...contestFields, submission: { ...stored, ...contestFields } };
  });
}
