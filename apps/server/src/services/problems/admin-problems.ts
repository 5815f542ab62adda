import { isDeepStrictEqual } from 'node:util';
import type { Checker } from '@codeyard/judge';
import {
  problemMessages,
  typedTestIssuesOfTests,
  scoringGroupIssues,
  type CheckingInput,
  type ProblemBody,
  type ProblemFields,
  type ScoringGroupInput,
  type VerificationLanguageReport,
} from '@codeyard/shared';
import { AppError } from '../../errors.js';
import {
  DEFAULT_CHECKER,
  DEFAULT_MEMORY_LIMIT_MB,
  DEFAULT_TIME_LIMIT_MS,
  type Problem,
  type ProblemInput,
} from './problem-model.js';
import { groupsFromScoringTree, scoringTreeFromGroups } from './scoring-tree.js';

/**
 * The scoring tree to store: from the body's groups (null: pass-fail), or, when an edit leaves
 * `scoring` out, the problem's own groups, which must still cover its (possibly changed) hidden tests.
 * Groups an edit leaves as they were keep the problem's own tree: an imported package's may be
 * richer than the form's subtasks (a group scoring each test, nested groups), and must not be
 * flattened by an edit of the statement.
 */
function scoringFromFields(body: ProblemFields<ProblemBody>, existing?: Problem): ProblemInput['scoring'] {
  const groups: ScoringGroupInput[] | null =
    body.scoring === undefined
      ? existing?.scoring
        ? groupsFromScoringTree(existing.scoring)
        : null
      : (body.scoring?.groups ?? null);
  if (!groups) return null;
  const issues = scoringGroupIssues(groups, body.hiddenTests.length);
  if (issues.length > 0)
    throw new AppError('BAD_REQUEST', issues[0]!, {
      errors: issues.map((message) => ({ path: 'scoring.groups', message })),
    });
  const normalized = (list: readonly ScoringGroupInput[]) =>
    list.map((group) => ({ ...group, name: group.name.trim(), tests: [...group.tests].sort((a, b) => a - b) }));
  if (existing?.scoring && isDeepStrictEqual(normalized(groups), normalized(groupsFromScoringTree(existing.scoring))))
    return existing.scoring;
  return scoringTreeFromGroups(groups);
}

/**
 * How answers are checked: the body's interactor makes the problem interactive; otherwise the
 * body's `checking` says how output is compared. Left out, the problem keeps its own (an imported
 * output validator or interactor in any language included), except that `interactor: null` makes
 * an interactive problem a batch one again (with the default checker).
 */
function checkerFromFields(body: ProblemFields<ProblemBody>, existing?: Problem): Checker {
  if (body.interactor)
    return { kind: 'interactive', language: body.interactor.language, source: body.interactor.source };
  if (body.checking) return checkerFromChecking(body.checking);
  if (body.interactor === null && existing?.checker.kind === 'interactive') return DEFAULT_CHECKER;
  return existing?.checker ?? DEFAULT_CHECKER;
}

/** The form's choice stored as the judge's checker, as a problem package's would be (package/output-validator.ts). */
function checkerFromChecking(checking: CheckingInput): Checker {
  switch (checking.kind) {
    case 'lines':
    case 'exact':
    case 'tokens':
      return { kind: checking.kind };
    case 'float':
      return {
        kind: 'tokens',
        ...(checking.absoluteTolerance !== undefined ? { floatAbsoluteTolerance: checking.absoluteTolerance } : {}),
        ...(checking.relativeTolerance !== undefined ? { floatRelativeTolerance: checking.relativeTolerance } : {}),
      };
    case 'custom':
      return { kind: 'custom', language: checking.language, source: checking.source };
  }
}

/**
 * The signature to store: the body's (null: stdin/stdout), or, when an edit leaves `function` out,
 * the problem's own, whose typed tests the body's (possibly changed) tests must then still be.
 */
