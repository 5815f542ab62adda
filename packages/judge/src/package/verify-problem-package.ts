import path from 'node:path';
import type { Judge } from '../judge.js';
import { functionLanguageProblem } from '../functions/index.js';
import { readPolygonPackage } from './polygon/polygon-package.js';
import { PolygonPackageError } from './polygon/problem-xml.js';
import { isPolygonPackage } from './polygon/read-polygon-plan.js';
import type { GraderVerdict } from '../scoring/default-grader.js';
import type { ProblemScoring } from '../scoring/read-scoring.js';
import { scoreSubmission, testOutcomeOf, type GroupScore, type SubmissionScore } from '../scoring/score-submission.js';
import { judgeGroups, type TestOutcome } from '../scoring/test-groups.js';
import { STATUS, isRuntimeError } from '../status.js';
import {
  BUILD_RUN,
  type JudgeRequest,
  type ProgramLanguage,
  type SubmissionResult,
  type TestResult,
} from '../types.js';
import { judgeByGroups } from './judge-by-groups.js';
import { globMatches } from './submission-globs.js';
import {
  boundsTimeLimitFromBelow,
  findGroup,
  kattisVerdictFor,
  unmetRequirements,
  type JudgedTests,
} from './submission-expectations.js';
import {
  readProblemPackage,
  testNameInData,
  type PackageSubmission,
  type PackageTest,
  type ProblemPackage,
} from './read-problem-package.js';

export type VerifyJudgedLine = {
  file: string;
  /** A folder with build and run scripts says build-run. */
  language: ProgramLanguage;
  /** The submission's folder below submissions/. */
  expected: string;
  /** The folder the verdict belongs in, or compile_error / judge_error. */
  actual: string;
  status: string;
  /** Largest CPU time of a test, in seconds. */
  time: number;
  passed: number;
  total: number;
  /** Scoring problems: the score, the full score and each first-level group's result. */
  score?: number;
  maxScore?: number;
  groups?: GroupScore[];
  ok: boolean;
  /** The folders that would agree, when the package allows more than one (a Polygon tag). */
  accepts?: readonly string[];
  /** First lines of the compiler's or the judge's message when the verdict surprises. */
  detail?: string;
  /** Packages judged by requirements (2025-09, submissions.yaml): each one it does not meet, naming where it was said. */
  unmet?: string[];
};

export type VerifySkippedLine = { file: string; skipped: string };

export type VerifySummaryLine = {
  summary: true;
  problem: string;
  /** Time limit used, in milliseconds, and where it came from. */
  timeLimitMs: number;
  timeLimitSource: 'problem.yaml' | '.timelimit' | 'problem.xml' | 'slowest accepted × multiplier';
  tests: number;
  /** Scoring problems: the full score. */
  maxScore?: number;
  judged: number;
  agreed: number;
  disagreed: number;
  skipped: number;
  ok: boolean;
  /** Why nothing could be judged (an interactive problem…). */
  error?: string;
};

export type VerifyLine = VerifyJudgedLine | VerifySkippedLine | VerifySummaryLine;

export type VerifyOptions = {
  /** Time limit used to measure accepted submissions when the package gives none, in ms. Default 10 000. */
  measuringTimeLimitMs?: number;
};

/** What a result means for a Kattis submissions folder. Memory and output overruns are run-time errors, as Kattis counts them. */
export function verdictFolder(result: SubmissionResult): string {
  const id = result.statusId;
  if (id === STATUS.accepted.id) return 'accepted';
  if (id === STATUS.wrongAnswer.id) return 'wrong_answer';
  if (id === STATUS.timeLimitExceeded.id) return 'time_limit_exceeded';
  if (isRuntimeError(id) || id === STATUS.memoryLimitExceeded.id || id === STATUS.outputLimitExceeded.id)
    return 'run_time_error';
  if (id === STATUS.compilationError.id) return 'compile_error';
  return 'judge_error';
}

/** The folder a scored result belongs in: the root verdict, and for an accepted one whether the score is full. */
export function scoredVerdictFolder(score: SubmissionScore): string {
  const folders: Record<GraderVerdict, string> = {
    AC: score.score >= score.maxScore ? 'accepted' : 'partially_accepted',
    WA: 'wrong_answer',
    TLE: 'time_limit_exceeded',
    RTE: 'run_time_error',
    MLE: 'run_time_error',
    OLE: 'run_time_error',
    IF: 'judge_error',
    JE: 'judge_error',
  };
  return folders[score.verdict];
}

/**
 * The folder of a whole run, by its first failing test (as Polygon's tags are read); every test
 * accepted is `accepted` only with the full score (a checker may have given fewer points).
 */
