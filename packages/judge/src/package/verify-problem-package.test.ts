import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { createTestJudge } from '../testing/test-judge.js';
import { verifyProblemPackage, type VerifyLine, type VerifySummaryLine } from './verify-problem-package.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures');
const fixture = path.join(fixtures, 'sum-of-list');

/** One judge (and one round of self-tests) for the file's three suites. */
let sharedJudge: Promise<Judge> | undefined;
const testJudge = () => (sharedJudge ??= createTestJudge());
afterAll(async () => {
  await (await sharedJudge)?.close();
});

describe('verifyProblemPackage on the Kattis fixture', () => {
  let judge: Judge;
  const lines: VerifyLine[] = [];

  beforeAll(async () => {
    judge = await testJudge();
    for await (const line of verifyProblemPackage(fixture, judge)) lines.push(line);
  });

  it('agrees with every folder, in all five languages', () => {
    const judged = lines.filter((line) => 'actual' in line);
    expect(judged).toHaveLength(20);
    for (const line of judged) expect(line, JSON.stringify(line)).toMatchObject({ ok: true });
  });

  it('reports unsupported files as skipped, not failed', () => {
    expect(lines.filter((line) => 'skipped' in line && 'file' in line)).toEqual([
      { file: 'submissions/accepted/main.hs', skipped: 'language not supported (.hs)' },
      { file: 'submissions/wrong_answer/legacy.py', skipped: 'Python 2 is not supported' },
    ]);
  });

  it('ends with a summary line', () => {
    const summary = lines.at(-1) as VerifySummaryLine;
    expect(summary).toMatchObject({
      summary: true,
      ok: true,
      judged: 20,
      agreed: 20,
      disagreed: 0,
      skipped: 2,
      timeLimitMs: 1000,
      tests: 6,
    });
  });
});

/** A package as outside authors write it: 2023-07, one solution language, the time limit in .timelimit. */
const ANY_ORDER_PACKAGE: Record<string, string> = {
  'problem.yaml': 'problem_format_version: 2023-07-draft\nname: Any Order\n',
  '.timelimit': '2\n',
  'data/sample/1.in': '1 2 3\n',
  'data/sample/1.ans': '1 2 3\n',
  'data/secret/1.in': '5 4\n',
  'data/secret/1.ans': '5 4\n',
  'output_validator/validate.py': [
    'import sys',
    'answer = sorted(open(sys.argv[2]).read().split())',
    'output = sorted(sys.stdin.read().split())',
    'sys.exit(42 if answer == output else 43)',
    '',
  ].join('\n'),
  'submissions/accepted/reversed.py': 'print(*reversed(input().split()))\n',
  'submissions/wrong_answer/first.py': 'print(input().split()[0])\n',
};

describe('verifyProblemPackage on packages from outside', () => {
  let judge: Judge;
  const directories: string[] = [];

  async function writePackage(files: Record<string, string>): Promise<string> {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-outside-'));
    directories.push(directory);
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(directory, name)), { recursive: true });
      await writeFile(path.join(directory, name), content);
    }
    return directory;
  }

  async function verify(directory: string): Promise<VerifyLine[]> {
    const lines: VerifyLine[] = [];
    for await (const line of verifyProblemPackage(directory, judge)) lines.push(line);
    return lines;
  }

  beforeAll(async () => {
    judge = await testJudge();
  });
  afterAll(async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });

  it('judges with the output_validator/ folder and the time limit from .timelimit', async () => {
    const lines = await verify(await writePackage(ANY_ORDER_PACKAGE));
    expect(lines.filter((line) => 'actual' in line)).toMatchObject([
      { file: 'submissions/accepted/reversed.py', actual: 'accepted', ok: true },
      { file: 'submissions/wrong_answer/first.py', actual: 'wrong_answer', ok: true },
    ]);
    expect(lines.at(-1)).toMatchObject({ summary: true, ok: true, timeLimitMs: 2000, timeLimitSource: '.timelimit' });
  });

  it('runs a break group only up to its first rejected test, and every test of a continue group', async () => {
    // Legacy groups: on_reject break unless a testdata.yaml says continue. The wrong submission
    // fails every secret test but the first of each group.
    const tests = (group: string, count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => [
          [`data/secret/${group}/${index + 1}.in`, `${index}\n`],
          [`data/secret/${group}/${index + 1}.ans`, `${index}\n`],
        ]).flat(),
      );
    const directory = await writePackage({
      'problem.yaml': 'name: Echo\ntype: scoring\n',
      '.timelimit': '1\n',
      'data/sample/1.in': '0\n',
      'data/sample/1.ans': '0\n',
      'data/testdata.yaml': 'on_reject: continue\ngrader_flags: ignore_sample\n',
      'data/secret/testdata.yaml': 'on_reject: continue\ngrader_flags: sum accept_if_any_accepted\n',
      'data/secret/breaking/testdata.yaml': 'on_reject: break\ngrader_flags: min\naccept_score: 40\n',
      ...tests('breaking', 4),
      'data/secret/continuing/testdata.yaml': 'on_reject: continue\ngrader_flags: min\naccept_score: 60\n',
      ...tests('continuing', 4),
      'submissions/accepted/echo.py': 'print(input())\n',
      'submissions/wrong_answer/first_only.py': 'n = int(input())\nprint(n if n == 0 else n + 1)\n',
    });
    const ran: Record<string, number> = {};
    const counting: Judge = Object.create(judge, {
      judge: {
        value: async (request: Parameters<Judge['judge']>[0]) => {
          const result = await judge.judge(request);
          const name = request.source.includes('n + 1') ? 'wrong' : 'accepted';
          ran[name] = (ran[name] ?? 0) + result.tests.length;
          return result;
        },
      },
    }) as Judge;
    const lines: VerifyLine[] = [];
    for await (const line of verifyProblemPackage(directory, counting)) lines.push(line);
    expect(lines.filter((line) => 'actual' in line)).toMatchObject([
      { file: 'submissions/accepted/echo.py', actual: 'accepted', score: 100, ok: true },
      {
        file: 'submissions/wrong_answer/first_only.py',
        actual: 'wrong_answer',
        score: 0,
        groups: [
          { name: 'breaking', score: 0, verdict: 'WA' },
          { name: 'continuing', score: 0, verdict: 'WA' },
        ],
        ok: true,
      },
    ]);
    // The sample, all 8 secret tests; then the sample, breaking's first two (the second rejected), continuing's 4.
    expect(ran).toEqual({ accepted: 9, wrong: 7 });
  });

  it('judges nothing of a package whose type it cannot run and says why', async () => {
    const lines = await verify(
      await writePackage({
        ...ANY_ORDER_PACKAGE,
        'problem.yaml': 'problem_format_version: 2023-07-draft\ntype: submit-answer\n',
      }),
    );
    const reason = 'problem type "submit-answer" is not supported yet';
    expect(lines).toEqual([
      { file: 'submissions/accepted/reversed.py', skipped: reason },
      { file: 'submissions/wrong_answer/first.py', skipped: reason },
      expect.objectContaining({ summary: true, ok: false, error: reason, judged: 0 }),
    ]);
  });
});

