import fs from 'node:fs/promises';
import path from 'node:path';
import {
  formatVersionOf,
  parseValidatorArguments,
  readSubmissionsYaml,
  readTestArguments,
  rulesFor,
  unmetWhenPassingEveryTest,
  type Checker,
  type TestGroup,
} from '@codeyard/judge';
import { PackageError } from './package-error.js';

/** Runs one of the judge's package readers, whose errors name the file and key: they are the package's. */
async function fromJudge<Result>(read: () => Promise<Result>): Promise<Result> {
  try {
    return await read();
  } catch (error) {
    throw new PackageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The package's output validator arguments (`output_validator_args`, legacy
 * `output_validator_flags`) given to its checker. A problem here checks all its tests alike, so the
 * arguments must be the same for every test, samples included: the default validator takes them as
 * its flags, a custom validator or interactor after its own. Differing ones are refused, naming the files.
 */
export async function withTestArguments(
  directory: string,
  problemYaml: { problem_format_version?: string },
  checker: Checker,
  testNames: readonly string[],
): Promise<Checker> {
  const given = await fromJudge(() => readTestArguments(directory, formatVersionOf(problemYaml)));
  if (given.size === 0) return checker;
  const lists = testNames.map((name) => given.get(name));
  const describe = (index: number) => {
    const entry = lists[index];
    return entry
      ? `${testNames[index]} has [${entry.arguments.join(', ')}] (${entry.file})`
      : `${testNames[index]} has none`;
  };
  const key = (index: number) => JSON.stringify(lists[index]?.arguments ?? []);
  const other = lists.findIndex((_entry, index) => key(index) !== key(0));
  if (other !== -1) {
    throw new PackageError(
      `output_validator_args differ between tests: ${describe(0)}, ${describe(other)}; a problem here checks every test with the same arguments`,
    );
  }
  const { arguments: words, file } = lists[0]!;
  if (checker.kind === 'tokens') {
    try {
      return { ...checker, ...parseValidatorArguments(words) };
    } catch (error) {
      throw new PackageError(`${file}: ${(error as Error).message}`);
    }
  }
  if (checker.kind === 'custom' || checker.kind === 'interactive') {
    return { ...checker, arguments: [...(checker.arguments ?? []), ...words] };
  }
  throw new PackageError(`${file}: output_validator_args need the default validator or an output validator`);
}

/**
 * submissions/submissions.yaml read for the reference solutions (submissions/accepted/), which the
 * importer then judges to pass every test: a requirement that such a solution would still miss (a
 * required rejection, a score below the full one) refuses the package, naming where it was said.
 * `message` needs a run: `verify` checks it.
 */
export async function checkReferenceRequirements(
  directory: string,
  testNames: readonly string[],
  scoring: TestGroup | null,
): Promise<void> {
  const yaml = await fromJudge(() => readSubmissionsYaml(directory));
  if (!yaml) return;
  const accepted = await fs
    .readdir(path.join(directory, 'submissions', 'accepted'), { withFileTypes: true })
    .catch(() => []);
  for (const entry of accepted) {
    const unmet = unmetWhenPassingEveryTest(rulesFor(`accepted/${entry.name}`, yaml), testNames, scoring ?? undefined);
    if (unmet.length > 0) {
      throw new PackageError(
        `submissions/accepted/${entry.name} is a reference solution, which must pass every test: ${unmet[0]}`,
      );
    }
  }
}
