import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_OUTPUT_LIMIT_BYTES,
  checkTypedTests,
  declaredProblemTypes,
  formatVersionOf,
  isScoringProblem,
  readChecker,
  readIncludedFiles,
  readFunctionSignature,
  readScoring,
  readTimeLimitFile,
  unsupportedProblemType,
  unsupportedProblemYaml,
  unsupportedTestDataSettings,
  withProblemType,
  type Checker,
  type TestGroup,
} from '@codeyard/judge';
import { DIFFICULTIES, MAX_SOURCE_BYTES, type Difficulty } from '@codeyard/shared';
import YAML from 'yaml';
import { z } from 'zod';
import {
  DEFAULT_CHECKER,
  DEFAULT_MEMORY_LIMIT_MB,
  DEFAULT_TIME_LIMIT_MS,
  type ProblemInput,
} from '../services/problems/problem-model.js';
import { checkImportRules } from './import-rules.js';
import { generatedStartCode, readReferenceCode, readStartCode } from './package-code.js';
import { PackageError } from './package-error.js';
import { storedScoringTree } from './package-scoring.js';
import { checkReferenceRequirements, withTestArguments } from './package-requirements.js';
import { readStatement } from './package-statement.js';

export { PackageError } from './package-error.js';
export { packageFileName, packageLanguageOf } from './package-code.js';

const problemYamlSchema = z
  .object({
    /** A string, or (2023-07) the name per statement language; legacy packages may leave it to the statement. */
    name: z.union([z.string().min(1), z.record(z.string(), z.string().min(1))]).optional(),
    /** 2023-07: pass-fail (the default) or others, one or a list; see unsupportedProblemType. */
    type: z.union([z.string(), z.array(z.string()).min(1)]).optional(),
    limits: z
      .object({
        /** seconds; the range is the create form's, checked below */
        time_limit: z.number().positive().optional(),
        /** MiB */
        memory: z.number().int().positive().optional(),
        /** multi-pass problems: the most passes per test */
        validation_passes: z.number().int().min(2).optional(),
        /** KiB a submission's source may have: Codeyard's own limit applies to every problem */
        code: z
          .number()
          .positive()
          .refine((kib) => kib * 1024 >= MAX_SOURCE_BYTES, {
            message: `Codeyard accepts sources of up to ${MAX_SOURCE_BYTES / 1024} KiB on every problem and cannot lower that for one`,
          })
          .optional(),
        /** MiB a test may write: the judge's own limit applies to every problem */
        output: z
          .number()
          .positive()
          .refine((mib) => mib * 1024 * 1024 <= DEFAULT_OUTPUT_LIMIT_BYTES, {
            message: `the judge lets a test write ${DEFAULT_OUTPUT_LIMIT_BYTES / 1024 / 1024} MiB and cannot allow more for one problem`,
          })
          .optional(),
      })
      .loose()
      .optional(),
    validation: z.string().optional(),
    validator_flags: z.string().optional(),
    /** legacy (none), a 2023-07 draft or 2025-09: see formatVersionOf. */
    problem_format_version: z.string().optional(),
    /** Legacy scoring problems: `objective` (only max is supported). */
    grading: z.unknown().optional(),
    /** Codeyard: a function problem's signature (LeetCode's form; docs/problem-format.md), read by the judge's readFunctionSignature. */
    function: z.unknown().optional(),
  })
  .loose();

const codeyardYamlSchema = z.object({
  difficulty: z.enum(DIFFICULTIES),
  tags: z.array(z.string()).min(1),
  explanations: z.record(z.string(), z.string()).optional(),
  /** Codeyard's own checkers for problems made in the admin screens; Kattis packages use problem.yaml's validation. */
  checker: z.enum(['lines', 'exact']).optional(),
  /**
   * How the output validator (or interactor) is called: `testlib` for one imported from Polygon
   * (see @codeyard/judge's OutputValidatorProgram.protocol); Kattis's protocol when left out.
   */
  validator_protocol: z.enum(['kattis', 'testlib']).optional(),
});

/**
 * YAML aliases a package file may expand: enough for any hand-written file, far too few for an
 * alias bomb (a few lines that expand to billions of nodes).
 */
const MAX_YAML_ALIASES = 100;

/** Parses one of the package's YAML files; anything unreadable (syntax, alias bomb) is the package's fault. */
export function parsePackageYaml(text: string, file: string): unknown {
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
  options: { withInteractions?: boolean } = {},
): Promise<{ name: string; input: string; output: string; interaction?: string }[]> {
  const entries = await fs.readdir(directory, { recursive: true }).catch(() => [] as string[]);
  const inputs = entries.filter((entry) => entry.endsWith('.in')).sort(naturalCompare);
  const tests = [];
  for (const entry of inputs) {
    const base = entry.slice(0, -'.in'.length);
    const answer = `${base}.ans`;
    if (!(await isFile(path.join(directory, entry)))) throw new PackageError(`${group}/${entry} is not a file`);
    if (!(await isFile(path.join(directory, answer))))
      throw new PackageError(`${group}/${entry} has no answer file ${group}/${answer}`);
    // An interactive sample's dialogue, shown in the statement; secret tests have no use for one.
    const interaction = options.withInteractions
      ? await readOptional(path.join(directory, `${base}.interaction`))
      : null;
    tests.push({
      name: base,
      input: await fs.readFile(path.join(directory, entry), 'utf8'),
      output: await fs.readFile(path.join(directory, answer), 'utf8'),
      ...(interaction !== null ? { interaction } : {}),
    });
  }
  return tests;
}

