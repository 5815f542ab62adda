import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { naturalCompare } from '../package/natural-order.js';
import { grade, parseGraderFlags, type GraderFlags, type GraderResult } from './default-grader.js';

/*
 * Test data groups of a scoring problem (legacy package format, "Test Data Groups"): data/ is a
 * tree of folders; each folder's testdata.yaml, or its closest ancestor's, says how its result is
 * made from its test cases and subgroups, which are taken in natural order of their names.
 */

export type GroupSettings = {
  /** After a rejected item: stop judging this group ("break") or go on ("continue"). */
  onReject: 'break' | 'continue';
  graderFlags: GraderFlags;
  /** Score of an accepted test case (without a score.txt of its own). */
  acceptScore: number;
  /** Score of a rejected test case. */
  rejectScore: number;
  /** The range scores can take; its top is the problem's full score at the root. */
  range: [number, number];
};

export type TestGroup = {
  /** Relative to data/, e.g. "secret/group1"; "" for data/ itself. */
  path: string;
  settings: GroupSettings;
  items: ({ kind: 'test'; name: string } | ({ kind: 'group' } & TestGroup))[];
};

const DEFAULT_SETTINGS: GroupSettings = {
  onReject: 'break',
  graderFlags: parseGraderFlags(''),
  acceptScore: 1,
  rejectScore: 0,
  range: [-Infinity, Infinity],
};

const bound = z.union([z.number(), z.enum(['inf', '+inf', '-inf'])]);
const testdataYamlSchema = z
  .object({
    on_reject: z.enum(['break', 'continue']).optional(),
    grading: z.enum(['default', 'custom']).optional(),
    grader_flags: z.string().optional(),
    accept_score: z.number().optional(),
    reject_score: z.number().optional(),
    range: z.union([z.string(), z.tuple([bound, bound])]).optional(),
  })
  .passthrough();

function parseBound(value: string | number): number {
  if (typeof value === 'number') return value;
  if (value === 'inf' || value === '+inf') return Infinity;
  if (value === '-inf') return -Infinity;
  const number = Number(value);
  if (Number.isNaN(number)) throw new Error(`"${value}" is not a number`);
  return number;
}

function parseRange(range: string | [string | number, string | number]): [number, number] {
  const parts = typeof range === 'string' ? range.trim().split(/\s+/) : range;
  if (parts.length !== 2) throw new Error('range must be two numbers');
  return [parseBound(parts[0]!), parseBound(parts[1]!)];
}

async function settingsIn(folder: string, inherited: GroupSettings, relative: string): Promise<GroupSettings> {
  const file = path.join(folder, 'testdata.yaml');
  if (!existsSync(file)) return inherited;
  const parsed = testdataYamlSchema.safeParse(parseYaml(await readFile(file, 'utf8'), { maxAliasCount: 100 }) ?? {});
  const where = path.join('data', relative, 'testdata.yaml');
  if (!parsed.success) throw new Error(`${where}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  const yaml = parsed.data;
  if (yaml.grading === 'custom') throw new Error(`${where}: custom graders are not supported`);
  try {
    // A group's own testdata.yaml replaces its ancestor's; keys it leaves out take the defaults.
    return {
      onReject: yaml.on_reject ?? DEFAULT_SETTINGS.onReject,
      graderFlags: parseGraderFlags(yaml.grader_flags ?? ''),
      acceptScore: yaml.accept_score ?? DEFAULT_SETTINGS.acceptScore,
      rejectScore: yaml.reject_score ?? DEFAULT_SETTINGS.rejectScore,
      range: yaml.range !== undefined ? parseRange(yaml.range) : DEFAULT_SETTINGS.range,
    };
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
}

async function readGroup(dataDirectory: string, relative: string, inherited: GroupSettings): Promise<TestGroup> {
  const folder = path.join(dataDirectory, relative);
  const settings = await settingsIn(folder, inherited, relative);
  const entries = (await readdir(folder, { withFileTypes: true })).sort((left, right) =>
    naturalCompare(left.name, right.name),
  );
  const items: TestGroup['items'] = [];
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) items.push({ kind: 'group', ...(await readGroup(dataDirectory, child, settings)) });
    else if (entry.name.endsWith('.in') && (entry.isFile() || entry.isSymbolicLink()))
      items.push({ kind: 'test', name: child.replace(/\.in$/, '') });
  }
  return { path: relative, settings, items };
}

/** The group tree of a package's data/ (sample and secret are its first-level groups). */
export async function readTestGroups(packageDirectory: string): Promise<TestGroup> {
  return readGroup(path.join(packageDirectory, 'data'), '', DEFAULT_SETTINGS);
}

export type GroupOutcome = GraderResult & { path: string; groups: GroupOutcome[] };

/**
 * Judges a group tree: each test in order through `judgeTest` (accepted or not), scored by its
 * group's accept/reject score, each group graded by the default grader, and a group whose
 * on_reject is "break" stops at its first rejected item (the rest is not judged).
 */
export async function judgeGroups(
  group: TestGroup,
  judgeTest: (name: string) => Promise<{ verdict: GraderResult['verdict'] }>,
): Promise<GroupOutcome> {
  const results: GraderResult[] = [];
  const groups: GroupOutcome[] = [];
  for (const item of group.items) {
    let result: GraderResult;
    if (item.kind === 'test') {
      const { verdict } = await judgeTest(item.name);
      result = { verdict, score: verdict === 'AC' ? group.settings.acceptScore : group.settings.rejectScore };
    } else {
      const outcome = await judgeGroups(item, judgeTest);
      groups.push(outcome);
      result = outcome;
    }
    results.push(result);
    if (result.verdict !== 'AC' && group.settings.onReject === 'break') break;
  }
  return { path: group.path, ...grade(results, group.settings.graderFlags), groups };
}