function wholeRunFolder(result: SubmissionResult, score: SubmissionScore | undefined): string {
  const folder = verdictFolder(result);
  return folder === 'accepted' && score && score.score < score.maxScore ? 'partially_accepted' : folder;
}

/** A scored result: each judged test's verdict goes through the groups' rules (which never ask for one a break group did not run). */
function scoreResult(scoring: ProblemScoring, tests: PackageTest[], result: SubmissionResult): SubmissionScore {
  const verdicts = new Map<string, TestOutcome>();
  tests.forEach((test, index) => {
    const tested = result.tests[index];
    verdicts.set(testNameInData(test), tested ? testOutcomeOf(tested) : 'JE');
  });
  return scoreSubmission(scoring.root, (name) => verdicts.get(name) ?? 'JE');
}

function judgeSubmission(
  judge: Judge,
  problem: ProblemPackage,
  submission: PackageSubmission,
  timeLimitMs: number,
): Promise<SubmissionResult> {
  const everyTest = problem.scoring !== undefined || problem.expectations === 'requirements';
  const request: JudgeRequest = {
    language: submission.language!,
    source: submission.source,
    ...(submission.sourceName !== undefined ? { sourceName: submission.sourceName, files: submission.files } : {}),
    tests: problem.tests,
    timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    checker: problem.checker,
    ...(problem.function ? { function: problem.function } : {}),
    // Requirements may speak of the verdict of every test or group: every test runs. A scored
    // submission needs the verdict of every test its groups' grading looks at.
    stopOnFirstFailure: !everyTest,
    ...(problem.outputLimitBytes ? { outputLimitBytes: problem.outputLimitBytes } : {}),
  };
  return problem.scoring && problem.expectations !== 'requirements'
    ? judgeByGroups(judge, request, problem.scoring.root, problem.tests.map(testNameInData))
    : judge.judge(request);
}

/** A submission in an optional language this judge does not offer is skipped, with the reason (see `install`). */
function withoutUnavailableLanguages(problem: ProblemPackage, judge: Judge): ProblemPackage {
  const submissions = problem.submissions.map((submission) => {
    const language = submission.language;
    const info = language && language !== BUILD_RUN ? judge.info.languages[language] : null;
    // A function problem's submission in a language whose driver cannot take the signature is not run, and says why.
    const refused =
      problem.function && language && language !== BUILD_RUN
        ? functionLanguageProblem(language, problem.function)
        : null;
    if (refused) return { ...submission, language: null, skipReason: refused };
    if (!info || info.ok || !info.optional) return submission;
    return { ...submission, language: null, skipReason: `${submission.language}: ${info.error ?? 'not available'}` };
  });
  return { ...problem, submissions };
}

/** Legacy and draft packages: Kattis rounds a computed time limit to whole seconds, never below one. */
function computedTimeLimitMs(slowestSeconds: number, multiplier: number): number {
  return Math.max(1, Math.round(slowestSeconds * multiplier)) * 1000;
}

/** 2025-09: the smallest multiple of time_resolution that is at least the slowest time × ac_to_time_limit. */
export function resolvedTimeLimitMs(slowestSeconds: number, multiplier: number, resolutionSeconds: number): number {
  const multiples = Math.max(1, Math.ceil((slowestSeconds * multiplier) / resolutionSeconds - 1e-9));
  return Math.round(multiples * resolutionSeconds * 1000);
}

/** The slowest test among those a submission's lower-bounding rules speak of (its accepted tests, by folder). */
function slowestBoundingTest(problem: ProblemPackage, submission: PackageSubmission, result: SubmissionResult): number {
  if (problem.expectations === 'folders') return result.statusId === STATUS.accepted.id ? result.maxTime : 0;
  const names = problem.tests.map(testNameInData);
  let slowest = 0;
  for (const rule of (submission.rules ?? []).filter(boundsTimeLimitFromBelow)) {
    result.tests.forEach((test, index) => {
      if (rule.tests === null || globMatches(rule.tests, names[index]!)) slowest = Math.max(slowest, test.time);
    });
  }
  return slowest;
}

/**
 * A result judged with the time limit × time_limit_to_tle, as it would have been with the time limit
 * itself: a test that took longer runs out of time (judging is assumed deterministic, as the format
 * allows). The overall status is the first failure's.
 */
export function atTimeLimit(result: SubmissionResult, timeLimitMs: number): SubmissionResult {
  const timeLimitExceeded = STATUS.timeLimitExceeded;
  const tests: TestResult[] = result.tests.map((test) =>
    test.time * 1000 > timeLimitMs && test.statusId !== STATUS.timeLimitExceeded.id
      ? { ...test, statusId: timeLimitExceeded.id, status: timeLimitExceeded.description }
      : test,
  );
  const firstFailure = tests.findIndex((test) => test.statusId !== STATUS.accepted.id);
  if (firstFailure === -1 || result.statusId === STATUS.compilationError.id) return { ...result, tests };
  const failed = tests[firstFailure]!;
  return { ...result, tests, statusId: failed.statusId, status: failed.status, passed: firstFailure };
}

