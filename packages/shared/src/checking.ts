import { z } from 'zod';

import { INTERACTOR_LANGUAGES, type InteractorLanguage } from './scoring.js';

/**
 * How the problem form checks a batch problem's output (an interactive problem's interactor is the
 * `interactor` field). The server stores each as the judge's checker, the way a problem package's
 * are stored: `lines`, `exact` and `tokens` are the judge's built-in comparisons, `float` its token
 * comparison with Kattis's float_tolerance options, and `custom` a Kattis output validator.
 */
export type CheckingInput =
  | { kind: 'lines' }
  | { kind: 'exact' }
  | { kind: 'tokens' }
  | { kind: 'float'; absoluteTolerance?: number | undefined; relativeTolerance?: number | undefined }
  | { kind: 'custom'; language: InteractorLanguage; source: string };

export type CheckingKind = CheckingInput['kind'];

/** A custom checker is written in the languages an interactor is (the judge runs both the same way). */
export const CHECKER_LANGUAGES = INTERACTOR_LANGUAGES;

export const checkingMessages = {
  toleranceRequired: 'Give an absolute tolerance, a relative one, or both',
  tolerancePositive: 'A tolerance must be a number above 0',
  toleranceTooLarge: 'A tolerance must be at most 1',
  checkerRequired: 'Write the checker',
  checkerTooLong: 'The checker must be at most 100,000 characters',
} as const;

const tolerance = z
  .number({ error: checkingMessages.tolerancePositive })
  .refine((value) => Number.isFinite(value) && value > 0, checkingMessages.tolerancePositive)
  .refine((value) => value <= 1, checkingMessages.toleranceTooLarge)
  .optional();

/**
 * The problem form's `checking`; left out, an edit keeps the problem's own checker (an imported
 * output validator included) and a new problem compares line by line.
 */
export const checkingFieldSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('lines') }),
    z.object({ kind: z.literal('exact') }),
    z.object({ kind: z.literal('tokens') }),
    z
      .object({ kind: z.literal('float'), absoluteTolerance: tolerance, relativeTolerance: tolerance })
      .refine((value) => value.absoluteTolerance !== undefined || value.relativeTolerance !== undefined, {
        message: checkingMessages.toleranceRequired,
        path: ['absoluteTolerance'],
      }),
    z.object({
      kind: z.literal('custom'),
      language: z.enum(CHECKER_LANGUAGES),
      source: z
        .string({ error: checkingMessages.checkerRequired })
        .refine((source) => source.trim().length > 0, checkingMessages.checkerRequired)
        .refine((source) => source.length <= 100_000, checkingMessages.checkerTooLong),
    }),
  ])
  .optional();
