import { judgeGroups, type TestGroup } from '../scoring/test-groups.js';
import { STATUS, isRuntimeError } from '../status.js';
import { globMatches } from './submission-globs.js';
import type { ExpectationRule, KattisVerdict } from './submissions-yaml.js';

/** What a submission got on each test, as the requirements of submissions.yaml read it. */
export type JudgedTests = {
  /** Test names relative to data/ (`secret/group1/03`), in the order judged. */
  names: readonly string[];
  /** Each test's verdict at the time limit; null where it was not judged (or the judge failed). */
  verdicts: readonly (KattisVerdict | null)[];
  /** Each test's judge message (the output validator's judgemessage.txt). */
  messages: readonly (string | undefined)[];
  /** Each test's verdict with the time limit × time_limit_to_tle, to check the safety margin of a required TLE. */
  verdictsWithMargin?: readonly (KattisVerdict | null)[];
  /** Each test's CPU time in seconds, and the time limit it must fit ac_to_time_limit times into (a given one). */
  times?: readonly number[];
  lowerBound?: { timeLimitSeconds: number; acToTimeLimit: number };
  /** Scoring problems: the submission's score, its full score, its verdict as a whole, and a group's score by path. */
  score?: { score: number; maxScore: number; accepted: boolean; ofGroup(path: string): number | undefined };
  /** Why nothing could be judged (a compile error, a judge error). */
  failure?: string;
};

/** A result's status as a submissions.yaml verdict: memory and output overruns are run-time errors, as Kattis counts them. */
export function kattisVerdictFor(statusId: number): KattisVerdict | null {
  if (statusId === STATUS.accepted.id) return 'AC';
  if (statusId === STATUS.wrongAnswer.id) return 'WA';
  if (statusId === STATUS.timeLimitExceeded.id) return 'TLE';
  if (
    isRuntimeError(statusId) ||
    statusId === STATUS.memoryLimitExceeded.id ||
    statusId === STATUS.outputLimitExceeded.id
  )
    return 'RTE';
  return null;
}

function list(verdicts: readonly string[]): string {
  return `[${verdicts.join(', ')}]`;
}

/** Whether a rule makes its submission bound the time limit from above (`required: [TLE]` exactly, or `upper`). */
export function boundsTimeLimitFromAbove(rule: ExpectationRule): boolean {
  const { required, useForTimeLimit } = rule.requirement;
  if (useForTimeLimit === false) return false;
  return useForTimeLimit === 'upper' || (required?.length === 1 && required[0] === 'TLE');
}

/** Whether a rule makes its submission bound the time limit from below (a `permitted` without TLE, or `lower`). */
export function boundsTimeLimitFromBelow(rule: ExpectationRule): boolean {
  const { permitted, useForTimeLimit } = rule.requirement;
  if (useForTimeLimit === false) return false;
  return useForTimeLimit === 'lower' || (permitted !== undefined && !permitted.includes('TLE'));
}

/**
 * The requirements a judged submission does not meet, each as a sentence naming where it was said;
 * empty when it meets them all. Tests that were not judged count for nothing either way.
 */
