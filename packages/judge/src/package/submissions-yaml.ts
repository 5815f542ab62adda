import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { globMatches } from './submission-globs.js';

/*
 * What each example submission must get (Kattis 2025-09, "Example Submissions"): the default
 * requirements of its folder, replaced key by key where submissions/submissions.yaml names the
 * folder itself, and every other glob of submissions.yaml that matches it. A requirement may hold
 * for every test or for the tests of a group (a glob over test and group names relative to data/).
 */

/** The verdicts requirements speak of; memory and output overruns count as run-time errors. */
export type KattisVerdict = 'AC' | 'WA' | 'TLE' | 'RTE';
const KATTIS_VERDICTS: readonly KattisVerdict[] = ['AC', 'WA', 'TLE', 'RTE'];

export type Requirement = {
  /** Every test (in scope) has one of these verdicts. */
  permitted?: KattisVerdict[];
  /** Some test (in scope) has one of these verdicts. */
  required?: KattisVerdict[];
  /** Scoring problems: the score (of the submission, or of the group in scope) lies in this inclusive range. */
  score?: [number, number];
  /** Some test's judge message (judgemessage.txt) contains this text. */
  message?: string;
  /** false: not used to bound the time limit; 'lower' / 'upper': used as if permitted no TLE / required TLE. */
  useForTimeLimit?: boolean | 'lower' | 'upper';
  /** Codeyard's partially_accepted folder: accepted as a whole, with less than the full score. */
  belowFullScore?: boolean;
};

export type ExpectationRule = {
  /** Where it was said, for messages: `submissions/wrong_answer/ (default)`, `submissions.yaml: "a.py"`. */
  source: string;
  /** A glob over tests and groups relative to data/ (`secret/group1`), or null for every test. */
  tests: string | null;
  requirement: Requirement;
};

/** The format's default folders and their requirements, with Codeyard's partially_accepted (scoring problems). */
export const DEFAULT_REQUIREMENTS: Record<string, Requirement> = {
  accepted: { permitted: ['AC'] },
  rejected: { required: ['RTE', 'TLE', 'WA'] },
  wrong_answer: { permitted: ['AC', 'WA'], required: ['WA'] },
  time_limit_exceeded: { permitted: ['AC', 'TLE'], required: ['TLE'] },
  run_time_error: { permitted: ['AC', 'RTE'], required: ['RTE'] },
  brute_force: { permitted: ['AC', 'RTE', 'TLE'], required: ['RTE', 'TLE'], useForTimeLimit: false },
  partially_accepted: { belowFullScore: true },
};

const REQUIREMENT_KEYS = new Set(['permitted', 'required', 'score', 'message', 'use_for_time_limit']);
/** Keys about the submission itself: `language` is checked against its file; the others say nothing about verdicts. */
const SUBMISSION_KEYS = new Set(['language', 'entrypoint', 'authors', 'model_solution']);

export type SubmissionsYaml = {
  /** Each top-level glob with its rules (its own requirement first, then those of its test globs). */
  entries: { glob: string; rules: ExpectationRule[]; language?: string }[];
};

export const SUBMISSIONS_YAML = 'submissions/submissions.yaml';

function verdictList(value: unknown, where: string): KattisVerdict[] {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((item) => KATTIS_VERDICTS.includes(item as KattisVerdict))) {
    throw new Error(`${where} must be a list of ${KATTIS_VERDICTS.join(', ')}`);
  }
  return list as KattisVerdict[];
}

