import { Judge } from '@codeyard/judge';
import { VERDICTS } from '@codeyard/shared';
import type { AppContext } from '../context.js';
import { createInProcessJudging, type JudgingService } from '../judging/judging-service.js';
import { everyLanguage } from '../judging/offered-languages.js';

/**
 * One judge per test file: its start-up (sandbox check, self-tests) is the slow part. It uses the
 * default compile cache, as the judge's own tests and the scaled tests do, so the self-test
 * programs, the C++ precompiled header and the JVM compiler archives are built once for the whole
 * suite, not again in every file (a fresh cache per file compiled all twelve languages each time).
 */
let shared: Promise<Judge> | null = null;

export function sharedJudge(): Promise<Judge> {
  shared ??= Judge.create({ workers: 1 });
  return shared;
}

/** Real in-process judging whose close() leaves the shared judge running for the file's other tests. */
export function realJudging(context: Pick<AppContext, 'database'> & { clock?: () => number }): JudgingService {
  const judging = createInProcessJudging({ database: context.database, startJudge: sharedJudge, clock: context.clock });
  return { ...judging, close: async () => undefined };
}

export async function closeSharedJudge(): Promise<void> {
  if (shared) await (await shared).close();
  shared = null;
}

/**
 * Judging that runs nothing, for tests of the HTTP layer (the route fuzz test): reference
 * solutions are reported as passing, runs answer that nothing ran, submissions stay pending.
 */
export const inertJudging: JudgingService = {
  status: () => ({
    available: true,
    starting: false,
    message: 'inert judging: nothing runs in this test',
    memoryControl: null,
  }),
  offeredLanguages: async () => everyLanguage(),
  run: async () => ({ success: false, error: 'Nothing runs in this test', testResults: [] }),
  verifyReferences: async (problem) =>
    problem.referenceCode.map(({ language }) => ({
      language,
      passed: true,
      verdict: VERDICTS.accepted.name,
      compileOutput: '',
      failures: [],
    })),
  preparePolygon: async () => ({ ok: false, error: 'Nothing runs in this test' }),
  judgeSubmission: async () => undefined,
  recoverPending: async () => 0,
  setPublisher: () => undefined,
  close: async () => undefined,
};
