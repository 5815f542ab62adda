/**
 * Which text of the Kattis format a package follows, from problem.yaml's `problem_format_version`:
 *
 * - `legacy`: none given, `legacy` or `legacy-icpc`;
 * - `draft`: `2023-07-draft`, `2023-07` or `draft`, read as problemtools reads them (legacy
 *   `testdata.yaml` keys still count, inherited key by key), unless the package configures its
 *   groups with `test_group.yaml`, the way the draft ended;
 * - `2025-09`: the final text (`2025-09`, `2025-09-draft`), and any later version, read as it.
 */
export type FormatVersion = 'legacy' | 'draft' | '2025-09';

const DRAFT_VERSIONS = new Set(['2023-07-draft', '2023-07', 'draft']);

export function formatVersionOf(problem: { problem_format_version?: string }): FormatVersion {
  const declared = problem.problem_format_version?.trim();
  if (declared === undefined || declared === '' || declared.startsWith('legacy')) return 'legacy';
  if (DRAFT_VERSIONS.has(declared)) return 'draft';
  return '2025-09';
}

/** Whether a draft or final package's groups are configured by test_group.yaml (else, for a draft, by testdata.yaml). */
export function usesTestGroupYaml(version: FormatVersion, hasTestGroupYaml: boolean): boolean {
  return version === '2025-09' || (version === 'draft' && hasTestGroupYaml);
}

/** How messages name a version. */
export function formatVersionLabel(version: FormatVersion): string {
  return version === 'draft' ? '2023-07 draft' : version;
}

/**
 * Why problem.yaml asks for something the judge cannot do, naming the key, or undefined:
 * `constants` would have `{{name}}` replaced in statements, validators, submissions and
 * test_group.yaml, which nothing here does (they would be judged with the braces left in).
 */
export function unsupportedProblemYaml(problem: { constants?: unknown }): string | undefined {
  const constants = problem.constants;
  if (constants !== undefined && constants !== null && Object.keys(constants).length > 0) {
    return 'problem.yaml: constants ({{name}} substitution) are not supported';
  }
  return undefined;
}
