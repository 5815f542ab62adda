import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Packages as authors outside Codeyard write them (Kattis problemtools, DOMjudge, BAPCtools): one
 * solution language with a name of their choosing, no start code, no codeyard.yaml. Each is a
 * map of file names under `folder/` to contents, ready for zipFiles.
 */

function under(folder: string, files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([name, content]) => [`${folder}/${name}`, content]));
}

/**
 * A legacy package: the name only in the LaTeX statement's \problemname (as problemtools' examples
 * have it), the time limit in .timelimit, a float tolerance, accepted solutions in Python, Kotlin
 * and Rust named as their authors chose.
 */
export function legacyAveragePackage(folder = 'average'): Record<string, string> {
  return under(folder, {
    'problem.yaml': [
      'source: NCPC 2099',
      'license: cc by-sa',
      'validation: default',
      'validator_flags: float_tolerance 1e-6',
      '',
    ].join('\n'),
    '.timelimit': '1.5\n',
    'problem_statement/problem.en.tex': [
      '\\problemname{Average Speed}',
      '% the statement as problemtools renders it',
      '\\illustration{0.3}{car.jpg}{Picture by someone, CC BY}',
      'You drove $n$ legs of a trip and wrote down the speed of each.',
      'Print the \\emph{average} of the speeds.',
      '',
      '\\section*{Input}',
      'The first line has an integer $n$ ($1 \\le n \\le 100$), the second line $n$ speeds.',
      '',
      '\\section*{Output}',
      'The average, with an absolute or relative error of at most $10^{-6}$.',
      '',
    ].join('\n'),
    'data/sample/1.in': '2\n10 20\n',
    'data/sample/1.ans': '15.0\n',
    'data/secret/1.in': '3\n1 2 2\n',
    'data/secret/1.ans': '1.666666667\n',
    'submissions/accepted/average.py': 'n = int(input())\nprint(sum(map(int, input().split())) / n)\n',
    'submissions/accepted/average.kt': [
      'fun main() {',
      '    val n = readLine()!!.trim().toInt()',
      "    val speeds = readLine()!!.split(' ').filter { it.isNotEmpty() }.map { it.toDouble() }",
      '    println(speeds.sum() / n)',
      '}',
      '',
    ].join('\n'),
    'submissions/accepted/speed.rs': [
      'use std::io::Read;',
      'fn main() {',
      '    let mut input = String::new();',
      '    std::io::stdin().read_to_string(&mut input).unwrap();',
      '    let numbers: Vec<f64> = input.split_whitespace().map(|word| word.parse().unwrap()).collect();',
      '    println!("{}", numbers[1..].iter().sum::<f64>() / numbers[0]);',
      '}',
      '',
    ].join('\n'),
    'submissions/wrong_answer/rounded.py': 'n = int(input())\nprint(sum(map(int, input().split())) // n)\n',
  });
}

/** An output validator that accepts the answer's numbers in any order (exit 42 accepted, 43 wrong). */
export const ANY_ORDER_VALIDATOR = [
  'import sys',
  'answer = sorted(open(sys.argv[2]).read().split())',
  'output = sorted(sys.stdin.read().split())',
  'sys.exit(42 if answer == output else 43)',
  '',
].join('\n');

/** A 2023-07 package: a name per language, a Markdown statement, output_validator/, one C++ solution. */
export function currentAnyOrderPackage(folder = 'any-order'): Record<string, string> {
  return under(folder, {
    'problem.yaml': [
      'problem_format_version: 2023-07-draft',
      'uuid: 6f1e8c33-4d7b-4bb1-9a33-2d1f7a0c9e10',
      'name:',
      '  en: Any Order',
      'type: pass-fail',
      'limits:',
      '  time_limit: 1',
      '  memory: 256',
      '',
    ].join('\n'),
    'statement/problem.en.md': 'Print the given numbers, in any order.\n',
    'data/sample/1.in': '1 2 3\n',
    'data/sample/1.ans': '1 2 3\n',
    'data/secret/1.in': '7 8\n',
    'data/secret/1.ans': '7 8\n',
    'output_validator/validate.py': ANY_ORDER_VALIDATOR,
    // Reversed: only the custom validator accepts it.
    'submissions/accepted/reverse.cc': [
      '#include <bits/stdc++.h>',
      'int main() {',
      '    std::vector<long long> numbers;',
      '    for (long long x; std::cin >> x;) numbers.push_back(x);',
      '    for (auto it = numbers.rbegin(); it != numbers.rend(); ++it) std::cout << *it << " ";',
      '    std::cout << "\\n";',
      '}',
      '',
    ].join('\n'),
  });
}

/** The judge's own interactive fixture, as its authors wrote it (one Python solution, an interactor in C). */
const guessFixture = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/judge/test/fixtures/guess-interactive',
);

function fixtureFile(relative: string): string {
  return readFileSync(path.join(guessFixture, relative), 'utf8');
}

/** A submission of the interactive fixture, by its path under submissions/. */
export function interactiveGuessSubmission(relative: string): string {
  return fixtureFile(`submissions/${relative}`);
}

