import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { naturalCompare } from '../package/natural-order.js';
import { parseGraderFlags } from './default-grader.js';
import { UnsupportedScoringError, judgeGroups, type GroupSettings, type TestGroup } from './test-groups.js';

/*
 * Test data groups of a scoring problem in the 2023-07 format and its successors: data/secret's
 * folders are its groups (a group's own subfolders only hold more of its tests), each configured by
 * a test_group.yaml with `max_score` and `score_aggregation` (pass-fail, sum or min). The samples
 * never count. The rules are written as the legacy default grader's settings, so one grader scores
 * both formats (see docs/problem-format.md):
 *
 * - pass-fail and min: every test is worth the group's max_score, graded `min` (one failure loses it);
 * - sum: every test is worth max_score / N, graded `sum`, accepted when any test is;
 * - secret adds up (sum), takes the least (min) or needs everything (pass-fail) of its groups, or of
 *   its tests when it has no groups.
 */

type Aggregation = 'pass-fail' | 'sum' | 'min';

const testGroupYamlSchema = z
  .object({
    max_score: z.union([z.number().finite().nonnegative(), z.literal('unbounded')]).optional(),
    score_aggregation: z.enum(['pass-fail', 'sum', 'min']).optional(),
    require_pass: z.union([z.string(), z.array(z.string())]).optional(),
    static_validation_score: z.unknown().optional(),
  })
  .passthrough();

type TestGroupYaml = z.infer<typeof testGroupYamlSchema>;

/** YAML aliases a settings file may expand, as for problem.yaml. */
const MAX_YAML_ALIASES = 100;
const SECRET_MAX_SCORE = 100;

