import { verdictByStatusId } from '@codeyard/shared/verdicts';
import { parseGraderFlags, type GraderVerdict } from './default-grader.js';
import { judgeGroups, type GroupOutcome, type GroupSettings, type TestGroup } from './test-groups.js';

/*
 * A scored submission's result from its tests' verdicts: the one rule the judge's `verify` and the
 * server both use. It knows test names only (a package's "secret/group1/03", or the server's hidden
 * test index), never files.
 */

export type GroupScore = {
  /** The group's path below secret/ ("group1"), "sample" for the samples, "secret" when secret has no groups. */
  name: string;
  score: number;
  /** What the group gets when every test in it is accepted. */
  maxScore: number;
  verdict: GraderVerdict;
};

export type SubmissionScore = {
  score: number;
  maxScore: number;
  /** The root's verdict: AC with a score below maxScore is a partial solution. */
  verdict: GraderVerdict;
  /** secret's first-level groups in order, after the samples when they count. */
  groups: GroupScore[];
};

/** Scores are sums of fractions (a sum group splits its points between its tests): 6 decimals hide the float noise. */
function rounded(score: number): number {
  return Math.round(score * 1e6) / 1e6;
}

function findGroup(group: TestGroup, path: string): TestGroup | undefined {
  for (const item of group.items) if (item.kind === 'group' && item.path === path) return item;
  return undefined;
}

/** The groups a submission's result is shown by: secret's subgroups (or secret itself when it holds its tests directly), samples first when they count. */
function reportedGroups(root: TestGroup): TestGroup[] {
  const reported: TestGroup[] = [];
  const sample = findGroup(root, 'sample');
  if (sample && !root.settings.graderFlags.ignoreSample) reported.push(sample);
  const secret = findGroup(root, 'secret');
  if (secret) {
    const holdsTests = secret.items.some((item) => item.kind === 'test');
    if (holdsTests) reported.push(secret);
    else for (const item of secret.items) if (item.kind === 'group') reported.push(item);
  }
  return reported;
}

function outcomesByPath(outcome: GroupOutcome, into = new Map<string, GroupOutcome>()): Map<string, GroupOutcome> {
  into.set(outcome.path, outcome);
  for (const group of outcome.groups) outcomesByPath(group, into);
  return into;
}

function displayName(path: string): string {
  return path.startsWith('secret/') ? path.slice('secret/'.length) : path;
}

/**
 * Grades the tree with the default grader (see test-groups.ts) from each test's verdict. A group
 * that was not reached (an on_reject "break" above it stopped first) scores 0 and shows the verdict
 * its own tests got.
 */
export function scoreSubmission(root: TestGroup, verdictOf: (testName: string) => GraderVerdict): SubmissionScore {
  const outcome = judgeGroups(root, verdictOf);
  const reached = outcomesByPath(outcome);
  const groups = reportedGroups(root).map((group): GroupScore => {
    const own = reached.get(group.path);
    const maxScore = rounded(judgeGroups(group, () => 'AC').score);
    if (own) return { name: displayName(group.path), score: rounded(own.score), maxScore, verdict: own.verdict };
    return { name: displayName(group.path), score: 0, maxScore, verdict: judgeGroups(group, verdictOf).verdict };
  });
  return {
    score: rounded(outcome.score),
    maxScore: rounded(judgeGroups(root, () => 'AC').score),
    verdict: outcome.verdict,
    groups,
  };
}

/**
 * A test's grader verdict from the judge's status: its CLICS judgement type in the verdict table,
 * as Kattis graders share those codes (memory and output overruns keep their own, which the default
 * grader ranks; a program that could not be executed crashed). A compile error never reaches a
 * grader, so it and anything else the judge could not decide is a judge error.
 */
export function graderVerdictForStatus(statusId: number): GraderVerdict {
  const type = verdictByStatusId(statusId)?.clics;
  return type && type !== 'CE' ? type : 'JE';
}

/** One subtask of an IOI-style problem: its tests (by name) are all needed for its points. */
export type Subtask = { name: string; points: number; tests: string[] };

const SUBTASK_ROOT: GroupSettings = {
  onReject: 'continue',
  graderFlags: parseGraderFlags(''),
  acceptScore: 1,
  rejectScore: 0,
};

/**
 * The group tree of an IOI-style problem, laid out as a package's data/ would be: secret adds up
 * its subtasks (accepted when any subtask is, so a partial solution is accepted with fewer points),
 * each subtask is all or nothing (`min` of its tests, each worth the subtask's points). Throws on
 * subtasks that cannot make a tree: no subtasks, a nameless or repeated name, points that are not
 * positive, no tests, a test in two subtasks.
 */
export function testGroupsFromSubtasks(subtasks: readonly Subtask[]): TestGroup {
  if (subtasks.length === 0) throw new Error('a scored problem needs at least one group');
  const names = new Set<string>();
  const tests = new Set<string>();
  const groups: TestGroup[] = subtasks.map((subtask) => {
    const name = subtask.name.trim();
    if (!name) throw new Error('every group needs a name');
    if (names.has(name)) throw new Error(`two groups are named "${name}"`);
    names.add(name);
    if (!Number.isFinite(subtask.points) || subtask.points <= 0)
      throw new Error(`group "${name}": points must be a positive number`);
    if (subtask.tests.length === 0) throw new Error(`group "${name}" has no tests`);
    for (const test of subtask.tests) {
      if (tests.has(test)) throw new Error(`test ${test} is in two groups`);
      tests.add(test);
    }
    return {
      path: `secret/${name}`,
      settings: {
        onReject: 'break',
        graderFlags: parseGraderFlags('min'),
        acceptScore: subtask.points,
        rejectScore: 0,
      },
      items: subtask.tests.map((test) => ({ kind: 'test' as const, name: test })),
    };
  });
  const secret: TestGroup = {
    path: 'secret',
    settings: { ...SUBTASK_ROOT, graderFlags: parseGraderFlags('sum accept_if_any_accepted') },
    items: groups.map((group) => ({ kind: 'group' as const, ...group })),
  };
  return { path: '', settings: SUBTASK_ROOT, items: [{ kind: 'group', ...secret }] };
}
