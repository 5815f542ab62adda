import { z } from 'zod';
import {
  CREATE_FORM_TAGS,
  DIFFICULTIES,
  PROBLEM_VISIBILITIES,
  problemMessages as messages,
  type CodeEntry,
  type TestCaseView,
} from './problem.js';
import { normalizeLanguage, solverLanguages } from './languages.js';
import { checkingFieldSchema } from './checking.js';
import { interactorFieldSchema, scoringFieldSchema } from './scoring.js';
import {
  functionSignatureSchema,
  typedAnswerProblem,
  typedInputProblem,
  type FunctionSignature,
} from './function-problem.js';

/** Languages every problem must have start and reference code for (docs/product.md §5: "All three languages required"). */
export const REQUIRED_PROBLEM_LANGUAGES = ['cpp', 'java', 'javascript'] as const;
/** Python may be added as a fourth language; the seed problems all have it. */
export const OPTIONAL_PROBLEM_LANGUAGES = ['python'] as const;

/** CPU time per test a problem may set, in milliseconds (the create form's and the package importer's rule). */
export const TIME_LIMIT_RANGE_MS = { min: 100, max: 10_000 } as const;
/** Memory per test a problem may set, in megabytes. */
export const MEMORY_LIMIT_RANGE_MB = { min: 16, max: 1024 } as const;

const MAX_TEST_TEXT = 4 * 1024 * 1024;
const MAX_CODE = 64 * 1024;

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .refine((value) => value.trim().length > 0, message)
    .refine((value) => value.length <= max, `Must be at most ${max} characters`);

export const visibleTestCaseSchema = z.object({
  input: text(messages.inputRequired, MAX_TEST_TEXT),
  output: text(messages.outputRequired, MAX_TEST_TEXT),
  explanation: text(messages.explanationRequired, 10_000),
  /** An interactive problem's sample dialogue (a package's `.interaction` file); see TestCaseView. */
  interaction: z.string().max(MAX_TEST_TEXT).optional(),
});

export const hiddenTestCaseSchema = z.object({
  input: text(messages.inputRequired, MAX_TEST_TEXT),
  output: text(messages.outputRequired, MAX_TEST_TEXT),
  explanation: z.string().max(10_000).optional(),
});

/**
 * A Run's, submission's or draft's language: any spelling normalizeLanguage knows. Whether the
 * judge offers it is the server's to say (GET /languages).
 */
export const solverLanguageSchema = z.string({ error: 'Language is required' }).transform((value, context) => {
  const language = normalizeLanguage(value);
  if (!language) {
    const known = solverLanguages();
    context.addIssue({
      code: 'custom',
      message: `Unsupported language: ${value}. Use ${known.slice(0, -1).join(', ')} or ${known.at(-1)}.`,
    });
    return z.NEVER;
  }
  return language;
});

const languageField = z.string().transform((value, context) => {
  const language = normalizeLanguage(value);
  if (!language) {
    context.addIssue({ code: 'custom', message: `Unsupported language: ${value}` });
    return z.NEVER;
  }
  return language;
});

const startCodeEntry = z.object({ language: languageField, initialcode: text(messages.initialCodeRequired, MAX_CODE) });
/**
 * The form's start code as its fields hold it: a function problem opens on the stubs of its
 * signature, so what it sends here is not stored nor checked; a stdin/stdout problem's is checked
 * by problemRules below with startCodeEntry's messages.
 */
const startCodeFieldEntry = z.object({
  language: languageField,
  initialcode: z.string({ error: messages.initialCodeRequired }),
});
const referenceCodeEntry = z.object({
  language: languageField,
  completecode: text(messages.completeCodeRequired, MAX_CODE),
});

/** Every required language exactly once, Python at most once, nothing else. */
function hasLanguageSet(entries: { language: string }[]): boolean {
  const languages = entries.map((entry) => entry.language);
  if (new Set(languages).size !== languages.length) return false;
  return REQUIRED_PROBLEM_LANGUAGES.every((language) => languages.includes(language));
}

const tagsField = z
  .union([z.string(), z.array(z.string())], { error: 'Tags must be a tag or a list of tags' })
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((tag) => tag.trim()).filter((tag) => tag.length > 0),
  )
  .pipe(z.array(z.string().max(40, 'A tag must be at most 40 characters')).max(10, 'At most 10 tags'));

const visibilityField = z.enum(PROBLEM_VISIBILITIES, { error: messages.visibilityInvalid });

