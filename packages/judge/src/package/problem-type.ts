/**
 * The judge runs a submission once per test and compares its output: the Kattis `pass-fail` type,
 * and `scoring`, whose score comes from the tests' verdicts by the test groups' rules. Every other
 * type (an interactive dialogue, several passes, answers submitted instead of code) needs machinery
 * it does not have, so such a package must be refused by name rather than judged as if it were
 * pass-fail.
 */
const SUPPORTED_TYPES = new Set(['pass-fail', 'scoring']);

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

type DeclaredType = { type?: string | string[]; validation?: string };

/**
 * The problem types a package declares: the 2023-07 `type` key (a string or a list; the legacy
 * format's `type: scoring` too) and the types the legacy `validation` key's words after `custom`
 * stand for. Undefined when `validation` is not something the format defines.
 */
function declaredTypes(problem: DeclaredType): string[] | undefined {
  const declared = problem.type === undefined ? [] : Array.isArray(problem.type) ? problem.type : [problem.type];
  const types = declared.map((type) => type.trim());
  const [mode, ...modifiers] = (problem.validation ?? 'default').trim().split(/\s+/);
  if (mode !== 'default' && mode !== 'custom') return undefined;
  for (const modifier of modifiers) {
    const type = LEGACY_VALIDATION_TYPES[modifier];
    if (!type) return undefined;
    types.push(type);
  }
  return [...new Set(types)];
}

/** Whether the package is a scored one (`type: scoring`, or the legacy `validation: custom score`). */
export function isScoringProblem(problem: DeclaredType): boolean {
  return declaredTypes(problem)?.includes('scoring') ?? false;
}

/**
 * Why a package's problem type cannot be judged, or undefined for pass-fail and scoring. Reads the
 * 2023-07 `type` key (a string or a list) and the legacy `validation` key (`default`, or `custom`
 * followed by any of `interactive`, `score`, `multi-pass`), and `type: scoring` of the legacy format
 * too. The legacy `custom score` says the output validator writes each test's score to score.txt,
 * which the judge does not read: refused, where scores from the test groups' settings alone are not.
 */
export function unsupportedProblemType(problem: DeclaredType): string | undefined {
  const validation = (problem.validation ?? 'default').trim().split(/\s+/).join(' ');
  const types = declaredTypes(problem);
  if (!types) return `validation "${validation}" is not supported`;
  const unsupported = types.filter((type) => !SUPPORTED_TYPES.has(type));
  if (unsupported.length > 0) return describe(unsupported);
  if (types.includes('pass-fail') && types.includes('scoring')) {
    return 'problem types "pass-fail" and "scoring" cannot both be declared';
  }
  if (/^custom\b.*\bscor(e|ing)\b/.test(validation)) {
    return `validation "${validation}" (scores from the output validator's score.txt) is not supported yet`;
  }
  return undefined;
}