export function unmetRequirements(rules: readonly ExpectationRule[], judged: JudgedTests): string[] {
  if (judged.failure) return rules.length > 0 ? [`${rules[0]!.source}: ${judged.failure}`] : [judged.failure];
  const unmet: string[] = [];
  for (const rule of rules) {
    const { requirement, source } = rule;
    const inScope = judged.names.map((name) => rule.tests === null || globMatches(rule.tests, name));
    if (!inScope.some(Boolean)) {
      unmet.push(`${source}: no test is named ${rule.tests}`);
      continue;
    }
    const verdicts = judged.verdicts.filter((verdict, index) => inScope[index] && verdict !== null) as KattisVerdict[];
    const scope = rule.tests === null ? '' : ` in ${rule.tests}`;
    if (requirement.permitted) {
      const other = verdicts.find((verdict) => !requirement.permitted!.includes(verdict));
      if (other) unmet.push(`${source}: permitted ${list(requirement.permitted)}, got ${other}${scope}`);
    }
    if (requirement.required && !verdicts.some((verdict) => requirement.required!.includes(verdict))) {
      const got = [...new Set(verdicts)];
      unmet.push(`${source}: required ${list(requirement.required)}, got only ${list(got)}${scope}`);
    }
    if (requirement.message !== undefined) {
      const found = judged.messages.some(
        (message, index) => inScope[index] && message !== undefined && message.includes(requirement.message!),
      );
      if (!found) unmet.push(`${source}: no judge message${scope} contains "${requirement.message}"`);
    }
    if (requirement.score) {
      const [low, high] = requirement.score;
      const score = !judged.score
        ? undefined
        : rule.tests === null
          ? judged.score.score
          : judged.score.ofGroup(rule.tests);
      if (!judged.score) unmet.push(`${source}: score is only for scoring problems`);
      else if (score === undefined) unmet.push(`${source}: ${rule.tests} is not a test group, so it has no score`);
      else if (score < low || score > high) {
        unmet.push(`${source}: score ${low === high ? low : `${low} to ${high}`}, got ${score}${scope}`);
      }
    }
    if (requirement.belowFullScore && judged.score) {
      const { score, maxScore, accepted } = judged.score;
      if (!accepted || score >= maxScore) {
        unmet.push(`${source}: accepted below the full score ${maxScore}, got ${accepted ? score : 'a rejection'}`);
      }
    }
    if (judged.times && judged.lowerBound && boundsTimeLimitFromBelow(rule)) {
      const slowest = Math.max(0, ...judged.times.filter((_time, index) => inScope[index]));
      const { timeLimitSeconds, acToTimeLimit } = judged.lowerBound;
      if (slowest * acToTimeLimit > timeLimitSeconds + 1e-9) {
        unmet.push(
          `${source}: ac_to_time_limit: the slowest test${scope} took ${slowest} s, so the time limit must be at least ${slowest} × ${acToTimeLimit} s (is ${timeLimitSeconds} s)`,
        );
      }
    }
    if (judged.verdictsWithMargin && boundsTimeLimitFromAbove(rule)) {
      const slowEnough = judged.verdictsWithMargin.some((verdict, index) => inScope[index] && verdict === 'TLE');
      if (!slowEnough && verdicts.includes('TLE')) {
        unmet.push(`${source}: time_limit_to_tle: no test${scope} runs out of the time limit × time_limit_to_tle`);
      }
    }
  }
  return unmet;
}

/** The group of a scoring tree at a path relative to data/ (`secret/group1`). */
export function findGroup(group: TestGroup, groupPath: string): TestGroup | undefined {
  if (group.path === groupPath) return group;
  for (const item of group.items) {
    if (item.kind !== 'group') continue;
    const found = findGroup(item, groupPath);
    if (found) return found;
  }
  return undefined;
}

/**
 * The requirements a submission that passes every test would still miss (a reference solution,
 * which the importer judges to pass every test): a required rejection, a score below the full one.
 * `message` needs the validator's words from a run, so it is left to `verify`.
 */
export function unmetWhenPassingEveryTest(
  rules: readonly ExpectationRule[],
  testNames: readonly string[],
  scoring?: TestGroup,
): string[] {
  const full = scoring ? judgeGroups(scoring, () => 'AC').score : 0;
  return unmetRequirements(
    rules.map((rule) => {
      const { message: _message, ...requirement } = rule.requirement;
      return { ...rule, requirement };
    }),
    {
      names: testNames,
      verdicts: testNames.map(() => 'AC'),
      messages: testNames.map(() => undefined),
      ...(scoring
        ? {
            score: {
              score: full,
              maxScore: full,
              accepted: true,
              ofGroup: (groupPath: string) => {
                const group = findGroup(scoring, groupPath);
                return group ? judgeGroups(group, () => 'AC').score : undefined;
              },
            },
          }
        : {}),
    },
  );
}
