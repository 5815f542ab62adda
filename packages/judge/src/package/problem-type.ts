/**
 * The Kattis problem types the judge runs: `pass-fail` (run once per test, compare the output),
 * `scoring` (the score comes from the tests' verdicts by the test groups' rules), `interactive` (the
 * output validator talks with the submission) and `multi-pass` (the submission runs again on what
 * the validator writes). Any other type (answers submitted instead of code…) needs machinery the
 * judge does not have, so such a package is refused by name rather than judged as if it were
 * pass-fail.
 */
const SUPPORTED_TYPES = new Set(['pass-fail', 'scoring', 'interactive', 'multi-pass']);

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
 * The problem types a package declares, from the 2023-07 `type` key (a string or a list; the legacy
 * format's `type: scoring` too) and the types the legacy `validation` key's words after `custom`
 * stand for (`interactive`, `score`, `multi-pass`). Pass-fail when nothing is declared. Throws on a
 * `validation` the format does not define.
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

/** Whether the package is a scored one (`type: scoring`, or the legacy `validation: custom score`). */
export function isScoringProblem(problem: ProblemYamlTypes): boolean {
  try {
    return declaredProblemTypes(problem).has('scoring');
  } catch {
    return false;
  }
}

/**
 * Why a package's problem type cannot be judged, or undefined when the judge runs it. The legacy
 * `custom score` says the output validator writes each test's score to score.txt, which the judge
 * does not read: refused, where scores from the test groups' settings alone are not.
 */
export function unsupportedProblemType(problem: ProblemYamlTypes): string | undefined {
  let types: Set<string>;
  try {
    types = declaredProblemTypes(problem);
  } catch (error) {
    return (error as Error).message;
  }
  const unsupported = [...types].filter((type) => !SUPPORTED_TYPES.has(type));
  if (unsupported.length > 0) return describe(unsupported);
  if (types.has('pass-fail') && types.has('scoring')) {
    return 'problem types "pass-fail" and "scoring" cannot both be declared';
  }
  const validation = (problem.validation ?? 'default').trim().split(/\s+/).join(' ');
  if (/^custom\b.*\bscor(e|ing)\b/.test(validation)) {
    return `validation "${validation}" (scores from the output validator's score.txt) is not supported yet`;
  }
  return undefined;
}
