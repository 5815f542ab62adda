import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { formatVersionLabel, usesTestGroupYaml, type FormatVersion } from '../package/format-version.js';
import { readCurrentFormatTestGroups } from './current-format-groups.js';
import { scoreSubmission } from './score-submission.js';
import { UnsupportedScoringError, readTestGroups, type TestGroup } from './test-groups.js';

/** How a scored package's submissions are scored: its group tree (test names relative to data/) and its full score. */
export type ProblemScoring = { root: TestGroup; maxScore: number };

/** Keys of a legacy testdata.yaml that decide scores; a 2025-09 package says them in test_group.yaml instead. */
const LEGACY_SCORING_KEYS = [
  'on_reject',
  'grading',
  'grader_flags',
  'accept_score',
  'reject_score',
  'range',
  'scoring',
];

/** Whether any folder of data/ has a test_group.yaml. */
async function hasTestGroupYaml(directory: string): Promise<boolean> {
  const entries = await readdir(path.join(directory, 'data'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isFile() && entry.name === 'test_group.yaml');
}

/**
 * A package whose groups are configured by test_group.yaml, yet whose testdata.yaml still carries
 * legacy scoring keys, would be scored without them: refused, naming the file and key.
 */
async function legacyKeysInCurrentFormat(directory: string, version: FormatVersion): Promise<void> {
  const entries = await readdir(path.join(directory, 'data'), { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== 'testdata.yaml') continue;
    const file = path.join(entry.parentPath, entry.name);
    const where = path.relative(directory, file);
    let yaml: unknown;
    try {
      yaml = parseYaml(await readFile(file, 'utf8'), { maxAliasCount: 100 });
    } catch (error) {
      throw new Error(`${where} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    }
    if (typeof yaml !== 'object' || yaml === null) continue;
    const key = LEGACY_SCORING_KEYS.find((candidate) => candidate in yaml);
    if (key) {
      throw new UnsupportedScoringError(
        version === 'draft'
          ? `${where}: ${key} is not read beside test_group.yaml; a 2023-07 draft package configures its groups in one or the other`
          : `${where}: ${key} is not read in a ${formatVersionLabel(version)} package; its groups are configured in test_group.yaml (max_score, score_aggregation)`,
      );
    }
  }
}

export type ScoringSource = {
  /**
   * The package's format: 2025-09 (or a draft with test_group.yaml) configures its groups in
   * test_group.yaml; legacy in testdata.yaml, replaced whole; a draft without test_group.yaml in
   * testdata.yaml, inherited key by key as problemtools reads it.
   */
  version: FormatVersion;
  /** problem.yaml's legacy `grading` map. */
  grading?: unknown;
  /** Whether answers are checked by the package's own output validator. */
  customValidator: boolean;
};

/**
 * A scored package's group tree and full score, or why it cannot be scored: a custom grader, a
 * minimising objective, an unbounded or dependent group, or (2023-07) an output validator that may
 * write score.txt or score_multiplier.txt, which the judge does not read. Broken settings throw,
 * naming the file.
 */
export async function readScoring(
  directory: string,
  source: ScoringSource,
): Promise<{ scoring: ProblemScoring } | { unsupported: string }> {
  try {
    const objective = (source.grading as { objective?: unknown } | undefined)?.objective;
    if (objective !== undefined && objective !== 'max') {
      throw new UnsupportedScoringError(
        `problem.yaml: grading objective "${String(objective)}" is not supported (only max)`,
      );
    }
    let root: TestGroup;
    if (source.version !== 'legacy' && source.customValidator) {
      throw new UnsupportedScoringError(
        "a scoring problem's output_validator/ may write score.txt or score_multiplier.txt, which the judge does not read yet",
      );
    }
    if (usesTestGroupYaml(source.version, await hasTestGroupYaml(directory))) {
      await legacyKeysInCurrentFormat(directory, source.version);
      root = await readCurrentFormatTestGroups(directory);
    } else {
      root = await readTestGroups(directory, source.version === 'draft' ? 'key' : 'file');
    }
    const { maxScore } = scoreSubmission(root, () => 'AC');
    if (maxScore <= 0)
      throw new Error('the problem scores nothing when every test is accepted (check accept_score and max_score)');
    return { scoring: { root, maxScore } };
  } catch (error) {
    if (error instanceof UnsupportedScoringError) return { unsupported: error.message };
    throw error;
  }
}
