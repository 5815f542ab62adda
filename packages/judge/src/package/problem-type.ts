/**
 * The Kattis problem types the judge runs: `pass-fail` (run once per test, compare the output),
 * `interactive` (the output validator talks with the submission) and `multi-pass` (the submission
 * runs again on what the validator writes). Any other type (answers submitted instead of code…)
 * needs machinery the judge does not have, so such a package is refused by name rather than
 * judged as if it were pass-fail.
 */
const SUPPORTED_TYPES = new Set(['pass-fail', 'interactive', 'multi-pass']);

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

type ProblemYamlTypes = { type?: string | string[]; validation?: string };

/**
 * The problem types a package declares, from the 2023-07 `type` key (a string or a list) and the
 * legacy `validation` key (`default`, or `custom` followed by any of `interactive`, `score`,
 * `multi-pass`), and `type: scoring` of the legacy format too. Throws on a `validation` it cannot read.
 */
export function declaredProblemTypes(problem: ProblemYamlTypes): Set<string> {
  const declared = problem.type === undefined ? [] : Array.isArray(problem.type) ? problem.type : [problem.type];
  const types = declared.map((type) => type.trim());

  const words = (problem.validation ?? 'default').trim().split(/\s+/);
  const [mode, ...modifiers] = words;
  if (mode !== 'default' && mode !== 'custom') throw new Error(`validation "${words.join(' ')}" is not supported`);
  for (const modifier of modifiers) {
    const type = LEGACY_VALIDATION_TYPES[modifier];
    if (!type) throw new Error(`validation "${words.join(' ')}" is not supported`);
    types.push(type);
  }
  return new Set(types.length > 0 ? types : ['pass-fail']);
}

/** Why a package's problem type cannot be judged, or undefined when the judge runs it. */
export function unsupportedProblemType(problem: ProblemYamlTypes): string | undefined {
  let types: Set<string>;
  try {
    types = declaredProblemTypes(problem);
  } catch (error) {
    return (error as Error).message;
  }
  const unsupported = [...types].filter((type) => !SUPPORTED_TYPES.has(type));
  return unsupported.length > 0 ? describe(unsupported) : undefined;
}