const baseProblemSchema = z.object({
  title: text(messages.titleRequired, 200),
  description: text(messages.descriptionRequired, 50_000),
  difficulty: z.enum(DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard' }),
  visibletestcases: z
    .array(visibleTestCaseSchema, { error: messages.visibleRequired })
    .min(1, messages.visibleRequired)
    .max(20, 'At most 20 visible test cases'),
  hiddentestcases: z
    .array(hiddenTestCaseSchema, { error: messages.hiddenRequired })
    .min(1, messages.hiddenRequired)
    .max(200, 'At most 200 hidden test cases'),
  /** Required for a stdin/stdout problem; a function problem's page opens on its stubs, so it sends none (or it is dropped). */
  startCode: z.array(startCodeFieldEntry, { error: messages.allThreeLanguages }).optional(),
  referenceCode: z
    .array(referenceCodeEntry, { error: messages.allThreeLanguages })
    .refine(hasLanguageSet, messages.allThreeLanguages),
  /** Milliseconds of CPU time per test. */
  timeLimitMs: z.number().int().min(TIME_LIMIT_RANGE_MS.min).max(TIME_LIMIT_RANGE_MS.max).optional(),
  /** Megabytes. */
  memoryLimitMb: z.number().int().min(MEMORY_LIMIT_RANGE_MB.min).max(MEMORY_LIMIT_RANGE_MB.max).optional(),
  /** Who sees it outside the admin screens; left out, a new problem is public and an edited one keeps its own. */
  visibility: visibilityField.optional(),
  /** Scored problem: groups of hidden tests with points (checked against the hidden tests by the server); null or left out: pass-fail. */
  scoring: scoringFieldSchema,
  /** Interactive problem: the interactor (C++ or Python) that talks with submissions; null or left out as `scoring` is. */
  interactor: interactorFieldSchema,
  /** A batch problem's output check (compared, with a float tolerance, or a custom checker); left out, an edit keeps its own. */
  checking: checkingFieldSchema,
  /**
   * A function problem (LeetCode's form): its signature; its tests are then typed values (one JSON
   * value per parameter per line, the answer the expected return value). Null: a stdin/stdout
   * problem. Left out: a new problem is stdin/stdout, an edited one keeps its own form.
   */
  function: functionSignatureSchema.nullable().optional(),
});

/** One test text that does not fit a function problem's signature, named as the body names it. */
export type TypedTestIssue = {
  path: ['visibletestcases' | 'hiddentestcases', number, 'input' | 'output'];
  message: string;
};

/**
 * Why a function problem's tests are not typed values of its signature: each input per
 * typedInputProblem, each output (the expected return value) per typedAnswerProblem. Blank texts
 * are left to the fields' own "is required".
 */
export function typedTestIssues(
  signature: FunctionSignature,
  tests: { visibletestcases?: unknown; hiddentestcases?: unknown },
): TypedTestIssue[] {
  const issues: TypedTestIssue[] = [];
  for (const field of ['visibletestcases', 'hiddentestcases'] as const) {
    const list = tests[field];
    if (!Array.isArray(list)) continue;
    list.forEach((test: unknown, index) => {
      if (!test || typeof test !== 'object') return;
      const { input, output } = test as { input?: unknown; output?: unknown };
      const inputProblem =
        typeof input === 'string' && input.trim() !== '' ? typedInputProblem(signature, input) : null;
      if (inputProblem) issues.push({ path: [field, index, 'input'], message: inputProblem });
      const outputProblem =
        typeof output === 'string' && output.trim() !== '' ? typedAnswerProblem(signature, output) : null;
      if (outputProblem) issues.push({ path: [field, index, 'output'], message: outputProblem });
    });
  }
  return issues;
}

/**
 * typedTestIssues for the server's own spelling of the tests (camelCase inside, the API's words in
 * the paths of the issues it answers).
 */
export function typedTestIssuesOfTests(
  signature: FunctionSignature,
  tests: { visibleTests?: unknown; hiddenTests?: unknown },
): TypedTestIssue[] {
  return typedTestIssues(signature, { visibletestcases: tests.visibleTests, hiddentestcases: tests.hiddenTests });
}

/** A stdin/stdout problem's start code, checked as the form's fields always were. */
const stdinStartCodeSchema = z.array(startCodeEntry).refine(hasLanguageSet, messages.allThreeLanguages);

type ProblemRulesInput = {
  function?: FunctionSignature | null | undefined;
  interactor?: unknown;
  startCode?: unknown;
  visibletestcases?: unknown;
  hiddentestcases?: unknown;
};

/**
 * The rules between fields: a stdin/stdout problem needs start code in the three languages (with
 * startCodeEntry's messages, per field); a function problem's tests must be typed values of its
 * signature (each field named as its own issue would be, with typedInputProblem's or
 * typedAnswerProblem's sentence), and it cannot be interactive.
 */
function problemRules(body: ProblemRulesInput, context: z.RefinementCtx): void {
  const signature = body.function;
  if (!signature) {
    const startCode = stdinStartCodeSchema.safeParse(body.startCode);
    if (body.startCode === undefined)
      context.addIssue({ code: 'custom', message: messages.allThreeLanguages, path: ['startCode'] });
    else if (!startCode.success)
      for (const issue of startCode.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: ['startCode', ...issue.path] });
    return;
  }
  if (body.interactor)
    context.addIssue({ code: 'custom', message: messages.functionNotInteractive, path: ['interactor'] });
  // A signature with issues of its own has them reported on `function`; its tests cannot be read by it.
  if (!functionSignatureSchema.safeParse(signature).success) return;
  for (const issue of typedTestIssues(signature, body))
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
}

