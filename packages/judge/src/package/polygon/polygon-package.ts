import type { Judge } from '../../judge.js';
import { scoreSubmission } from '../../scoring/score-submission.js';
import type { Checker } from '../../types.js';
import type { PackageSubmission, ProblemPackage } from '../read-problem-package.js';
import type { PolygonPlan, PolygonProgram, PolygonSolution } from './polygon-plan.js';
import { polygonScoringTree } from './polygon-scoring.js';
import {
  preparePolygonTests,
  type PolygonPreparationLimits,
  type PreparedPolygonTest,
} from './prepare-polygon-tests.js';
import { readPolygonPlan } from './read-polygon-plan.js';

/**
 * What each Polygon tag expects of a solution, as the verdict folders of `verify` name them (a
 * memory overrun is a run-time error there). A tag not listed (`failed`: the checker is expected
 * to fail on it) is not judged.
 */
const TAG_VERDICTS: Record<string, readonly string[]> = {
  main: ['accepted'],
  accepted: ['accepted'],
  // Any failure: a checker's points below the full score too.
  rejected: ['wrong_answer', 'time_limit_exceeded', 'run_time_error', 'partially_accepted'],
  'wrong-answer': ['wrong_answer'],
  'presentation-error': ['wrong_answer'],
  'time-limit-exceeded': ['time_limit_exceeded'],
  'time-limit-exceeded-or-accepted': ['time_limit_exceeded', 'accepted'],
  'time-limit-exceeded-or-memory-limit-exceeded': ['time_limit_exceeded', 'run_time_error'],
  'memory-limit-exceeded': ['run_time_error'],
};

/** The verdict folders a solution's tag accepts, or null when the tag is not judged here. */
export function tagVerdicts(tag: string): readonly string[] | null {
  return TAG_VERDICTS[tag] ?? null;
}

const withHeaders = (program: PolygonProgram, headers: Record<string, string>) => ({
  language: program.language,
  source: program.source,
  files: headers,
  protocol: 'testlib' as const,
});

/**
 * How a Polygon problem's answers are checked: its testlib checker (compiled with the package's
 * headers), or for an interactive problem its testlib interactor with the checker after it;
 * without a checker, the default comparison of tokens.
 */
export function polygonChecker(plan: PolygonPlan): Checker {
  const checker = plan.checker ? withHeaders(plan.checker, plan.headers) : null;
  if (plan.interactor) {
    return {
      kind: 'interactive',
      ...withHeaders(plan.interactor, plan.headers),
      ...(checker ? { afterInteraction: checker } : {}),
    };
  }
  return checker ? { kind: 'custom', ...checker } : { kind: 'tokens' };
}

function packageSubmission(solution: PolygonSolution): PackageSubmission {
  const accepts = tagVerdicts(solution.tag);
  const skipReason = !accepts ? `tag "${solution.tag}" is not judged` : solution.skipReason;
  return {
    file: solution.file,
    expected: accepts?.[0] ?? 'accepted',
    ...(accepts ? { accepts } : {}),
    language: skipReason ? null : solution.language,
    ...(skipReason ? { skipReason } : {}),
    source: solution.source,
  };
}

/**
 * A Polygon package as the verifier judges it, its tests made: every test (samples too, as
 * Codeforces judges them) named by its 0-based index, the checker, the groups' tree when the
 * testset is scored, and the solutions with the verdicts their tags expect.
 */
export function polygonProblemPackage(plan: PolygonPlan, tests: PreparedPolygonTest[]): ProblemPackage {
  const root = plan.scored ? polygonScoringTree(tests, plan.groups) : null;
  return {
    directory: '',
    name: plan.name,
    timeLimitMs: plan.timeLimitMs,
    timeLimitSource: 'problem.xml',
    // The time limit is given; a solution tagged time-limit-exceeded is judged at it, as Polygon does.
    timeMultiplier: 1,
    timeLimitToTle: 1,
    timeResolution: 1,
    // Judged by their tags, each allowing verdict folders (`accepts`), as a legacy package's folders are.
    version: 'legacy',
    expectations: 'folders',
    memoryLimitMb: plan.memoryLimitMb,
    outputLimitBytes: null,
    checker: polygonChecker(plan),
    ...(root ? { scoring: { root, maxScore: scoreSubmission(root, () => 'AC').maxScore } } : {}),
    tests: tests.map((test, index) => ({
      name: String(index),
      group: test.sample ? 'sample' : 'secret',
      input: test.input,
      expected: test.answer,
      hidden: !test.sample,
    })),
    submissions: plan.solutions.map(packageSubmission),
  };
}

/** Reads a Polygon package and makes its tests in the sandbox (see preparePolygonTests). */
export async function readPolygonPackage(
  directory: string,
  judge: Judge,
  limits?: PolygonPreparationLimits,
): Promise<ProblemPackage> {
  const plan = await readPolygonPlan(directory);
  const problem = polygonProblemPackage(plan, await preparePolygonTests(plan, judge, limits));
  return { ...problem, directory };
}
