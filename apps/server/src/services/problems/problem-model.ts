import type { Checker, IncludedFiles, TestGroup } from '@codeyard/judge';
import {
  CHECKER_LANGUAGES,
  INTERACTOR_LANGUAGES,
  type CheckingInput,
  type AdminProblem,
  type CodeEntry,
  type ContestMode,
  type Difficulty,
  type InteractorInput,
  type ProblemPage,
  type ProblemSummary,
  type ProblemType,
  type ProblemVisibility,
} from '@codeyard/shared';
import type { FunctionSignature } from '@codeyard/shared/function-problem';
import { toVisibility } from '../policy/access-rules.js';
import type { ProblemsTable } from '../../db/schema.js';
import { groupsFromScoringTree, scoringGroupViews } from './scoring-tree.js';
import { renderStatementHtml } from './statement-html.js';
import { completeStartCode, functionStartCode } from './generated-start-code.js';

/** `interaction`: an interactive sample's dialogue (see TestCaseView in @codeyard/shared). */
export type TestCaseData = { input: string; output: string; explanation?: string; interaction?: string };

/** A problem as the services use it: JSON columns parsed. */
export type Problem = {
  id: string;
  /** Stable, unique name (lowercase, digits, hyphens): package folder on export, key of import and seeding. Null only before insertProblem gives it one. */
  slug: string | null;
  title: string;
  description: string;
  difficulty: Difficulty;
  tags: string[];
  visibleTests: TestCaseData[];
  hiddenTests: TestCaseData[];
  startCode: CodeEntry[];
  referenceCode: CodeEntry[];
  timeLimitMs: number;
  memoryLimitMb: number;
  checker: Checker;
  sourceHash: string | null;
  /** Who sees it outside the admin screens (services/policy decides what that means). */
  visibility: ProblemVisibility;
  /** Scored problems: the judge's group tree over the hidden tests (a test's name is its 0-based index); null: pass-fail. */
  scoring: TestGroup | null;
  /**
   * A package's include/ files (drivers, graders), added to every submission of their language as
   * the judge's withIncludedFiles does; {} for none. Judge-only, like the hidden tests.
   */
  includedFiles: IncludedFiles;
  /**
   * A function problem's signature (LeetCode's form): submissions are only the function, which the
   * judge wraps in its language's driver, and tests are typed values; null: stdin/stdout. A
   * function problem stores no start code (its page opens on the stubs) and no included files.
   */
  function: FunctionSignature | null;
};

/**
 * A problem to store: visibility may be left out (new problems are public; an update keeps what the
 * problem had); scoring left out is pass-fail; included files left out are none; function left out is stdin/stdout.
 */
export type ProblemInput = Omit<Problem, 'id' | 'visibility' | 'scoring' | 'includedFiles' | 'function'> & {
  visibility?: ProblemVisibility;
  scoring?: TestGroup | null;
  includedFiles?: IncludedFiles;
  function?: FunctionSignature | null;
};

/** Which kind of problem it is, from what is stored: a scoring tree makes it scored, an interactor interactive. */
export function problemTypeOf(problem: { checker: Checker; scored: boolean }): ProblemType {
  if (problem.scored) return 'scoring';
  // An interactive problem's interactor is stored as its checker.
  if (problem.checker.kind === 'interactive') return 'interactive';
  return 'pass-fail';
}

/** Used when a problem sets none. */
export const DEFAULT_TIME_LIMIT_MS = 2000;
export const DEFAULT_MEMORY_LIMIT_MB = 256;
export const DEFAULT_CHECKER: Checker = { kind: 'lines' };

/** Whether a problem is private to groups is the policy's to read (services/policy), not the model's. */
export function problemFromRow(row: Omit<ProblemsTable, 'group_private'>): Problem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty as Difficulty,
    tags: JSON.parse(row.tags) as string[],
    visibleTests: JSON.parse(row.visible_tests) as TestCaseData[],
    hiddenTests: JSON.parse(row.hidden_tests) as TestCaseData[],
    startCode: JSON.parse(row.start_code) as CodeEntry[],
    referenceCode: JSON.parse(row.reference_code) as CodeEntry[],
    timeLimitMs: row.time_limit_ms,
    memoryLimitMb: row.memory_limit_mb,
    checker: JSON.parse(row.checker) as Checker,
    sourceHash: row.source_hash,
    visibility: toVisibility(row.visibility),
    scoring: row.scoring ? (JSON.parse(row.scoring) as TestGroup) : null,
    includedFiles: row.included_files ? (JSON.parse(row.included_files) as IncludedFiles) : {},
    function: row.function_signature ? (JSON.parse(row.function_signature) as FunctionSignature) : null,
  };
}

