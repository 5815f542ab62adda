import { zipFiles } from './zip.js';

/**
 * CLICS contest packages of our own (docs/contests.md, "Contest archives"), as maps of file names to
 * contents ready for zipFiles: the Spring Cup, three small problems with labels and colours, each
 * kept in one of the places a package may keep a problem, and ways to break it.
 */

type Files = Record<string, string | Buffer>;

function under(folder: string, files: Files): Files {
  return Object.fromEntries(Object.entries(files).map(([name, content]) => [`${folder}/${name}`, content]));
}

/** A problem package as outside authors write one: a name, a statement, a sample, a secret test, a Python solution. */
function problemPackage(options: {
  name: string;
  statement: string;
  sample: [string, string];
  secret: [string, string];
  solution: string;
}): Files {
  return {
    'problem.yaml': `name: ${options.name}\nlimits:\n  time_limit: 1\n  memory: 256\n`,
    'statement/problem.en.md': `${options.statement}\n`,
    'data/sample/1.in': options.sample[0],
    'data/sample/1.ans': options.sample[1],
    'data/secret/1.in': options.secret[0],
    'data/secret/1.ans': options.secret[1],
    'submissions/accepted/solution.py': options.solution,
  };
}

export const SPRING_CUP_PROBLEMS = {
  'add-two': problemPackage({
    name: 'Add Two',
    statement: 'Print the sum of two integers.',
    sample: ['1 2\n', '3\n'],
    secret: ['40 2\n', '42\n'],
    solution: 'a, b = map(int, input().split())\nprint(a + b)\n',
  }),
  'largest-of-three': problemPackage({
    name: 'Largest of Three',
    statement: 'Print the largest of three integers.',
    sample: ['1 5 3\n', '5\n'],
    secret: ['-4 -2 -9\n', '-2\n'],
    solution: 'print(max(map(int, input().split())))\n',
  }),
  'reverse-word': problemPackage({
    name: 'Reverse a Word',
    statement: 'Print the word backwards.',
    sample: ['abc\n', 'cba\n'],
    secret: ['level\n', 'level\n'],
    solution: 'print(input().strip()[::-1])\n',
  }),
};

export const SPRING_CUP_CONTEST_YAML = [
  'id: spring-cup',
  'name: Spring Cup',
  'formal_name: The Spring Cup of Codeyard',
  'start_time: 2030-03-01T10:00:00+01',
  'duration: 2:30:00',
  'scoreboard_freeze_duration: 0:30:00',
  'scoreboard_type: pass-fail',
  'penalty_time: 20',
  '',
].join('\n');

/** Labels that are not the default letters, and colours in each way packages write them (rgb + name, a hex `color`). */
export const SPRING_CUP_PROBLEMS_YAML = [
  '- id: add-two',
  '  label: P1',
  '  name: Add Two',
  '  ordinal: 1',
  "  rgb: '#e6194b'",
  '  color: red',
  '- id: largest-of-three',
  '  label: P2',
  '  ordinal: 2',
  "  color: '#3cb44b'",
  '- id: reverse-word',
  '  label: P3',
  '  ordinal: 3',
  "  rgb: '#00f'",
  '  color: blue',
  '',
].join('\n');

/**
 * The Spring Cup under `spring-cup/`: add-two as a folder, largest-of-three as `largest-of-three.zip`
 * and reverse-word where the Contest API keeps a package (`problems/reverse-word/reverse-word.zip`).
 * `replace` swaps files of a problem (by its id) or of the contest, to break it one way at a time.
 */
export async function springCupFiles(
  options: { contestYaml?: string; problemsYaml?: string; problemFiles?: Partial<Record<string, Files>> } = {},
): Promise<Files> {
  const problem = (id: keyof typeof SPRING_CUP_PROBLEMS) => ({
    ...SPRING_CUP_PROBLEMS[id],
    ...options.problemFiles?.[id],
  });
  return under('spring-cup', {
    'contest.yaml': options.contestYaml ?? SPRING_CUP_CONTEST_YAML,
    'problems.yaml': options.problemsYaml ?? SPRING_CUP_PROBLEMS_YAML,
    ...under('add-two', problem('add-two')),
    'largest-of-three.zip': await zipFiles(under('largest-of-three', problem('largest-of-three'))),
    'problems/reverse-word/reverse-word.zip': await zipFiles(problem('reverse-word')),
  });
}

export async function springCupArchive(options: Parameters<typeof springCupFiles>[0] = {}): Promise<Buffer> {
  return zipFiles(await springCupFiles(options));
}
