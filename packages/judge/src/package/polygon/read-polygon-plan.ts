import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LanguageId } from '../../types.js';
import { languageById } from '../../languages/registry.js';
import { polygonSourceLanguage } from './polygon-languages.js';
import { polygonScoringTree } from './polygon-scoring.js';
import type { PolygonPlan, PolygonPlanTest, PolygonProgram, PolygonSolution } from './polygon-plan.js';
import { readPolygonStatement } from './polygon-statement.js';
import { PolygonPackageError, readProblemXml, type PolygonSource } from './problem-xml.js';

const HEADER_EXTENSIONS = ['.h', '.hpp', '.hh', '.hxx'];

/**
 * Whether a folder is a Polygon package: a problem.xml at its top whose first element is
 * <problem>, and no problem.yaml (a Kattis package's, which wins).
 */
export async function isPolygonPackage(directory: string): Promise<boolean> {
  if ((await stat(path.join(directory, 'problem.yaml')).catch(() => null))?.isFile()) return false;
  const file = path.join(directory, 'problem.xml');
  if (!(await stat(file).catch(() => null))?.isFile()) return false;
  const head = (await readFile(file, 'utf8')).slice(0, 4096);
  // After the declaration and any comments, the first element.
  const first = /<([A-Za-z_][-\w.:]*)/.exec(head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''));
  return first?.[1] === 'problem';
}

/**
 * A file the package names, read from inside it: a name that leaves the package (absolute, or
 * with "..") is refused. Null when it is not there.
 */
async function packageFile(root: string, name: string): Promise<string | null> {
  const normalized = path.posix.normalize(name.replace(/\\/g, '/'));
  if (normalized.startsWith('../') || normalized === '..' || path.posix.isAbsolute(normalized))
    throw new PolygonPackageError(`problem.xml names ${name}, outside the package`);
  const file = path.join(root, normalized);
  if (!(await stat(file).catch(() => null))?.isFile()) return null;
  return readFile(file, 'utf8');
}

async function requiredFile(root: string, name: string, what: string): Promise<string> {
  const text = await packageFile(root, name);
  if (text === null) throw new PolygonPackageError(`${name} (${what}) is missing`);
  return text;
}

/** A test's file from a printf-style pattern of problem.xml: `tests/%02d` and 3 give tests/03. */
export function testFileName(pattern: string, number: number): string {
  return pattern.replace(/%(0?)(\d*)d/, (_match, zero: string, width: string) =>
    String(number).padStart(Number(width || 0), zero ? '0' : ' '),
  );
}

/** Splits a test's command into words, as a shell would split plain and quoted words. */
export function commandWords(command: string): string[] {
  const words: string[] = [];
  for (const match of command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3]!);
  return words;
}

async function program(root: string, source: PolygonSource, what: string): Promise<PolygonProgram> {
  const language = polygonSourceLanguage(source);
  if (typeof language !== 'string') throw new PolygonPackageError(`${source.path} (${what}): ${language.unsupported}`);
  return { file: source.path, language, source: await requiredFile(root, source.path, what) };
}

/** A program's name as a test's command calls it: its file name without the extension (files/gen.cpp is "gen"). */
function programName(file: string): string {
  return path.posix.basename(file).replace(/\.[^.]*$/, '');
}

async function readSolution(root: string, tag: string, source: PolygonSource): Promise<PolygonSolution> {
  const text = await requiredFile(root, source.path, `a solution tagged ${tag}`);
  const language = polygonSourceLanguage(source);
  const skipReason =
    typeof language !== 'string' ? language.unsupported : languageById(language).unsupportedSource?.(text);
  return {
    file: source.path,
    tag,
    language: skipReason ? null : (language as LanguageId),
    ...(skipReason ? { skipReason } : {}),
    source: text,
  };
}

/**
 * Reads a Polygon package (full or standard) into a plan: problem.xml, the files it names, each
 * test's input and answer where the package holds them and its generator's command where it does
 * not, the statement's sections. Throws PolygonPackageError naming the file and what is wrong.
 */
