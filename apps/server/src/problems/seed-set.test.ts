import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Judge, verifyProblemPackage, type LanguageId, type VerifyLine } from '@codeyard/judge';
import { DIFFICULTIES, HOME_TAGS } from '@codeyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionStartCode } from '../services/problems/generated-start-code.js';
import { readCodeyardPackage } from './codeyard-package.js';

const problemsDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../problems');
const slugs = fs
  .readdirSync(problemsDirectory, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Tests run concurrently and queue for the judge's two workers, so each may wait a while (ms). */
const JUDGING_TIMEOUT = 900_000;

/** Every language the problem page offers must have start code and an accepted reference. */
const LANGUAGES = ['cpp', 'java', 'javascript', 'python'];

let judge: Judge;
beforeAll(async () => {
  // The default compile cache, shared with the suite's other judges (self-tests built once).
  judge = await Judge.create({ workers: 2 });
}, 300_000);
afterAll(async () => judge?.close());

describe('the seed problem set', () => {
  it('has at least 40 problems, every difficulty and every home-filter tag', async () => {
    expect(slugs.length).toBeGreaterThanOrEqual(40);
    const problems = await Promise.all(
      slugs.map((slug) => readCodeyardPackage(path.join(problemsDirectory, slug), slug)),
    );
    for (const difficulty of DIFFICULTIES)
      expect(
        problems.some((problem) => problem.difficulty === difficulty),
        difficulty,
      ).toBe(true);
    for (const tag of HOME_TAGS)
      expect(
        problems.some((problem) => problem.tags.includes(tag)),
        tag,
      ).toBe(true);
    expect(new Set(problems.map((problem) => problem.title)).size).toBe(problems.length);
  });

  describe.concurrent.each(slugs)('%s', (slug) => {
    const directory = path.join(problemsDirectory, slug);

    it('is a complete package: explained examples, 10+ hidden tests, start and reference code in four languages, a failing submission', async () => {
      const problem = await readCodeyardPackage(directory, slug);
      expect(problem.description.length).toBeGreaterThan(100);
      expect(problem.visibleTests.length).toBeGreaterThanOrEqual(2);
      for (const example of problem.visibleTests) expect(example.explanation?.trim(), 'explanation').toBeTruthy();
      expect(problem.hiddenTests.length).toBeGreaterThanOrEqual(10);
      // A function problem has no start/: its page opens on the stubs of its signature.
      const startCode = problem.function
        ? functionStartCode(problem.function).filter((entry) => LANGUAGES.includes(entry.language))
        : problem.startCode;
      expect(startCode.map((entry) => entry.language).sort()).toEqual(LANGUAGES);
      expect(problem.referenceCode.map((entry) => entry.language).sort()).toEqual(LANGUAGES);
      const failing = ['wrong_answer', 'time_limit_exceeded', 'run_time_error'].flatMap((folder) => {
        const folderPath = path.join(directory, 'submissions', folder);
        return fs.existsSync(folderPath) ? fs.readdirSync(folderPath) : [];
      });
      expect(failing.length, 'wrong or too-slow solutions').toBeGreaterThanOrEqual(1);
    });

    it(
      'agrees with the judge: every accepted solution passes every test, every other one gets its folder verdict',
      async () => {
        const lines: VerifyLine[] = [];
        for await (const line of verifyProblemPackage(directory, judge)) lines.push(line);
        const summary = lines.at(-1);
        const disagreements = lines.filter((line) => 'ok' in line && !('summary' in line) && !line.ok);
        expect(disagreements).toEqual([]);
        expect(summary).toMatchObject({ summary: true, ok: true, skipped: 0 });
        expect(summary && 'judged' in summary ? summary.judged : 0).toBeGreaterThanOrEqual(5);
      },
      JUDGING_TIMEOUT,
    );

    it(
      'has start code that compiles and runs in every language (a function problem: stubs that declare its function)',
      async () => {
        const problem = await readCodeyardPackage(directory, slug);
        if (problem.function) {
          // A stub's empty body does not compile everywhere (Java wants a return); the references run the drivers.
          const signature = problem.function;
          const stubs = functionStartCode(signature).filter((entry) => LANGUAGES.includes(entry.language));
          expect(stubs.map((entry) => entry.language).sort()).toEqual(LANGUAGES);
          for (const stub of stubs) expect(stub.code, stub.language).toContain(signature.name);
          return;
        }
        const example = problem.visibleTests[0];
        for (const start of problem.startCode) {
          const result = await judge.judge({
            language: start.language as LanguageId,
            source: start.code,
            tests: [{ input: example?.input ?? '', expected: example?.output ?? '' }],
            timeLimitMs: problem.timeLimitMs,
            memoryLimitMb: problem.memoryLimitMb,
            checker: problem.checker,
          });
          expect([3, 4], `${start.language}: ${result.status} ${result.compileOutput}`).toContain(result.statusId);
        }
      },
      JUDGING_TIMEOUT,
    );
  });
});
