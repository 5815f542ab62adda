import {
  CREATE_FORM_TAGS,
  DIFFICULTIES,
  normalizeLanguage,
  PROBLEM_VISIBILITIES,
  REQUIRED_PROBLEM_LANGUAGES,
  solverLanguages,
  type CheckingInput,
  type Difficulty,
  type InteractorInput,
  type ProblemVisibility,
  type SolverLanguage,
} from '@codeyard/shared';
import type { FunctionSignature } from '@codeyard/shared/function-problem';
import type { z } from 'zod';

import type { AdminProblem } from '../api/get-admin-problem';
import type { problemFormSchemas } from './problem-form-schema';

/** Languages with required start and reference code, in form order; any other may be added. */
export const FORM_LANGUAGES: readonly SolverLanguage[] = REQUIRED_PROBLEM_LANGUAGES;

/** What the create and update forms send: the body of the call they were opened for. */
export type ProblemBody = z.output<typeof problemFormSchemas.create> | z.output<typeof problemFormSchemas.update>;

/**
 * What the create and update forms hold. Both shared schemas accept it as their input: `tags` is
 * one tag on the create form and a comma-separated list on the update form.
 */
export type ProblemFormValues = {
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string;
  /** `interaction` (an interactive sample's dialogue) is not edited here, only kept. */
  visibletestcases: { input: string; output: string; explanation: string; interaction?: string }[];
  hiddentestcases: { input: string; output: string; explanation?: string }[];
  startCode: { language: string; initialcode: string }[];
  referenceCode: { language: string; completecode: string }[];
  /** CPU time per test in milliseconds; blank keeps the server's default. */
  timeLimitMs?: number | undefined;
  /** Megabytes; blank keeps the server's default. */
  memoryLimitMb?: number | undefined;
  /** Update form only; the server gives a new problem one from its title. */
  slug?: string | undefined;
  /** Public practice, or reserved for contests (services/policy on the server). */
  visibility: ProblemVisibility;
  /** Scored problems: groups of hidden tests (0-based indices) with points; null for pass-fail. */
  scoring: { groups: { name: string; points: number; tests: number[] }[] } | null;
  /**
   * An interactive problem's interactor; null: output compared; left out: the problem keeps its own
   * (what an edit of an imported interactor in a language the form does not edit sends).
   */
  interactor?: InteractorInput | null;
  /** A batch problem's output check; left out: the problem keeps its own (an imported checker the form cannot show). */
  checking?: CheckingInput | undefined;
  /** A function problem's signature (LeetCode's form: typed tests, stubs for start code); null: stdin/stdout. */
  function: FunctionSignature | null;
};

export function emptyProblemFormValues(): ProblemFormValues {
  return {
    title: '',
    description: '',
    difficulty: 'easy',
    tags: CREATE_FORM_TAGS[0],
    visibletestcases: [{ input: '', output: '', explanation: '' }],
    hiddentestcases: [{ input: '', output: '' }],
    startCode: FORM_LANGUAGES.map((language) => ({ language, initialcode: '' })),
    referenceCode: FORM_LANGUAGES.map((language) => ({ language, completecode: '' })),
    visibility: 'public',
    scoring: null,
    interactor: null,
    checking: { kind: 'lines' },
    function: null,
  };
}

/** The form's order: the required three, then the others as the picker lists them. */
const languageOrder = (): SolverLanguage[] => [
  ...FORM_LANGUAGES,
  ...solverLanguages().filter((language) => !FORM_LANGUAGES.includes(language)),
];

function inLanguageOrder<T extends { language: string }>(entries: readonly T[]): T[] {
  const order = languageOrder();
  const rank = (entry: T) => {
    const index = order.indexOf(normalizeLanguage(entry.language) ?? ('' as SolverLanguage));
    return index === -1 ? order.length : index;
  };
  return [...entries].sort((a, b) => rank(a) - rank(b));
}

/**
 * A reference entry for every required language with start code, blank where the problem has
 * none: an imported package may bring solutions in only some languages, and the form shows a
 * reference field only for an entry, so without this an admin could not add the ones its rule
 * requires. The other languages stay optional, so no blank one is added for them.
 */
function referenceForEveryStartLanguage(
  startCode: ProblemFormValues['startCode'],
  referenceCode: ProblemFormValues['referenceCode'],
): ProblemFormValues['referenceCode'] {
  const blanks = startCode
    .filter((start) => (FORM_LANGUAGES as readonly string[]).includes(start.language))
    .filter((start) => !referenceCode.some((reference) => reference.language === start.language))
    .map((start) => ({ language: start.language, completecode: '' }));
  return inLanguageOrder([...referenceCode, ...blanks]);
}

/** The edit form's starting values from GET /api/problem/admin/:id. */
export function problemFormValuesFrom(problem: AdminProblem): ProblemFormValues {
  const startCode = inLanguageOrder(problem.startCode ?? []).map((entry) => ({
    language: normalizeLanguage(entry.language) ?? entry.language,
    initialcode: entry.initialcode,
  }));
  const referenceCode = (problem.referenceCode ?? []).map((entry) => ({
    language: normalizeLanguage(entry.language) ?? entry.language,
    completecode: entry.completecode,
  }));
  const tags = Array.isArray(problem.tags) ? problem.tags : problem.tags ? [problem.tags] : [];
  const difficulty = (DIFFICULTIES as readonly string[]).includes(problem.difficulty.toLowerCase())
    ? (problem.difficulty.toLowerCase() as Difficulty)
    : 'easy';
  return {
    title: problem.title,
    description: problem.description,
    difficulty,
    tags: tags.join(', '),
    visibletestcases: (problem.visibletestcases ?? []).map((test) => ({
      input: test.input,
      output: test.output,
      explanation: test.explanation ?? '',
      ...(test.interaction !== undefined ? { interaction: test.interaction } : {}),
    })),
    hiddentestcases: (problem.hiddentestcases ?? []).map((test) => ({
      input: test.input,
      output: test.output,
      ...(test.explanation ? { explanation: test.explanation } : {}),
    })),
    startCode,
    referenceCode: referenceForEveryStartLanguage(startCode, referenceCode),
    ...(problem.timeLimitMs ? { timeLimitMs: problem.timeLimitMs } : {}),
    ...(problem.memoryLimitMb ? { memoryLimitMb: problem.memoryLimitMb } : {}),
    ...(problem.slug ? { slug: problem.slug } : {}),
    visibility:
      problem.visibility && (PROBLEM_VISIBILITIES as readonly string[]).includes(problem.visibility)
        ? problem.visibility
        : 'public',
    scoring: problem.scoring?.groups.length
      ? { groups: problem.scoring.groups.map((group) => ({ ...group, tests: [...group.tests] })) }
      : null,
    ...(problem.interactor
      ? { interactor: { ...problem.interactor } }
      : problem.type === 'interactive'
        ? {}
        : { interactor: null }),
    ...(problem.checking ? { checking: { ...problem.checking } } : {}),
    function: problem.function
      ? { ...problem.function, params: problem.function.params.map((parameter) => ({ ...parameter })) }
      : null,
  };
}
