import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import type { RunOutcome } from '../sandbox/session.js';
import { STATUS } from '../status.js';
import { createTestJudge } from '../testing/test-judge.js';
import type { Checker, OutputValidatorProgram } from '../types.js';
import { testlibPoints, testlibVerdict } from './testlib-verdict.js';

/** Codeyard's own testlib-compatible header for fixtures (not testlib). */
const TESTLIB_HEADER = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'polygon-testlib.h'),
  'utf8',
);

function exited(exitCode: number, stderr = ''): RunOutcome {
  return {
    kind: 'exited',
    exitCode,
    signal: null,
    cpuMicroseconds: 1000,
    wallMicroseconds: 1000,
    maxRssKb: 1000,
    oomKills: 0,
    stdout: Buffer.alloc(0),
    stderr: Buffer.from(stderr),
    stderrTotalBytes: stderr.length,
    endMicroseconds: 0,
    feedback: new Map(),
  };
}

describe('testlib exit codes', () => {
  it.each([
    [0, 'ok 3', { outcome: 'accepted', message: 'ok 3' }],
    [1, 'wrong answer expected 3, found 4', { outcome: 'wrong', message: 'wrong answer expected 3, found 4' }],
    [
      2,
      'wrong output format expected a number',
      { outcome: 'wrong', message: 'wrong output format expected a number' },
    ],
    [4, '', { outcome: 'wrong', message: 'wrong output format' }],
    [7, 'points 2.5 half of it', { outcome: 'accepted', points: 2.5 }],
    [7, '40', { outcome: 'accepted', points: 40 }],
  ])('exit %i reads as %j', (code, stderr, verdict) => {
    expect(testlibVerdict(exited(code, stderr))).toMatchObject(verdict);
  });

  it('reads FAIL, points without a number and any other ending as the checker failing, never the submission', () => {
    expect(testlibVerdict(exited(3, 'FAIL answer file is broken'))).toMatchObject({
      outcome: 'failed',
      failure: 'testlib checker failed (FAIL): FAIL answer file is broken',
    });
    expect(testlibVerdict(exited(7, 'points many'))).toMatchObject({ outcome: 'failed' });
    expect(testlibVerdict(exited(42))).toMatchObject({
      outcome: 'failed',
      failure: 'testlib checker failed (exit code 42)',
    });
    expect(testlibVerdict({ ...exited(0), kind: 'signaled', exitCode: null, signal: 11 })).toMatchObject({
      outcome: 'failed',
      failure: 'testlib checker failed (signal 11)',
    });
  });

  it('reads the points of a quitp line', () => {
    expect(testlibPoints('points 0.25 a quarter')).toBe(0.25);
    expect(testlibPoints('1e1')).toBe(10);
    expect(testlibPoints('ok')).toBeNull();
  });
});

/** Compares one number to the answer with an absolute tolerance of 1e-6; exit 7 with half the points for "half". */
const FLOAT_CHECKER = `#include "testlib.h"
int main(int argc, char **argv) {
    registerTestlibCmd(argc, argv);
    double expected = ans.readDouble();
    if (expected < 0) quitf(_fail, "the answer is negative");
    double found = ouf.readDouble();
    if (found == 0.5) quitp(5, "half of it");
    if (std::fabs(found - expected) > 1e-6) quitf(_wa, "expected %.6f, found %.6f", expected, found);
    quitf(_ok, "%.6f", found);
}
`;

const testlibChecker = (source: string): Checker => ({
  kind: 'custom',
  protocol: 'testlib',
  language: 'cpp',
  source,
  files: { 'testlib.h': TESTLIB_HEADER },
});

