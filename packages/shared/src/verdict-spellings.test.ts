import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLICS_JUDGEMENT_TYPES, groupVerdictLabel, PARTIALLY_ACCEPTED, VERDICT_LIST } from './verdicts.js';

/**
 * A verdict is named in the verdict table (verdicts.ts) and imported everywhere else: this counts
 * the source files that spell each name the table holds, and fails when one is spelled in more than
 * two. Copies drift (issue 31 found "Internal Error" against "Judge Error"); the one extra file
 * allowed is for history, such as migration 005, which keeps its own frozen copy as a migration
 * must.
 *
 * Scanned: `src` of every workspace under apps/ and packages/, helpers in testing/ and bench/
 * included (they import the table like the rest). Tests are left out: they assert the product's
 * exact words on purpose, and a test that imported the words it checks could not catch a change.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const TABLE = 'packages/shared/src/verdicts.ts';
const MOST_FILES = 2;

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(path.join(repositoryRoot, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

function workspaceSources(): string[] {
  return ['apps', 'packages'].flatMap((parent) =>
    fs
      .readdirSync(path.join(repositoryRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(repositoryRoot, parent, entry.name, 'src')))
      .flatMap((entry) => sourceFiles(`${parent}/${entry.name}/src`)),
  );
}

/**
 * Where a name counts as spelled. A name of several words ("Time Limit Exceeded") counts anywhere,
 * comments included, with its capitals: no prose writes it so by chance. A one-word name is English
 * too ("Accepted submissions by others", "Processing…" on the payment button), so it counts only as
 * a whole string ('Accepted') or a whole JSX text (>Accepted<).
 */
function spellingPattern(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!name.includes(' ')) return new RegExp(`(['"\`])${escaped}\\1|>\\s*${escaped}\\s*<`);
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`);
}

/** Every name the table holds: the verdicts', the partial score's, CLICS's and the group labels'. */
const NAMES = [
  ...new Set([
    ...VERDICT_LIST.map((verdict) => verdict.name),
    PARTIALLY_ACCEPTED,
    ...CLICS_JUDGEMENT_TYPES.map((type) => type.name),
    ...['RTE', 'IF', 'JE'].map(groupVerdictLabel),
  ]),
];

describe('verdict names', () => {
  it('counts a spelling in code and comments, and a one-word name only as a whole string', () => {
    const files: Record<string, string> = {
      'a.ts': "const verdict = 'Time Limit Exceeded';",
      'b.ts': '/** e.g. "Time Limit Exceeded on test 3" */',
      'c.tsx': '<span>{`${name}: Time Limit Exceeded`}</span>',
      'd.ts': '// a time limit exceeded, in prose; TimeLimitExceeded as an identifier',
      'e.tsx': "<h3>Accepted submissions by others</h3>; const rate = 'Accepted rate'; lastAcceptedMs;",
      'f.tsx': "<h3>Accepted</h3>; const label = 'Accepted';",
    };
    const spelling = (name: string) =>
      Object.entries(files)
        .filter(([, text]) => spellingPattern(name).test(text))
        .map(([file]) => file);
    expect(spelling('Time Limit Exceeded')).toEqual(['a.ts', 'b.ts', 'c.tsx']);
    expect(spelling('Accepted')).toEqual(['f.tsx']);
    expect(spelling('Runtime Error (NZEC)')).toEqual([]);
  });

  it(`are each spelled in at most ${MOST_FILES} source files, the table one of them`, () => {
    const files = workspaceSources();
    expect(files).toContain(TABLE);
    expect(files.length).toBeGreaterThan(300);
    const texts = new Map(files.map((file) => [file, fs.readFileSync(path.join(repositoryRoot, file), 'utf8')]));
    const spelledIn = new Map(
      NAMES.map((name) => [name, files.filter((file) => spellingPattern(name).test(texts.get(file) ?? ''))]),
    );
    for (const name of NAMES) expect(spelledIn.get(name), name).toContain(TABLE);
    const overLimit = [...spelledIn].filter(([, spelling]) => spelling.length > MOST_FILES);
    expect(Object.fromEntries(overLimit), 'import the name from @codeyard/shared (verdicts.ts) instead').toEqual({});
  });
});
