import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseValidatorFlags, type Checker } from '@codeyard/judge';
import {
  DIFFICULTIES,
  MEMORY_LIMIT_RANGE_MB,
  REQUIRED_PROBLEM_LANGUAGES,
  TIME_LIMIT_RANGE_MS,
  toProblemBody,
  updateProblemSchema,
  type CodeEntry,
  type Difficulty,
} from '@codeyard/shared';
import YAML from 'yaml';
import { z } from 'zod';
import {
  DEFAULT_MEMORY_LIMIT_MB,
  DEFAULT_TIME_LIMIT_MS,
  type ProblemInput,
} from '../services/problems/problem-model.js';

export class PackageError extends Error {}

/** File names of start code and reference solutions inside a package, per language. */
export const PACKAGE_FILE_NAMES = {
  cpp: 'main.cpp',
  java: 'Main.java',
  javascript: 'main.js',
  python: 'main.py',
} as const;
type PackageLanguage = keyof typeof PACKAGE_FILE_NAMES;
const PACKAGE_LANGUAGES = Object.keys(PACKAGE_FILE_NAMES) as PackageLanguage[];

const problemYamlSchema = z
  .object({
    name: z.string().min(1),
    limits: z
      .object({
        /** seconds; the range is the create form's, checked below */
        time_limit: z.number().positive().optional(),
        /** MiB */
        memory: z.number().int().positive().optional(),
      })
      .loose()
      .optional(),
    validation: z.string().optional(),
    validator_flags: z.string().optional(),
  })
  .loose();

const codeyardYamlSchema = z.object({
  difficulty: z.enum(DIFFICULTIES),
  tags: z.array(z.string()).min(1),
  explanations: z.record(z.string(), z.string()).optional(),
  /** Codeyard's own checkers for problems made in the admin screens; Kattis packages use problem.yaml's validation. */
  checker: z.enum(['lines', 'exact']).optional(),
});