/**
 * "Guess the Number", interactive, declared as `declaration` says (2023-07 `type: interactive`,
 * or legacy `validation: custom interactive`): the interactor in output_validator/ (2023-07) or
 * output_validators/guess/ (legacy), a sample with its .interaction file, one Python solution.
 */
export function interactiveGuessPackage(folder: string, declaration: string): Record<string, string> {
  const legacy = !declaration.includes('problem_format_version');
  const interactor = fixtureFile('output_validator/interactor.c');
  const secret: Record<string, string> = {};
  for (const name of readdirSync(path.join(guessFixture, 'data', 'secret')))
    secret[`data/secret/${name}`] = fixtureFile(`data/secret/${name}`);
  return under(folder, {
    'problem.yaml': `name: Guess the Number\n${declaration}\nlimits:\n  time_limit: 1\n  memory: 256\n`,
    'statement/problem.en.md': 'Guess the number; the judge answers "higher", "lower" or "correct".\n',
    'data/sample/1.in': fixtureFile('data/sample/1.in'),
    'data/sample/1.ans': fixtureFile('data/sample/1.ans'),
    'data/sample/1.interaction': fixtureFile('data/sample/1.interaction'),
    ...secret,
    [legacy ? 'output_validators/guess/interactor.c' : 'output_validator/interactor.c']: interactor,
    'submissions/accepted/binary.py': interactiveGuessSubmission('accepted/binary.py'),
  });
}

/** A legacy multi-pass package: the judge's fixture "Add One, Twice". */
export function multiPassPackage(folder: string): Record<string, string> {
  const fixture = path.resolve(guessFixture, '..', 'add-one-twice');
  const read = (relative: string) => readFileSync(path.join(fixture, relative), 'utf8');
  const files: Record<string, string> = {
    'problem.yaml': read('problem.yaml'),
    'statement/problem.en.md': 'Print the number plus one; then, given "again" and your answer, plus one again.\n',
    'output_validators/twice/validator.py': read('output_validators/twice/validator.py'),
    'submissions/accepted/add-one.py': read('submissions/accepted/add-one.py'),
  };
  for (const group of ['sample', 'secret'])
    for (const name of readdirSync(path.join(fixture, 'data', group)))
      files[`data/${group}/${name}`] = read(`data/${group}/${name}`);
  return under(folder, files);
}

/**
 * A scored package of the judge's fixtures as its authors wrote it: "Best Stretch" (legacy
 * testdata.yaml groups) or "Prime Count" (2023-07 test_group.yaml), with a Markdown statement
 * added (the fixtures have none). Only the accepted solutions come along; the others are read by
 * `scoredFixtureSubmission`.
 */
export function scoredFixturePackage(
  fixtureName: 'best-stretch' | 'prime-count',
  folder: string,
): Record<string, string> {
  const fixture = path.resolve(guessFixture, '..', fixtureName);
  const files: Record<string, string> = {
    'statement/problem.en.md': 'Read the input; print the answer. Groups of tests earn points.\n',
  };
  for (const entry of readdirSync(fixture, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(fixture, path.join(entry.parentPath, entry.name));
    if (relative.startsWith('submissions/') && !relative.startsWith('submissions/accepted/')) continue;
    files[relative] = readFileSync(path.join(fixture, relative), 'utf8');
  }
  return under(folder, files);
}

/** Every submission of a scored fixture with the folder it is filed under (accepted, partially_accepted, …). */
export function scoredFixtureSubmissions(
  fixtureName: 'best-stretch' | 'prime-count',
): { folder: string; file: string; source: string }[] {
  const submissions = path.resolve(guessFixture, '..', fixtureName, 'submissions');
  return readdirSync(submissions).flatMap((folder) =>
    readdirSync(path.join(submissions, folder)).map((file) => ({
      folder,
      file,
      source: readFileSync(path.join(submissions, folder, file), 'utf8'),
    })),
  );
}

/** Every file of one of the judge's fixtures, by its path inside the fixture. */
function judgeFixtureFiles(fixtureName: string): Record<string, string> {
  const fixture = path.resolve(guessFixture, '..', fixtureName);
  const files: Record<string, string> = {};
  for (const entry of readdirSync(fixture, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(fixture, path.join(entry.parentPath, entry.name));
    files[relative] = readFileSync(path.join(fixture, relative), 'utf8');
  }
  return files;
}

/**
 * A judge fixture of programs as folders (issue 32) as an upload, every file of it under `folder`:
 * add-each-pair (folder submissions, a validator of several files), half-of-it (build and run
 * scripts), largest-value (include/ drivers).
 */
export function folderProgramsPackage(
  fixtureName: 'add-each-pair' | 'half-of-it' | 'largest-value',
  folder: string,
): Record<string, string> {
  return under(folder, judgeFixtureFiles(fixtureName));
}

/**
 * One of the judge's fixtures whole, as its authors wrote it (statement and every submission
 * included), in a folder of its own name: the 2025-09 and 2023-07 draft fixtures carry their own statement.
 */
export function judgeFixturePackage(
  fixtureName: string,
  replaced: Record<string, string> = {},
): Record<string, string> {
  return under(fixtureName, { ...judgeFixtureFiles(fixtureName), ...replaced });
}
