import path from 'node:path';
import type { Judge } from '../judge.js';
import { readPolygonPackage } from './polygon/polygon-package.js';
import { PolygonPackageError } from './polygon/problem-xml.js';
import { isPolygonPackage } from './polygon/read-polygon-plan.js';
import type { GraderVerdict } from '../scoring/default-grader.js';
import type { ProblemScoring } from '../scoring/read-scoring.js';
import { scoreSubmission, testOutcomeOf, type GroupScore, type SubmissionScore } from '../scoring/score-submission.js';
import type { TestOutcome } from '../scoring/test-groups.js';
import { STATUS, isRuntimeError } from '../status.js';
import type { LanguageId, SubmissionResult } from '../types.js';
import {
  readProblemPackage,
  testNameInData,
  type ExpectedVerdict,
  type PackageSubmission,
  type PackageTest,
  type ProblemPackage,
} from './read-problem-package.js';

export type VerifyJudgedLine = {
  file: string;
  language: LanguageId;
  expected: ExpectedVerdict;
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

/** A scored result: every test was judged (none skipped), each test's verdict goes through the groups' rules. */
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
  return judge.judge({
    language: submission.language!,
    source: submission.source,
    tests: problem.tests,
    timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    checker: problem.checker,
    // A scored submission needs every test's verdict; grading then replays on_reject "break" over them.
    stopOnFirstFailure: !problem.scoring,
    ...(problem.outputLimitBytes ? { outputLimitBytes: problem.outputLimitBytes } : {}),
  });
}

/** A submission in an optional language this judge does not offer is skipped, with the reason (see `install`). */
function withoutUnavailableLanguages(problem: ProblemPackage, judge: Judge): ProblemPackage {
  const submissions = problem.submissions.map((submission) => {
    const info = submission.language ? judge.info.languages[submission.language] : null;
    if (!info || info.ok || !info.optional) return submission;
    return { ...submission, language: null, skipReason: `${submission.language}: ${info.error ?? 'not available'}` };
  });
  return { ...problem, submissions };
}

/** Kattis rounds a computed time limit to whole seconds, never below one. */
function computedTimeLimitMs(slowestSeconds: number, multiplier: number): number {
  return Math.max(1, Math.round(slowestSeconds * multiplier)) * 1000;
}

function judgedLine(
  problem: ProblemPackage,
  submission: PackageSubmission,
  result: SubmissionResult,
): VerifyJudgedLine {
  const judged = result.statusId !== STATUS.compilationError.id && result.tests.length > 0;
  const score = problem.scoring && judged ? scoreResult(problem.scoring, problem.tests, result) : undefined;
  const actual = submission.accepts
    ? wholeRunFolder(result, score)
    : score
      ? scoredVerdictFolder(score)
      : verdictFolder(result);
  const ok = submission.accepts ? submission.accepts.includes(actual) : actual === submission.expected;
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
  };
}

/**
 * Judges every submission of a package and says, one line per file, whether its verdict matches
 * its folder (or, in a Polygon package, a problem.xml at its top, its tag: its tests are made
 * first, in the sandbox); the last line is a summary. When the package sets no time limit, the accepted
 * submissions are judged first to compute it, as Kattis does. A scoring problem's submissions run
 * every test and are scored by its groups: accepted/ needs the full score, partially_accepted/ an
 * accepted verdict below it.
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

  // Accepted results measured with a generous limit stay valid under the computed one (it is at least as large).
  const early = new Map<PackageSubmission, Promise<SubmissionResult>>();
  let timeLimitMs = problem.timeLimitMs;
  if (timeLimitMs === null) {
    const measuring = options.measuringTimeLimitMs ?? 10_000;
    const accepted = judgeable.filter((submission) => submission.expected === 'accepted');
    for (const submission of accepted) early.set(submission, judgeSubmission(judge, problem, submission, measuring));
    const results = await Promise.all(early.values());
    const slowest = Math.max(
      0,
      ...results.filter((result) => result.statusId === STATUS.accepted.id).map((result) => result.maxTime),
    );
    timeLimitMs = computedTimeLimitMs(slowest, problem.timeMultiplier);
    summary.timeLimitMs = timeLimitMs;
  }
  const limit = timeLimitMs;

  // Queue everything now (the judge runs `workers` at once); report in file order.
  const pending = problem.submissions.map((submission) =>
    submission.skipReason ? null : (early.get(submission) ?? judgeSubmission(judge, problem, submission, limit)),
  );
  for (const [index, submission] of problem.submissions.entries()) {
    const result = pending[index];
    if (!result) {
      yield { file: submission.file, skipped: submission.skipReason ?? 'skipped' };
      continue;
    }
    const line = judgedLine(problem, submission, await result);
    summary.judged++;
    if (line.ok) summary.agreed++;
    else summary.disagreed++;
    yield line;
  }
  summary.ok = summary.disagreed === 0;
  yield summary;
}
