import { existsSync } from 'node:fs';
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { languageForFile } from '../languages/registry.js';
import type { Checker, LanguageId, TestCase } from '../types.js';
import { naturalCompare } from './natural-order.js';
import { readChecker } from './output-validator.js';
import { readScoring, type ProblemScoring } from '../scoring/read-scoring.js';
import { declaredProblemTypes, isScoringProblem, unsupportedProblemType } from './problem-type.js';
import { unsupportedTestDataSettings } from './test-data-settings.js';

/**
 * The submission folders of a Kattis package, named by the verdict their files must get;
 * partially_accepted (accepted below the full score) only in scoring problems.
 */
export const EXPECTED_VERDICTS = [
  'accepted',
  'partially_accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'run_time_error',
] as const;
export type ExpectedVerdict = (typeof EXPECTED_VERDICTS)[number];

export type PackageTest = TestCase & {
  /** Path relative to the package without extension, e.g. "data/secret/group1/03". */
  name: string;
  group: 'sample' | 'secret';
};

/** A test's name in the group tree (relative to data/, as the package format names tests), e.g. "secret/group1/03". */
export function testNameInData(test: Pick<PackageTest, 'name'>): string {
  return test.name.replace(/^data\//, '');
}

export type PackageSubmission = {
  /** Path relative to the package, e.g. "submissions/accepted/main.cpp". */
  file: string;
  expected: ExpectedVerdict;
  language: LanguageId | null;
  /** Why this file cannot be judged here (unsupported language, Python 2, several files). */
  skipReason?: string;
  source: string;
};

export type ProblemPackage = {
  directory: string;
  name: string;
  /** From limits.time_limit, else a legacy `.timelimit` file; null when the package leaves it to be computed from the accepted submissions. */
  timeLimitMs: number | null;
  /** Where timeLimitMs came from. */
  timeLimitSource: 'problem.yaml' | '.timelimit' | null;
  /** Time limit = slowest accepted submission × this, when the package gives none. */
  timeMultiplier: number;
  /** Memory per test in MiB. */
  memoryLimitMb: number;
  /** Output per test in bytes, when the package limits it. */
  outputLimitBytes: number | null;
  checker: Checker;
  /** Why the package cannot be judged at all (a problem type the judge lacks, a validator we cannot build). */
  unsupported?: string;
  /** Scoring problems only: the group tree (test names as testNameInData gives them) and the full score. */
  scoring?: ProblemScoring;
  /** Samples first, then secret tests, each in natural order. */
  tests: PackageTest[];
  submissions: PackageSubmission[];
};

const problemYamlSchema = z
  .object({
    name: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
    problem_format_version: z.string().optional(),
    /** 2023-07: pass-fail (the default), scoring, multi-pass, interactive, submit-answer; one or a list. */
    type: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
    validation: z.string().optional(),
    validator_flags: z.string().optional(),
    limits: z
      .object({
        time_limit: z.number().positive().optional(),
        time_multiplier: z.number().positive().optional(),
        time_multipliers: z.object({ ac_to_time_limit: z.number().positive().optional() }).partial().optional(),
        memory: z.number().positive().optional(),
        output: z.number().positive().optional(),
        /** Multi-pass problems: the most passes per test (default 2). */
        validation_passes: z.number().int().min(2).optional(),
      })
      .partial()
      .optional(),
    /** Legacy scoring problems: objective (max or min) and show_test_data_groups. */
    grading: z.unknown().optional(),
  })
  .passthrough();

/** Kattis's defaults: 2048 MiB of memory; the legacy format multiplies the slowest accepted time by 5, the 2023-07 format by 2. */
const DEFAULT_MEMORY_MB = 2048;
/** YAML aliases problem.yaml may expand: plenty for a real file, far too few for an alias bomb. */
const MAX_YAML_ALIASES = 100;

function parseProblemYaml(text: string, file: string): unknown {
  try {
    return parseYaml(text, { maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    throw new Error(
      `${file} is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
}
const LEGACY_TIME_MULTIPLIER = 5;
const CURRENT_TIME_MULTIPLIER = 2;

/**
 * A test file that is a symbolic link is read where it points, which must be inside the package
 * (the format allows links within it; a link elsewhere could read the judge's own files).
 */
async function checkedTestFile(packageRoot: string, file: string): Promise<void> {
  if (!(await lstat(file)).isSymbolicLink()) return;
  const target = await realpath(file).catch(() => null);
  const where = path.relative(packageRoot, file);
  if (target === null) throw new Error(`${where} is a symbolic link to nothing`);
  const inside = path.relative(await realpath(packageRoot), target);
  if (inside.startsWith('..') || path.isAbsolute(inside)) {
    throw new Error(`${where} is a symbolic link to ${target}, outside the package; links must stay inside it`);
  }
}

async function readTests(directory: string, group: 'sample' | 'secret'): Promise<PackageTest[]> {
  const root = path.join(directory, 'data', group);
  if (!existsSync(root)) return [];
  for (const folder of [path.join(directory, 'data'), root]) {
    if ((await lstat(folder)).isSymbolicLink()) {
      throw new Error(
        `${path.relative(directory, folder)} is a symbolic link to a folder; only test files may be links`,
      );
    }
  }
  const inputs: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const child = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isSymbolicLink() && (await stat(child).catch(() => null))?.isDirectory()) {
        throw new Error(
          `${path.relative(directory, child)} is a symbolic link to a folder; only test files may be links`,
        );
      } else if (entry.name.endsWith('.in')) inputs.push(child);
    }
  };
  await walk(root);
  inputs.sort((left, right) => naturalCompare(path.relative(root, left), path.relative(root, right)));
  const tests: PackageTest[] = [];
  for (const input of inputs) {
    const answer = input.replace(/\.in$/, '.ans');
    await checkedTestFile(directory, input);
    if (!(await stat(answer).catch(() => null))?.isFile()) {
      throw new Error(`${path.relative(directory, input)} has no answer file ${path.relative(directory, answer)}`);
    }
    await checkedTestFile(directory, answer);
    tests.push({
      name: path.relative(directory, input).replace(/\.in$/, ''),
      group,
      input: await readFile(input, 'utf8'),
      expected: await readFile(answer, 'utf8'),
      hidden: group === 'secret',
    });
  }
  return tests;
}

/**
 * The language a package's program file is in, by its ending (the language table's rule), or why
 * it cannot be judged here: no language of ours has that ending, or the language's file refuses the
 * source (Python 2 in a .py file).
 */
export function programFileLanguage(
  fileName: string,
  source: string,
): { language: LanguageId; skipReason?: undefined } | { language: null; skipReason: string } {
  const language = languageForFile(fileName);
  if (!language)
    return { language: null, skipReason: `language not supported (${path.extname(fileName) || fileName})` };
  const skipReason = language.unsupportedSource?.(source);
  return skipReason ? { language: null, skipReason } : { language: language.id };
}

async function readSubmissions(directory: string): Promise<PackageSubmission[]> {
  const submissions: PackageSubmission[] = [];
  for (const expected of EXPECTED_VERDICTS) {
    const folder = path.join(directory, 'submissions', expected);
    if (!existsSync(folder)) continue;
    const entries = (await readdir(folder, { withFileTypes: true })).sort((left, right) =>
      naturalCompare(left.name, right.name),
    );
    for (const entry of entries) {
      const file = path.join('submissions', expected, entry.name);
      if (entry.isDirectory()) {
        submissions.push({
          file,
          expected,
          language: null,
          skipReason: 'submissions of several files are not supported',
          source: '',
        });
        continue;
      }
      const source = await readFile(path.join(directory, file), 'utf8');
      const { language, skipReason } = programFileLanguage(entry.name, source);
      submissions.push({ file, expected, language, ...(skipReason ? { skipReason } : {}), source });
    }
  }
  return submissions;
}

/** A legacy `.timelimit` file at the package root (DOMjudge and Kattis tools write it): seconds, as text. */
export async function readTimeLimitFile(directory: string): Promise<number | null> {
  const file = path.join(directory, '.timelimit');
  if (!(await stat(file).catch(() => null))?.isFile()) return null;
  const text = (await readFile(file, 'utf8')).trim();
  const seconds = Number(text);
  if (text === '' || !Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`.timelimit must hold a positive number of seconds (found "${text.slice(0, 40)}")`);
  }
  return seconds;
}

/** Kattis's default number of passes of a multi-pass problem. */
const DEFAULT_VALIDATION_PASSES = 2;

/**
 * Turns the package's output validator into what its types need: the interactor of an interactive
 * problem, the pass-giving validator of a multi-pass one. Both need a validator program.
 */
export function withProblemType(
  read: { checker: Checker; unsupported?: string },
  types: Set<string>,
  validationPasses: number | undefined,
): { checker: Checker; unsupported?: string } {
  const interactive = types.has('interactive');
  const multiPass = types.has('multi-pass');
  if (read.unsupported || (!interactive && !multiPass)) return read;
  const { checker } = read;
  if (checker.kind !== 'custom') {
    const type = interactive ? 'an interactive' : 'a multi-pass';
    return { checker, unsupported: `${type} problem needs an output validator (output_validator/), and there is none` };
  }
  const passes = multiPass ? (validationPasses ?? DEFAULT_VALIDATION_PASSES) : undefined;
  return {
    checker: { ...checker, kind: interactive ? 'interactive' : 'custom', ...(passes ? { passes } : {}) },
  };
}

/**
 * Reads a problem package in the Kattis layout, legacy or 2023-07: problem.yaml (name, type,
 * limits, validation and validator_flags), a legacy .timelimit, data/sample and data/secret
 * (natural order), submissions by expected verdict, and output_validator(s).
 */
export async function readProblemPackage(directory: string): Promise<ProblemPackage> {
  const root = path.resolve(directory);
  if (!(await stat(root).catch(() => null))?.isDirectory()) throw new Error(`${root} is not a directory`);
  const yamlPath = path.join(root, 'problem.yaml');
  const yamlText = existsSync(yamlPath) ? await readFile(yamlPath, 'utf8') : '';
  const parsed = problemYamlSchema.safeParse(parseProblemYaml(yamlText, yamlPath) ?? {});
  if (!parsed.success) throw new Error(`${yamlPath}: ${parsed.error.message}`);
  const problem = parsed.data;
  const limits = problem.limits ?? {};

  const isCurrentFormat =
    problem.problem_format_version !== undefined && !problem.problem_format_version.startsWith('legacy');
  const timeMultiplier =
    limits.time_multipliers?.ac_to_time_limit ??
    limits.time_multiplier ??
    (isCurrentFormat ? CURRENT_TIME_MULTIPLIER : LEGACY_TIME_MULTIPLIER);
  const name =
    typeof problem.name === 'string'
      ? problem.name
      : (problem.name?.en ?? Object.values(problem.name ?? {})[0] ?? path.basename(root));

  // A type the judge cannot run is named before anything else: its validator is not a checker.
  const unsupportedSetting = unsupportedProblemType(problem) ?? (await unsupportedTestDataSettings(root));
  const { checker, unsupported } = unsupportedSetting
    ? { checker: { kind: 'tokens' } as Checker, unsupported: unsupportedSetting }
    : withProblemType(await readChecker(root, problem), declaredProblemTypes(problem), limits.validation_passes);
  const timeLimitSeconds = limits.time_limit ?? (await readTimeLimitFile(root));
  const tests = [...(await readTests(root, 'sample')), ...(await readTests(root, 'secret'))];
  const scored =
    !unsupported && isScoringProblem(problem)
      ? await readScoring(root, {
          currentFormat: isCurrentFormat,
          grading: problem.grading,
          customValidator: checker.kind === 'custom' || checker.kind === 'interactive',
        })
      : undefined;

  return {
    directory: root,
    name,
    timeLimitMs: timeLimitSeconds !== null ? Math.round(timeLimitSeconds * 1000) : null,
    timeLimitSource: limits.time_limit !== undefined ? 'problem.yaml' : timeLimitSeconds !== null ? '.timelimit' : null,
    timeMultiplier,
    memoryLimitMb: limits.memory ?? DEFAULT_MEMORY_MB,
    outputLimitBytes: limits.output !== undefined ? limits.output * 1024 * 1024 : null,
    checker,
    ...(unsupported ? { unsupported } : {}),
    ...(scored && 'unsupported' in scored ? { unsupported: scored.unsupported } : {}),
    ...(scored && 'scoring' in scored ? { scoring: scored.scoring } : {}),
    tests,
    submissions: await readSubmissions(root),
  };
}