function functionFromFields(body: ProblemFields<ProblemBody>, existing?: Problem): ProblemInput['function'] {
  if (body.function !== undefined) return body.function;
  const signature = existing?.function ?? null;
  if (!signature) return null;
  const issues = typedTestIssuesOfTests(signature, { visibleTests: body.visibleTests, hiddenTests: body.hiddenTests });
  if (issues.length > 0)
    throw new AppError('BAD_REQUEST', issues[0]!.message, {
      errors: issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  return signature;
}

/**
 * A problem from the admin form's fields; limits and checker come from the problem being edited, if any.
 * A function problem keeps no start code (its page opens on its stubs), no checker of its own (the
 * judge compares returned values as the signature says) and no included files (the judge's drivers).
 */
export function problemFromFields(body: ProblemFields<ProblemBody>, existing?: Problem): ProblemInput {
  const signature = functionFromFields(body, existing);
  if (signature && body.interactor)
    throw new AppError('BAD_REQUEST', problemMessages.functionNotInteractive, {
      errors: [{ path: 'interactor', message: problemMessages.functionNotInteractive }],
    });
  if (signature)
    return {
      ...stdinProblemFromFields(body, existing),
      function: signature,
      startCode: [],
      checker: DEFAULT_CHECKER,
      includedFiles: {},
    };
  return { ...stdinProblemFromFields(body, existing), function: null };
}

function stdinProblemFromFields(body: ProblemFields<ProblemBody>, existing?: Problem): ProblemInput {
  return {
    scoring: scoringFromFields(body, existing),
    slug: ('slug' in body ? body.slug : undefined) ?? existing?.slug ?? null,
    title: body.title.trim(),
    description: body.description,
    difficulty: body.difficulty,
    tags: [...new Set(body.tags)],
    visibleTests: body.visibleTests,
    hiddenTests: body.hiddenTests,
    startCode: body.startCode,
    referenceCode: body.referenceCode,
    timeLimitMs: body.timeLimitMs ?? existing?.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
    memoryLimitMb: body.memoryLimitMb ?? existing?.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB,
    checker: checkerFromFields(body, existing),
    // The form has no place for a package's include/ files: an edit keeps the drivers the problem has.
    includedFiles: existing?.includedFiles ?? {},
    // Kept so that the next start does not mistake an admin's edit for a changed package on disk.
    sourceHash: existing?.sourceHash ?? null,
    visibility: body.visibility ?? existing?.visibility,
  };
}

/** Why a problem with submissions cannot change between the two forms: its submitted code was written for one. */
export const FORM_SWITCH_REFUSED =
  'This problem has submissions, so it cannot change between a function problem and a stdin/stdout one (its submitted code is written for one form); make a new problem instead';

/**
 * Refuses to turn a stdin/stdout problem into a function problem or back once anyone has submitted
 * to it: rejudging their code in the other form could only fail. A changed signature is an edit
 * like a changed test, and allowed.
 */
export async function assertFormSwitchAllowed(
  hasSubmissions: () => Promise<boolean>,
  existing: Pick<Problem, 'function'>,
  problem: Pick<ProblemInput, 'function'>,
): Promise<void> {
  if ((existing.function === null) === !problem.function) return;
  if (await hasSubmissions()) throw new AppError('CONFLICT', FORM_SWITCH_REFUSED);
}

/** Nothing is saved unless every reference solution passes every test; the report says what failed. */
/** What verifying needs of the judge (services name only this; the judging layer imports services). */
export type ReferenceVerifier = { verifyReferences(problem: ProblemInput): Promise<VerificationLanguageReport[]> };

export async function verifyOrThrow(
  judging: ReferenceVerifier,
  problem: ProblemInput,
): Promise<VerificationLanguageReport[]> {
  const report = await judging.verifyReferences(problem);
  const failed = report.filter((entry) => !entry.passed);
  if (failed.length > 0) {
    const summary = failed
      .map((entry) => {
        const first = entry.failures[0];
        return first
          ? `${entry.language}: ${entry.verdict} on ${first.kind} test ${first.index}`
          : `${entry.language}: ${entry.verdict}`;
      })
      .join('; ');
    throw new AppError('UNPROCESSABLE', `Reference solution failed its tests — ${summary}`, { report });
  }
  return report;
}
