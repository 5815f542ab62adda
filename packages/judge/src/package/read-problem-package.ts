import { existsSync } from 'node:fs';
import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { languageForFile } from '../languages/registry.js';
import type { Checker, LanguageId, ProgramLanguage, TestCase } from '../types.js';
import { packageLanguageCode } from '@codeyard/shared/languages';
import { naturalCompare } from './natural-order.js';
import { checkedPackageFile } from './package-links.js';
import { includedFor, readIncludedFiles, type IncludedFiles } from './included-files.js';
import { folderProgram, readFolderFiles } from './program-folder.js';
import { readChecker } from './output-validator.js';
import { readScoring, type ProblemScoring } from '../scoring/read-scoring.js';
import { formatVersionOf, unsupportedProblemYaml, type FormatVersion } from './format-version.js';
import { declaredProblemTypes, isScoringProblem, unsupportedProblemType } from './problem-type.js';
import {
  declaredLanguage,
  readSubmissionsYaml,
  rulesFor,
  SUBMISSIONS_YAML,
  unmatchedGlobs,
  type ExpectationRule,
  type SubmissionsYaml,
} from './submissions-yaml.js';
import { readTestArguments, unsupportedTestDataSettings } from './test-data-settings.js';
import { parseValidatorArguments } from './validator-flags.js';
import { checkTypedTests, readFunctionSignature } from './function-signature.js';
import type { FunctionSignature } from '@codeyard/shared/function-problem';

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
  /** Path relative to the package, e.g. "submissions/accepted/main.cpp", or a folder's. */
  file: string;
  /** The folder below submissions/ (one of EXPECTED_VERDICTS unless submissions.yaml is read). */
  expected: string;
  /**
   * What it must get, when the package is judged by requirements (2025-09, or any package with a
   * submissions.yaml): its folder's defaults and submissions.yaml's globs. Absent: its folder's verdict.
   */
  rules?: ExpectationRule[];
  language: ProgramLanguage | null;
  /** Why this submission cannot be judged here (unsupported language, Python 2, a folder of several languages). */
  skipReason?: string;
  source: string;
  /** A folder (or a file the package's include/ adds to): its main file's name and its other files (see ProgramSource). */
  sourceName?: string;
  files?: Record<string, string>;
  /**
   * The verdict folders that agree with it when its package allows more than one (Polygon's tags:
   * `rejected` is any failure): it is then judged by its whole run (the first failing test's
   * verdict), and `accepted` also needs the full score.
   */
  accepts?: readonly string[];
};

export type ProblemPackage = {
  directory: string;
  name: string;
  /** From limits.time_limit, else a legacy `.timelimit` file; null when the package leaves it to be computed from the accepted submissions. */
  timeLimitMs: number | null;
  /** Where timeLimitMs came from. */
  timeLimitSource: 'problem.yaml' | '.timelimit' | 'problem.xml' | null;
  /** Time limit = slowest accepted submission × this, when the package gives none (`ac_to_time_limit`). */
  timeMultiplier: number;
  /** `time_limit_to_tle`: a submission that must run out of time must do so with the time limit × this too. */
  timeLimitToTle: number;
  /** `time_resolution` in seconds: a computed time limit is the smallest multiple of it (2025-09). */
  timeResolution: number;
  /** The text of the format the package follows. */
  version: FormatVersion;
  /**
   * How submissions are checked: by their folder's verdict (legacy and draft packages, as
   * problemtools does), or by requirements on each test's verdict (2025-09, or with submissions.yaml).
   */
  expectations: 'folders' | 'requirements';
  /** Memory per test in MiB. */
  memoryLimitMb: number;
  /** Output per test in bytes, when the package limits it. */
  outputLimitBytes: number | null;
  checker: Checker;
  /**
   * A function problem (problem.yaml `function:`, Codeyard's key): tests are typed values, the
   * checker compares returned values, and submissions are LeetCode-form functions that the judge's
   * drivers make programs of (include/, which export writes with the drivers, is then not read).
   */
  function?: FunctionSignature;
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
        time_multipliers: z
          .object({ ac_to_time_limit: z.number().min(1), time_limit_to_tle: z.number().min(1) })
          .partial()
          .optional(),
        /** Legacy: the margin a time_limit_exceeded submission must keep (problemtools: time_safety_margin). */
        time_safety_margin: z.number().min(1).optional(),
        time_resolution: z.number().positive().optional(),
        memory: z.number().positive().optional(),
        output: z.number().positive().optional(),
        /** Multi-pass problems: the most passes per test (default 2). */
        validation_passes: z.number().int().min(2).optional(),
      })
      .partial()
      .optional(),
    /** Legacy scoring problems: objective (max or min) and show_test_data_groups. */
    grading: z.unknown().optional(),
    /** 2025-09: values for `{{name}}` in statements, validators and settings (refused). */
    constants: z.record(z.string(), z.unknown()).optional(),
    /** Codeyard: a function problem's signature (see function-signature.ts). */
    function: z.unknown().optional(),
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
/** time_limit_to_tle: the legacy time_safety_margin's default (problemtools), and the 2025-09 default. */
const LEGACY_SAFETY_MARGIN = 2;
/** The 2025-09 default of limits.time_resolution, in seconds. */
const DEFAULT_TIME_RESOLUTION_SECONDS = 1;
const CURRENT_SAFETY_MARGIN = 1.5;

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
    await checkedPackageFile(directory, input);
    if (!(await stat(answer).catch(() => null))?.isFile()) {
      throw new Error(`${path.relative(directory, input)} has no answer file ${path.relative(directory, answer)}`);
    }
    await checkedPackageFile(directory, answer);
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