async function readTestGroupYaml(folder: string, where: string): Promise<TestGroupYaml> {
  const file = path.join(folder, 'test_group.yaml');
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return {};
  let yaml: unknown;
  try {
    yaml = parseYaml(text, { maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    throw new Error(`${where} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const parsed = testGroupYamlSchema.safeParse(yaml ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
    throw new Error(`${where}: ${issues.join('; ')}`);
  }
  const settings = parsed.data;
  const requirePass = settings.require_pass;
  if (requirePass !== undefined && requirePass.length > 0) {
    throw new UnsupportedScoringError(`${where}: require_pass is not supported yet`);
  }
  if (settings.static_validation_score !== undefined) {
    throw new UnsupportedScoringError(`${where}: static_validation_score (a static validator) is not supported`);
  }
  return settings;
}

/** Test names (relative to data/, without .in) under a folder and its subfolders, in natural order. */
async function testsUnder(dataDirectory: string, relative: string): Promise<string[]> {
  const names: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(path.join(dataDirectory, folder), { withFileTypes: true })) {
      const child = `${folder}/${entry.name}`;
      if (entry.isDirectory()) await walk(child);
      else if (entry.name === 'test_group.yaml' && folder !== relative) {
        throw new Error(`data/${child}: test groups cannot be nested; only data/secret's folders are groups`);
      } else if (entry.name.endsWith('.in')) {
        names.push(child.replace(/\.in$/, ''));
      }
    }
  };
  await walk(relative);
  return names.sort(naturalCompare);
}

function settingsFor(aggregation: Aggregation, maxScore: number, tests: number): GroupSettings {
  if (aggregation === 'sum') {
    return {
      onReject: 'continue',
      graderFlags: parseGraderFlags('sum accept_if_any_accepted'),
      acceptScore: tests > 0 ? maxScore / tests : 0,
      rejectScore: 0,
    };
  }
  return { onReject: 'break', graderFlags: parseGraderFlags('min'), acceptScore: maxScore, rejectScore: 0 };
}

function boundedMaxScore(yaml: TestGroupYaml, fallback: number | 'unbounded', where: string): number {
  const maxScore = yaml.max_score ?? fallback;
  if (maxScore === 'unbounded') {
    throw new UnsupportedScoringError(
      `${where}: an unbounded max_score needs scores from the output validator's score.txt, which is not supported yet`,
    );
  }
  return maxScore;
}

function testItems(names: string[]): TestGroup['items'] {
  return names.map((name) => ({ kind: 'test' as const, name }));
}

/**
 * The group tree of a 2023-07 package's data/, in the shape readTestGroups gives for the legacy
 * format. Throws UnsupportedScoringError for what needs a validator's scores or group dependencies.
 */
export async function readCurrentFormatTestGroups(packageDirectory: string): Promise<TestGroup> {
  const data = path.join(packageDirectory, 'data');
  const items: TestGroup['items'] = [];

  if ((await stat(path.join(data, 'sample')).catch(() => null))?.isDirectory()) {
    const sampleYaml = await readTestGroupYaml(path.join(data, 'sample'), 'data/sample/test_group.yaml');
    if (sampleYaml.max_score !== undefined || sampleYaml.score_aggregation !== undefined) {
      throw new Error(
        'data/sample/test_group.yaml: the samples never count, so they take no max_score or score_aggregation',
      );
    }
    const samples = await testsUnder(data, 'sample');
    items.push({
      kind: 'group',
      path: 'sample',
      settings: { onReject: 'continue', graderFlags: parseGraderFlags(''), acceptScore: 0, rejectScore: 0 },
      items: testItems(samples),
    });
  }

  const secretWhere = 'data/secret/test_group.yaml';
  const secretYaml = await readTestGroupYaml(path.join(data, 'secret'), secretWhere);
  const secretAggregation: Aggregation = secretYaml.score_aggregation ?? 'sum';
  const secretMax = boundedMaxScore(secretYaml, SECRET_MAX_SCORE, secretWhere);
  const entries = (await readdir(path.join(data, 'secret'), { withFileTypes: true }).catch(() => [])).sort(
    (left, right) => naturalCompare(left.name, right.name),
  );
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  let secret: TestGroup;
  if (folders.length === 0) {
    const tests = await testsUnder(data, 'secret');
    secret = {
      path: 'secret',
      settings: settingsFor(secretAggregation, secretMax, tests.length),
      items: testItems(tests),
    };
  } else {
    if (entries.some((entry) => !entry.isDirectory() && entry.name.endsWith('.in'))) {
      throw new Error('data/secret holds both test cases and test groups; the format allows one or the other');
    }
    const groups: TestGroup[] = [];
    for (const folder of folders) {
      const where = `data/secret/${folder}/test_group.yaml`;
      const yaml = await readTestGroupYaml(path.join(data, 'secret', folder), where);
      const aggregation: Aggregation = yaml.score_aggregation ?? 'pass-fail';
      if (secretAggregation === 'pass-fail' && aggregation !== 'pass-fail') {
        throw new Error(`${where}: secret's score_aggregation is pass-fail, so its groups' must be too`);
      }
      if (yaml.max_score === undefined && secretAggregation !== 'pass-fail') {
        throw new Error(`${where}: a group needs a max_score (secret's is ${secretMax})`);
      }
      // Under a pass-fail secret only secret's own max_score is ever given, all or nothing.
      const maxScore = secretAggregation === 'pass-fail' ? secretMax : boundedMaxScore(yaml, 'unbounded', where);
      const tests = await testsUnder(data, `secret/${folder}`);
      groups.push({
        path: `secret/${folder}`,
        settings: settingsFor(aggregation, maxScore, tests.length),
        items: testItems(tests),
      });
    }
    secret = {
      path: 'secret',
      settings:
        secretAggregation === 'sum'
          ? {
              onReject: 'continue',
              graderFlags: parseGraderFlags('sum accept_if_any_accepted'),
              acceptScore: 0,
              rejectScore: 0,
            }
          : { onReject: 'continue', graderFlags: parseGraderFlags('min'), acceptScore: 0, rejectScore: 0 },
      items: groups.map((group) => ({ kind: 'group' as const, ...group })),
    };
  }
  const full = judgeGroups(secret, () => 'AC').score;
  if (full > secretMax + 1e-9) {
    throw new Error(
      `${secretWhere}: the groups' max_score add up to ${full}, more than secret's max_score ${secretMax}`,
    );
  }
  items.push({ kind: 'group', ...secret });
  // The samples are judged (their verdicts are shown) but never count: data/ is secret's result.
  return {
    path: '',
    settings: {
      onReject: 'continue',
      // ignore_sample leaves out the first item, which is secret when there are no samples.
      graderFlags: parseGraderFlags(items.length > 1 ? 'ignore_sample' : ''),
      acceptScore: 0,
      rejectScore: 0,
    },
    items,
  };
}
