import type { Judge, TestResult } from '@codeyard/judge';
import {
  REQUIRED_PROBLEM_LANGUAGES,
  VERDICTS,
  type RunCaseResult,
  type RunOutcome,
  type RunTestCase,
  type SolverLanguage,
  waitedSeconds,
} from '@codeyard/shared';
import { AppError } from '../errors.js';
import type { Problem } from '../services/problems/problem-model.js';
import { boundRunResult } from './bound-run-result.js';
import { interactiveAnswer } from './interactive-answer.js';
import { functionRefusal } from '../services/problems/function-rules.js';
import { problemProgram } from './problem-program.js';

/** The Judge0 id the run answer uses for a passed test; anything else is a failure of some kind. */
const ACCEPTED = VERDICTS.accepted.statusId;

function toRunCaseResult(
  result: TestResult & { compileOutput?: string },
  stdin: string,
  expected: string | null,
): RunCaseResult {
  return {
    statusId: result.statusId,
    status: result.status,
    time: result.time,
    memory: result.memory,
    stdin,
    expectedOutput: expected,
    stdout: result.stdout,
    stderr: result.stderr,
    ...(result.compileOutput ? { compileOutput: result.compileOutput } : {}),
    ...(result.waited ? { waitedSeconds: waitedSeconds(result.wallTime) } : {}),
  };
}

export type RunOptions = {
  problem: Problem;
  language: SolverLanguage;
  code: string;
  customInput?: string;
  /** The Testcase tab's (possibly edited) inputs; without them the problem's examples run. */
  testCases?: RunTestCase[];
  /** Who asked: the judge shares its workers fairly between users. */
  userId: string;
};

/**
 * The reference solution that decides expected output for inputs the problem has no answer for:
 * the one in the user's language, else one in a language the problem form requires, in the form's
 * order (C++ first, the quickest to run), else any.
 */
function referenceFor(problem: Problem, language: SolverLanguage) {
  // A function problem's reference runs only in a language with a driver.
  const runnable = problem.referenceCode.filter(
    (entry) => !problem.function || functionRefusal(entry.language, problem.function) === null,
  );
  const inLanguage = (wanted: string) => runnable.find((entry) => entry.language === wanted);
  return (
    inLanguage(language) ??
    REQUIRED_PROBLEM_LANGUAGES.map(inLanguage).find((entry) => entry !== undefined) ??
    runnable[0]
  );
}

/** Examples end in a newline; a textarea easily loses it, which would make an example look new. */
function withFinalNewline(input: string): string {
  return input === '' || input.endsWith('\n') ? input : `${input}\n`;
}

/**
 * The cases to run with their expected output: an example's own output when the input is an
 * example's, else what the reference solution prints for it. An input the reference cannot run
 * is refused, as there is nothing honest to compare against.
 */
async function casesToRun(judge: Judge, options: RunOptions): Promise<{ input: string; expected: string }[]> {
  const { problem, language } = options;
  if (!options.testCases) return problem.visibleTests.map((test) => ({ input: test.input, expected: test.output }));
  const reference = referenceFor(problem, language);
  if (problem.checker.kind === 'interactive') {
    // An interactive case's input is the interactor's (the hidden number…); a new input's answer
    // file is empty, or what the interactor wrote with the reference playing (interactiveAnswer).
    return Promise.all(
      options.testCases.map(async (testCase) => {
        const input = withFinalNewline(testCase.input);
        const example = problem.visibleTests.find((test) => test.input === input);
        if (example) return { input, expected: example.output };
        return {
          input,
          expected: await interactiveAnswer(judge, problem, input, { reference, userId: options.userId }),
        };
      }),
    );
  }
  return Promise.all(
    options.testCases.map(async (testCase, index) => {
      const input = withFinalNewline(testCase.input);
      const example = problem.visibleTests.find((test) => test.input === input);
      if (example) return { input, expected: example.output };
      if (!reference)
        throw new AppError('BAD_REQUEST', 'This problem has no reference solution to check new test cases against');
      const theirs = await judge.run({
        ...problemProgram(problem, reference.language, reference.code),
        input,
        timeLimitMs: problem.timeLimitMs,
        memoryLimitMb: problem.memoryLimitMb,
        owner: options.userId,
      });
      if (theirs.statusId !== ACCEPTED) {
        throw new AppError(
          'BAD_REQUEST',
          `Case ${index + 1}: the reference solution could not run this input (${theirs.status}); check that it fits the problem's constraints`,
        );
      }
      return { input, expected: theirs.stdout };
    }),
  );
}

