import { parseGraderFlags } from '../../scoring/default-grader.js';
import type { GroupSettings, TestGroup } from '../../scoring/test-groups.js';

/** A Polygon test as scoring reads it: its group and points (problem.xml's `group` and `points`). */
export type PolygonScoredTest = { group?: string; points?: number };

/** A Polygon test group (problem.xml's `<group>`). */
export type PolygonGroup = {
  name: string;
  /** `complete-group`: its points only when every test passes; `each-test`: each passed test's points. */
  pointsPolicy: 'complete-group' | 'each-test';
  /** The group's `points` attribute: what a complete-group group is worth when its tests carry none. */
  points?: number;
  /** Groups that must pass entirely before this one counts. */
  dependencies: string[];
};

const settings = (onReject: GroupSettings['onReject'], flags: string, acceptScore = 1): GroupSettings => ({
  onReject,
  graderFlags: parseGraderFlags(flags),
  acceptScore,
  rejectScore: 0,
});

/** Secret adds up its groups and accepts a partial solution, as an IOI-style problem's does (testGroupsFromSubtasks). */
const SECRET = settings('continue', 'sum accept_if_any_accepted');
const ROOT = settings('continue', '');
/** Each test passed gives its points, whatever the others do. */
const EACH_TEST = settings('continue', 'sum accept_if_any_accepted');
/** Every test must pass; then the group gives the sum of its tests' points. */
const COMPLETE_GROUP = settings('break', 'sum');

/**
 * The test-group tree of a scored Polygon testset over its tests, each named by its 0-based index
 * (the order the problem stores them in): the tests of each group in the groups' order, scored by
 * the group's points policy, a group whose dependencies did not pass entirely scoring 0; without
 * groups, each test gives its points. Throws, naming it, on what cannot make a tree: a test in no
 * or an unknown group, a dependency on a group that is unknown or comes later.
 */
export function polygonScoringTree(tests: readonly PolygonScoredTest[], groups: readonly PolygonGroup[]): TestGroup {
  const testItem = (index: number) => ({
    kind: 'test' as const,
    name: String(index),
    points: tests[index]!.points ?? 0,
  });
  if (groups.length === 0) {
    const secret: TestGroup = { path: 'secret', settings: SECRET, items: tests.map((_, index) => testItem(index)) };
    return { path: '', settings: ROOT, items: [{ kind: 'group', ...secret }] };
  }
  const known = new Set(groups.map((group) => group.name));
  tests.forEach((test, index) => {
    if (test.group === undefined) throw new Error(`test ${index + 1} is in no group, but the testset has groups`);
    if (!known.has(test.group)) throw new Error(`test ${index + 1} is in group "${test.group}", which is not declared`);
  });
  const earlier = new Set<string>();
  const items: TestGroup['items'] = groups.map((group) => {
    for (const dependency of group.dependencies) {
      if (!earlier.has(dependency)) {
        throw new Error(
          known.has(dependency)
            ? `group "${group.name}" depends on "${dependency}", which comes after it`
            : `group "${group.name}" depends on "${dependency}", which is not declared`,
        );
      }
    }
    earlier.add(group.name);
    const indexes = tests.flatMap((test, index) => (test.group === group.name ? [index] : []));
    const testsCarryPoints = indexes.some((index) => (tests[index]!.points ?? 0) > 0);
    const node: TestGroup =
      group.pointsPolicy === 'each-test' || testsCarryPoints
        ? {
            path: `secret/${group.name}`,
            settings: group.pointsPolicy === 'each-test' ? EACH_TEST : COMPLETE_GROUP,
            items: indexes.map(testItem),
          }
        : {
            // A complete group whose tests carry no points is worth the group's own points.
            path: `secret/${group.name}`,
            settings: { ...COMPLETE_GROUP, graderFlags: parseGraderFlags('min'), acceptScore: group.points ?? 0 },
            items: indexes.map((index) => ({ kind: 'test' as const, name: String(index) })),
          };
    if (group.dependencies.length > 0) node.dependsOn = group.dependencies.map((name) => `secret/${name}`);
    return { kind: 'group' as const, ...node };
  });
  const secret: TestGroup = { path: 'secret', settings: SECRET, items };
  return { path: '', settings: ROOT, items: [{ kind: 'group', ...secret }] };
}
