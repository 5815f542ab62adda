import { cp, mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { naturalCompare } from './natural-order.js';
import type { TestGroup } from '../scoring/test-groups.js';
import { readProblemPackage, testNameInData } from './read-problem-package.js';
import { parseValidatorFlags } from './validator-flags.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures');
const fixture = path.join(fixtures, 'sum-of-list');
const temporaryDirectories: string[] = [];

async function writePackage(files: Record<string, string>): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-package-'));
  temporaryDirectories.push(directory);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(directory, name)), { recursive: true });
    await writeFile(path.join(directory, name), content);
  }
  return directory;
}

afterAll(async () => {
  for (const directory of temporaryDirectories) await rm(directory, { recursive: true, force: true });
});

describe('readProblemPackage', () => {
  it('reads name, limits and the default validator from problem.yaml', async () => {
    const problem = await readProblemPackage(fixture);
    expect(problem.name).toBe('Sum of a List');
    expect(problem.timeLimitMs).toBe(1000);
    expect(problem.memoryLimitMb).toBe(128);
    expect(problem.checker).toEqual({ kind: 'tokens' });
    expect(problem.unsupported).toBeUndefined();
  });

  it('reads samples then secret tests in natural order, including test groups', async () => {
    const problem = await readProblemPackage(fixture);
    expect(problem.tests.map((test) => test.name)).toEqual([
      'data/sample/1',
      'data/sample/2',
      'data/secret/1',
      'data/secret/2',
      'data/secret/10',
      'data/secret/group1/1',
    ]);
    expect(problem.tests[0]).toMatchObject({ input: '3\n1 2 3\n', expected: '6\n', group: 'sample', hidden: false });
    expect(problem.tests[2]?.hidden).toBe(true);
  });

  it('lists submissions by expected verdict with their language, skipping what cannot be judged', async () => {
    const problem = await readProblemPackage(fixture);
    const byFile = Object.fromEntries(problem.submissions.map((submission) => [submission.file, submission]));
    expect(byFile['submissions/accepted/Main.java']).toMatchObject({ expected: 'accepted', language: 'java' });
    expect(byFile['submissions/run_time_error/memory_hog.py']).toMatchObject({
      expected: 'run_time_error',
      language: 'python',
    });
    expect(byFile['submissions/accepted/main.hs']).toMatchObject({
      language: null,
      skipReason: 'language not supported (.hs)',
    });
    expect(byFile['submissions/wrong_answer/legacy.py']).toMatchObject({
      language: null,
      skipReason: 'Python 2 is not supported',
    });
    const judgeable = problem.submissions.filter((submission) => !submission.skipReason);
    expect(judgeable).toHaveLength(20);
    for (const language of ['c', 'cpp', 'java', 'javascript', 'python']) {
      for (const verdict of ['accepted', 'wrong_answer', 'time_limit_exceeded', 'run_time_error']) {
        expect(
          judgeable.some((submission) => submission.language === language && submission.expected === verdict),
          `${language} ${verdict}`,
        ).toBe(true);
      }
    }
  });

  it('leaves the time limit to be computed when the package gives none, with the format’s multiplier', async () => {
    const legacy = await readProblemPackage(await writePackage({ 'problem.yaml': 'name: X\n' }));
    expect(legacy).toMatchObject({
      timeLimitMs: null,
      timeMultiplier: 5,
      memoryLimitMb: 2048,
      tests: [],
      submissions: [],
    });
    const current = await readProblemPackage(
      await writePackage({ 'problem.yaml': 'problem_format_version: 2023-07-draft\nname: X\n' }),
    );
    expect(current.timeMultiplier).toBe(2);
    const explicit = await readProblemPackage(
      await writePackage({ 'problem.yaml': 'limits:\n  time_multiplier: 3\n  output: 8\n' }),
    );
    expect(explicit).toMatchObject({ timeMultiplier: 3, outputLimitBytes: 8 << 20 });
  });

  it('turns validator_flags into a token checker', async () => {
    const directory = await writePackage({
      'problem.yaml': 'validation: default\nvalidator_flags: float_tolerance 1e-6 case_sensitive\n',
    });
    expect((await readProblemPackage(directory)).checker).toEqual({
      kind: 'tokens',
      caseSensitive: true,
      floatAbsoluteTolerance: 1e-6,
      floatRelativeTolerance: 1e-6,
    });
  });

  it('reads a custom output validator with its headers', async () => {
    const directory = await writePackage({
      'problem.yaml': 'validation: custom\n',
      'output_validators/check/check.cpp': '#include "validate.h"\nint main() { return 42; }\n',
      'output_validators/check/validate.h': '// helpers\n',
    });
    expect((await readProblemPackage(directory)).checker).toEqual({
      kind: 'custom',
      language: 'cpp',
      source: '#include "validate.h"\nint main() { return 42; }\n',
      files: { 'validate.h': '// helpers\n' },
    });
  });

  it('reads a 2023-07 output_validator/ folder as the custom validator, without a validation key', async () => {
    const directory = await writePackage({
      'problem.yaml': 'problem_format_version: 2023-07-draft\nname: Any Order\n',
      'output_validator/validate.py': 'import sys\nsys.exit(42)\n',
      'output_validator/README': 'Accepts the numbers in any order.\n',
    });
    const problem = await readProblemPackage(directory);
    expect(problem.checker).toEqual({
      kind: 'custom',
      language: 'python',
      source: 'import sys\nsys.exit(42)\n',
      sourceName: 'validate.py',
      files: { README: 'Accepts the numbers in any order.\n' },
    });
    expect(problem.unsupported).toBeUndefined();
  });

  it('names the validator folder when it cannot be built, and a custom validation without any validator', async () => {
    const twoMains = await writePackage({
      'problem.yaml': 'problem_format_version: 2023-07-draft\n',
      'output_validator/a.cpp': 'int main() {}\n',
      'output_validator/b.cpp': 'int main() {}\n',
    });
    expect((await readProblemPackage(twoMains)).unsupported).toBe(
      'the output validator in output_validator/: cannot tell which of its C++ (GCC, C++17) files is the main one (name it main.cpp)',
    );
    const missing = await writePackage({ 'problem.yaml': 'validation: custom\n' });
    expect((await readProblemPackage(missing)).unsupported).toBe(
      'validation is custom but there is no output_validator or output_validators directory',
    );
  });

  it('gives a custom validator problem.yaml’s validator_flags as arguments, as Kattis does', async () => {
    const directory = await writePackage({
      'problem.yaml': 'validation: custom\nvalidator_flags: order_matters\n',
      'output_validators/check/check.py': 'import sys\nsys.exit(42)\n',
    });
    const problem = await readProblemPackage(directory);
    expect(problem.unsupported).toBeUndefined();
    expect(problem.checker).toMatchObject({ kind: 'custom', arguments: ['order_matters'] });
  });

  it.each([
    [
      'problem_format_version: 2023-07-draft\ntype: submit-answer\n',
      'problem type "submit-answer" is not supported yet',
    ],
    [
      'problem_format_version: 2023-07-draft\ntype: [scoring, multi-pass, interactive, submit-answer]\n',
      'problem type "submit-answer" is not supported yet',
    ],
    [
      'problem_format_version: 2023-07-draft\ntype: [pass-fail, scoring]\n',
      'problem types "pass-fail" and "scoring" cannot both be declared',
    ],
    [
      'validation: custom score\n',
      'validation "custom score" (scores from the output validator\'s score.txt) is not supported yet',
    ],
    [
      'type: scoring\nvalidation: custom  score\n',
      'validation "custom score" (scores from the output validator\'s score.txt) is not supported yet',
    ],
    [
      'validation: custom interactive score\n',
      'validation "custom interactive score" (scores from the output validator\'s score.txt) is not supported yet',
    ],
    ['validation: special\n', 'validation "special" is not supported'],
  ])('marks %j unsupported, naming the type, even with a validator present', async (yaml, message) => {
    const directory = await writePackage({
      'problem.yaml': `name: Guess\n${yaml}`,
      'output_validator/interactor.cpp': 'int main() { return 42; }\n',
      'output_validators/interactor/interactor.cpp': 'int main() { return 42; }\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    });
    expect((await readProblemPackage(directory)).unsupported).toBe(message);
  });

  it.each([
    ['2023-07', 'problem_format_version: 2023-07-draft\ntype: interactive\n', 'output_validator/interactor.cpp'],
    [
      '2023-07 list',
      'problem_format_version: 2023-07-draft\ntype: [pass-fail, interactive]\n',
      'output_validator/interactor.cpp',
    ],
    ['legacy', 'validation: custom interactive\n', 'output_validators/guess/interactor.cpp'],
  ])('reads the %s interactive form: its output validator becomes the interactor', async (_form, yaml, file) => {
    const directory = await writePackage({
      'problem.yaml': `name: Guess\n${yaml}`,
      [file]: 'int main() { return 42; }\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    });
    const problem = await readProblemPackage(directory);
    expect(problem.unsupported).toBeUndefined();
    expect(problem.checker).toEqual({
      kind: 'interactive',
      language: 'cpp',
      source: 'int main() { return 42; }\n',
      files: {},
    });
  });

  it('reads multi-pass problems with their number of passes (Kattis default 2)', async () => {
    const files = {
      'output_validator/validator.py': 'import sys\nsys.exit(42)\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    };
    const current = await writePackage({
      ...files,
      'problem.yaml': 'problem_format_version: 2023-07-draft\ntype: multi-pass\nlimits:\n  validation_passes: 3\n',
    });
    expect((await readProblemPackage(current)).checker).toMatchObject({
      kind: 'custom',
      language: 'python',
      passes: 3,
    });
    const legacy = await writePackage({
      'problem.yaml': 'validation: custom multi-pass\n',
      'output_validators/passes/validator.py': 'import sys\nsys.exit(42)\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    });
    expect((await readProblemPackage(legacy)).checker).toMatchObject({ kind: 'custom', passes: 2 });
  });

  it('refuses an interactive or multi-pass problem without an output validator', async () => {
    const directory = await writePackage({
      'problem.yaml': 'problem_format_version: 2023-07-draft\ntype: interactive\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    });
    expect((await readProblemPackage(directory)).unsupported).toBe(
      'an interactive problem needs an output validator (output_validator/), and there is none',
    );
  });

  it('gives each test the output validator arguments of its group, legacy flags or 2025-09 args', async () => {
    const legacy = await writePackage({
      'problem.yaml': 'name: Groups\n',
      'data/secret/group1/testdata.yaml': 'output_validator_flags: float_tolerance 1e-3\n',
      'data/secret/group1/1.in': '1\n',
      'data/secret/group1/1.ans': '1\n',
      'data/secret/group2/1.in': '1\n',
      'data/secret/group2/1.ans': '1\n',
    });
    const legacyProblem = await readProblemPackage(legacy);
    expect(legacyProblem.unsupported).toBeUndefined();
    expect(legacyProblem.tests.map((test) => [test.name, test.validatorArguments])).toEqual([
      ['data/secret/group1/1', ['float_tolerance', '1e-3']],
      ['data/secret/group2/1', undefined],
    ]);
    const final = await writePackage({
      'problem.yaml': 'problem_format_version: 2025-09\nname: Groups\n',
      'data/sample/test_group.yaml': 'output_validator_args: [case_sensitive]\n',
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '1\n',
      'data/secret/test_group.yaml': 'output_validator_args: [float_tolerance, 1e-6]\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
      'data/secret/2.in': '2\n',
      'data/secret/2.ans': '2\n',
      'data/secret/2.yaml': 'output_validator_args: [float_absolute_tolerance, "0.5"]\n',
    });
    expect((await readProblemPackage(final)).tests.map((test) => test.validatorArguments)).toEqual([
      ['case_sensitive'],
      ['float_tolerance', '1e-6'],
      ['float_absolute_tolerance', '0.5'],
    ]);
  });

  it('refuses what the test data settings ask that the judge cannot do, naming the file and key', async () => {
    const unknownFlag = await writePackage({
      'problem.yaml': 'problem_format_version: 2025-09\n',
      'data/secret/test_group.yaml': 'output_validator_args: [order_matters]\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    });
    await expect(readProblemPackage(unknownFlag)).rejects.toThrow(
      'data/secret/test_group.yaml: output_validator_args: unknown flag "order_matters"',
    );
    const notAList = await writePackage({
      'problem.yaml': 'problem_format_version: 2025-09\n',
      'data/secret/test_group.yaml': 'output_validator_args: {tolerance: 1}\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    });
    await expect(readProblemPackage(notAList)).rejects.toThrow(
      'data/secret/test_group.yaml: output_validator_args must be a list of strings',
    );
    const submissionArguments = await writePackage({
      'problem.yaml': 'problem_format_version: 2025-09\n',
      'data/secret/test_group.yaml': 'args: [--fast]\n',
    });
    expect((await readProblemPackage(submissionArguments)).unsupported).toBe(
      'data/secret/test_group.yaml: args: command-line arguments for the submission are not supported',
    );
    const inputFiles = await writePackage({
      'problem.yaml': 'problem_format_version: 2025-09\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
      'data/secret/1.files/map.txt': 'x\n',
    });
    expect((await readProblemPackage(inputFiles)).unsupported).toBe(
      'data/secret/1.files: input files for a test (.files) are not supported',
    );
    const constants = await writePackage({
      'problem.yaml': 'problem_format_version: 2025-09\nconstants:\n  n_max: 1000\n',
    });
    expect((await readProblemPackage(constants)).unsupported).toBe(
      'problem.yaml: constants ({{name}} substitution) are not supported',
    );
    const harmless = await writePackage({
      'problem.yaml': 'name: Groups\n',
      'data/testdata.yaml': 'input_validator_flags: n_max=10\n',
    });
    expect((await readProblemPackage(harmless)).unsupported).toBeUndefined();
  });

  it('judges pass-fail packages as before, whichever way they say it', async () => {
    for (const yaml of ['type: pass-fail\n', 'type: [pass-fail]\n', 'validation: default\n', '']) {
      const problem = await readProblemPackage(await writePackage({ 'problem.yaml': `name: Sum\n${yaml}` }));
      expect(problem.unsupported, yaml).toBeUndefined();
      expect(problem.checker).toEqual({ kind: 'tokens' });
    }
  });

  it('reads a legacy .timelimit file when problem.yaml gives no time limit', async () => {
    const legacy = await readProblemPackage(await writePackage({ 'problem.yaml': 'name: X\n', '.timelimit': '2.5\n' }));
    expect(legacy).toMatchObject({ timeLimitMs: 2500, timeLimitSource: '.timelimit' });
    const both = await readProblemPackage(
      await writePackage({ 'problem.yaml': 'limits:\n  time_limit: 3\n', '.timelimit': '1\n' }),
    );
    expect(both).toMatchObject({ timeLimitMs: 3000, timeLimitSource: 'problem.yaml' });
    const neither = await readProblemPackage(await writePackage({ 'problem.yaml': 'name: X\n' }));
    expect(neither).toMatchObject({ timeLimitMs: null, timeLimitSource: null });
    const broken = await writePackage({ 'problem.yaml': 'name: X\n', '.timelimit': 'two seconds\n' });
    await expect(readProblemPackage(broken)).rejects.toThrow(
      '.timelimit must hold a positive number of seconds (found "two seconds")',
    );
  });

  it('refuses broken YAML and a YAML alias bomb with the file named, without expanding the bomb', async () => {
    const broken = await writePackage({ 'problem.yaml': 'name: [unclosed\n' });
    await expect(readProblemPackage(broken)).rejects.toThrow(/problem\.yaml is not valid YAML: /);
    // Nine levels of nine aliases: 9^9 (387 million) nodes if expanded.
    const levels = Array.from(
      { length: 9 },
      (_, level) =>
        `l${level}: &l${level} [${Array(9)
          .fill(level === 0 ? '"lol"' : `*l${level - 1}`)
          .join(', ')}]`,
    );
    const bomb = await writePackage({ 'problem.yaml': `${levels.join('\n')}\nname: Bomb\n` });
    await expect(readProblemPackage(bomb)).rejects.toThrow(/problem\.yaml is not valid YAML: .*alias/i);
  });

  it('refuses a test input without its answer file', async () => {
    const directory = await writePackage({
      'problem.yaml': 'name: Lonely\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
      'data/secret/2.in': '2\n',
    });
    await expect(readProblemPackage(directory)).rejects.toThrow(
      'data/secret/2.in has no answer file data/secret/2.ans',
    );
  });

  it('rejects a missing directory', async () => {
    await expect(readProblemPackage('/nonexistent/package')).rejects.toThrow('is not a directory');
  });
});

function testNames(group: TestGroup): string[] {
  return group.items.flatMap((item) => (item.kind === 'test' ? [item.name] : testNames(item)));
}

/** A 2023-07 scoring package with two groups worth 40 and 60. */
const SCORED_2023: Record<string, string> = {
  'problem.yaml': 'problem_format_version: 2023-07-draft\nname: Scored\ntype: [scoring]\n',
  'data/sample/1.in': '1\n',
  'data/sample/1.ans': '1\n',
  'data/secret/a/test_group.yaml': 'max_score: 40\n',
  'data/secret/a/1.in': '1\n',
  'data/secret/a/1.ans': '1\n',
  'data/secret/b/test_group.yaml': 'max_score: 60\nscore_aggregation: sum\n',
  'data/secret/b/1.in': '1\n',
  'data/secret/b/1.ans': '1\n',
  'data/secret/b/more/2.in': '2\n',
  'data/secret/b/more/2.ans': '2\n',
};

describe('readProblemPackage on scoring packages', () => {
  it('reads the legacy groups from testdata.yaml, the symbolic link inside the package followed', async () => {
    const problem = await readProblemPackage(path.join(fixtures, 'best-stretch'));
    expect(problem.unsupported).toBeUndefined();
    expect(problem.scoring?.maxScore).toBe(100);
    const root = problem.scoring!.root;
    // Every test the judge runs is a leaf of the tree, under the same name.
    expect(testNames(root)).toEqual(problem.tests.map(testNameInData));
    expect(testNames(root)).toContain('secret/group2/01');
    const byName = Object.fromEntries(problem.tests.map((test) => [test.name, test]));
    expect(byName['data/secret/group2/01']?.input).toBe(byName['data/secret/group1/01']?.input);
    expect(root.settings.graderFlags.ignoreSample).toBe(true);
  });

  it('reads 2023-07 groups from test_group.yaml: pass-fail, min and sum, a group’s subfolders holding more of its tests', async () => {
    const problem = await readProblemPackage(path.join(fixtures, 'prime-count'));
    expect(problem.scoring?.maxScore).toBe(100);
    const secret = problem.scoring!.root.items[1] as TestGroup;
    expect(secret.items.map((item) => [(item as TestGroup).path, (item as TestGroup).settings.acceptScore])).toEqual([
      ['secret/1-small', 20],
      ['secret/2-medium', 30],
      ['secret/3-large', 25],
    ]);
    const nested = await readProblemPackage(await writePackage(SCORED_2023));
    const nestedSecret = nested.scoring!.root.items[1] as TestGroup;
    expect(testNames(nestedSecret)).toEqual(['secret/a/1', 'secret/b/1', 'secret/b/more/2']);
    expect(nested.scoring?.maxScore).toBe(100);
  });

  it('refuses a test file linking outside the package, and a linked folder', async () => {
    const outside = await writePackage({ 'secret.txt': 'not for submissions\n' });
    const directory = await writePackage({ 'problem.yaml': 'name: Links\n', 'data/secret/1.ans': '1\n' });
    await symlink(path.join(outside, 'secret.txt'), path.join(directory, 'data', 'secret', '1.in'));
    await expect(readProblemPackage(directory)).rejects.toThrow(
      `data/secret/1.in is a symbolic link to ${path.join(outside, 'secret.txt')}, outside the package`,
    );
    const folder = await writePackage({
      'problem.yaml': 'name: Links\n',
      'data/sample/1.in': '1\n',
      'data/sample/1.ans': '1\n',
    });
    await symlink(path.join(folder, 'data', 'sample'), path.join(folder, 'data', 'secret'));
    await expect(readProblemPackage(folder)).rejects.toThrow('data/secret is a symbolic link to a folder');
  });

  it.each([
    [
      { 'data/secret/testdata.yaml': 'grading: custom\n', 'problem.yaml': 'name: X\ntype: scoring\n' },
      'data/secret/testdata.yaml: grading: custom (a grader program in graders/) is not supported',
    ],
    [
      { 'problem.yaml': 'name: X\ntype: scoring\ngrading:\n  objective: min\n' },
      'problem.yaml: grading objective "min" is not supported (only max)',
    ],
    [
      { 'output_validator/check.py': 'import sys\nsys.exit(42)\n' },
      "a scoring problem's output_validator/ may write score.txt or score_multiplier.txt, which the judge does not read yet",
    ],
    [
      { 'data/secret/test_group.yaml': 'max_score: unbounded\n' },
      "data/secret/test_group.yaml: an unbounded max_score needs scores from the output validator's score.txt, which is not supported yet",
    ],
    [
      { 'data/secret/b/test_group.yaml': 'max_score: 60\nrequire_pass: secret/a\n' },
      'data/secret/b/test_group.yaml: require_pass is not supported yet',
    ],
    [
      { 'data/secret/testdata.yaml': 'grader_flags: min\n' },
      'data/secret/testdata.yaml: grader_flags is not read beside test_group.yaml',
    ],
    [
      {
        'problem.yaml': 'problem_format_version: 2025-09\nname: X\ntype: scoring\n',
        'data/testdata.yaml': 'on_reject: continue\n',
      },
      'data/testdata.yaml: on_reject is not read in a 2025-09 package',
    ],
  ])('marks a scoring package the judge cannot score unsupported: %j', async (files, message) => {
    const problem = await readProblemPackage(await writePackage({ ...SCORED_2023, ...files }));
    expect(problem.unsupported).toContain(message);
    expect(problem.scoring).toBeUndefined();
  });

  it.each([
    [
      { 'data/secret/b/test_group.yaml': 'score_aggregation: sum\n' },
      'data/secret/b/test_group.yaml: a group needs a max_score',
    ],
    [
      { 'data/secret/b/test_group.yaml': 'max_score: 70\n' },
      "data/secret/test_group.yaml: the groups' max_score add up to 110, more than secret's max_score 100",
    ],
    [{ 'data/secret/1.in': '1\n', 'data/secret/1.ans': '1\n' }, 'data/secret holds both test cases and test groups'],
    [{ 'data/sample/test_group.yaml': 'max_score: 5\n' }, 'data/sample/test_group.yaml: the samples never count'],
    [{ 'data/secret/a/deeper/test_group.yaml': 'max_score: 5\n' }, 'test groups cannot be nested'],
  ])('refuses broken 2023-07 group settings, naming the file: %j', async (files, message) => {
    await expect(readProblemPackage(await writePackage({ ...SCORED_2023, ...files }))).rejects.toThrow(message);
  });
});

describe('validator flags', () => {
  it('parses every Kattis default-validator flag', () => {
    expect(
      parseValidatorFlags('float_absolute_tolerance 0.5 float_relative_tolerance 1e-3 space_change_sensitive'),
    ).toEqual({
      floatAbsoluteTolerance: 0.5,
      floatRelativeTolerance: 1e-3,
      spaceChangeSensitive: true,
    });
  });

  it('refuses unknown flags and missing numbers', () => {
    expect(() => parseValidatorFlags('ignore_case')).toThrow('unknown flag');
    expect(() => parseValidatorFlags('float_tolerance')).toThrow('needs a number');
  });
});

describe('natural order', () => {
  it('orders digit runs as numbers', () => {
    expect(['10.in', '2.in', '1.in', 'a10', 'a9'].sort(naturalCompare)).toEqual(['1.in', '2.in', '10.in', 'a9', 'a10']);
  });
});

describe("submissions.yaml's language", () => {
  it("names a file's language by its id or the format's code (python3), and refuses one its ending is not", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'codeyard-package-'));
    temporaryDirectories.push(directory);
    await cp(path.join(fixtures, 'square-root'), directory, { recursive: true });
    await writeFile(
      path.join(directory, 'submissions', 'submissions.yaml'),
      [
        'accepted/newton.py:',
        '  language: python3',
        'rejected/one_decimal.py:',
        '  language: python',
        'wrong_answer/integer_root.py:',
        '  language: cpp',
        '',
      ].join('\n'),
    );
    const { submissions } = await readProblemPackage(directory);
    const byFile = (name: string) => submissions.find((submission) => submission.file.endsWith(name))!;
    expect(byFile('newton.py')).toMatchObject({ language: 'python' });
    expect(byFile('one_decimal.py')).toMatchObject({ language: 'python' });
    expect(byFile('integer_root.py')).toMatchObject({
      language: null,
      skipReason: 'submissions/submissions.yaml: language "cpp" is not one this judge runs .py files as',
    });
  });
});