/** POST /problem/create: a single tag from the create form's choices (a list is accepted too). */
export const createProblemSchema = baseProblemSchema
  .extend({
    tags: tagsField.refine(
      (tags) =>
        tags.length > 0 &&
        tags.every((tag) => (CREATE_FORM_TAGS as readonly string[]).includes(tag) || tag === 'string'),
      'Tag must be one of array, linkedList, graph, dp',
    ),
  })
  .superRefine(problemRules);
export type CreateProblemInput = z.input<typeof createProblemSchema>;
export type CreateProblemBody = z.output<typeof createProblemSchema>;

/**
 * PATCH /problem/visibility/:id: who sees the problem, changed alone (the contest form's "Keep it for
 * the contest"), without sending the whole problem or verifying its reference solutions again.
 */
export const problemVisibilitySchema = z.object({ visibility: visibilityField });
export type ProblemVisibilityInput = z.infer<typeof problemVisibilitySchema>;

/** A problem's stable name: its package folder on export and the key import and seeding match on. */
export const PROBLEM_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const PROBLEM_SLUG_MAX_LENGTH = 64;
export const problemSlugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(2, 'Slug must be at least 2 characters')
  .max(PROBLEM_SLUG_MAX_LENGTH, `Slug must be at most ${PROBLEM_SLUG_MAX_LENGTH} characters`)
  .regex(
    PROBLEM_SLUG_PATTERN,
    'Slug may contain only lowercase letters, digits and hyphens, and must start and end with a letter or digit',
  );

const hasUniqueLanguages = (entries: { language: string }[]) =>
  new Set(entries.map((entry) => entry.language)).size === entries.length;

/**
 * The package importer's own, looser rule for code (docs/problem-format.md): a package from
 * outside brings accepted solutions in the languages its authors wrote and no start code (the
 * importer generates it), so no language is required; each entry keeps the form's sizes and
 * messages. The create and edit forms keep "All three languages required".
 */
export const importedCodeSchema = z.object({
  startCode: z
    .array(startCodeEntry)
    .min(1, 'Start code is required')
    .refine(hasUniqueLanguages, 'One start code per language'),
  referenceCode: z
    .array(referenceCodeEntry)
    .min(
      1,
      'A reference solution in C, C++, C#, Go, Java, JavaScript, Kotlin, Python, Ruby, Rust or TypeScript is required',
    )
    .refine(hasUniqueLanguages, 'One reference solution per language'),
});

/**
 * PATCH /problem/update/:id: the full problem body; tags as a comma-separated list or a list.
 * The slug may be left out, which keeps the current one.
 */
export const updateProblemFieldsSchema = baseProblemSchema.extend({
  tags: tagsField,
  slug: problemSlugSchema.optional(),
});
/** The same with the rules between fields (problemRules); updateProblemFieldsSchema is the one to pick fields from. */
export const updateProblemSchema = updateProblemFieldsSchema.superRefine(problemRules);
export type UpdateProblemInput = z.input<typeof updateProblemSchema>;
export type UpdateProblemBody = z.output<typeof updateProblemSchema>;
/** A create or update body in the API's spelling. */
export type ProblemBody = CreateProblemBody | UpdateProblemBody;
/** A create or update body as the server stores it (camelCase; see api-edge.ts); one of each for a union. */
export type ProblemFields<Body extends ProblemBody> = Body extends ProblemBody
  ? Omit<Body, 'visibletestcases' | 'hiddentestcases' | 'startCode' | 'referenceCode'> & {
      visibleTests: TestCaseView[];
      hiddenTests: { input: string; output: string }[];
      startCode: CodeEntry[];
      referenceCode: CodeEntry[];
    }
  : never;

/** One failing reference check, shown beside the code in the admin form. */
export type VerificationTestReport = {
  kind: 'visible' | 'hidden';
  index: number;
  verdict: string;
  input: string;
  expected: string;
  actual: string;
};
export type VerificationLanguageReport = {
  language: string;
  passed: boolean;
  /** Why the solution was not run (its language is not installed on the judge); it counts as passing. */
  notRun?: string;
  verdict: string;
  compileOutput: string;
  failures: VerificationTestReport[];
};
/** 422 answer when a reference solution fails its tests. */
export type VerificationFailure = { message: string; report: VerificationLanguageReport[] };
