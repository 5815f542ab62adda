import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { languageForFile } from '../languages/registry.js';
import type { Checker, LanguageId, TestCase } from '../types.js';
import { naturalCompare } from './natural-order.js';
import { parseValidatorFlags } from './validator-flags.js';

/** The submission folders of a Kattis package, named by the verdict their files must get. */
export const EXPECTED_VERDICTS = ['accepted', 'wrong_answer', 'time_limit_exceeded', 'run_time_error'] as const;
export type ExpectedVerdict = (typeof EXPECTED_VERDICTS)[number];

export type PackageTest = TestCase & {
  /** Path relative to the package without extension, e.g. "data/secret/group1/03". */
  name: string;
  group: 'sample' | 'secret';
};

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
  /** From limits.time_limit; null when the package leaves it to be computed from the accepted submissions. */
  timeLimitMs: number | null;
  /** Time limit = slowest accepted submission × this, when the package gives none. */
  timeMultiplier: number;
  /** Memory per test in MiB. */
  memoryLimitMb: number;
  /** Output per test in bytes, when the package limits it. */
  outputLimitBytes: number | null;
  checker: Checker;
  /** Why the package cannot be judged at all (an interactive problem, a validator we cannot build). */
  unsupported?: string;
  /** Samples first, then secret tests, each in natural order. */
  tests: PackageTest[];
  submissions: PackageSubmission[];
};

const problemYamlSchema = z
  .object({
    name: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
    problem_format_version: z.string().optional(),
    validation: z.string().optional(),
    validator_flags: z.string().optional(),
    limits: z
      .object({
        time_limit: z.number().positive().optional(),
        time_multiplier: z.number().positive().optional(),
        time_multipliers: z.object({ ac_to_time_limit: z.number().positive().optional() }).partial().optional(),
        memory: z.number().positive().optional(),
        output: z.number().positive().optional(),
      })
      .partial()
      .optional(),
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

async function readTests(directory: string, group: 'sample' | 'secret'): Promise<PackageTest[]> {
  const root = path.join(directory, 'data', group);
  if (!existsSync(root)) return [];
  const inputs: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const child = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.name.endsWith('.in')) inputs.push(child);
    }
  };
  await walk(root);
  inputs.sort((left, right) => naturalCompare(path.relative(root, left), path.relative(root, right)));
  const tests: PackageTest[] = [];
  for (const input of inputs) {
    const answer = input.replace(/\.in$/, '.ans');
    if (!(await stat(answer).catch(() => null))?.isFile()) {
      throw new Error(`${path.relative(directory, input)} has no answer file ${path.relative(directory, answer)}`);
    }
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

function skipReasonFor(fileName: string, source: string, language: LanguageId | null): string | undefined {
  if (!language) return `language not supported (${path.extname(fileName) || fileName})`;
  if (language === 'python' && /^#!.*python2/.test(source)) return 'Python 2 is not supported';
  return undefined;
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
      const language = languageForFile(entry.name)?.id ?? null;
      const skipReason = skipReasonFor(entry.name, source, language);
      submissions.push({
        file,
        expected,
        language: skipReason ? null : language,
        ...(skipReason ? { skipReason } : {}),
        source,
      });
    }
  }
  return submissions;
}

const headerExtensions = ['.h', '.hpp', '.hh'];

/** output_validators/<name>/: one source file in a supported language, plus any headers beside it. */
async function readOutputValidator(directory: string): Promise<{ checker?: Checker; unsupported?: string }> {
  const root = path.join(directory, 'output_validators');
  if (!existsSync(root)) return { unsupported: 'validation is custom but there is no output_validators directory' };
  const entries = await readdir(root, { withFileTypes: true });
  const folder = entries.find((entry) => entry.isDirectory());
  const validatorDirectory = folder ? path.join(root, folder.name) : root;
  const files = (await readdir(validatorDirectory, { withFileTypes: true })).filter((entry) => entry.isFile());
  const sources = files.filter(
    (entry) => !headerExtensions.some((extension) => entry.name.endsWith(extension)) && languageForFile(entry.name),
  );
  if (sources.length !== 1) {
    return {
      unsupported: `the output validator must be exactly one source file in a supported language (found ${sources.length})`,
    };
  }
  const main = sources[0]!;
  const language = languageForFile(main.name)!;
  const extraFiles: Record<string, string> = {};
  for (const entry of files) {
    if (entry.name === main.name) continue;
    if (headerExtensions.some((extension) => entry.name.endsWith(extension))) {
      extraFiles[entry.name] = await readFile(path.join(validatorDirectory, entry.name), 'utf8');
    }
  }
  const source = await readFile(path.join(validatorDirectory, main.name), 'utf8');
  return { checker: { kind: 'custom', language: language.id, source, files: extraFiles } };
}

/**
 * Reads a problem package in the Kattis layout: problem.yaml (name, limits, validation and
 * validator_flags), data/sample and data/secret (natural order), submissions by expected verdict,
 * and output_validators.
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

  const isCurrentFormat = problem.problem_format_version !== undefined && problem.problem_format_version !== 'legacy';
  const timeMultiplier =
    limits.time_multipliers?.ac_to_time_limit ??
    limits.time_multiplier ??
    (isCurrentFormat ? CURRENT_TIME_MULTIPLIER : LEGACY_TIME_MULTIPLIER);
  const name =
    typeof problem.name === 'string'
      ? problem.name
      : (problem.name?.en ?? Object.values(problem.name ?? {})[0] ?? path.basename(root));

  const validation = (problem.validation ?? 'default').trim();
  let checker: Checker = { kind: 'tokens', ...parseValidatorFlags(problem.validator_flags ?? '') };
  let unsupported: string | undefined;
  if (validation.split(/\s+/).includes('interactive')) {
    unsupported = 'interactive problems are not supported';
  } else if (validation.startsWith('custom')) {
    const validator = await readOutputValidator(root);
    if (validator.checker) checker = validator.checker;
    unsupported = validator.unsupported;
  }

  return {
    directory: root,
    name,
    timeLimitMs: limits.time_limit !== undefined ? Math.round(limits.time_limit * 1000) : null,
    timeMultiplier,
    memoryLimitMb: limits.memory ?? DEFAULT_MEMORY_MB,
    outputLimitBytes: limits.output !== undefined ? limits.output * 1024 * 1024 : null,
    checker,
    ...(unsupported ? { unsupported } : {}),
    tests: [...(await readTests(root, 'sample')), ...(await readTests(root, 'secret'))],
    submissions: await readSubmissions(root),
  };
}
