import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { createTestJudge } from '../testing/test-judge.js';
import { verifyProblemPackage, type VerifyLine, type VerifySummaryLine } from './verify-problem-package.js';

const fixture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'test',
  'fixtures',
  'sum-of-list',
);

describe('verifyProblemPackage on the Kattis fixture', () => {
  let judge: Judge;
  const lines: VerifyLine[] = [];

  beforeAll(async () => {
    judge = await createTestJudge();
    for await (const line of verifyProblemPackage(fixture, judge)) lines.push(line);
  });

  afterAll(async () => {
    await judge?.close();
  });

  it('agrees with every folder, in all five languages', () => {
    const judged = lines.filter((line) => 'actual' in line);
    expect(judged).toHaveLength(20);
    for (const line of judged) expect(line, JSON.stringify(line)).toMatchObject({ ok: true });
  });

  it('reports unsupported files as skipped, not failed', () => {
    expect(lines.filter((line) => 'skipped' in line && 'file' in line)).toEqual([
      { file: 'submissions/accepted/main.kt', skipped: 'language not supported (.kt)' },
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