/**
 * Whether submissions.yaml's `language` names a file's language: by its id or its code in the
 * format's language table (the table's packageCode: python3 for Python).
 */
function namesLanguage(declared: string, language: LanguageId | null): boolean {
  return language !== null && (declared === language || declared === packageLanguageCode(language));
}

/**
 * A submission given as a folder, or as a file the package's include/ files join (the format
 * treats a file as the folder holding only it): judged as the program the folder makes.
 */
async function readFolderSubmission(
  directory: string,
  file: string,
  expected: string,
  included: IncludedFiles,
): Promise<PackageSubmission> {
  const location = path.join(directory, file);
  const files = (await stat(location)).isDirectory()
    ? await readFolderFiles(directory, location)
    : { [path.basename(file)]: await readFile(location, 'utf8') };
  const read = folderProgram(files, file, (language) => includedFor(included, language));
  if ('unsupported' in read) return { file, expected, language: null, skipReason: read.unsupported, source: '' };
  return { file, expected, ...read.program };
}

/** The folders below submissions/ that hold submissions: the known ones, or (judged by requirements) every one. */
async function submissionFolders(directory: string, everyFolder: boolean): Promise<string[]> {
  if (!everyFolder) return [...EXPECTED_VERDICTS];
  const entries = await readdir(path.join(directory, 'submissions'), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort(naturalCompare);
}

async function readSubmissions(
  directory: string,
  yaml: SubmissionsYaml | null,
  byRequirements: boolean,
  functionProblem: boolean,
) {
  const submissions: PackageSubmission[] = [];
  // A function problem's include/ holds the drivers export wrote for other judges; this judge makes its own.
  const included = functionProblem ? {} : await readIncludedFiles(directory);
  const hasIncluded = Object.keys(included).length > 0;
  for (const expected of await submissionFolders(directory, byRequirements)) {
    const folder = path.join(directory, 'submissions', expected);
    if (!existsSync(folder)) continue;
    const entries = (await readdir(folder, { withFileTypes: true })).sort((left, right) =>
      naturalCompare(left.name, right.name),
    );
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join('submissions', expected, entry.name);
      const rules = byRequirements ? { rules: rulesFor(`${expected}/${entry.name}`, yaml) } : {};
      if (entry.isDirectory() || hasIncluded) {
        submissions.push({ ...(await readFolderSubmission(directory, file, expected, included)), ...rules });
        continue;
      }
      await checkedPackageFile(directory, path.join(directory, file));
      const source = await readFile(path.join(directory, file), 'utf8');
      const program = programFileLanguage(entry.name, source);
      const declared = declaredLanguage(`${expected}/${entry.name}`, yaml);
      const skipReason =
        declared !== undefined && !namesLanguage(declared, program.language)
          ? `${SUBMISSIONS_YAML}: language "${declared}" is not one this judge runs ${path.extname(entry.name)} files as`
          : program.skipReason;
      submissions.push({
        file,
        expected,
        ...rules,
        language: skipReason ? null : program.language,
        ...(skipReason ? { skipReason } : {}),
        source,
      });
    }
  }
  if (yaml) {
    const unmatched = unmatchedGlobs(
      yaml,
      submissions.map((submission) => path.relative('submissions', submission.file).split(path.sep).join('/')),
    );
    if (unmatched.length > 0)
      throw new Error(`${SUBMISSIONS_YAML}: ${unmatched.map((glob) => `"${glob}"`).join(', ')} matches no submission`);
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
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
    throw new Error(`problem.yaml: ${issues.join('; ')}`);
  }
  const problem = parsed.data;
  const limits = problem.limits ?? {};

  const version = formatVersionOf(problem);
  const timeMultiplier =
    limits.time_multipliers?.ac_to_time_limit ??
    limits.time_multiplier ??
    (version === 'legacy' ? LEGACY_TIME_MULTIPLIER : CURRENT_TIME_MULTIPLIER);
  const timeLimitToTle =
    limits.time_multipliers?.time_limit_to_tle ??
    limits.time_safety_margin ??
    (version === 'legacy' ? LEGACY_SAFETY_MARGIN : CURRENT_SAFETY_MARGIN);
  const name =
    typeof problem.name === 'string'
      ? problem.name
      : (problem.name?.en ?? Object.values(problem.name ?? {})[0] ?? path.basename(root));

  // A type the judge cannot run is named before anything else: its validator is not a checker.
  const unsupportedSetting =
    unsupportedProblemType(problem) ?? unsupportedProblemYaml(problem) ?? (await unsupportedTestDataSettings(root));
  const signature = problem.function === undefined ? undefined : readFunctionSignature(problem.function);
  const { checker, unsupported } = unsupportedSetting
    ? { checker: { kind: 'tokens' } as Checker, unsupported: unsupportedSetting }
    : signature
      ? { checker: { kind: 'value', signature } as Checker }
      : withProblemType(await readChecker(root, problem), declaredProblemTypes(problem), limits.validation_passes);
  const timeLimitSeconds = limits.time_limit ?? (await readTimeLimitFile(root));
  const testArguments = await readTestArguments(root, version);
  const tests = [...(await readTests(root, 'sample')), ...(await readTests(root, 'secret'))].map((test) => {
    const given = testArguments.get(test.name);
    if (!given) return test;
    // The default validator's arguments are checked now, naming the file, rather than failing every run.
    if (checker.kind === 'tokens') {
      try {
        parseValidatorArguments(given.arguments);
      } catch (error) {
        throw new Error(`${given.file}: ${(error as Error).message}`);
      }
    }
    return { ...test, validatorArguments: given.arguments };
  });
  if (signature) checkTypedTests(signature, tests);
  const submissionsYaml = await readSubmissionsYaml(root);
  const expectations = version === '2025-09' || submissionsYaml !== null ? 'requirements' : 'folders';
  const scored =
    !unsupported && isScoringProblem(problem)
      ? await readScoring(root, {
          version,
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
    timeLimitToTle,
    timeResolution: limits.time_resolution ?? DEFAULT_TIME_RESOLUTION_SECONDS,
    version,
    expectations,
    memoryLimitMb: limits.memory ?? DEFAULT_MEMORY_MB,
    outputLimitBytes: limits.output !== undefined ? limits.output * 1024 * 1024 : null,
    checker,
    ...(signature ? { function: signature } : {}),
    ...(unsupported ? { unsupported } : {}),
    ...(scored && 'unsupported' in scored ? { unsupported: scored.unsupported } : {}),
    ...(scored && 'scoring' in scored ? { scoring: scored.scoring } : {}),
    tests,
    submissions: await readSubmissions(root, submissionsYaml, expectations === 'requirements', signature !== undefined),
  };
}
