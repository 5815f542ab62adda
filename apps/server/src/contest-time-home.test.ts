import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A contest's time has one home (docs/contests.md, "A contest's time has one home"): the freeze
 * start, finality and a virtual run's window are computed by ContestTimeline
 * (packages/shared/src/contest-timeline.ts) and, for queries, its SQL twin
 * (apps/server/src/services/contests/contest-timeline-sql.ts). Copies of those rules drifted
 * before and leaked frozen results, so this scans every production file for them.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const HOME = 'packages/shared/src/contest-timeline.ts';
const SQL_TWIN = 'apps/server/src/services/contests/contest-timeline-sql.ts';

/** Shapes that compute a rule of contest time. */
const RULES: { name: string; pattern: RegExp; homes: string[] }[] = [
  {
    name: 'the freeze start (end − freeze minutes)',
    pattern: /(end\w*|Date\.parse\([^)]*end\w*\))\s*-\s*[\w.?]*freeze_?[mM]inutes\s*\*/,
    homes: [HOME],
  },
  {
    name: 'finality of a manual contest (finalize and finalized_at together)',
    pattern: /finalize\s*===\s*'(manual|auto)'[^\n]*finalized_?[aA]t|'finalize',\s*'=',\s*'(auto|manual)'/,
    homes: [HOME, SQL_TWIN],
  },
  {
    name: 'a virtual run’s end (started + contest length)',
    pattern: /started\w*\)?\s*\+\s*[\w.]*[lL]ength/,
    homes: [HOME],
  },
];

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('a contest’s time has one home', () => {
  const files = SCANNED.flatMap((folder) => sourceFiles(path.join(repositoryRoot, folder))).map((file) => ({
    name: path.relative(repositoryRoot, file),
    text: fs.readFileSync(file, 'utf8'),
  }));

  it.each(RULES)('$name is computed only in its home', ({ pattern, homes }) => {
    const offenders = files.filter((file) => !homes.includes(file.name) && pattern.test(file.text));
    expect(offenders.map((file) => file.name)).toEqual([]);
    // The scan is alive: the home itself matches.
    expect(files.some((file) => file.name === homes[0] && pattern.test(file.text))).toBe(true);
  });

  it('the scan would catch a copy', () => {
    const copy = 'const freezeFromMs = Date.parse(contest.endTime) - contest.freezeMinutes * 60_000;';
    expect(RULES[0]!.pattern.test(copy)).toBe(true);
    const finality = "expression.or([expression('finalize', '=', 'auto'), expression('finalized_at', 'is not', null)])";
    expect(RULES[1]!.pattern.test(finality)).toBe(true);
  });
});