describe('a testlib checker judges in the sandbox', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
  });

  const judgePrinting = (printed: string, expected = '1.5\n') =>
    judge.judge({
      language: 'python',
      source: `print(${JSON.stringify(printed)}, end='')`,
      tests: [{ input: '1 2\n', expected }],
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      checker: testlibChecker(FLOAT_CHECKER),
    });

  it('accepts within tolerance, rejects a wrong number, and says a malformed output is a presentation error', async () => {
    expect(await judgePrinting('1.5000004\n')).toMatchObject({ status: 'Accepted' });
    const wrong = await judgePrinting('1.6\n');
    expect(wrong).toMatchObject({ status: 'Wrong Answer' });
    expect(wrong.tests[0]?.message).toBe('wrong answer expected 1.500000, found 1.600000');
    const malformed = await judgePrinting('one and a half\n');
    expect(malformed).toMatchObject({ status: 'Wrong Answer' });
    expect(malformed.tests[0]?.message).toContain('wrong output format');
    const extra = await judgePrinting('1.5 2\n');
    expect(extra.tests[0]?.message).toBe('wrong output format Extra information in the output file');
  });

  it('gives the points of exit code 7 with an accepted test', async () => {
    const result = await judgePrinting('0.5\n');
    expect(result).toMatchObject({ status: 'Accepted' });
    expect(result.tests[0]).toMatchObject({ status: 'Accepted', points: 5 });
  });

  it('makes a FAIL a judge error, not the submission’s wrong answer', async () => {
    const result = await judgePrinting('1.5\n', '-1\n');
    expect(result.statusId).toBe(STATUS.internalError.id);
    expect(result.message).toContain('testlib checker failed (FAIL)');
  });
});

/** Guess a number in [1, n] in at most 10 questions; the interactor writes the number of guesses to its output file. */
const GUESS_INTERACTOR = `#include "testlib.h"
int main(int argc, char **argv) {
    registerInteraction(argc, argv);
    int n = inf.readInt(), secret = inf.readInt();
    std::printf("%d\\n", n);
    std::fflush(stdout);
    for (int guesses = 1; guesses <= 10; guesses++) {
        int guess = ouf.readInt();
        if (guess == secret) {
            std::printf("correct\\n");
            std::fflush(stdout);
            tout << guesses << std::endl;
            quitf(_ok, "found in %d guesses", guesses);
        }
        std::printf(guess < secret ? "higher\\n" : "lower\\n");
        std::fflush(stdout);
    }
    quitf(_wa, "more than 10 guesses");
}
`;

/** The interactor's checker: at most as many guesses as the answer file allows. */
const GUESS_CHECKER = `#include "testlib.h"
int main(int argc, char **argv) {
    registerTestlibCmd(argc, argv);
    int allowed = ans.readInt(), used = ouf.readInt();
    if (used > allowed) quitf(_wa, "%d guesses, at most %d allowed", used, allowed);
    quitf(_ok, "%d guesses", used);
}
`;

const BINARY_SEARCH = `n = int(input())
low, high = 1, n
while True:
    middle = (low + high) // 2
    print(middle, flush=True)
    reply = input()
    if reply == 'correct':
        break
    if reply == 'higher':
        low = middle + 1
    else:
        high = middle - 1
`;

const LINEAR_SEARCH = `n = int(input())
for guess in range(1, n + 1):
    print(guess, flush=True)
    if input() == 'correct':
        break
`;

describe('a testlib interactor and its checker', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
  });

  const program = (source: string): OutputValidatorProgram => ({
    language: 'cpp',
    protocol: 'testlib',
    source,
    files: { 'testlib.h': TESTLIB_HEADER },
  });
  const interactive: Checker = {
    kind: 'interactive',
    ...program(GUESS_INTERACTOR),
    afterInteraction: program(GUESS_CHECKER),
  };
  const judgeSolution = (source: string, keepInteractorOutput = false) =>
    judge.judge({
      language: 'python',
      source,
      // The answers allow what binary search needs at most: 7 guesses in 100 numbers, 4 to find 8 in 20.
      tests: [
        { input: '100 37\n', expected: '7\n' },
        { input: '20 8\n', expected: '4\n' },
      ],
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      checker: interactive,
      stopOnFirstFailure: false,
      keepInteractorOutput,
    });

  it('accepts a binary search, and keeps the interactor’s output file when asked', async () => {
    const result = await judgeSolution(BINARY_SEARCH, true);
    expect(result.tests.map((test) => test.status)).toEqual(['Accepted', 'Accepted']);
    expect(result.tests.map((test) => test.interactorOutput)).toEqual(['3\n', '4\n']);
  });

  it('lets the checker reject what the interactor accepted', async () => {
    const result = await judgeSolution(LINEAR_SEARCH);
    // 37 guesses are too many for the interactor; 8 pass it, but not the checker's limit of 4.
    expect(result.tests.map((test) => [test.status, test.message])).toEqual([
      ['Wrong Answer', 'wrong answer more than 10 guesses'],
      ['Wrong Answer', 'wrong answer 8 guesses, at most 4 allowed'],
    ]);
    expect(result.tests[0]?.interactorOutput).toBeUndefined();
  });
});
