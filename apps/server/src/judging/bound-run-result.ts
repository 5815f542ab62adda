import { toRunResult, type RunCaseResult, type RunOutcome } from '@codeyard/shared';

/** Bytes one text of a run answer (a test's stdout, stderr, compile output, input…) may take once JSON-encoded. */
export const MAX_TEXT_BYTES = 64 * 1024;
/** Bytes a whole run answer may take once JSON-encoded. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

type Cut = { text: string; truncated: boolean };
type Cutter = (text: string) => Cut;

/** Bytes of `text` between the quotes of its JSON encoding (escapes such as `\u0000` count in full). */
function encodedBytes(text: string): number {
  return Buffer.byteLength(JSON.stringify(text)) - 2;
}

/** The first `length` UTF-16 units, without a high surrogate whose pair was cut off. */
function prefix(text: string, length: number): string {
  const last = text.charCodeAt(length - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? length - 1 : length);
}

/** The longest prefix of `text` whose JSON encoding takes at most `maxBytes` bytes between its quotes. */
export function cutToEncodedBytes(text: string, maxBytes: number): Cut {
  const limit = Math.max(0, maxBytes);
  // A character takes at least one byte, so a text longer than the limit cannot fit (and is not encoded whole).
  if (text.length <= limit && encodedBytes(text) <= limit) return { text, truncated: false };
  let low = 0;
  let high = Math.min(text.length, limit);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (encodedBytes(prefix(text, middle)) <= limit) low = middle;
    else high = middle - 1;
  }
  return { text: prefix(text, low), truncated: true };
}

/** Applies `cut` to every text of the answer, in the order the budget serves them: error, custom input, then each test. */
function mapTexts(result: RunOutcome, cut: Cutter): RunOutcome {
  const error = result.error === null ? null : cut(result.error).text;
  let custom: RunOutcome['custom'];
  if (result.custom) {
    const { stdin, stdout, stderr, expectedOutput } = result.custom;
    const cuts = {
      stdout: cut(stdout),
      stderr: cut(stderr),
      expectedOutput: expectedOutput === null ? null : cut(expectedOutput),
      stdin: cut(stdin),
    };
    custom = {
      ...result.custom,
      stdout: cuts.stdout.text,
      stderr: cuts.stderr.text,
      expectedOutput: cuts.expectedOutput?.text ?? null,
      stdin: cuts.stdin.text,
      truncated: [cuts.stdout, cuts.stderr, cuts.expectedOutput, cuts.stdin].some((entry) => entry?.truncated),
    };
  }
  const testResults = result.testResults.map((test): RunCaseResult => {
    const stdout = cut(test.stdout);
    const stderr = cut(test.stderr);
    const compileOutput = test.compileOutput === undefined ? undefined : cut(test.compileOutput);
    const stdin = cut(test.stdin);
    const expected = test.expectedOutput === null ? null : cut(test.expectedOutput);
    return {
      ...test,
      stdout: stdout.text,
      stderr: stderr.text,
      ...(compileOutput ? { compileOutput: compileOutput.text } : {}),
      stdin: stdin.text,
      expectedOutput: expected?.text ?? null,
      truncated: [stdout, stderr, compileOutput, stdin, expected].some((entry) => entry?.truncated),
    };
  });
  return { ...result, error, testResults, ...(custom ? { custom } : {}) };
}

/**
 * Caps a finished run answer: each text at MAX_TEXT_BYTES and the whole answer at MAX_ANSWER_BYTES
 * (JSON-encoded), marking each test (and the custom run) whose texts were cut with `truncated`.
 * A program may print 16 MiB per test, and an unbounded answer once took 403 MB and 2.3 GB of
 * server memory (issue 8). Verdicts are decided before this, on the full output.
 */
export function boundRunResult(result: RunOutcome): RunOutcome {
  // The answer with every text empty, measured as the API spells it: what the texts may not use of the budget.
  const skeleton = mapTexts(result, () => ({ text: '', truncated: false }));
  const skeletonBytes = Buffer.byteLength(JSON.stringify(toRunResult(skeleton)));
  let remaining = MAX_ANSWER_BYTES - skeletonBytes;
  return mapTexts(result, (text) => {
    const cut = cutToEncodedBytes(text, Math.min(MAX_TEXT_BYTES, remaining));
    remaining -= encodedBytes(cut.text);
    return cut;
  });
}
