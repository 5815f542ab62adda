import { z } from 'zod';
import { languageLabel } from './languages.js';

/**
 * Problem types as the pages show them: `pass-fail` (every hidden test must pass), `scoring`
 * (groups of hidden tests worth points, issue 21) and `interactive` (the judge talks to the
 * program through an interactor).
 */
export const PROBLEM_TYPES = ['pass-fail', 'scoring', 'interactive'] as const;
export type ProblemType = (typeof PROBLEM_TYPES)[number];

export const PROBLEM_TYPE_LABELS: Record<ProblemType, string> = {
  'pass-fail': 'Pass/fail',
  scoring: 'Scored',
  interactive: 'Interactive',
};

/** A group of a scored problem as anyone may see it: its name and points, never its tests. */
export type ScoringGroupView = { name: string; points: number };

/** Grader verdict codes of the Kattis format (AC, WA, TLE, RTE, MLE, OLE, IF, JE); `groupVerdictLabel` words them. */
export type GroupVerdict = string;

/** One group's result in a scored submission. */
export type SubmissionGroupResult = { name: string; score: number; maxScore: number; verdict: GroupVerdict };

/** How a contest ranks: ICPC (problems solved, then penalty) or IOI (total score, then when it was reached). */
export const CONTEST_SCORINGS = ['icpc', 'ioi'] as const;
export type ContestScoring = (typeof CONTEST_SCORINGS)[number];
/** IOI: a problem counts its best submission's score, or the sum of each group's best over all submissions. */
export const IOI_SCORE_MODES = ['best-submission', 'best-per-group'] as const;
export type IoiScoreMode = (typeof IOI_SCORE_MODES)[number];

export const scoringMessages = {
  groupsRequired: 'A scored problem needs at least one group',
  nameRequired: 'Every group needs a name',
  nameDuplicate: 'Group names must differ',
  pointsPositive: 'Points must be a positive whole number',
  totalPositive: 'The groups must be worth more than 0 points in total',
  testMissing: (index: number) => `Hidden test ${index + 1} is in no group: every hidden test must be in exactly one`,
  testTwice: (index: number) => `Hidden test ${index + 1} is in more than one group`,
  testUnknown: (index: number, count: number) =>
    `Hidden test ${index + 1} does not exist (the problem has ${count} hidden tests)`,
  groupEmpty: (name: string) => `Group "${name}" has no hidden tests`,
} as const;

/** Most groups a scored problem may have. */
export const MAX_SCORING_GROUPS = 50;

/** A group as the admin form sends and edits it: which hidden tests (0-based indices) it holds. */
export const scoringGroupSchema = z.object({
  name: z
    .string({ error: scoringMessages.nameRequired })
    .trim()
    .min(1, scoringMessages.nameRequired)
    .max(60, 'A group name must be at most 60 characters')
    // A group is a folder of its exported package: no path separators, no hidden or relative names.
    .refine(
      (name) => !/[/\\]/.test(name) && !name.startsWith('.'),
      'A group name cannot contain / or \\ or start with a dot',
    ),
  points: z
    .number({ error: scoringMessages.pointsPositive })
    .int(scoringMessages.pointsPositive)
    .positive(scoringMessages.pointsPositive)
    .max(1_000_000, 'Points must be at most 1000000'),
  tests: z.array(z.number().int().min(0), { error: 'Choose the hidden tests of every group' }).max(1000),
});
export type ScoringGroupInput = z.output<typeof scoringGroupSchema>;

/** The `scoring` field of a create or update body: null (or left out) for a pass-fail problem. */
export const scoringFieldSchema = z
  .object({
    groups: z
      .array(scoringGroupSchema, { error: scoringMessages.groupsRequired })
      .min(1, scoringMessages.groupsRequired)
      .max(MAX_SCORING_GROUPS, `At most ${MAX_SCORING_GROUPS} groups`),
  })
  .nullable()
  .optional();
export type ScoringField = z.output<typeof scoringFieldSchema>;

/**
 * What is wrong with a scored problem's groups over `hiddenTestCount` hidden tests: every hidden
 * test in exactly one group, no empty group, distinct names, a positive total. Empty when nothing.
 */
export function scoringGroupIssues(groups: readonly ScoringGroupInput[], hiddenTestCount: number): string[] {
  const issues: string[] = [];
  if (groups.length === 0) return [scoringMessages.groupsRequired];
  const names = groups.map((group) => group.name.trim());
  if (names.some((name) => name.length === 0)) issues.push(scoringMessages.nameRequired);
  if (new Set(names).size !== names.length) issues.push(scoringMessages.nameDuplicate);
  if (groups.some((group) => !Number.isInteger(group.points) || group.points <= 0))
    issues.push(scoringMessages.pointsPositive);
  else if (groups.reduce((total, group) => total + group.points, 0) <= 0) issues.push(scoringMessages.totalPositive);
  const seen = new Map<number, number>();
  for (const group of groups) {
    if (group.tests.length === 0) issues.push(scoringMessages.groupEmpty(group.name));
    for (const index of new Set(group.tests)) seen.set(index, (seen.get(index) ?? 0) + 1);
  }
  for (const index of [...seen.keys()].sort((left, right) => left - right)) {
    if (index >= hiddenTestCount) issues.push(scoringMessages.testUnknown(index, hiddenTestCount));
    else if ((seen.get(index) ?? 0) > 1) issues.push(scoringMessages.testTwice(index));
  }
  for (let index = 0; index < hiddenTestCount; index += 1)
    if (!seen.has(index)) issues.push(scoringMessages.testMissing(index));
  return issues;
}

/** Languages an admin may write an interactor in from the problem form (a package may bring C and Java ones too). */
export const INTERACTOR_LANGUAGES = ['cpp', 'python'] as const;
export type InteractorLanguage = (typeof INTERACTOR_LANGUAGES)[number];

/** An interactive problem's interactor as the problem form sends and the admin view answers it. */
export type InteractorInput = { language: InteractorLanguage; source: string };

export const interactorMessages = {
  sourceRequired: 'Write the interactor',
  sourceTooLong: 'The interactor must be at most 100,000 characters',
  language: `The interactor must be ${INTERACTOR_LANGUAGES.map(languageLabel).join(' or ')}`,
} as const;

/**
 * The problem form's `interactor`: an object makes the problem interactive (its samples' and hidden
 * tests' input is the interactor's input, their output its answer file); null makes it a batch
 * problem again; left out, an edit keeps what the problem had.
 */
export const interactorFieldSchema = z
  .object({
    language: z.enum(INTERACTOR_LANGUAGES, { error: interactorMessages.language }),
    source: z
      .string({ error: interactorMessages.sourceRequired })
      .refine((source) => source.trim().length > 0, interactorMessages.sourceRequired)
      .refine((source) => source.length <= 100_000, interactorMessages.sourceTooLong),
  })
  .nullable()
  .optional();