export function problemToColumns(
  problem: ProblemInput,
): Omit<ProblemsTable, 'id' | 'created_at' | 'updated_at' | 'visibility' | 'group_private'> & { visibility?: string } {
  return {
    slug: problem.slug,
    title: problem.title,
    description: problem.description,
    difficulty: problem.difficulty,
    tags: JSON.stringify(problem.tags),
    visible_tests: JSON.stringify(problem.visibleTests),
    hidden_tests: JSON.stringify(problem.hiddenTests),
    start_code: JSON.stringify(problem.startCode),
    reference_code: JSON.stringify(problem.referenceCode),
    time_limit_ms: problem.timeLimitMs,
    memory_limit_mb: problem.memoryLimitMb,
    checker: JSON.stringify(problem.checker),
    source_hash: problem.sourceHash,
    scoring: problem.scoring ? JSON.stringify(problem.scoring) : null,
    included_files:
      problem.includedFiles && Object.keys(problem.includedFiles).length > 0
        ? JSON.stringify(problem.includedFiles)
        : null,
    function_signature: problem.function ? JSON.stringify(problem.function) : null,
    ...(problem.visibility ? { visibility: problem.visibility } : {}),
  };
}

export function toSummary(row: Pick<ProblemsTable, 'id' | 'title' | 'difficulty' | 'tags'>): ProblemSummary {
  return {
    _id: row.id,
    title: row.title,
    difficulty: row.difficulty as Difficulty,
    tags: JSON.parse(row.tags) as string[],
  };
}

/** What the problem page and the admin form both show: hidden tests never, reference code only when `showReference`. */
function sharedFields(problem: Problem) {
  return {
    _id: problem.id,
    title: problem.title,
    description: problem.description,
    difficulty: problem.difficulty,
    tags: problem.tags,
    visibleTests: problem.visibleTests.map((test) => ({
      input: test.input,
      output: test.output,
      explanation: test.explanation ?? '',
      ...(test.interaction !== undefined ? { interaction: test.interaction } : {}),
    })),
    // A function problem opens on its signature's stubs, generated afresh (a stub written for a new language shows at once).
    startCode: problem.function ? functionStartCode(problem.function) : problem.startCode,
    timeLimitMs: problem.timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    type: problemTypeOf({ checker: problem.checker, scored: problem.scoring !== null }),
    function: problem.function,
  };
}

/** What anyone may see of a problem, with its statement rendered for the page. */
export function toPage(
  problem: Problem,
  options: { solved: boolean; showReference: boolean; contestMode: ContestMode | null; bestScore?: number | null },
): ProblemPage {
  return {
    ...sharedFields(problem),
    startCode: problem.function
      ? functionStartCode(problem.function)
      : completeStartCode(problem.startCode, { interactive: problem.checker.kind === 'interactive' }),
    // Names and points only: which hidden tests a group holds is the admins' to know.
    ...(problem.scoring ? { scoringGroups: scoringGroupViews(problem.scoring) } : {}),
    ...(problem.scoring && options.bestScore !== undefined ? { bestScore: options.bestScore } : {}),
    ...(options.showReference ? { referenceCode: problem.referenceCode } : {}),
    statementHtml: renderStatementHtml(problem.description, problem.title),
    solvedByUser: options.solved,
    contestMode: options.contestMode,
  };
}

/** Everything about a problem, hidden tests and reference code included: for the admin edit form only (it edits the Markdown, so no rendered statement). */
export function toAdminProblem(problem: Problem): AdminProblem {
  return {
    ...sharedFields(problem),
    referenceCode: problem.referenceCode,
    hiddenTests: problem.hiddenTests,
    slug: problem.slug,
    visibility: problem.visibility,
    scoring: problem.scoring ? { groups: groupsFromScoringTree(problem.scoring) } : null,
    interactor: editableInteractor(problem.checker),
    ...editableChecking(problem.checker),
  };
}

/**
 * A batch problem's check as the form edits it. Left out for an interactive problem and for a
 * checker the form cannot show (an output validator of several files or in another language, token
 * options beyond tolerances): an edit then keeps it as it is.
 */
function editableChecking(checker: Checker): { checking?: CheckingInput } {
  switch (checker.kind) {
    case 'lines':
    case 'exact':
      return { checking: { kind: checker.kind } };
    case 'tokens': {
      if (checker.caseSensitive || checker.spaceChangeSensitive) return {};
      const absolute = checker.floatAbsoluteTolerance;
      const relative = checker.floatRelativeTolerance;
      if (absolute === undefined && relative === undefined) return { checking: { kind: 'tokens' } };
      return {
        checking: {
          kind: 'float',
          ...(absolute !== undefined ? { absoluteTolerance: absolute } : {}),
          ...(relative !== undefined ? { relativeTolerance: relative } : {}),
        },
      };
    }
    case 'custom': {
      if (checker.sourceName !== undefined || Object.keys(checker.files ?? {}).length > 0) return {};
      if (checker.arguments?.length || checker.passes !== undefined || checker.protocol !== undefined) return {};
      const language = CHECKER_LANGUAGES.find((candidate) => candidate === checker.language);
      return language ? { checking: { kind: 'custom', language, source: checker.source } } : {};
    }
    case 'interactive':
    case 'value':
      // A function problem's returned values are compared as its signature says: no form of its own.
      return {};
  }
}

/** The interactor the problem form can show and edit: one in C++ or Python. */
function editableInteractor(checker: Checker): InteractorInput | null {
  if (checker.kind !== 'interactive') return null;
  // An interactor of several files (a folder, or a source with its headers) does not fit the form's one source.
  if (checker.sourceName !== undefined || Object.keys(checker.files ?? {}).length > 0) return null;
  const language = INTERACTOR_LANGUAGES.find((candidate) => candidate === checker.language);
  return language ? { language, source: checker.source } : null;
}
