import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { createTestJudge } from '../testing/test-judge.js';
import {
  verifyProblemPackage,
  type VerifyJudgedLine,
  type VerifyLine,
  type VerifySummaryLine,
} from './verify-problem-package.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures');
const temporaryDirectories: string[] = [];
let judge: Judge;

beforeAll(async () => {
  judge = await createTestJudge();
});
afterAll(async () => {
  await judge?.close();
  for (const directory of temporaryDirectories) await rm(directory, { recursive: true, force: true });
});

async function verify(directory: string): Promise<VerifyLine[]> {
  const lines: VerifyLine[] = [];
  for await (const line of verifyProblemPackage(directory, judge)) lines.push(line);
  return lines;
}

/** A copy of a fixture with some files replaced, to break one requirement. */
async function fixtureWith(name: string, files: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-requirements-'));
  temporaryDirectories.push(directory);
  await cp(path.join(fixtures, name), directory, { recursive: true });
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(directory, file), text);
  return directory;
}

const judgedLine = (lines: VerifyLine[], file: string) =>
  lines.find((line) => 'file' in line && line.file === file) as VerifyJudgedLine;
const summaryOf = (lines: VerifyLine[]) => lines.at(-1) as VerifySummaryLine;

describe('verify on packages of the 2025-09 text and the 2023-07 draft', () => {
  it.each(['mean-value', 'square-root', 'draft-subtasks', 'limits-2025'])(
    'agrees with every submission of the %s fixture',
    async (name) => {
      const lines = await verify(path.join(fixtures, name));
      for (const line of lines) expect(line, JSON.stringify(line)).toMatchObject({ ok: true });
      expect(summaryOf(lines).disagreed).toBe(0);
    },
  );

  it('judges a .py3 file as Python 3, as the format’s language table spells it', async () => {
    const lines = await verify(path.join(fixtures, 'mean-value'));
    expect(judgedLine(lines, 'submissions/accepted/nine_decimals.py3')).toMatchObject({
      language: 'python',
      actual: 'accepted',
      ok: true,
    });
  });

  it('computes a missing time limit as the smallest multiple of time_resolution over the slowest × ac_to_time_limit', async () => {
    const summary = summaryOf(await verify(path.join(fixtures, 'limits-2025')));
    expect(summary).toMatchObject({ timeLimitMs: 500, ok: true });
  });

  it('says which requirement of submissions.yaml a submission misses, and where it was said', async () => {
    const directory = await fixtureWith('square-root', {
      'submissions/submissions.yaml': [
        'wrong_answer/integer_root.py:',
        '  secret/2-others:',
        '    permitted: [AC]',
        '  message: far away',
        '',
      ].join('\n'),
    });
    const line = judgedLine(await verify(directory), 'submissions/wrong_answer/integer_root.py');
    expect(line.ok).toBe(false);
    expect(line.unmet).toEqual([
      'submissions/submissions.yaml: wrong_answer/integer_root.py: no judge message contains "far away"',
      'submissions/submissions.yaml: wrong_answer/integer_root.py: secret/2-others: permitted [AC], got WA in secret/2-others',
    ]);
  });

  it("gives a group's own output_validator_args to the custom validator on that group's tests", async () => {
    // A tolerance of 1 lets the integer root pass 2-others too, which its requirements say it must not.
    const directory = await fixtureWith('square-root', {
      'data/secret/2-others/test_group.yaml': 'output_validator_args: [tolerance, "1"]\n',
    });
    const line = judgedLine(await verify(directory), 'submissions/wrong_answer/integer_root.py');
    expect(line.unmet).toEqual([
      'submissions/submissions.yaml: wrong_answer/integer_root.py: secret/2-others: required [WA], got only [AC] in secret/2-others',
    ]);
  });

  it('checks score requirements of a scoring problem, of the submission and of a group', async () => {
    const directory = await fixtureWith('draft-subtasks', {
      'submissions/submissions.yaml': [
        'partially_accepted/floating.py:',
        '  score: [50, 60]',
        '  secret/group1:',
        '    score: 40',
        '',
      ].join('\n'),
    });
    const lines = await verify(directory);
    expect(judgedLine(lines, 'submissions/accepted/exact.py').ok).toBe(true);
    expect(judgedLine(lines, 'submissions/partially_accepted/floating.py').unmet).toEqual([
      'submissions/submissions.yaml: partially_accepted/floating.py: score 50 to 60, got 40',
    ]);
  });

  it('refuses a submissions.yaml glob that matches no submission, naming it', async () => {
    const directory = await fixtureWith('mean-value', {
      'submissions/submissions.yaml': 'acepted/*:\n  permitted: [AC]\n',
    });
    await expect(verify(directory)).rejects.toThrow('submissions/submissions.yaml: "acepted/*" matches no submission');
  });

  it('holds a submission that must run out of time to the margin time_limit_to_tle', async () => {
    const directory = await fixtureWith('limits-2025', {
      'problem.yaml': [
        'problem_format_version: 2025-09',
        'name: Echo Twice',
        'limits:',
        '  time_limit: 0.5',
        '  time_multipliers:',
        '    time_limit_to_tle: 8',
        '',
      ].join('\n'),
      // About 0.8 s of CPU: over the limit, but well within 8 times it (4 s of CPU, 5 s of wall
      // clock: room for a busy machine to give it its CPU).
      'submissions/time_limit_exceeded/forever.py': [
        'import time',
        'line = input().strip()',
        'start = time.process_time()',
        'while time.process_time() - start < 0.8:',
        '    pass',
        'print(line + line)',
        '',
      ].join('\n'),
    });
    const line = judgedLine(await verify(directory), 'submissions/time_limit_exceeded/forever.py');
    expect(line).toMatchObject({ actual: 'time_limit_exceeded', ok: false });
    expect(line.unmet).toEqual([
      'submissions/time_limit_exceeded/ (default): time_limit_to_tle: no test runs out of the time limit × time_limit_to_tle',
    ]);
  });
});
