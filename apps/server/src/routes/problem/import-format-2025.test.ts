import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verifyProblemPackage, type VerifyLine, type VerifySummaryLine } from '@codeyard/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPackageArchive } from '../../problems/package-archive.js';
import { availableDialects } from '../../testing/databases.js';
import { closeSharedJudge, realJudging, sharedJudge } from '../../testing/judging.js';
import { interactiveGuessPackage, judgeFixturePackage, multiPassPackage } from '../../testing/outside-packages.js';
import { createTestApp, signInAsAdmin, type TestApp } from '../../testing/test-app.js';
import { importProblemPackage } from '../../testing/zip.js';

const dialects = await availableDialects();

/** docs/problem-format.md: packages of the 2025-09 text and the 2023-07 draft import as their authors wrote them. */
describe.each(dialects)('importing 2025-09 and 2023-07 draft packages on %s', (dialect) => {
  let test: TestApp;
  let admin: string;

  beforeAll(async () => {
    test = await createTestApp({ dialect, judging: realJudging, env: { AUTH_RATE_LIMIT: '1000' } });
    admin = await signInAsAdmin(test);
  });
  afterAll(async () => {
    await test?.close();
    await closeSharedJudge();
  });

  const importPackage = (fileName: string, files: Record<string, string>) =>
    importProblemPackage(test.app, admin, fileName, files);
  const storedChecker = async (id: string) =>
    JSON.parse(
      (
        await test.context.database
          .selectFrom('problems')
          .select('checker')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).checker,
    ) as unknown;

  it.each([
    ['mean-value', { kind: 'tokens', floatAbsoluteTolerance: 1e-6, floatRelativeTolerance: 1e-6 }],
    ['square-root', { kind: 'custom', language: 'python', arguments: ['tolerance', '1e-6'] }],
    ['draft-subtasks', { kind: 'tokens', caseSensitive: true }],
    ['limits-2025', { kind: 'tokens' }],
  ])('imports the %s fixture, its output validator arguments given to its checker', async (name, checker) => {
    const response = await importPackage(`${name}.zip`, judgeFixturePackage(name));
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedChecker(response.json().problem._id)).toMatchObject(checker);
  });

  it('takes a .py3 solution as the Python reference', async () => {
    const response = await importPackage('mean-py3.zip', judgeFixturePackage('mean-value'));
    // Created here, or updated when an earlier test of this file imported the same folder.
    expect([200, 201], response.body).toContain(response.statusCode);
    const stored = await test.context.database
      .selectFrom('problems')
      .select('reference_code')
      .where('id', '=', response.json().problem._id)
      .executeTakeFirstOrThrow();
    const python = (JSON.parse(stored.reference_code) as { language: string; code: string }[]).find(
      (entry) => entry.language === 'python',
    );
    expect(python?.code).toContain('(.py3)');
  });

  it('gives a custom validator problem.yaml’s legacy validator_flags as its arguments', async () => {
    const files = judgeFixturePackage('square-root', {
      'problem.yaml':
        'name: Square Root\nvalidation: custom\nvalidator_flags: tolerance 1e-6\nlimits:\n  time_limit: 1\n',
      'data/sample/test_group.yaml': '',
      'data/secret/test_group.yaml': '',
    });
    // Legacy: the validator lives in output_validators/<name>/.
    files['square-root/output_validators/root/validator.py'] = files['square-root/output_validator/validator.py']!;
    delete files['square-root/output_validator/validator.py'];
    const response = await importPackage('square-root.zip', files);
    expect([200, 201], response.body).toContain(response.statusCode);
    expect(await storedChecker(response.json().problem._id)).toMatchObject({ arguments: ['tolerance', '1e-6'] });
  });

  it('scores the draft package as problemtools reads its legacy testdata.yaml keys', async () => {
    const response = await importPackage('draft-subtasks.zip', judgeFixturePackage('draft-subtasks'));
    expect(response.statusCode, response.body).toBe(200);
    const view = (
      await test.app.inject({
        method: 'GET',
        url: `/api/problem/admin/${response.json().problem._id}`,
        headers: { cookie: admin },
      })
    ).json();
    expect(view.scoring.groups.map((group: { points: number }) => group.points)).toEqual([40, 60]);
  });

  it.each([
    [
      'a code limit below Codeyard’s',
      { 'problem.yaml': 'problem_format_version: 2025-09\nname: Mean Value\nlimits:\n  time_limit: 1\n  code: 16\n' },
      'problem.yaml: limits.code: Codeyard accepts sources of up to 64 KiB on every problem and cannot lower that for one',
    ],
    [
      'more output than the judge allows',
      { 'problem.yaml': 'problem_format_version: 2025-09\nname: Mean Value\nlimits:\n  time_limit: 1\n  output: 64\n' },
      'problem.yaml: limits.output: the judge lets a test write 16 MiB and cannot allow more for one problem',
    ],
    [
      'output validator arguments that differ between tests',
      { 'data/sample/test_group.yaml': 'output_validator_args: [float_tolerance, 1e-3]\n' },
      'output_validator_args differ between tests: data/sample/1 has [float_tolerance, 1e-3] (data/sample/test_group.yaml), data/secret/1 has [float_tolerance, 1e-6] (data/secret/test_group.yaml); a problem here checks every test with the same arguments',
    ],
    [
      'constants, which nothing substitutes',
      { 'problem.yaml': 'problem_format_version: 2025-09\nname: Mean Value\nconstants:\n  n_max: 1000\n' },
      'problem.yaml: constants ({{name}} substitution) are not supported',
    ],
    [
      'command-line arguments for the submission',
      { 'data/secret/test_group.yaml': 'args: [--verbose]\n' },
      'data/secret/test_group.yaml: args: command-line arguments for the submission are not supported',
    ],
    [
      'a reference solution that submissions.yaml says must fail',
      { 'submissions/submissions.yaml': 'accepted/seven_decimals.py:\n  required: [WA]\n' },
      'submissions/accepted/seven_decimals.py is a reference solution, which must pass every test: submissions/submissions.yaml: accepted/seven_decimals.py: required [WA], got only [AC]',
    ],
  ])('refuses %s, naming the key and the file', async (_what, replaced, message) => {
    const files = judgeFixturePackage('mean-value', {});
    for (const [file, text] of Object.entries(replaced)) files[`mean-value/${file}`] = text;
    const response = await importPackage('mean-value.zip', files);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(`Invalid problem package "mean-value": ${message}`);
  });

  /** Exports a stored problem and runs the judge's own verify on the package it writes. */
  async function verifyExport(id: string): Promise<VerifyLine[]> {
    const exported = await test.app.inject({
      method: 'GET',
      url: `/api/problem/export/${id}`,
      headers: { cookie: admin },
    });
    expect(exported.statusCode).toBe(200);
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'codeyard-export-verify-'));
    try {
      const root = await extractPackageArchive(exported.rawPayload, work);
      const lines: VerifyLine[] = [];
      for await (const line of verifyProblemPackage(root, await sharedJudge())) lines.push(line);
      return lines;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }

  it.each([
    ['standard', () => judgeFixturePackage('mean-value')],
    ['custom validator', () => judgeFixturePackage('square-root')],
    [
      'interactive',
      () => interactiveGuessPackage('guess-export', 'problem_format_version: 2023-07-draft\ntype: interactive'),
    ],
    ['multi-pass', () => multiPassPackage('twice-export')],
    ['scored', () => judgeFixturePackage('draft-subtasks')],
  ])('exports a %s problem as a package our own verify agrees with', async (_type, files) => {
    const imported = await importPackage('export.zip', files());
    expect([200, 201], imported.body).toContain(imported.statusCode);
    const lines = await verifyExport(imported.json().problem._id);
    const summary = lines.at(-1) as VerifySummaryLine;
    expect(summary, JSON.stringify(lines)).toMatchObject({ ok: true, disagreed: 0 });
    expect(summary.judged).toBeGreaterThan(0);
  });
});