/** The Kattis default output validator with its flags, as the judge's token checker. */
export function checkerFromValidatorFlags(flags: string | undefined): Checker {
  try {
    return { kind: 'tokens', ...parseValidatorFlags(flags ?? '') };
  } catch (error) {
    throw new PackageError(`problem.yaml: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * YAML aliases a package file may expand: enough for any hand-written file, far too few for an
 * alias bomb (a few lines that expand to billions of nodes).
 */
const MAX_YAML_ALIASES = 100;

/** Parses one of the package's YAML files; anything unreadable (syntax, alias bomb) is the package's fault. */
function parsePackageYaml(text: string, file: string): unknown {
  try {
    return YAML.parse(text, { maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new PackageError(`${file} is not valid YAML: ${reason}`);
  }
}

/** Natural order, so 2.in comes before 10.in. */
const naturalCompare = new Intl.Collator('en', { numeric: true }).compare;

async function isFile(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => null))?.isFile() ?? false;
}

/** Every `.in` under a data folder with its `.ans` beside it; `group` ("data/sample") names them in errors. */
async function readTestGroup(
  directory: string,
  group: string,
): Promise<{ name: string; input: string; output: string }[]> {
  const entries = await fs.readdir(directory, { recursive: true }).catch(() => [] as string[]);
  const inputs = entries.filter((entry) => entry.endsWith('.in')).sort(naturalCompare);
  const tests = [];
  for (const entry of inputs) {
    const base = entry.slice(0, -'.in'.length);
    const answer = `${base}.ans`;
    if (!(await isFile(path.join(directory, entry)))) throw new PackageError(`${group}/${entry} is not a file`);
    if (!(await isFile(path.join(directory, answer))))
      throw new PackageError(`${group}/${entry} has no answer file ${group}/${answer}`);
    tests.push({
      name: base,
      input: await fs.readFile(path.join(directory, entry), 'utf8'),
      output: await fs.readFile(path.join(directory, answer), 'utf8'),
    });
  }
  return tests;
}

/** Where in the package each create-form field comes from, for error messages. */
const PACKAGE_PLACES: Record<string, string> = {
  title: 'problem.yaml name',
  description: 'statement/problem.en.md',
  difficulty: 'codeyard.yaml difficulty',
  tags: 'codeyard.yaml tags',
  startCode: 'start/',
  referenceCode: 'submissions/accepted/',
  timeLimitMs: 'problem.yaml limits.time_limit',
  memoryLimitMb: 'problem.yaml limits.memory',
};

/**
 * The create form's rules, which an imported problem obeys too: limits in range, start code and a
 * reference solution in every required language, the same sizes. Not its rule against blank test
 * input or output: an empty answer is a legitimate Kattis test (e.g. an empty list printed).
 */
const formRulesSchema = updateProblemSchema.pick({
  title: true,
  description: true,
  difficulty: true,
  tags: true,
  startCode: true,
  referenceCode: true,
  timeLimitMs: true,
  memoryLimitMb: true,
});

function checkFormRules(problem: ProblemInput): void {
  if (problem.timeLimitMs < TIME_LIMIT_RANGE_MS.min || problem.timeLimitMs > TIME_LIMIT_RANGE_MS.max) {
    throw new PackageError(
      `problem.yaml: limits.time_limit must be between ${TIME_LIMIT_RANGE_MS.min / 1000} and ${TIME_LIMIT_RANGE_MS.max / 1000} seconds (is ${problem.timeLimitMs / 1000})`,
    );
  }
  if (problem.memoryLimitMb < MEMORY_LIMIT_RANGE_MB.min || problem.memoryLimitMb > MEMORY_LIMIT_RANGE_MB.max) {
    throw new PackageError(
      `problem.yaml: limits.memory must be between ${MEMORY_LIMIT_RANGE_MB.min} and ${MEMORY_LIMIT_RANGE_MB.max} MiB (is ${problem.memoryLimitMb})`,
    );
  }
  for (const [folder, entries] of [
    ['start/', problem.startCode],
    ['submissions/accepted/', problem.referenceCode],
  ] as const) {
    const missing = REQUIRED_PROBLEM_LANGUAGES.filter(
      (language) => !entries.some((entry) => entry.language === language),
    );
    if (missing.length > 0)
      throw new PackageError(
        `${folder} is missing ${missing.map((language) => PACKAGE_FILE_NAMES[language]).join(', ')}`,
      );
  }
  const form = formRulesSchema.safeParse(toProblemBody(problem));
  if (!form.success) {
    throw new PackageError(
      form.error.issues
        .map((issue) => `${PACKAGE_PLACES[String(issue.path[0])] ?? issue.path.join('.')}: ${issue.message}`)
        .join('; '),
    );
  }
}

async function readOptional(file: string): Promise<string | null> {
  return fs.readFile(file, 'utf8').catch(() => null);
}

/**
 * Reads a Codeyard problem package (Kattis layout plus codeyard.yaml, see docs/problem-format.md)
 * into a problem. `sourceHash` covers every file read, so an unchanged package is recognised.
 */
export async function readCodeyardPackage(directory: string, slug: string | null): Promise<ProblemInput> {
  const problemYamlText = await readOptional(path.join(directory, 'problem.yaml'));
  if (problemYamlText === null) throw new PackageError('problem.yaml is missing');
  const codeyardYamlText = (await readOptional(path.join(directory, 'codeyard.yaml'))) ?? '';
  const problemYaml = problemYamlSchema.safeParse(parsePackageYaml(problemYamlText, 'problem.yaml'));
  if (!problemYaml.success)
    throw new PackageError(
      `problem.yaml: ${problemYaml.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  const codeyard = codeyardYamlSchema.safeParse(
    parsePackageYaml(codeyardYamlText, 'codeyard.yaml') ?? { difficulty: 'medium', tags: ['array'] },
  );
  if (!codeyard.success)
    throw new PackageError(
      `codeyard.yaml: ${codeyard.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );

  const statement =
    (await readOptional(path.join(directory, 'statement', 'problem.en.md'))) ??
    (await readOptional(path.join(directory, 'problem_statement', 'problem.en.md'))) ??
    (await readOptional(path.join(directory, 'problem_statement', 'problem.md')));
  if (statement === null) throw new PackageError('statement/problem.en.md is missing');

  const samples = await readTestGroup(path.join(directory, 'data', 'sample'), 'data/sample');
  const secret = await readTestGroup(path.join(directory, 'data', 'secret'), 'data/secret');
  if (samples.length === 0) throw new PackageError('data/sample has no tests');
  if (secret.length === 0) throw new PackageError('data/secret has no tests');

  const startCode: CodeEntry[] = [];
  const referenceCode: CodeEntry[] = [];
  for (const language of PACKAGE_LANGUAGES) {
    const start = await readOptional(path.join(directory, 'start', PACKAGE_FILE_NAMES[language]));
    const reference = await readOptional(path.join(directory, 'submissions', 'accepted', PACKAGE_FILE_NAMES[language]));
    if (start !== null) startCode.push({ language, code: start });
    if (reference !== null) referenceCode.push({ language, code: reference });
  }

  const validation = problemYaml.data.validation ?? 'default';
  if (validation !== 'default')
    throw new PackageError(`validation "${validation}" is not supported by the importer yet (use default)`);

  const hash = crypto.createHash('sha256');
  // The code parts are hashed in the shape they had when the hash was first stored (the API's
  // spelling), so every seeded package keeps its hash and an unchanged one is not re-seeded.
  const hashedStartCode = startCode.map((entry) => ({ language: entry.language, initialcode: entry.code }));
  const hashedReferenceCode = referenceCode.map((entry) => ({ language: entry.language, completecode: entry.code }));
  for (const part of [
    problemYamlText,
    codeyardYamlText,
    statement,
    JSON.stringify(samples),
    JSON.stringify(secret),
    JSON.stringify(hashedStartCode),
    JSON.stringify(hashedReferenceCode),
  ]) {
    hash.update(part).update('\0');
  }

  const explanations = codeyard.data.explanations ?? {};
  const timeLimitSeconds = problemYaml.data.limits?.time_limit;
  const problem: ProblemInput = {
    slug,
    title: problemYaml.data.name,
    description: statement.trim(),
    difficulty: codeyard.data.difficulty as Difficulty,
    tags: codeyard.data.tags,
    visibleTests: samples.map((sample) => ({
      input: sample.input,
      output: sample.output,
      explanation: explanations[sample.name] ?? '',
    })),
    hiddenTests: secret.map((test) => ({ input: test.input, output: test.output })),
    startCode,
    referenceCode,
    timeLimitMs: timeLimitSeconds ? Math.round(timeLimitSeconds * 1000) : DEFAULT_TIME_LIMIT_MS,
    memoryLimitMb: problemYaml.data.limits?.memory ?? DEFAULT_MEMORY_LIMIT_MB,
    checker: codeyard.data.checker
      ? { kind: codeyard.data.checker }
      : checkerFromValidatorFlags(problemYaml.data.validator_flags),
    sourceHash: hash.digest('hex'),
  };
  checkFormRules(problem);
  return problem;
}