/** What a judged submission got per test, for its requirements; `raw` was judged with the time limit × time_limit_to_tle. */
function judgedTests(
  problem: ProblemPackage,
  result: SubmissionResult,
  raw: SubmissionResult,
  score: SubmissionScore | undefined,
  lowerBound: JudgedTests['lowerBound'],
): JudgedTests {
  const names = problem.tests.map(testNameInData);
  if (result.statusId === STATUS.compilationError.id)
    return { names, verdicts: [], messages: [], failure: 'compile error' };
  if (result.statusId === STATUS.internalError.id) {
    return { names, verdicts: [], messages: [], failure: `judge error: ${result.message ?? 'unknown'}` };
  }
  const verdictOf = (tests: readonly TestResult[]) =>
    names.map((_name, index) => {
      const test = tests[index];
      return test ? kattisVerdictFor(test.statusId) : null;
    });
  const graderVerdicts = new Map<string, TestOutcome>(
    names.map((name, index) => {
      const test = result.tests[index];
      return [name, test ? testOutcomeOf(test) : 'JE'];
    }),
  );
  return {
    names,
    verdicts: verdictOf(result.tests),
    verdictsWithMargin: verdictOf(raw.tests),
    messages: names.map((_name, index) => result.tests[index]?.message),
    times: names.map((_name, index) => raw.tests[index]?.time ?? 0),
    ...(lowerBound ? { lowerBound } : {}),
    ...(score && problem.scoring
      ? {
          score: {
            score: score.score,
            maxScore: score.maxScore,
            accepted: score.verdict === 'AC',
            ofGroup: (groupPath: string) => {
              const group = findGroup(problem.scoring!.root, groupPath);
              return group ? judgeGroups(group, (name) => graderVerdicts.get(name) ?? 'JE').score : undefined;
            },
          },
        }
      : {}),
  };
}

function judgedLine(
  problem: ProblemPackage,
  submission: PackageSubmission,
  raw: SubmissionResult,
  timing: { timeLimitMs: number; explicit: boolean },
): VerifyJudgedLine {
  const byRequirements = problem.expectations === 'requirements';
  const result = byRequirements ? atTimeLimit(raw, timing.timeLimitMs) : raw;
  const judged = result.statusId !== STATUS.compilationError.id && result.tests.length > 0;
  const score = problem.scoring && judged ? scoreResult(problem.scoring, problem.tests, result) : undefined;
  const actual = submission.accepts
    ? wholeRunFolder(result, score)
    : score
      ? scoredVerdictFolder(score)
      : verdictFolder(result);
  const unmet = byRequirements
    ? unmetRequirements(
        submission.rules ?? [],
        judgedTests(
          problem,
          result,
          raw,
          score,
          timing.explicit
            ? { timeLimitSeconds: timing.timeLimitMs / 1000, acToTimeLimit: problem.timeMultiplier }
            : undefined,
        ),
      )
    : [];
  const ok = byRequirements
    ? unmet.length === 0
    : submission.accepts
      ? submission.accepts.includes(actual)
      : actual === submission.expected;
  const detailSource = result.message ?? (actual === 'compile_error' ? result.compileOutput : '');
  return {
    file: submission.file,
    language: submission.language!,
    expected: submission.expected,
    actual,
    status: result.status,
    time: result.maxTime,
    passed: result.passed,
    total: result.total,
    ...(score ? { score: score.score, maxScore: score.maxScore, groups: score.groups } : {}),
    ok,
    ...(submission.accepts ? { accepts: submission.accepts } : {}),
    ...(!ok && detailSource ? { detail: detailSource.split('\n').slice(0, 5).join('\n') } : {}),
    ...(unmet.length > 0 ? { unmet } : {}),
  };
}

/**
 * Judges every submission of a package and says, one line per file, whether its verdict matches
 * its folder (or, in a Polygon package, a problem.xml at its top, its tag: its tests are made
 * first, in the sandbox); the last line is a summary. When the package sets no time limit, the accepted
 * submissions are judged first to compute it, as Kattis does. A scoring problem's submissions run
 * group by group (a break group stops at its first rejected test) and are scored by its groups:
 * accepted/ needs the full score, partially_accepted/ an accepted verdict below it.
 */