/**
 * Runs code against a problem's visible tests (every one, so the user sees them all) or the
 * given test cases, and against custom input if given — with the reference solution's output
 * for that input beside it.
 */
export async function runAgainstExamples(judge: Judge, options: RunOptions): Promise<RunOutcome> {
  const { problem, language, code, userId } = options;
  const cases = await casesToRun(judge, options);
  const result = await judge.judge({
    ...problemProgram(problem, language, code),
    tests: cases,
    timeLimitMs: problem.timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    checker: problem.checker,
    stopOnFirstFailure: false,
    owner: userId,
    kind: 'run',
    // An interactive test's output is its dialogue with the interactor.
    recordInteraction: problem.checker.kind === 'interactive',
  });
  const testResults = cases.map((test, index): RunCaseResult => {
    const testResult = result.tests[index];
    if (!testResult) {
      // The judge stops before running tests when the code does not compile.
      return {
        statusId: result.statusId,
        status: result.status,
        time: 0,
        memory: 0,
        stdin: test.input,
        expectedOutput: test.expected,
        stdout: '',
        stderr: '',
        ...(result.compileOutput !== undefined ? { compileOutput: result.compileOutput } : {}),
      };
    }
    return toRunCaseResult({ ...testResult, compileOutput: result.compileOutput }, test.input, test.expected);
  });
  const allPassed = testResults.every((test) => test.statusId === ACCEPTED);
  const runResult: RunOutcome = {
    success: allPassed,
    error:
      result.compileOutput && result.statusId === VERDICTS.compilationError.statusId
        ? result.compileOutput
        : allPassed
          ? null
          : result.status,
    testResults,
  };

  if (options.customInput !== undefined && problem.checker.kind === 'interactive') {
    runResult.custom = await runInteractiveCustomInput(judge, options, options.customInput);
  } else if (options.customInput !== undefined) {
    const limits = { timeLimitMs: problem.timeLimitMs, memoryLimitMb: problem.memoryLimitMb, owner: userId };
    const reference = referenceFor(problem, language);
    const [mine, theirs] = await Promise.all([
      judge.run({ ...problemProgram(problem, language, code), input: options.customInput, ...limits }),
      reference
        ? judge.run({
            ...problemProgram(problem, reference.language, reference.code),
            input: options.customInput,
            ...limits,
          })
        : Promise.resolve(null),
    ]);
    runResult.custom = {
      stdin: options.customInput,
      stdout: mine.stdout,
      stderr: mine.compileOutput || mine.stderr,
      statusId: mine.statusId,
      expectedOutput: theirs && theirs.statusId === ACCEPTED ? theirs.stdout : null,
    };
  }
  return boundRunResult(runResult);
}

/**
 * Custom input on an interactive problem is the interactor's input: the code plays one dialogue
 * against the interactor (with an empty answer file, or the one interactiveAnswer makes), and its
 * transcript is the output. There is no reference output to compare with: the interactor's
 * verdict is the comparison.
 */
async function runInteractiveCustomInput(
  judge: Judge,
  options: RunOptions,
  input: string,
): Promise<NonNullable<RunOutcome['custom']>> {
  const { problem, language, code, userId } = options;
  const answer = await interactiveAnswer(judge, problem, withFinalNewline(input), {
    reference: referenceFor(problem, language),
    userId,
  });
  const result = await judge.judge({
    ...problemProgram(problem, language, code),
    tests: [{ input: withFinalNewline(input), expected: answer }],
    timeLimitMs: problem.timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    checker: problem.checker,
    owner: userId,
    kind: 'run',
    recordInteraction: true,
  });
  const test = result.tests[0];
  return {
    stdin: input,
    stdout: test?.stdout ?? '',
    stderr: result.compileOutput || (test?.stderr ?? result.message ?? ''),
    statusId: result.statusId,
    expectedOutput: null,
  };
}
