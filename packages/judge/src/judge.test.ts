import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeUnavailableError } from './errors.js';
import { Judge } from './judge.js';
import { STATUS } from './status.js';
import { createTestJudge } from './testing/test-judge.js';
import type { JudgeProgress } from './types.js';

const addition =
  '#include <stdio.h>\nint main(void) { long a, b; scanf("%ld %ld", &a, &b); printf("%ld\\n", a + b); return 0; }\n';

describe('Judge', () => {
  let judge: Judge;

  beforeAll(async () => {
    judge = await createTestJudge();
  });

  afterAll(async () => {
    await judge?.close();
  });

  it('reports its memory control and a working toolchain for every language', () => {
    expect(['cgroup-v2', 'cgroup-v1', 'rlimit']).toContain(judge.info.memoryControl);
    for (const [language, info] of Object.entries(judge.info.languages)) {
      expect(info, language).toMatchObject({ ok: true });
      expect(info.version, language).not.toBe('');
    }
  });

  it('run() runs once and reports output, time and memory', async () => {
    const result = await judge.run({
      language: 'c',
      source: addition,
      input: '40 2',
      timeLimitMs: 1000,
      memoryLimitMb: 64,
    });
    expect(result).toMatchObject({
      statusId: STATUS.accepted.id,
      stdout: '42\n',
      exitCode: 0,
      signal: null,
      compileOutput: '',
    });
    expect(result.time).toBeGreaterThanOrEqual(0);
    expect(result.memory).toBeGreaterThan(0);
  });

  it('run() reports a compilation error with the compiler’s output', async () => {
    const result = await judge.run({
      language: 'python',
      source: 'print(',
      input: '',
      timeLimitMs: 1000,
      memoryLimitMb: 64,
    });
    expect(result.statusId).toBe(STATUS.compilationError.id);
    expect(result.compileOutput).toContain('SyntaxError');
  });

  it('reports progress: compiling, then each test', async () => {
    const progress: JudgeProgress[] = [];
    const result = await judge.judge({
      language: 'c',
      source: addition,
      tests: [
        { input: '1 1', expected: '2' },
        { input: '2 2', expected: '4' },
      ],
      timeLimitMs: 1000,
      memoryLimitMb: 64,
      onProgress: (event) => progress.push(event),
    });
    expect(result).toMatchObject({ statusId: STATUS.accepted.id, passed: 2, total: 2 });
    expect(progress).toEqual([
      { phase: 'compiling' },
      { phase: 'running', test: 1, total: 2 },
      { phase: 'running', test: 2, total: 2 },
    ]);
  });

  it('stops at the first failure by default, and can run every test instead', async () => {
    const tests = [
      { input: '1 1', expected: '2' },
      { input: '1 1', expected: '3' },
      { input: '1 1', expected: '2' },
    ];
    const stopped = await judge.judge({ language: 'c', source: addition, tests, timeLimitMs: 1000, memoryLimitMb: 64 });
    expect(stopped).toMatchObject({ statusId: STATUS.wrongAnswer.id, passed: 1, total: 3 });
    expect(stopped.tests).toHaveLength(2);
    expect(stopped.firstFailure).toEqual({ index: 1, input: '1 1', expected: '3', actual: '2\n' });
    expect(stopped.tests[1]?.message).toContain('Line 1 differs');

    const all = await judge.judge({
      language: 'c',
      source: addition,
      tests,
      timeLimitMs: 1000,
      memoryLimitMb: 64,
      stopOnFirstFailure: false,
    });
    expect(all).toMatchObject({ statusId: STATUS.wrongAnswer.id, passed: 1, total: 3 });
    expect(all.tests.map((test) => test.statusId)).toEqual([3, 4, 3]);
  });

  it('never shows a hidden test in firstFailure', async () => {
    const result = await judge.judge({
      language: 'c',
      source: addition,
      tests: [{ input: '1 1', expected: '3', hidden: true }],
      timeLimitMs: 1000,
      memoryLimitMb: 64,
    });
    expect(result.statusId).toBe(STATUS.wrongAnswer.id);
    expect(result.firstFailure).toBeUndefined();
  });

  it('uses the requested checker', async () => {
    const floats = await judge.judge({
      language: 'python',
      source: 'print("0.33334 YES")',
      tests: [{ input: '', expected: '0.333333 yes' }],
      timeLimitMs: 2000,
      memoryLimitMb: 64,
      checker: { kind: 'tokens', floatAbsoluteTolerance: 1e-4 },
    });
    expect(floats.statusId).toBe(STATUS.accepted.id);
    const exact = await judge.judge({
      language: 'python',
      source: 'print("1 ")',
      tests: [{ input: '', expected: '1\n' }],
      timeLimitMs: 2000,
      memoryLimitMb: 64,
      checker: { kind: 'exact' },
    });
    expect(exact.statusId).toBe(STATUS.wrongAnswer.id);
  });

  it('runs a Kattis output validator in its own sandbox', async () => {
    // Accepts any answer within one of the expected number; reads its arguments the Kattis way.
    const validator = `#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  if (argc < 4) return 1;
  FILE *answer = fopen(argv[2], "r");
  long expected, actual;
  if (!answer || fscanf(answer, "%ld", &expected) != 1) return 1;
  if (scanf("%ld", &actual) != 1) { printf("no number\\n"); return 43; }
  if (labs(actual - expected) <= 1) return 42;
  printf("off by %ld\\n", labs(actual - expected));
  return 43;
}
`;
    const checker = { kind: 'custom' as const, language: 'c' as const, source: validator };
    const source = 'n = int(input())\nprint(n + 1)';
    const tests = [
      { input: '5', expected: '5' },
      { input: '10', expected: '20' },
    ];
    const result = await judge.judge({
      language: 'python',
      source,
      tests,
      timeLimitMs: 2000,
      memoryLimitMb: 64,
      checker,
    });
    expect(result).toMatchObject({ statusId: STATUS.wrongAnswer.id, passed: 1 });
    expect(result.tests[1]?.message).toBe('off by 9');
  });

  it('reports a broken output validator as an Internal Error', async () => {
    const result = await judge.judge({
      language: 'python',
      source: 'print(1)',
      tests: [{ input: '', expected: '1' }],
      timeLimitMs: 2000,
      memoryLimitMb: 64,
      checker: { kind: 'custom', language: 'c', source: 'int main(void) { return 0 }' },
    });
    expect(result.statusId).toBe(STATUS.internalError.id);
    expect(result.message).toContain('output validator does not compile');
  });

  it('stops a program at the output limit', async () => {
    const result = await judge.judge({
      language: 'python',
      source: 'import sys\nsys.stdout.write("x" * 100000)',
      tests: [{ input: '', expected: '' }],
      timeLimitMs: 2000,
      memoryLimitMb: 64,
      outputLimitBytes: 1000,
    });
    expect(result.statusId).toBe(STATUS.outputLimitExceeded.id);
  });

  it('keeps only the start of stderr and says so', async () => {
    const result = await judge.run({
      language: 'python',
      source: 'import sys\nsys.stderr.write("e" * 200000)\nprint("ok")',
      input: '',
      timeLimitMs: 2000,
      memoryLimitMb: 64,
    });
    expect(result.statusId).toBe(STATUS.accepted.id);
    expect(result.stderr).toHaveLength(64 << 10);
    expect(result.stderrTruncated).toBe(true);
  });

  it('compiles once: the second compilation of a source is a cache hit', async () => {
    const source = `int main(void) { return 0; } /* ${Date.now()} */\n`;
    const first = await judge.compile('c', source);
    const second = await judge.compile('c', source);
    expect(first).toMatchObject({ ok: true, cached: false });
    expect(second).toMatchObject({ ok: true, cached: true });
  });

  it('finds the class holding main in Java, whatever the file is called', async () => {
    const source =
      'class Helper { static int twice(int x) { return 2 * x; } }\nclass Solution {\n  public static void main(String[] args) { System.out.println(Helper.twice(21)); }\n}\n';
    const result = await judge.run({ language: 'java', source, input: '', timeLimitMs: 3000, memoryLimitMb: 128 });
    expect(result).toMatchObject({ statusId: STATUS.accepted.id, stdout: '42\n' });
  });

  it('throws for programmer errors, not for bad submissions', async () => {
    expect(() =>
      judge.judge({ language: 'cobol' as never, source: '', tests: [], timeLimitMs: 1, memoryLimitMb: 1 }),
    ).toThrow(TypeError);
    expect(() => judge.judge({ language: 'c', source: '', tests: [], timeLimitMs: 0, memoryLimitMb: 64 })).toThrow(
      RangeError,
    );
    const crash = await judge.judge({
      language: 'c',
      source: 'int main(void) { return *(volatile int *)0; }',
      tests: [{ input: '', expected: '' }],
      timeLimitMs: 1000,
      memoryLimitMb: 64,
    });
    expect(crash.statusId).toBe(STATUS.runtimeErrorSigsegv.id);
  });
});