/** Where in a Kattis-layout package each create-form field comes from, for error messages. */
const PACKAGE_PLACES: Record<string, string> = {
  title: 'problem.yaml name',
  difficulty: 'codeyard.yaml difficulty',
  tags: 'codeyard.yaml tags',
  startCode: 'start/',
  referenceCode: 'submissions/accepted/',
  timeLimitMs: 'problem.yaml limits.time_limit',
  memoryLimitMb: 'problem.yaml limits.memory',
};

async function readOptional(file: string): Promise<string | null> {
  return fs.readFile(file, 'utf8').catch(() => null);
}

/** Runs one of the judge's package readers, whose errors (a broken .timelimit, an unknown flag) are the package's. */
async function fromJudge<Result>(read: () => Promise<Result>, prefix = ''): Promise<Result> {
  try {
    return await read();
  } catch (error) {
    throw new PackageError(`${prefix}${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * How answers are checked, refusing what the judge cannot do: a problem type it does not run, a
 * validator it cannot build. The problem stores a custom output validator (or an interactive
 * problem's interactor) as its checker, so one is kept; Codeyard's own lines and exact checkers
 * come from codeyard.yaml.
 */
async function readPackageChecker(
  directory: string,
  problemYaml: {
    type?: string | string[];
    validation?: string;
    validator_flags?: string;
    limits?: { validation_passes?: number };
    constants?: unknown;
  },
  codeyard: { checker?: 'lines' | 'exact'; validator_protocol?: 'kattis' | 'testlib' },
): Promise<Checker> {
  const unsupportedType = unsupportedProblemType(problemYaml) ?? unsupportedProblemYaml(problemYaml);
  if (unsupportedType) throw new PackageError(unsupportedType);
  const unsupportedSetting = await fromJudge(() => unsupportedTestDataSettings(directory));
  if (unsupportedSetting) throw new PackageError(unsupportedSetting);
  const read = await fromJudge(() => readChecker(directory, problemYaml), 'problem.yaml: ');
  const { checker, unsupported } = withProblemType(
    read,
    declaredProblemTypes(problemYaml),
    problemYaml.limits?.validation_passes,
  );
  if (unsupported) throw new PackageError(unsupported);
  const validatorProgram = checker.kind === 'custom' || checker.kind === 'interactive';
  if (validatorProgram && codeyard.validator_protocol === 'testlib') return { ...checker, protocol: 'testlib' };
  return !validatorProgram && codeyard.checker ? { kind: codeyard.checker } : checker;
}

/**
 * A scored package's groups (legacy testdata.yaml or 2023-07 test_group.yaml, read by the judge) as
 * the tree the problem stores over its hidden tests; null for any other type. What the judge
 * cannot score (a custom grader, scores from the validator) is refused, naming it.
 */
async function readPackageScoring(
  directory: string,
  problemYaml: { type?: string | string[]; validation?: string; problem_format_version?: string; grading?: unknown },
  checker: Checker,
  secret: readonly { name: string }[],
): Promise<{ stored: ProblemInput['scoring']; root: TestGroup | null }> {
  if (!isScoringProblem(problemYaml)) return { stored: null, root: null };
  const read = await fromJudge(() =>
    readScoring(directory, {
      version: formatVersionOf(problemYaml),
      grading: problemYaml.grading,
      customValidator: checker.kind === 'custom' || checker.kind === 'interactive',
    }),
  );
  if ('unsupported' in read) throw new PackageError(read.unsupported);
  const stored = storedScoringTree(
    read.scoring.root,
    secret.map((test) => test.name),
  );
  return { stored, root: read.scoring.root };
}

/**
 * Reads a problem package into a problem: Codeyard's (Kattis layout plus codeyard.yaml) or one
 * from outside as its authors wrote it (Kattis or DOMjudge, legacy or 2023-07; see
 * docs/problem-format.md). `sourceHash` covers every file read, so an unchanged package is recognised.
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
  const signature =
    problemYaml.data.function === undefined
      ? null
      : await fromJudge(async () => readFunctionSignature(problemYaml.data.function));
  const packageChecker = await readPackageChecker(directory, problemYaml.data, codeyard.data);
  if (signature && packageChecker.kind === 'interactive')
    throw new PackageError('problem.yaml: a function problem cannot be interactive: its tests are typed values');

  const statement = await readStatement(directory);
  const samples = await readTestGroup(path.join(directory, 'data', 'sample'), 'data/sample', {
    withInteractions: true,
  });
  const secret = await readTestGroup(path.join(directory, 'data', 'secret'), 'data/secret');
  if (samples.length === 0) throw new PackageError('data/sample has no tests');
  if (secret.length === 0) throw new PackageError('data/secret has no tests');
  if (signature) {
    // Each test must be a typed value of the signature, refused naming its file (data/secret/03.in: Line 2 (target) …).
    const named = (group: string, tests: typeof samples) =>
      tests.map((test) => ({ name: `${group}/${test.name}`, input: test.input, expected: test.output }));
    await fromJudge(async () =>
      checkTypedTests(signature, [...named('data/sample', samples), ...named('data/secret', secret)]),
    );
  }
  // Test names relative to data/, as the format names them in settings and submissions.yaml.
  const testNames = [
    ...samples.map((sample) => `sample/${sample.name}`),
    ...secret.map((test) => `secret/${test.name}`),
  ];
  const checker = await withTestArguments(
    directory,
    problemYaml.data,
    packageChecker,
    testNames.map((name) => `data/${name}`),
  );

  const { stored: scoring, root: scoringRoot } = await readPackageScoring(directory, problemYaml.data, checker, secret);
  await checkReferenceRequirements(directory, testNames, scoringRoot);

  const packageStartCode = await readStartCode(directory);
  const referenceCode = await readReferenceCode(directory);
  // Added to every submission (the references' too) by the judge; see problemProgram. A function
  // problem's include/ holds the drivers export wrote for other judges: the judge makes its own.
  const includedFiles = signature ? {} : await fromJudge(() => readIncludedFiles(directory));
  const timeLimitFileSeconds =
    problemYaml.data.limits?.time_limit === undefined ? await fromJudge(() => readTimeLimitFile(directory)) : null;

  const hash = crypto.createHash('sha256');
  // The code parts are hashed in the shape they had when the hash was first stored (the API's
  // spelling), so every seeded package keeps its hash and an unchanged one is not re-seeded; parts
  // Codeyard's own packages do not have are hashed only when present, for the same reason.
  const hashedStartCode = packageStartCode.map((entry) => ({ language: entry.language, initialcode: entry.code }));
  const hashedReferenceCode = referenceCode.map((entry) => ({ language: entry.language, completecode: entry.code }));
  for (const part of [
    problemYamlText,
    codeyardYamlText,
    statement.source,
    JSON.stringify(samples),
    JSON.stringify(secret),
    JSON.stringify(hashedStartCode),
    JSON.stringify(hashedReferenceCode),
    ...(timeLimitFileSeconds !== null ? [`.timelimit ${timeLimitFileSeconds}`] : []),
    ...(checker.kind === 'custom' || checker.kind === 'interactive' ? [JSON.stringify(checker)] : []),
    ...(scoring ? [JSON.stringify(scoring)] : []),
    ...(Object.keys(includedFiles).length > 0 ? [JSON.stringify(includedFiles)] : []),
    ...(signature ? [JSON.stringify(signature)] : []),
  ]) {
    hash.update(part).update('\0');
  }

  const explanations = codeyard.data.explanations ?? {};
  const name = problemYaml.data.name ?? statement.problemName;
  if (!name) throw new PackageError('problem.yaml has no name, nor has the statement a \\problemname');
  const timeLimitSeconds = problemYaml.data.limits?.time_limit ?? timeLimitFileSeconds;
  const problem: ProblemInput = {
    slug,
    title: typeof name === 'string' ? name : (name.en ?? Object.values(name)[0] ?? ''),
    description: statement.markdown.trim(),
    difficulty: codeyard.data.difficulty as Difficulty,
    tags: codeyard.data.tags,
    visibleTests: samples.map((sample) => ({
      input: sample.input,
      output: sample.output,
      explanation: explanations[sample.name] ?? '',
      ...(sample.interaction !== undefined ? { interaction: sample.interaction } : {}),
    })),
    hiddenTests: secret.map((test) => ({ input: test.input, output: test.output })),
    // A function problem's page opens on the stubs of its signature.
    startCode: signature
      ? []
      : packageStartCode.length > 0
        ? packageStartCode
        : generatedStartCode({ interactive: checker.kind === 'interactive', referenceCode }),
    referenceCode,
    timeLimitMs: timeLimitSeconds ? Math.round(timeLimitSeconds * 1000) : DEFAULT_TIME_LIMIT_MS,
    memoryLimitMb: problemYaml.data.limits?.memory ?? DEFAULT_MEMORY_LIMIT_MB,
    // The judge compares a function problem's returned values as the signature says.
    checker: signature ? DEFAULT_CHECKER : checker,
    function: signature,
    sourceHash: hash.digest('hex'),
    scoring,
    includedFiles,
  };
  checkImportRules(problem, {
    fields: PACKAGE_PLACES,
    statement: statement.file,
    timeLimit: timeLimitFileSeconds !== null ? '.timelimit' : 'problem.yaml: limits.time_limit',
    memory: 'problem.yaml: limits.memory',
  });
  return problem;
}
