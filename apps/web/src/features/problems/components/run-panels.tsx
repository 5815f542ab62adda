import {
  formatMemory,
  formatRuntime,
  STATUS_ID_ACCEPTED,
  VERDICTS,
  verdictTone,
  verdictToneOfName,
  type JudgingProgress,
  type RunCaseResult,
  type RunOutcome,
  type Submission,
  waitedText,
} from '@codeyard/shared';

import { VERDICT_LOOKS, VerdictLabel } from '../../../components/ui/verdict-look';
import { describeProgress, runOutcome, submitOutcome } from '../utils/outcome';
import type { FunctionSignature } from '@codeyard/shared/function-problem';

import { FunctionCaseValues } from './function-case-values';
import { Interaction } from './interaction-dialogue';
import { Output } from './output-block';
import { ScoreBreakdown } from './score-breakdown';
import { tooManyRunsText, type RequestFailure } from '../utils/request-failure';

/** docs/product.md §8: a failed run or submit shows this, with the server's reason underneath when it gave one. */
export const INTERNAL_ERROR_TEXT = 'Internal server error';

export type RunState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; result: RunOutcome }
  /** A function problem's case whose typed input does not fit the signature: not run. */
  | { phase: 'invalid'; caseIndex: number; problem: string }
  /** awaitingVerdict: the answer was lost, not refused; a verdict arriving by socket replaces this. */
  | ({ phase: 'failed'; awaitingVerdict?: boolean } & RequestFailure);
export type SubmitState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'done'; submission: Submission }
  /** awaitingVerdict: the answer was lost, not refused; a verdict arriving by socket replaces this. */
  | ({ phase: 'failed'; awaitingVerdict?: boolean } & RequestFailure);

/** Under a submit whose answer was lost: it may have been stored, and then its verdict still comes. */
export const LOST_ANSWER_TEXT = 'If your submission reached the judge, its verdict will appear here.';

