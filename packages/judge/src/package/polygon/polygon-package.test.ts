import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../../judge.js';
import { createTestJudge } from '../../testing/test-judge.js';
import { verifyProblemPackage, type VerifyJudgedLine, type VerifyLine } from '../verify-problem-package.js';
import { readPolygonPackage } from './polygon-package.js';
import { DEFAULT_POLYGON_LIMITS, preparePolygonTests } from './prepare-polygon-tests.js';
import { readPolygonPlan } from './read-polygon-plan.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'test', 'fixtures');
const meanPackage = path.join(fixtures, 'polygon-mean');
const zeroPairsPackage = path.join(fixtures, 'polygon-zero-pairs');
const guessPackage = path.join(fixtures, 'polygon-guess');

async function verify(directory: string, judge: Judge): Promise<VerifyLine[]> {
  const lines: VerifyLine[] = [];
  for await (const line of verifyProblemPackage(directory, judge)) lines.push(line);
  return lines;
}

const judgedLines = (lines: VerifyLine[]) => lines.filter((line): line is VerifyJudgedLine => 'actual' in line);

describe('reading a standard Polygon package', () => {
  it('reads problem.xml and the files it names: limits, manual tests, generators for the rest, solutions by tag, the statement', async () => {
    const plan = await readPolygonPlan(meanPackage);
    expect(plan).toMatchObject({
      name: 'Mean Value',
      shortName: 'polygon-mean',
      timeLimitMs: 1000,
      memoryLimitMb: 256,
    });
    expect(Object.keys(plan.headers)).toEqual(['testlib.h']);
    expect(plan.checker).toMatchObject({ file: 'files/check.cpp', language: 'cpp' });
    expect(plan.validators.map((validator) => validator.file)).toEqual(['files/validator.cpp']);
    expect(Object.keys(plan.generators)).toEqual(['gen']);
    expect(
      plan.tests.map((test) => [test.number, test.sample, test.input, test.answer, test.generate?.arguments]),
    ).toEqual([
      [1, true, '4\n1 2 3 5\n', null, undefined],
      [2, false, '3\n-1000000 1000000 7\n', null, undefined],
      [3, false, null, null, ['5', '10']],
      [4, false, null, null, ['100', '1000']],
      [5, false, null, null, ['1000', '1000000']],
      [6, false, null, null, ['1', '1']],
    ]);
    expect(
      plan.solutions.map((solution) => [solution.file, solution.tag, solution.language, solution.skipReason]),
    ).toEqual([
      ['solutions/mean.cpp', 'main', 'cpp', undefined],
      ['solutions/mean.py', 'accepted', 'python', undefined],
      ['solutions/integer-division.cpp', 'wrong-answer', 'cpp', undefined],
      ['solutions/one-decimal.py', 'rejected', 'python', undefined],
      ['solutions/slow.py', 'time-limit-exceeded', 'python', undefined],
      ['solutions/mean.pas', 'accepted', null, 'language not supported (pas.fpc)'],
    ]);
    expect(plan.statement).toMatchObject({
      language: 'english',
      file: 'statements/english/problem-properties.json',
      legend: expect.stringContaining('Print their \\emph{mean}'),
      notes: 'In the first example, $(1 + 2 + 3 + 5) / 4 = 2.75$.',
    });
    expect(plan.statement).not.toHaveProperty('tutorial');
    expect(plan.scored).toBe(false);
  });

  it('reads the statement from statement-sections/ when there is no problem-properties.json, and the tests’ groups and points', async () => {
    const plan = await readPolygonPlan(zeroPairsPackage);
    expect(plan.statement).toMatchObject({
      file: 'statement-sections/english/',
      scoring: expect.stringContaining('60 points'),
    });
    expect(plan.scored).toBe(true);
    expect(plan.tests.map((test) => [test.group, test.points])).toEqual([
      ['samples', 0],
      ['small', 10],
      ['small', 10],
      ['small', 10],
      ['small', 10],
      ['large', 30],
      ['large', 30],
    ]);
    expect(plan.groups.find((group) => group.name === 'large')).toEqual({
      name: 'large',
      pointsPolicy: 'complete-group',
      points: 60,
      dependencies: ['small'],
    });
  });

  it('takes a full package’s tests and answers as they are, generating nothing', async () => {
    const plan = await readPolygonPlan(guessPackage);
    expect(plan.generators).toEqual({});
    expect(plan.tests[4]).toMatchObject({ number: 5, input: '1000 7\n', answer: '7\n' });
    expect(plan.interactor).toMatchObject({ file: 'files/interactor.cpp' });
  });
});

