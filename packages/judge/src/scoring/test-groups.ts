import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { naturalCompare } from '../package/natural-order.js';
import { grade, parseGraderFlags, type GraderFlags, type GraderResult, type GraderVerdict } from './default-grader.js';

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
};

/** YAML aliases a settings file may expand, as for problem.yaml. */
const MAX_YAML_ALIASES = 100;

const bound = z.union([z.number(), z.enum(['inf', '+inf', '-inf'])]);
const testdataYamlSchema = z
  .object({
    on_reject: z.enum(['break', 'continue']).optional(),
    grading: z.enum(['default', 'custom']).optional(),
    grader_flags: z.string().optional(),
    accept_score: z.number().finite().optional(),
    reject_score: z.number().finite().optional(),
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

/** A package uses something the judge cannot score by (a custom grader, scores from score.txt…): refused by name, not misjudged. */
export class UnsupportedScoringError extends Error {}

type ReadSettings = { settings: GroupSettings; range: [number, number]; rangeFile: string | null };

/**
 * How a group's testdata.yaml relates to its ancestors': `file` (the legacy text) replaces the
 * closest one whole, keys it leaves out taking the defaults; `key` (problemtools' reading of the
 * 2023-07 draft) takes each key it leaves out from its parent.
 */
export type SettingsInheritance = 'file' | 'key';

async function settingsIn(
  folder: string,
  inherited: ReadSettings,
  relative: string,
  inheritance: SettingsInheritance,
): Promise<ReadSettings> {
  const file = path.join(folder, 'testdata.yaml');
  if (!existsSync(file)) return inherited;
  const where = path.join('data', relative, 'testdata.yaml');
  let text: unknown;
  try {
    text = parseYaml(await readFile(file, 'utf8'), { maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    throw new Error(`${where} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = testdataYamlSchema.safeParse(text ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
    throw new Error(`${where}: ${issues.join('; ')}`);
  }
  const yaml = parsed.data;
  if (yaml.grading === 'custom') {
    throw new UnsupportedScoringError(`${where}: grading: custom (a grader program in graders/) is not supported`);
  }
  try {
    // The legacy text: a group's own testdata.yaml replaces its ancestor's, keys it leaves out
    // taking the defaults. The draft: they come from the parent (ignore_sample stays with data/).
    const base: ReadSettings =
      inheritance === 'key'
        ? {
            ...inherited,
            settings: {
              ...inherited.settings,
              graderFlags: { ...inherited.settings.graderFlags, ignoreSample: false },
            },
          }
        : { settings: DEFAULT_SETTINGS, range: [-Infinity, Infinity], rangeFile: null };
    const graderFlags =
      yaml.grader_flags !== undefined ? parseGraderFlags(yaml.grader_flags) : base.settings.graderFlags;
    if (graderFlags.ignoreSample && relative !== '') throw new Error('ignore_sample may only be used in data/');
    return {
      settings: {
        onReject: yaml.on_reject ?? base.settings.onReject,
        graderFlags,
        acceptScore: yaml.accept_score ?? base.settings.acceptScore,
        rejectScore: yaml.reject_score ?? base.settings.rejectScore,
      },
      range: yaml.range !== undefined ? parseRange(yaml.range) : base.range,
      rangeFile: yaml.range !== undefined ? where : base.rangeFile,
    };
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
}

async function readGroup(
  dataDirectory: string,
  relative: string,
  inherited: ReadSettings,
  inheritance: SettingsInheritance,
): Promise<TestGroup> {
  const folder = path.join(dataDirectory, relative);
  const read = await settingsIn(folder, inherited, relative, inheritance);
  const entries = (await readdir(folder, { withFileTypes: true })).sort((left, right) =>
    naturalCompare(left.name, right.name),
  );
  const items: TestGroup['items'] = [];
  for (const entry of entries) {
    // data/ itself holds the two groups the format knows; anything else there is not judged.
    if (relative === '' && entry.name !== 'sample' && entry.name !== 'secret') continue;
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      items.push({ kind: 'group', ...(await readGroup(dataDirectory, child, read, inheritance)) });
    else if (relative !== '' && entry.name.endsWith('.in') && (entry.isFile() || entry.isSymbolicLink()))
      items.push({ kind: 'test', name: child.replace(/\.in$/, '') });
  }
  const group: TestGroup = { path: relative, settings: read.settings, items };
  // The range bounds what the group may score; its full score (everything accepted) must fit in it.
  const full = judgeGroups(group, () => 'AC').score;
  const [low, high] = read.range;
  if (full < low || full > high) {
    throw new Error(
      `${read.rangeFile}: data/${relative || ''} scores ${full} when every test is accepted, outside its range ${low} ${high}`,
    );
  }
  return group;
}

/**
 * The group tree of a legacy (or, read as problemtools reads it, 2023-07 draft) package's data/
 * (sample and secret are its first-level groups), from its testdata.yaml files. Throws
 * UnsupportedScoringError for a custom grader.
 */
export async function readTestGroups(
  packageDirectory: string,
  inheritance: SettingsInheritance = 'file',
): Promise<TestGroup> {
  return readGroup(
    path.join(packageDirectory, 'data'),
    '',
    { settings: DEFAULT_SETTINGS, range: [-Infinity, Infinity], rangeFile: null },
    inheritance,
  );
}

export type GroupOutcome = GraderResult & { path: string; groups: GroupOutcome[] };

/**
 * Grades a group tree from its tests' verdicts: each test in order, scored by its group's
 * accept/reject score, each group graded by the default grader, and a group whose on_reject is
 * "break" stops at its first rejected item (`verdictOf` is not asked about the rest, which is what
 * stopping there would have given). The judge runs every test first, so this is a replay.
 */
export function judgeGroups(group: TestGroup, verdictOf: (name: string) => GraderVerdict): GroupOutcome {
  const results: GraderResult[] = [];
  const groups: GroupOutcome[] = [];
  for (const item of group.items) {
    let result: GraderResult;
    if (item.kind === 'test') {
      const verdict = verdictOf(item.name);
      result = { verdict, score: verdict === 'AC' ? group.settings.acceptScore : group.settings.rejectScore };
    } else {
      const outcome = judgeGroups(item, verdictOf);
      groups.push(outcome);
      result = outcome;
    }
    results.push(result);
    if (result.verdict !== 'AC' && group.settings.onReject === 'break') break;
  }
  return { path: group.path, ...grade(results, group.settings.graderFlags), groups };
}
