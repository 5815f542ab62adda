import type { DatabaseHandle } from '../../db/database.js';
import { listContestProblems } from '../contests/contests.js';
import type { ClicsReading } from './clics-reading.js';
import type { ClicsProblemRow } from './clics-rows.js';
import type { ClicsObject, Timed } from './clics-types.js';

/** A fixed colour per position for a contest that gives none, so a resolver's balloons stay the same between reloads. */
const PROBLEM_COLOURS = [
  ['#e6194b', 'red'],
  ['#3cb44b', 'green'],
  ['#4363d8', 'blue'],
  ['#ffe119', 'yellow'],
  ['#f58231', 'orange'],
  ['#911eb4', 'purple'],
  ['#42d4f4', 'cyan'],
  ['#f032e6', 'magenta'],
  ['#bfef45', 'lime'],
  ['#fabed4', 'pink'],
  ['#469990', 'teal'],
  ['#9a6324', 'brown'],
] as const;

/**
 * Hidden tests per problem, parsed once per version of the problem: a streaming admin feed
 * re-reads the contest every few seconds, and test data can run to megabytes.
 */
const hiddenCountCache = new Map<string, number>();
const HIDDEN_COUNT_CACHE_LIMIT = 1_000;

async function hiddenTestCounts(
  database: DatabaseHandle,
  problems: readonly { id: string; updated_at: string }[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const missing: string[] = [];
  for (const problem of problems) {
    const cached = hiddenCountCache.get(`${problem.id}@${problem.updated_at}`);
    if (cached === undefined) missing.push(problem.id);
    else counts.set(problem.id, cached);
  }
  if (missing.length === 0) return counts;
  const rows = await database
    .selectFrom('problems')
    .select(['id', 'updated_at', 'hidden_tests'])
    .where('id', 'in', missing)
    .execute();
  for (const row of rows) {
    const count = (JSON.parse(row.hidden_tests) as unknown[]).length;
    if (hiddenCountCache.size >= HIDDEN_COUNT_CACHE_LIMIT) hiddenCountCache.clear();
    hiddenCountCache.set(`${row.id}@${row.updated_at}`, count);
    counts.set(row.id, count);
  }
  return counts;
}

/** The problems collection, in contest order; none before the start but for the jury. */
export async function clicsProblems(
  database: DatabaseHandle,
  reading: ClicsReading,
  problemRows: readonly ClicsProblemRow[],
): Promise<Timed<ClicsObject>[]> {
  const { admin, updatedMs } = reading;
  const { startMs } = reading.timeline;
  // Problems are the contest's secret until it starts, as on the contest screen.
  if (!reading.insideShown) return [];
  const [listedProblems, hiddenCounts] = await Promise.all([
    listContestProblems(database, reading.contest.id),
    admin ? hiddenTestCounts(database, problemRows) : new Map<string, number>(),
  ]);
  // The label and colours as the contest's own screens show them (listContestProblems decides).
  const listedById = new Map(listedProblems.map((problem) => [problem._id, problem]));
  return problemRows.flatMap((row, index) => {
    const listed = listedById.get(row.id);
    if (!listed) return [];
    const [defaultRgb, defaultColor] = PROBLEM_COLOURS[index % PROBLEM_COLOURS.length] ?? ['#000000', 'black'];
    const colours =
      listed.rgb || listed.color
        ? { ...(listed.rgb ? { rgb: listed.rgb } : {}), ...(listed.color ? { color: listed.color } : {}) }
        : { rgb: defaultRgb, color: defaultColor };
    const samples = (JSON.parse(row.visible_tests) as unknown[]).length;
    // The number of hidden tests is the jury's; others are told of the samples they can see.
    const hidden = admin ? (hiddenCounts.get(row.id) ?? 0) : 0;
    return [
      {
        atMs: admin ? updatedMs : Math.max(updatedMs, startMs),
        object: {
          id: row.id,
          label: listed.label,
          name: row.title,
          ordinal: index,
          ...colours,
          time_limit: Math.round(row.time_limit_ms) / 1000,
          test_data_count: samples + hidden,
        },
      },
    ];
  });
}

/** Each shown problem's memory limit (MiB), which later versions of the API name. */
export function clicsMemoryLimits(
  problemRows: readonly ClicsProblemRow[],
  problems: readonly Timed<ClicsObject>[],
): Map<string, number> {
  const shown = new Set(problems.map((problem) => problem.object.id));
  return new Map(problemRows.filter((row) => shown.has(row.id)).map((row) => [row.id, row.memory_limit_mb]));
}