describe('Polygon packages in the sandbox', () => {
  let judge: Judge;
  const directories: string[] = [];
  /** Each fixture is verified once for the tests that read its lines. */
  const verified = new Map<string, Promise<VerifyLine[]>>();
  const verifyOnce = (directory: string) => {
    if (!verified.has(directory)) verified.set(directory, verify(directory, judge));
    return verified.get(directory)!;
  };

  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });

  /** A copy of a fixture (its testlib.h link made a file) with some files replaced. */
  async function changedCopy(fixture: string, files: Record<string, string>): Promise<string> {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-polygon-'));
    directories.push(directory);
    await cp(fixture, directory, { recursive: true, dereference: true });
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(directory, name), text);
    return directory;
  }

  it('generates the standard package’s tests with its generator and makes the answers with its main solution', async () => {
    const plan = await readPolygonPlan(meanPackage);
    const tests = await preparePolygonTests(plan, judge);
    expect(tests.map((test) => test.answer)).toEqual([
      '2.750000000\n',
      '2.333333333\n',
      expect.stringMatching(/^-?\d+\.\d{9}\n$/),
      expect.stringMatching(/^-?\d+\.\d{9}\n$/),
      expect.stringMatching(/^-?\d+\.\d{9}\n$/),
      expect.stringMatching(/^-?1\.0{9}\n$|^0\.0{9}\n$/),
    ]);
    const [count, numbers] = tests[2]!.input.split('\n');
    expect(count).toBe('5');
    const values = numbers!.split(' ').map(Number);
    expect(values).toHaveLength(5);
    for (const value of values) expect(Math.abs(value)).toBeLessThanOrEqual(10);
    // The same commands make the same tests.
    expect((await preparePolygonTests(plan, judge)).map((test) => test.input)).toEqual(tests.map((test) => test.input));
  });

  it.each([
    ['the standard package with a testlib checker and generated tests', meanPackage, 5],
    ['the scored package with groups, points and a dependency', zeroPairsPackage, 6],
    ['the interactive full package with an interactor and a checker', guessPackage, 4],
  ])('verify agrees with every tagged solution of %s', async (_name, directory, judged) => {
    const lines = await verifyOnce(directory);
    expect(judgedLines(lines)).toHaveLength(judged);
    for (const line of judgedLines(lines)) expect(line, JSON.stringify(line)).toMatchObject({ ok: true });
    expect(lines.at(-1)).toMatchObject({ summary: true, ok: true, timeLimitSource: 'problem.xml' });
  });

  it('scores the scored package by its groups: a small test wrong leaves the large group nothing', async () => {
    const lines = judgedLines(await verifyOnce(zeroPairsPackage));
    const scores = Object.fromEntries(lines.map((line) => [line.file, line.score]));
    expect(scores).toMatchObject({
      'solutions/counting.cpp': 100,
      'solutions/quadratic.cpp': 40,
      'solutions/int-count.cpp': 40,
      'solutions/one-is-a-pair.cpp': 30,
    });
    // Only the pairs right: the checker's 5 points on each test with zeros, and the large group incomplete.
    expect(lines.find((line) => line.file === 'solutions/no-zeros.py')).toMatchObject({
      actual: 'partially_accepted',
      status: 'Accepted',
    });
  });

  it('stops a generator that loops, or floods, and names the test', async () => {
    const limits = { ...DEFAULT_POLYGON_LIMITS, programTimeLimitMs: 1000, testBytes: 1 << 20 };
    const looping = await changedCopy(meanPackage, {
      'files/gen.cpp':
        '#include "testlib.h"\nint main(int argc, char **argv) { registerGen(argc, argv, 1); for (;;) {} }\n',
    });
    await expect(readPolygonPackage(looping, judge, limits)).rejects.toThrow(
      'test 3 ("gen 5 10"): the generator ran past its time limit (1 s)',
    );
    const flooding = await changedCopy(meanPackage, {
      'files/gen.cpp': '#include <cstdio>\nint main() { for (;;) std::puts("1 2 3 4 5 6 7 8 9"); }\n',
    });
    await expect(readPolygonPackage(flooding, judge, limits)).rejects.toThrow(
      'test 3 ("gen 5 10"): the generator wrote more than 1 MiB',
    );
  });

  it('refuses a test its validator rejects, naming the test and what the validator said', async () => {
    const invalid = await changedCopy(meanPackage, { 'tests/02': '3\n1 2\n' });
    await expect(readPolygonPackage(invalid, judge)).rejects.toThrow(
      'test 2 is not valid: files/validator.cpp rejected it: FAIL expected a space',
    );
  });

  it('refuses a package whose main solution fails on a test it must answer, or that goes over its budget', async () => {
    const crashing = await changedCopy(meanPackage, {
      'solutions/mean.cpp': '#include <cstdlib>\nint main() { std::abort(); }\n',
    });
    await expect(readPolygonPackage(crashing, judge)).rejects.toThrow(
      'test 1: the main solution solutions/mean.cpp ended with Runtime Error (SIGABRT)',
    );
    // About 0.3 s of CPU time per answer: the second goes over half a second.
    const slow = await changedCopy(meanPackage, {
      'solutions/mean.cpp': [
        '#include <cstdio>',
        '#include <ctime>',
        'int main() {',
        '    volatile long spin = 0;',
        '    while (std::clock() < CLOCKS_PER_SEC * 3 / 10) spin = spin + 1;',
        '    std::puts("0");',
        '}',
        '',
      ].join('\n'),
    });
    await expect(readPolygonPackage(slow, judge, { ...DEFAULT_POLYGON_LIMITS, budgetMs: 500 })).rejects.toThrow(
      /^making the tests took more than 0\.5 s of CPU time \(at the answer of test [2-6]\)/,
    );
  });

  it('reports a package whose tests cannot be made in verify’s summary', async () => {
    const missing = await changedCopy(meanPackage, {});
    await rm(path.join(missing, 'tests', '02'));
    const lines = await verify(missing, judge);
    expect(lines).toEqual([
      expect.objectContaining({ summary: true, ok: false, error: 'tests/02 (manual test 2) is missing' }),
    ]);
  });
});
