import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_SOURCE_BYTES, normalizeLanguage, type SolverLanguage } from '@codeyard/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { currentUser } from '../../http/access.js';
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
const runSchema = codeSchema.extend({ customInput: z.string().max(1024 * 1024, 'Custom input must be at most 1 MB').optional() });
const submitSchema = codeSchema.extend({ contestId: z.string().max(100).optional() });

type IdParams = { id: string };

export async function submissionRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { database, judging, config } = context;
  // Judging is the costly call, so it is limited per person rather than per address.
  const judgeRateLimit = {
    max: config.judgeRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `judge:${request.user?._id ?? request.ip}`,
  };

  app.post<{ Params: IdParams }>('/submissions/runcode/:id', { config: { access: 'user', rateLimit: judgeRateLimit } }, async (request) => {
    const input = runSchema.parse(request.body ?? {});
    const problem = await getProblem(database, request.params.id);
    return judging.run({ problem, language: input.language, code: input.code, customInput: input.customInput });
  });

  app.post<{ Params: IdParams }>('/submissions/submit/:id', { config: { access: 'user', rateLimit: judgeRateLimit } }, async (request) => {
    const user = currentUser(request);
    const input = submitSchema.parse(request.body ?? {});
    const problem = await getProblem(database, request.params.id);
    if (problem.hiddenTests.length === 0) throw new AppError('BAD_REQUEST', 'This problem has no hidden tests to judge against');
    const submission = await createPendingSubmission(database, {
      userId: user._id,
      problemId: problem.id,
      language: input.language,
      code: input.code,
      contestId: input.contestId ?? null,
      testsTotal: problem.hiddenTests.length,
    });
    await judging.judgeSubmission(submission.id);
    const stored = toSubmissionView(await getSubmission(database, submission.id));
    return { ...stored, submission: stored };
  });
}