export async function* verifyProblemPackage(
  directory: string,
  judge: Judge,
  options: VerifyOptions = {},
): AsyncGenerator<VerifyLine> {
  if (!(await isPolygonPackage(directory))) {
    yield* verifyPackage(await readProblemPackage(directory), judge, options);
    return;
  }
  let problem: ProblemPackage;
  try {
    problem = await readPolygonPackage(directory, judge);
  } catch (error) {
    // A Polygon package whose tests cannot be made has nothing to judge: the summary says why.
    if (!(error instanceof PolygonPackageError)) throw error;
    yield { ...emptySummary(path.basename(path.resolve(directory))), ok: false, error: error.message };
    return;
  }
  yield* verifyPackage(problem, judge, options);
}

function emptySummary(problem: string): VerifySummaryLine {
  return {
    summary: true,
    problem,
    timeLimitMs: 0,
    timeLimitSource: 'slowest accepted × multiplier',
    tests: 0,
    judged: 0,
    agreed: 0,
    disagreed: 0,
    skipped: 0,
    ok: true,
  };
}

/** verifyProblemPackage on a package already read (and, for Polygon, its tests made). */
export async function* verifyPackage(
  read: ProblemPackage,
  judge: Judge,
  options: VerifyOptions = {},
): AsyncGenerator<VerifyLine> {
  const problem = withoutUnavailableLanguages(read, judge);
  const judgeable = problem.submissions.filter((submission) => !submission.skipReason);
  const summary: VerifySummaryLine = {
    summary: true,
    problem: problem.name,
    timeLimitMs: problem.timeLimitMs ?? 0,
    timeLimitSource: problem.timeLimitSource ?? 'slowest accepted × multiplier',
    tests: problem.tests.length,
    ...(problem.scoring ? { maxScore: problem.scoring.maxScore } : {}),
    judged: 0,
    agreed: 0,
    disagreed: 0,
    skipped: problem.submissions.length - judgeable.length,
    ok: true,
  };
  if (problem.unsupported) {
    for (const submission of problem.submissions) yield { file: submission.file, skipped: problem.unsupported };
    yield { ...summary, skipped: problem.submissions.length, ok: false, error: problem.unsupported };
    return;
  }

  const byRequirements = problem.expectations === 'requirements';
  // Accepted results measured with a generous limit stay valid under the computed one (it is at least as large).
  const early = new Map<PackageSubmission, Promise<SubmissionResult>>();
  const measuring = options.measuringTimeLimitMs ?? 10_000;
  let timeLimitMs = problem.timeLimitMs;
  if (timeLimitMs === null) {
    const lowerBounds = byRequirements
      ? judgeable.filter((submission) => (submission.rules ?? []).some(boundsTimeLimitFromBelow))
      : judgeable.filter((submission) => submission.expected === 'accepted');
    for (const submission of lowerBounds) early.set(submission, judgeSubmission(judge, problem, submission, measuring));
    const slowest = Math.max(
      0,
      ...(await Promise.all(
        lowerBounds.map(async (submission) => slowestBoundingTest(problem, submission, await early.get(submission)!)),
      )),
    );
    if (byRequirements && lowerBounds.length === 0) {
      const error = 'no submission bounds the time limit from below (accepted/, or a rule permitting no TLE)';
      yield { ...summary, ok: false, error };
      return;
    }
    timeLimitMs = byRequirements
      ? resolvedTimeLimitMs(slowest, problem.timeMultiplier, problem.timeResolution)
      : computedTimeLimitMs(slowest, problem.timeMultiplier);
    summary.timeLimitMs = timeLimitMs;
  }
  const limit = timeLimitMs;
  // Judged by requirements, every submission runs with the time limit × time_limit_to_tle, and its
  // tests that took longer than the limit count as out of time: a submission that must run out of
  // time shows whether it still does with the margin.
  const judgingLimit = byRequirements ? Math.round(limit * problem.timeLimitToTle) : limit;
  const timing = { timeLimitMs: limit, explicit: problem.timeLimitMs !== null };
  // Queue everything now (the judge runs `workers` at once); report in file order.
  const pending = problem.submissions.map((submission) => {
    if (submission.skipReason) return null;
    const measured = early.get(submission);
    return measured && (!byRequirements || measuring >= judgingLimit)
      ? measured
      : judgeSubmission(judge, problem, submission, judgingLimit);
  });
  for (const [index, submission] of problem.submissions.entries()) {
    const result = pending[index];
    if (!result) {
      yield { file: submission.file, skipped: submission.skipReason ?? 'skipped' };
      continue;
    }
    const line = judgedLine(problem, submission, await result, timing);
    summary.judged++;
    if (line.ok) summary.agreed++;
    else summary.disagreed++;
    yield line;
  }
  summary.ok = summary.disagreed === 0;
  yield summary;
}
