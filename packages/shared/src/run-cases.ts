import { z } from 'zod';

/** At most this many test cases per Run, so a Run stays a quick check rather than a free judge. */
export const MAX_RUN_CASES = 10;
/** Largest input of one Run test case, in bytes. */
export const MAX_RUN_CASE_INPUT_BYTES = 64 * 1024;

/** The Testcase tab's cases: inputs only, the server decides the expected output. */
export const runTestCasesSchema = z
  .array(
    z.object({
      input: z
        .string({ error: 'Test case input is required' })
        .refine(
          (input) => new TextEncoder().encode(input).length <= MAX_RUN_CASE_INPUT_BYTES,
          `A test case input must be at most ${MAX_RUN_CASE_INPUT_BYTES / 1024} KB`,
        ),
    }),
  )
  .min(1, 'Add at least one test case')
  .max(MAX_RUN_CASES, `At most ${MAX_RUN_CASES} test cases per run`);
export type RunTestCase = z.infer<typeof runTestCasesSchema>[number];