describe('Judge without a sandbox', () => {
  it('refuses to start, saying why and how to fix it', async () => {
    const attempt = Judge.create({ bubblewrapPath: '/nonexistent/bwrap', skipSelfTest: true });
    await expect(attempt).rejects.toBeInstanceOf(JudgeUnavailableError);
    await expect(attempt).rejects.toThrow(/bubblewrap.*not installed[\s\S]*How to fix: install it/);
  });
});

describe('Judge with resource limits only (no cgroups)', () => {
  let judge: Judge;

  beforeAll(async () => {
    judge = await createTestJudge({ memoryControl: 'rlimit', skipSelfTest: true, speedUps: false });
  });

  afterAll(async () => {
    await judge?.close();
  });

  it('says so, and still judges memory overruns', async () => {
    expect(judge.info.memoryControl).toBe('rlimit');
    const accepted = await judge.run({
      language: 'c',
      source: addition,
      input: '1 2',
      timeLimitMs: 1000,
      memoryLimitMb: 64,
    });
    expect(accepted).toMatchObject({ statusId: STATUS.accepted.id, stdout: '3\n' });
    const hog = await judge.run({
      language: 'python',
      source: 'blocks = []\nwhile True:\n    blocks.append(bytearray(8 << 20))',
      input: '',
      timeLimitMs: 2000,
      memoryLimitMb: 64,
    });
    expect(hog.statusId).toBe(STATUS.memoryLimitExceeded.id);
  });
});
