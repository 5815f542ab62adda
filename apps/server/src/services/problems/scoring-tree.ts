import { scoreSubmission, testGroupsFromSubtasks, type TestGroup } from '@codeyard/judge';
import type { ScoringGroupInput, ScoringGroupView } from '@codeyard/shared';

/*
 * A scored problem is stored as the judge's test-group tree over its hidden tests, each test named
 * by its 0-based index: the admin form's groups become IOI-style subtasks (testGroupsFromSubtasks:
 * a group's points count only when all its tests pass; the problem's score is their sum). What the
 * pages show is read through scoreSubmission, so a tree of any shape reads the same way.
 */

/** The tree to store for the admin form's groups (already checked by scoringGroupIssues). */
export function scoringTreeFromGroups(groups: readonly ScoringGroupInput[]): TestGroup {
  return testGroupsFromSubtasks(
    groups.map((group) => ({
      name: group.name.trim(),
      points: group.points,
      tests: [...new Set(group.tests)].sort((left, right) => left - right).map(String),
    })),
  );
}

/** Every test name in a group and its subgroups, in order. */
function testNames(group: TestGroup): string[] {
  return group.items.flatMap((item) => (item.kind === 'test' ? [item.name] : testNames(item)));
}

function findGroup(group: TestGroup, path: string): TestGroup | undefined {
  for (const item of group.items) {
    if (item.kind !== 'group') continue;
    if (item.path === path) return item;
    const found = findGroup(item, path);
    if (found) return found;
  }
  return undefined;
}

/** The admin form's groups, read back from a stored tree: each shown group with the hidden tests under it. */
export function groupsFromScoringTree(tree: TestGroup): ScoringGroupInput[] {
  return scoreSubmission(tree, () => 'AC').groups.map((group) => {
    const node = findGroup(tree, `secret/${group.name}`) ?? findGroup(tree, group.name);
    return {
      name: group.name,
      points: group.maxScore,
      tests: node ? testNames(node).map(Number) : [],
    };
  });
}

/** Names and points only: what anyone may see of a scored problem. */
export function scoringGroupViews(tree: TestGroup): ScoringGroupView[] {
  return scoreSubmission(tree, () => 'AC').groups.map((group) => ({ name: group.name, points: group.maxScore }));
}

/** The problem's full score. */
export function fullScoreOf(tree: TestGroup): number {
  return scoreSubmission(tree, () => 'AC').maxScore;
}
