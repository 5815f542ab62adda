import type { Judge, LanguageId, TestResult } from '@codeyard/judge';
import type { RunResult, RunTestResult, SolverLanguage } from '@codeyard/shared';
import type { Problem } from '../services/problems/problem-model.js';

/** The Judge0 id the run answer uses for a passed test; anything else is a failure of some kind. */
const ACCEPTED = 3;

function toRunTestResult(result: TestResult & { compileOutput?: string }, stdin: string, expected: string | null): RunTestResult {
  return {
    status_id: result.statusId,
    status: result.status,
    time: result.time,
    memory: result.memory,
    stdin,
    expected_output: expected,
    stdout: result.stdout,
    stderr: result.stderr,
    ...(result.compileOutput ? { compile_output: result.compileOutput } : {}),
  };
}

/**
 * Runs code against a problem's visible tests (every one, so the user sees them all), and against
 * custom input if given — with the reference solution's output for that input beside it.
 */
export async function runAgainstExamples(judge: Judge, options: { problem: Problem; language: SolverLanguage; code: string; customInput?: string }): Promise<RunResult> {
  const { problem, language, code } = options;
  const result = await judge.judge({
    language: language as LanguageId,
    source: code,
    tests: problem.visibleTests.map((test) => ({ input: test.input, expected: test.output })),
    timeLimitMs: problem.timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    checker: problem.checker,
    stopOnFirstFailure: false,
  });
  const testResults = problem.visibleTests.map((test, index) => {
    const testResult = result.tests[index];
    if (!testResult) {
      // The judge stops before running tests when the code does not compile.
      return { status_id: result.statusId, status: result.status, time: 0, memory: 0, stdin: test.input, expected_output: test.output, stdout: '', stderr: '', compile_output: result.compileOutput };
    }
    return toRunTestResult({ ...testResult, compileOutput: result.compileOutput }, test.input, test.output);
  });
  const allPassed = testResults.every((test) => test.status_id === ACCEPTED);
  const runResult: RunResult = {
    success: allPassed,
    error: result.compileOutput && result.statusId === 6 ? result.compileOutput : allPassed ? null : result.status,
    testResults,
  };

  if (options.customInput !== undefined) {
    const limits = { timeLimitMs: problem.timeLimitMs, memoryLimitMb: problem.memoryLimitMb };
    const reference = problem.referenceCode.find((entry) => entry.language === language) ?? problem.referenceCode.find((entry) => entry.language === 'cpp') ?? problem.referenceCode[0];
    const [mine, theirs] = await Promise.all([
      judge.run({ language: language as LanguageId, source: code, input: options.customInput, ...limits }),
      reference ? judge.run({ language: reference.language as LanguageId, source: reference.completecode, input: options.customInput, ...limits }) : Promise.resolve(null),
    ]);
    runResult.custom = {
      stdin: options.customInput,
      stdout: mine.stdout,
      stderr: mine.compileOutput || mine.stderr,
      status_id: mine.statusId,
      expectedOutput: theirs && theirs.statusId === ACCEPTED ? theirs.stdout : null,
    };
  }
  return runResult;
}
