import { appendFile, chmod, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { createTestJudge } from '../testing/test-judge.js';
import { verifyProblemPackage, type VerifyLine } from './verify-problem-package.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures');

let judge: Judge;
const temporaryDirectories: string[] = [];

async function verify(directory: string): Promise<VerifyLine[]> {
  const lines: VerifyLine[] = [];
  for await (const line of verifyProblemPackage(directory, judge)) lines.push(line);
  return lines;
}

/** The judged lines as file → the folder its verdict belongs in, for a readable comparison. */
function verdicts(lines: VerifyLine[]): Record<string, string> {
  return Object.fromEntries(lines.flatMap((line) => ('actual' in line ? [[line.file, line.actual]] : [])));
}

/**
 * Every file of a folder made read-write only, as an unzipped upload or stored text leaves it; the
 * scripts get a new last line, so that nothing built from the fixture before comes from the cache.
 */
async function withoutModeBits(directory: string): Promise<void> {
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (entry.name === 'build' || entry.name === 'run') await appendFile(file, `# ${directory}\n`);
    await chmod(file, 0o644);
  }
}

beforeAll(async () => {
  judge = await createTestJudge();
});
afterAll(async () => {
  await judge?.close();
  for (const directory of temporaryDirectories) await rm(directory, { recursive: true, force: true });
});

describe('verify on programs that are folders', () => {
  it('judges multi-file C, C++, Java and Python submissions and a validator of several files', async () => {
    const lines = await verify(path.join(fixtures, 'add-each-pair'));
    expect(verdicts(lines)).toEqual({
      'submissions/accepted/c-with-header': 'accepted',
      'submissions/accepted/cpp-three-files': 'accepted',
      // Accepted only if it read offset.txt from its working directory (its folder).
      'submissions/accepted/cpp-with-data': 'accepted',
      'submissions/accepted/java-two-classes': 'accepted',
      'submissions/accepted/main.cpp': 'accepted',
      'submissions/accepted/main.py': 'accepted',
      'submissions/accepted/python-modules': 'accepted',
      'submissions/wrong_answer/cpp-subtracts': 'wrong_answer',
      'submissions/wrong_answer/java-overflows': 'wrong_answer',
      'submissions/run_time_error/python-missing-module': 'run_time_error',
    });
    expect(lines.at(-1)).toMatchObject({ summary: true, ok: true, judged: 10, skipped: 0 });
  }, 120_000);

  it('builds a validator and a submission by their own scripts, and calls run with the format’s arguments', async () => {
    // The validator answers a judge error unless it gets input, answer and a feedback folder, in that order.
    const lines = await verify(path.join(fixtures, 'half-of-it'));
    expect(lines.find((line) => 'file' in line && line.file === 'submissions/accepted/scripted')).toMatchObject({
      language: 'build-run',
      actual: 'accepted',
    });
    expect(lines.at(-1)).toMatchObject({ summary: true, ok: true, judged: 5, agreed: 5 });
  }, 120_000);

  it('needs no mode bits on build and run (a zip or the database keeps none)', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-half-'));
    temporaryDirectories.push(directory);
    await cp(path.join(fixtures, 'half-of-it'), directory, { recursive: true });
    await withoutModeBits(directory);
    const lines = await verify(directory);
    expect(lines.at(-1)).toMatchObject({ summary: true, ok: true, judged: 5, agreed: 5 });
  }, 120_000);

  it('reports a build script that fails as a compile error, with what it printed', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-half-'));
    temporaryDirectories.push(directory);
    await cp(path.join(fixtures, 'half-of-it'), directory, { recursive: true });
    await rm(path.join(directory, 'submissions/accepted/scripted/halve.c'));
    const line = (await verify(directory)).find((entry) => 'file' in entry && entry.file.endsWith('scripted'));
    expect(line).toMatchObject({ actual: 'compile_error', ok: false });
    expect(line && 'detail' in line ? line.detail : '').toContain('halve.c');
  }, 120_000);

  it('adds include/ drivers to every submission of their language', async () => {
    const lines = await verify(path.join(fixtures, 'largest-value'));
    expect(verdicts(lines)).toEqual({
      'submissions/accepted/Solution.java': 'accepted',
      'submissions/accepted/solution.cpp': 'accepted',
      'submissions/accepted/solution.py': 'accepted',
      'submissions/wrong_answer/Solution.java': 'wrong_answer',
      'submissions/wrong_answer/first.cpp': 'wrong_answer',
      'submissions/wrong_answer/solution.py': 'wrong_answer',
    });
    expect(lines.at(-1)).toMatchObject({ summary: true, ok: true });
  }, 120_000);
});