function Failure({ detail, retryAfterSeconds, awaitingVerdict }: RequestFailure & { awaitingVerdict?: boolean }) {
  if (retryAfterSeconds !== null) {
    return (
      <div role="alert" className="alert alert-warning alert-soft">
        <p className="font-semibold">{tooManyRunsText(retryAfterSeconds)}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="alert alert-error alert-soft flex-col items-start gap-1">
      <p className="font-semibold">Error: {INTERNAL_ERROR_TEXT}</p>
      {detail && detail !== INTERNAL_ERROR_TEXT && <p className="text-sm">{detail}</p>}
      {awaitingVerdict && <p className="text-sm">{LOST_ANSWER_TEXT}</p>}
    </div>
  );
}

/** An interactive run's case: the interactor's input, then the dialogue the judge recorded. */
function Dialogue({ input, transcript }: { input: string; transcript: string | null | undefined }) {
  return (
    <>
      <Output label="Interactor input" value={input} />
      <dl className="text-sm">
        <Interaction text={transcript ?? ''} label="Dialogue" />
      </dl>
    </>
  );
}

type CaseResultProps = {
  test: RunCaseResult;
  index: number;
  interactive: boolean;
  signature: FunctionSignature | null;
};

function TestCaseResult({ test, index, interactive, signature }: CaseResultProps) {
  const passed = test.statusId === STATUS_ID_ACCEPTED;
  const tone = passed ? 'accepted' : verdictToneOfName(test.status ?? '');
  return (
    <li className={`rounded-box border p-3 ${VERDICT_LOOKS[tone].border}`}>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">Case {index + 1}</span>
        <VerdictLabel tone={tone} className="text-sm font-medium">
          {test.status ?? (passed ? 'Passed' : 'Failed')}
        </VerdictLabel>
      </div>
      <div className="grid gap-2">
        {interactive ? (
          <Dialogue input={test.stdin} transcript={test.stdout} />
        ) : signature ? (
          <FunctionCaseValues
            signature={signature}
            input={test.stdin}
            output={test.stdout}
            expected={test.expectedOutput}
          />
        ) : (
          <>
            <Output label="Input" value={test.stdin} />
            <Output label="Expected Output" value={test.expectedOutput} />
            <Output label="Your Output" value={test.stdout} />
          </>
        )}
        {test.stderr ? <Output label="Error Output" value={test.stderr} /> : null}
        {test.truncated ? <p className="text-xs text-base-content/60">(output truncated)</p> : null}
      </div>
      <p className="mt-2 text-xs text-base-content/60">
        Runtime: {formatRuntime(test.time)} · Memory: {formatMemory(test.memory)}
      </p>
      {/* The runtime is CPU time: beside a time-out that the wall clock ended, it needs the waiting said. */}
      {test.waitedSeconds !== undefined && (
        <p className="mt-1 text-xs text-error">
          {test.status ?? VERDICTS.timeLimitExceeded.name} · {waitedText(test.waitedSeconds)}
        </p>
      )}
    </li>
  );
}

/** The Testcase tab's results: what the last Run produced (for an interactive problem, each case's dialogue). */
export function TestcasePanel({
  state,
  runKey = 'Ctrl+Enter',
  interactive = false,
  signature = null,
}: {
  state: RunState;
  runKey?: string | undefined;
  interactive?: boolean;
  /** A function problem's cases show each parameter by name and the returned values. */
  signature?: FunctionSignature | null | undefined;
}) {
  switch (state.phase) {
    case 'idle':
      return <p className="text-base-content/70">Run your code ({runKey}) to test it against the examples.</p>;
    case 'running':
      return (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          Running…
        </p>
      );
    case 'invalid':
      return (
        <p role="alert" className="alert alert-warning alert-soft">
          Case {state.caseIndex + 1} was not run: {state.problem}
        </p>
      );
    case 'failed':
      return (
        <Failure
          detail={state.detail}
          retryAfterSeconds={state.retryAfterSeconds}
          awaitingVerdict={state.awaitingVerdict}
        />
      );
    case 'done': {
      const { result } = state;
      const outcome = runOutcome(result);
      const tests = Array.isArray(result.testResults) ? result.testResults : [];
      // Every case carries the same compiler output; it is shown once, above them.
      const compileOutput = tests.find((test) => test.compileOutput)?.compileOutput;
      const message = compileOutput || (result.error && result.error !== outcome ? result.error : null);
      return (
        <div className="flex flex-col gap-3">
          <h3 className="text-xl font-bold">
            <VerdictLabel tone={verdictToneOfName(outcome)} iconClassName="size-5">
              {outcome}
            </VerdictLabel>
          </h3>
          {message && (
            <pre
              role="alert"
              aria-label={compileOutput ? 'Compile output' : 'Error'}
              className="overflow-auto rounded-box bg-error/10 p-3 font-mono text-xs whitespace-pre-wrap text-error"
            >
              {message}
            </pre>
          )}
          {result.custom && (
            <section aria-label="Custom input result" className="rounded-box border border-base-300 p-3">
              <p className="mb-2 font-semibold">Custom input</p>
              <div className="grid gap-2">
                {interactive ? (
                  <Dialogue input={result.custom.stdin} transcript={result.custom.stdout} />
                ) : signature ? (
                  <FunctionCaseValues
                    signature={signature}
                    input={result.custom.stdin}
                    output={result.custom.stdout}
                    expected={result.custom.expectedOutput}
                    expectedLabel="Expected (reference solution)"
                  />
                ) : (
                  <>
                    <Output label="Input" value={result.custom.stdin} />
                    <Output label="Your Output" value={result.custom.stdout} />
                    <Output label="Expected Output (reference solution)" value={result.custom.expectedOutput} />
                  </>
                )}
                {result.custom.stderr ? <Output label="Error Output" value={result.custom.stderr} /> : null}
                {result.custom.truncated ? <p className="text-xs text-base-content/60">(output truncated)</p> : null}
              </div>
            </section>
          )}
          <ol className="flex flex-col gap-3">
            {tests.map((test, index) => (
              <TestCaseResult key={index} test={test} index={index} interactive={interactive} signature={signature} />
            ))}
          </ol>
        </div>
      );
    }
  }
}

/** The Result tab: the verdict of the last Submit, with live judging progress while it runs. */
export function ResultPanel({
  state,
  progress,
  submitKey = 'Ctrl+Shift+Enter',
}: {
  state: SubmitState;
  progress: JudgingProgress | null;
  submitKey?: string | undefined;
}) {
  switch (state.phase) {
    case 'idle':
      return <p className="text-base-content/70">Submit your code ({submitKey}) to judge it against all tests.</p>;
    case 'submitting':
      return (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {describeProgress(progress)}
        </p>
      );
    case 'failed':
      return (
        <Failure
          detail={state.detail}
          retryAfterSeconds={state.retryAfterSeconds}
          awaitingVerdict={state.awaitingVerdict}
        />
      );
    case 'done': {
      const { submission } = state;
      const outcome = submitOutcome(submission);
      const passed = submission.testCasesPassed;
      const total = submission.testCasesTotal;
      const runtime = submission.runtime;
      return (
        <div className="flex flex-col gap-3">
          <h3 className="text-xl font-bold">
            <VerdictLabel tone={verdictTone(submission.status, submission.verdict)} iconClassName="size-5">
              {outcome}
            </VerdictLabel>
          </h3>
          {submission.score !== undefined && submission.maxScore !== undefined && (
            <ScoreBreakdown score={submission.score} maxScore={submission.maxScore} groups={submission.groups ?? []} />
          )}
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-base-content/60">Test Cases Passed</dt>
              <dd className="font-medium">
                {passed}/{total}
              </dd>
            </div>
            <div>
              <dt className="text-base-content/60">Runtime</dt>
              <dd className="font-medium">{formatRuntime(runtime)}</dd>
            </div>
            <div>
              <dt className="text-base-content/60">Memory</dt>
              <dd className="font-medium">{formatMemory(submission.memory)}</dd>
            </div>
          </dl>
          {submission.errorMessage && (
            <pre
              role="alert"
              className="overflow-auto rounded-box bg-error/10 p-3 font-mono text-xs whitespace-pre-wrap text-error"
            >
              {submission.errorMessage}
            </pre>
          )}
        </div>
      );
    }
  }
}