export async function readPolygonPlan(directory: string): Promise<PolygonPlan> {
  const root = path.resolve(directory);
  const xml = readProblemXml(await requiredFile(root, 'problem.xml', 'the problem'));
  const { testset } = xml;

  const headers: Record<string, string> = {};
  const headerFiles = xml.resources.filter((file) => HEADER_EXTENSIONS.includes(path.posix.extname(file)));
  // Packages always list files/testlib.h among their resources; one that forgot still has it there.
  if (!headerFiles.some((file) => path.posix.basename(file) === 'testlib.h')) headerFiles.push('files/testlib.h');
  for (const file of headerFiles) {
    const text = await packageFile(root, file);
    if (text !== null) headers[path.posix.basename(file)] = text;
  }

  const generators: Record<string, PolygonProgram> = {};
  const tests: PolygonPlanTest[] = [];
  for (const [index, declaration] of testset.tests.entries()) {
    const number = index + 1;
    const inputFile = testFileName(testset.inputPathPattern, number);
    const input = await packageFile(root, inputFile);
    const answer = await packageFile(root, testFileName(testset.answerPathPattern, number));
    const test: PolygonPlanTest = {
      number,
      sample: declaration.sample,
      ...(declaration.group !== undefined ? { group: declaration.group } : {}),
      ...(declaration.points !== undefined ? { points: declaration.points } : {}),
      input,
      answer,
    };
    if (input === null) {
      if (declaration.method === 'manual')
        throw new PolygonPackageError(`${inputFile} (manual test ${number}) is missing`);
      if (declaration.fromFile !== undefined) {
        throw new PolygonPackageError(
          `test ${number} is file "${declaration.fromFile}" of what "${declaration.command}" writes, which is not generated here; import the full package, whose ${inputFile} holds it`,
        );
      }
      const [generator, ...argumentWords] = commandWords(declaration.command!);
      const executable = xml.executables.find((candidate) => programName(candidate.path) === generator);
      if (!executable) {
        throw new PolygonPackageError(
          `test ${number} is made by "${declaration.command}", but no executable of files/ is named ${generator}`,
        );
      }
      generators[generator!] ??= await program(root, executable, `generator ${generator}`);
      test.generate = { command: declaration.command!, generator: generator!, arguments: argumentWords };
    }
    tests.push(test);
  }

  const solutions: PolygonSolution[] = [];
  for (const solution of xml.solutions) solutions.push(await readSolution(root, solution.tag, solution.source));

  const name =
    xml.names.find((entry) => entry.language === 'english')?.value ?? xml.names[0]?.value ?? xml.shortName ?? '';
  const memoryLimitMb = Math.floor(testset.memoryLimitBytes / (1024 * 1024));
  if (memoryLimitMb < 1)
    throw new PolygonPackageError(`problem.xml: <memory-limit> is ${testset.memoryLimitBytes} bytes, less than 1 MiB`);
  const scored = testset.tests.some((test) => test.points !== undefined);
  // A scored testset's groups must make a tree (every test in a declared group, dependencies on earlier groups).
  if (scored) {
    try {
      polygonScoringTree(testset.tests, testset.groups);
    } catch (error) {
      throw new PolygonPackageError(`problem.xml: ${(error as Error).message}`);
    }
  }
  const validators: PolygonProgram[] = [];
  for (const validator of xml.validators) validators.push(await program(root, validator, 'the validator'));

  return {
    name,
    shortName: xml.shortName,
    timeLimitMs: testset.timeLimitMs,
    memoryLimitMb,
    headers,
    generators,
    checker: xml.checker ? await program(root, xml.checker, 'the checker') : null,
    interactor: xml.interactor ? await program(root, xml.interactor, 'the interactor') : null,
    validators,
    tests,
    groups: testset.groups,
    scored,
    solutions,
    statement: await readPolygonStatement(xml.statements, (file) => packageFile(root, file)),
    tags: xml.tags,
  };
}
