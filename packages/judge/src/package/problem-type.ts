/**
 * The judge runs a submission once per test and compares its output: the Kattis `pass-fail` type.
 * Every other type (an interactive dialogue, several passes, a score, answers submitted instead of
 * code) needs machinery it does not have, so such a package must be refused by name rather than
 * judged as if it were pass-fail.
 */
const SUPPORTED_TYPE = 'pass-fail';

/** Words of the legacy `validation` key after `custom`, as the problem types they stand for. */
const LEGACY_VALIDATION_TYPES: Record<string, string> = {
  interactive: 'interactive',
  'multi-pass': 'multi-pass',
  score: 'scoring',
  scoring: 'scoring',
};

function describe(types: string[]): string {
  const quoted = types.map((type) => `"${type}"`);
  if (quoted.length === 1) return `problem type ${quoted[0]} is not supported yet`;
  return `problem types ${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)} are not supported yet`;
}

/**
 * Why a package's problem type cannot be judged, or undefined for pass-fail. Reads the 2023-07
 * `type` key (a string or a list) and the legacy `validation` key (`default`, or `custom` followed
 * by any of `interactive`, `score`, `multi-pass`), and `type: scoring` of the legacy format too.
 */
export function unsupportedProblemType(problem: { type?: string | string[]; validation?: string }): string | undefined {
  const declared = problem.type === undefined ? [] : Array.isArray(problem.type) ? problem.type : [problem.type];
  const types = declared.map((type) => type.trim());

  const words = (problem.validation ?? 'default').trim().split(/\s+/);
  const [mode, ...modifiers] = words;
  if (mode !== 'default' && mode !== 'custom') return `validation "${words.join(' ')}" is not supported`;
  for (const modifier of modifiers) {
    const type = LEGACY_VALIDATION_TYPES[modifier];
    if (!type) return `validation "${words.join(' ')}" is not supported`;
    types.push(type);
  }

  const unsupported = [...new Set(types.filter((type) => type !== SUPPORTED_TYPE))];
  return unsupported.length > 0 ? describe(unsupported) : undefined;
}