function readRequirement(map: Record<string, unknown>, where: string): Requirement {
  const requirement: Requirement = {};
  if (map.permitted !== undefined) requirement.permitted = verdictList(map.permitted, `${where}: permitted`);
  if (map.required !== undefined) requirement.required = verdictList(map.required, `${where}: required`);
  if (map.score !== undefined) {
    const score = map.score;
    const bounds: unknown[] = typeof score === 'number' ? [score, score] : Array.isArray(score) ? score : [];
    const [low, high] = bounds;
    if (bounds.length !== 2 || typeof low !== 'number' || typeof high !== 'number' || low > high) {
      throw new Error(`${where}: score must be a number or a list of two numbers, the lower first`);
    }
    requirement.score = [low, high];
  }
  if (map.message !== undefined) {
    if (typeof map.message !== 'string') throw new Error(`${where}: message must be a string`);
    requirement.message = map.message;
  }
  if (map.use_for_time_limit !== undefined) {
    const use = map.use_for_time_limit;
    if (use !== true && use !== false && use !== 'lower' && use !== 'upper') {
      throw new Error(`${where}: use_for_time_limit must be true, false, lower or upper`);
    }
    requirement.useForTimeLimit = use;
  }
  return requirement;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads submissions/submissions.yaml, or null when the package has none. Throws, naming the key, on what it cannot read. */
export async function readSubmissionsYaml(directory: string): Promise<SubmissionsYaml | null> {
  const text = await readFile(path.join(directory, SUBMISSIONS_YAML), 'utf8').catch(() => null);
  if (text === null) return null;
  let yaml: unknown;
  try {
    yaml = parseYaml(text, { maxAliasCount: 100 });
  } catch (error) {
    throw new Error(`${SUBMISSIONS_YAML} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (yaml === null || yaml === undefined) return { entries: [] };
  if (!isMap(yaml)) throw new Error(`${SUBMISSIONS_YAML} must map globs of submissions to their requirements`);
  const entries: SubmissionsYaml['entries'] = [];
  for (const [glob, value] of Object.entries(yaml)) {
    const where = `${SUBMISSIONS_YAML}: ${glob}`;
    if (!isMap(value)) throw new Error(`${where} must be a map`);
    const rules: ExpectationRule[] = [{ source: where, tests: null, requirement: readRequirement(value, where) }];
    let language: string | undefined;
    for (const [key, inner] of Object.entries(value)) {
      if (REQUIREMENT_KEYS.has(key)) continue;
      if (SUBMISSION_KEYS.has(key)) {
        if (key === 'language') {
          if (typeof inner !== 'string') throw new Error(`${where}: language must be a string`);
          language = inner;
        }
        continue;
      }
      // Any other key is a glob over tests and groups, holding requirements for those tests only.
      if (!isMap(inner)) throw new Error(`${where}: ${key} must be a map of requirements`);
      const unknown = Object.keys(inner).find((innerKey) => !REQUIREMENT_KEYS.has(innerKey));
      if (unknown) throw new Error(`${where}: ${key}: ${unknown} is not a requirement for a group of tests`);
      rules.push({ source: `${where}: ${key}`, tests: key, requirement: readRequirement(inner, `${where}: ${key}`) });
    }
    entries.push({ glob, rules, ...(language !== undefined ? { language } : {}) });
  }
  return { entries };
}

/** A submission's path relative to submissions/ (`accepted/main.py`). */
export type SubmissionPath = string;

/**
 * The rules a submission must satisfy: its folder's defaults (replaced key by key where
 * submissions.yaml names the folder itself), then every glob of submissions.yaml that matches it.
 */
export function rulesFor(submission: SubmissionPath, yaml: SubmissionsYaml | null): ExpectationRule[] {
  const folder = submission.split('/')[0]!;
  const rules: ExpectationRule[] = [];
  const defaults = DEFAULT_REQUIREMENTS[folder];
  const override = yaml?.entries.find((entry) => entry.glob.replace(/\/+$/, '') === folder);
  if (defaults) {
    const requirement = override ? { ...defaults, ...override.rules[0]!.requirement } : defaults;
    rules.push({
      source: override ? override.rules[0]!.source : `submissions/${folder}/ (default)`,
      tests: null,
      requirement,
    });
  } else if (override) {
    rules.push(override.rules[0]!);
  }
  if (override) rules.push(...override.rules.slice(1));
  for (const entry of yaml?.entries ?? []) {
    if (entry === override || !globMatches(entry.glob, submission)) continue;
    rules.push(...entry.rules.filter((rule) => Object.keys(rule.requirement).length > 0 || rule.tests !== null));
  }
  return rules;
}

/** The `language` submissions.yaml gives a submission (the last glob that matches and names one). */
export function declaredLanguage(submission: SubmissionPath, yaml: SubmissionsYaml | null): string | undefined {
  let language: string | undefined;
  for (const entry of yaml?.entries ?? []) {
    if (entry.language !== undefined && globMatches(entry.glob, submission)) language = entry.language;
  }
  return language;
}

/** Globs of submissions.yaml that match none of the submissions: a typo there would check nothing. */
export function unmatchedGlobs(yaml: SubmissionsYaml, submissions: readonly SubmissionPath[]): string[] {
  return yaml.entries
    .filter(
      (entry) =>
        !DEFAULT_REQUIREMENTS[entry.glob.replace(/\/+$/, '')] &&
        !submissions.some((submission) => globMatches(entry.glob, submission)),
    )
    .map((entry) => entry.glob);
}