describe('verifyProblemPackage on scoring packages from outside', () => {
  let judge: Judge;
  const linesOf: Record<string, VerifyLine[]> = {};

  beforeAll(async () => {
    judge = await testJudge();
    for (const name of ['best-stretch', 'prime-count']) {
      const lines: VerifyLine[] = [];
      for await (const line of verifyProblemPackage(path.join(fixtures, name), judge)) lines.push(line);
      linesOf[name] = lines;
    }
  }, 120_000);

  it('agrees with every folder of the legacy package (testdata.yaml), scoring each submission', () => {
    const lines = linesOf['best-stretch']!;
    expect(lines.filter((line) => 'actual' in line)).toMatchObject([
      { file: 'submissions/accepted/kadane.py', actual: 'accepted', score: 100, maxScore: 100, ok: true },
      {
        file: 'submissions/partially_accepted/positive_only.py',
        actual: 'partially_accepted',
        score: 30,
        maxScore: 100,
        groups: [
          { name: 'group1', score: 30, maxScore: 30, verdict: 'AC' },
          { name: 'group2', score: 0, maxScore: 70, verdict: 'WA' },
        ],
        ok: true,
      },
      { file: 'submissions/wrong_answer/largest_number.py', actual: 'wrong_answer', score: 0, ok: true },
      { file: 'submissions/time_limit_exceeded/all_stretches.py', actual: 'time_limit_exceeded', score: 0, ok: true },
    ]);
    expect(lines.at(-1)).toMatchObject({
      summary: true,
      ok: true,
      agreed: 4,
      maxScore: 100,
      tests: 6,
      timeLimitSource: 'slowest accepted × multiplier',
    });
  });

  it('agrees with every folder of the 2023-07 package (test_group.yaml), a sum group giving part of its points', () => {
    const lines = linesOf['prime-count']!;
    expect(lines.filter((line) => 'actual' in line)).toMatchObject([
      { file: 'submissions/accepted/sieve.py', actual: 'accepted', score: 100, ok: true },
      {
        file: 'submissions/partially_accepted/small_sieve.py',
        actual: 'partially_accepted',
        score: 75,
        maxScore: 100,
        groups: [
          { name: '1-small', score: 20, maxScore: 20, verdict: 'AC' },
          { name: '2-medium', score: 30, maxScore: 30, verdict: 'AC' },
          { name: '3-large', score: 25, maxScore: 50, verdict: 'AC' },
        ],
        ok: true,
      },
      { file: 'submissions/wrong_answer/counts_one.py', actual: 'wrong_answer', score: 0, ok: true },
      { file: 'submissions/time_limit_exceeded/every_divisor.py', actual: 'time_limit_exceeded', score: 0, ok: true },
    ]);
    expect(lines.at(-1)).toMatchObject({ summary: true, ok: true, agreed: 4, maxScore: 100, timeLimitMs: 1000 });
  });
});
