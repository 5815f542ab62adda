import {
  functionDriver,
  functionLanguages,
  languageById,
  sourceFileFor,
  type Checker,
  type TestGroup,
} from '@codeyard/judge';
import { packageLanguageCode } from '@codeyard/shared';
import { canonicalTypedText, type FunctionSignature } from '@codeyard/shared/function-problem';
import yazl from 'yazl';
import YAML from 'yaml';
import { AppError } from '../errors.js';
import type { Problem } from '../services/problems/problem-model.js';
import { slugify } from '../services/problems/slugs.js';
import { scoringPackageLayout } from './package-scoring.js';
import { packageFileName, packageLanguageOf } from './codeyard-package.js';
import { ARCHIVE_LIMITS, extractArchive, type ArchiveLimits } from './archive-extract.js';
import { PackageError } from './package-error.js';

/**
 * Extracts a problem package zip into `destination` (archive-extract.ts: no entry outside it, no
 * symlinks, no more than the limits really inflated). Answers the package root: the destination,
 * or its single top-level folder.
 */
export async function extractPackageArchive(
  archive: Buffer,
  destination: string,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<string> {
  try {
    return (await extractArchive(archive, destination, limits)).root;
  } catch (error) {
    if (error instanceof PackageError) throw new AppError('BAD_REQUEST', `Invalid problem package: ${error.message}`);
    throw error;
  }
}

function yamlText(value: unknown): string {
  return YAML.stringify(value, { lineWidth: 0 });
}

/** The legacy `validation` key: the problem types ride on it as words after `custom`. */
function validationOf(checker: Checker): string {
  if (checker.kind !== 'custom' && checker.kind !== 'interactive') return 'default';
  const words = ['custom'];
  if (checker.kind === 'interactive') words.push('interactive');
  if ((checker.passes ?? 1) > 1) words.push('multi-pass');
  return words.join(' ');
}

/** Whether a group tree says what a testdata.yaml cannot: a test's own points, or a group's dependencies (Polygon's). */
function beyondTestdataYaml(group: TestGroup): boolean {
  if (group.dependsOn?.length) return true;
  return group.items.some((item) => (item.kind === 'test' ? item.points !== undefined : beyondTestdataYaml(item)));
}

/**
 * What of a problem a package cannot hold, refused rather than written wrong: a testlib
 * interactor's checker, and Polygon's per-test points and group dependencies.
 */
function unexportable(problem: Problem): string | null {
  if (problem.checker.kind === 'interactive' && problem.checker.afterInteraction)
    return 'its interactor has a checker after it (from Polygon), which a Kattis package has no place for';
  if (problem.scoring && beyondTestdataYaml(problem.scoring))
    return 'its groups give tests their own points or depend on each other (from Polygon), which testdata.yaml cannot say';
  return null;
}

/**
 * A function problem's include/<code>/ for judges that add included files to a submission (Kattis
 * 2025-09): each driver's files where the driver has them (docs/problem-format.md says which), one
 * folder per language code (Python and PyPy share python3). Codeyard's import reads none of it back.
 */
function driverIncludedFiles(signature: FunctionSignature): Record<string, Record<string, string>> {
  const folders: Record<string, Record<string, string>> = {};
  for (const language of functionLanguages()) {
    const files = functionDriver(language)?.includedFiles?.(signature);
    const code = packageLanguageCode(language);
    if (files && !(code in folders)) folders[code] = files;
  }
  return folders;
}

/** A problem's folder name in a package: its slug. */
export const packageFolderOf = (problem: Problem): string => problem.slug ?? slugify(problem.title);

/** The problem as a Kattis-layout package (plus codeyard.yaml), zipped under one folder named by its slug. */
export async function createPackageArchive(problem: Problem): Promise<{ fileName: string; archive: Buffer }> {
  const zip = new yazl.ZipFile();
  addProblemPackage(zip, problem, packageFolderOf(problem));
  return { fileName: `${packageFolderOf(problem)}.zip`, archive: await finishZip(zip) };
}

/** Everything a zip was given, as one buffer. */
export async function finishZip(zip: yazl.ZipFile): Promise<Buffer> {
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Adds the problem's package files under `folder/` (a problem export, or one problem of a contest package). */
/** The format a function problem is exported in (2025-09 has included files; the legacy format does not). */
const FUNCTION_PACKAGE_FORMAT = '2025-09';

export function addProblemPackage(zip: yazl.ZipFile, problem: Problem, folder: string): void {
  const refused = unexportable(problem);
  if (refused) throw new AppError('UNPROCESSABLE', `"${problem.title}" cannot be exported as a package: ${refused}`);
  const add = (name: string, content: string) => zip.addBuffer(Buffer.from(content), `${folder}/${name}`);
  const checker = problem.checker;
  const passes = checker.kind === 'custom' || checker.kind === 'interactive' ? (checker.passes ?? 1) : 1;
  const flags: string[] = [];
  if (checker.kind === 'tokens') {
    if (checker.caseSensitive) flags.push('case_sensitive');
    if (checker.spaceChangeSensitive) flags.push('space_change_sensitive');
    if (checker.floatAbsoluteTolerance !== undefined)
      flags.push(`float_absolute_tolerance ${checker.floatAbsoluteTolerance}`);
    if (checker.floatRelativeTolerance !== undefined)
      flags.push(`float_relative_tolerance ${checker.floatRelativeTolerance}`);
  }
  // A custom validator's arguments go back as the legacy validator_flags, which Kattis gives it the same way.
  if (checker.kind === 'custom' || checker.kind === 'interactive') flags.push(...(checker.arguments ?? []));
  add(
    'problem.yaml',
    yamlText({
      // A function problem is written in the 2025-09 format, whose include/ carries its drivers to other judges.
      ...(problem.function ? { problem_format_version: FUNCTION_PACKAGE_FORMAT } : {}),
      name: problem.title,
      limits: {
        time_limit: problem.timeLimitMs / 1000,
        memory: problem.memoryLimitMb,
        ...(passes > 1 ? { validation_passes: passes } : {}),
      },
      ...(problem.function ? {} : { validation: validationOf(checker) }),
      ...(flags.length > 0 ? { validator_flags: flags.join(' ') } : {}),
      // Legacy packages say a scored problem with type; its groups are the testdata.yaml files below.
      ...(problem.scoring ? { type: 'scoring' } : {}),
      ...(problem.function ? { function: problem.function } : {}),
    }),
  );
  if (checker.kind === 'custom' || checker.kind === 'interactive') {
    // An imported output validator goes back where the legacy format keeps one, so it survives a
    // round trip: a folder (build and run scripts too) file by file under its own names.
    const main = checker.sourceName ?? sourceFileFor(languageById(checker.language), checker.source);
    add(`output_validators/validator/${main}`, checker.source);
    for (const [name, content] of Object.entries(checker.files ?? {}))
      add(`output_validators/validator/${name}`, content);
  }
  for (const [folder, files] of Object.entries(
    problem.function ? driverIncludedFiles(problem.function) : problem.includedFiles,
  )) {
    for (const [name, content] of Object.entries(files)) add(`include/${folder}/${name}`, content);
  }
  add(
    'codeyard.yaml',
    yamlText({
      difficulty: problem.difficulty,
      tags: problem.tags,
      ...(checker.kind === 'lines' || checker.kind === 'exact' ? { checker: checker.kind } : {}),
      // A testlib checker (from Polygon) is called its own way; the import reads it back from here.
      ...((checker.kind === 'custom' || checker.kind === 'interactive') && checker.protocol === 'testlib'
        ? { validator_protocol: 'testlib' }
        : {}),
      explanations: Object.fromEntries(
        problem.visibleTests.map((test, index) => [String(index + 1), test.explanation ?? '']),
      ),
    }),
  );
  add('statement/problem.en.md', `${problem.description}\n`);
  // A function problem's answers are its expected return values, written as compact JSON as the drivers print them.
  const answer = (output: string) => (problem.function ? `${canonicalTypedText(output)}\n` : output);
  problem.visibleTests.forEach((test, index) => {
    add(`data/sample/${index + 1}.in`, test.input);
    add(`data/sample/${index + 1}.ans`, answer(test.output));
    if (test.interaction !== undefined) add(`data/sample/${index + 1}.interaction`, test.interaction);
  });
  const width = String(problem.hiddenTests.length).length;
  const scoring = problem.scoring ? scoringPackageLayout(problem.scoring) : null;
  for (const file of scoring?.settingsFiles ?? []) add(file.path, yamlText(file.settings));
  problem.hiddenTests.forEach((test, index) => {
    const name = scoring?.testPaths.get(index) ?? `secret/${String(index + 1).padStart(Math.max(2, width), '0')}`;
    add(`data/${name}.in`, test.input);
    add(`data/${name}.ans`, answer(test.output));
  });
  for (const entry of problem.startCode) {
    const language = packageLanguageOf(entry.language);
    if (language) add(`start/${packageFileName(language)}`, entry.code);
  }
  for (const entry of problem.referenceCode) {
    // The judge's name for it (Java's public class), which is a package language's file name.
    const language = packageLanguageOf(entry.language);
    if (language) add(`submissions/accepted/${sourceFileFor(languageById(language), entry.code)}`, entry.code);
  }
}
