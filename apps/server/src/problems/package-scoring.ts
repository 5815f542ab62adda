import type { GroupSettings, TestGroup } from '@codeyard/judge';
import { scoreSubmission } from '@codeyard/judge';
import { PackageError } from './package-error.js';

/*
 * A scored package's group tree, as the judge reads it, names tests by their place under data/
 * ("secret/group1/03", "sample/1"). The server judges a submission on the hidden tests only, which
 * it stores as a list: the stored tree names each by its index in that list, and leaves the samples
 * out. Samples may be left out only when they are worth nothing, so no score changes.
 */

function withoutSamples(group: TestGroup): TestGroup {
  const items = group.items
    .filter((item) => !(item.kind === 'group' && item.path === 'sample'))
    .filter((item) => !(item.kind === 'test' && item.name.startsWith('sample/')));
  const samplesFirst = group.items[0]?.kind === 'group' && group.items[0].path === 'sample';
  // ignore_sample leaves out the first sub-result, the samples: with them gone, nothing is to be left out.
  const settings: GroupSettings =
    group.path === '' && samplesFirst
      ? { ...group.settings, graderFlags: { ...group.settings.graderFlags, ignoreSample: false } }
      : group.settings;
  return { ...group, settings, items };
}

function renamed(group: TestGroup, indexOf: ReadonlyMap<string, number>): TestGroup {
  return {
    ...group,
    items: group.items.map((item) => {
      if (item.kind === 'group') return { kind: 'group' as const, ...renamed(item, indexOf) };
      const index = indexOf.get(item.name);
      if (index === undefined) throw new PackageError(`data/${item.name}: a scored test the importer did not read`);
      return { kind: 'test' as const, name: String(index) };
    }),
  };
}

/**
 * The tree to store for a scored package: hidden tests named by their index in `secretNames`
 * (names relative to data/secret, in the order the hidden tests are stored), samples left out.
 */
export function storedScoringTree(root: TestGroup, secretNames: readonly string[]): TestGroup {
  const indexOf = new Map(secretNames.map((name, index) => [`secret/${name}`, index]));
  const stored = renamed(withoutSamples(root), indexOf);
  const full = scoreSubmission(root, () => 'AC').maxScore;
  if (scoreSubmission(stored, () => 'AC').maxScore !== full)
    throw new PackageError(
      'data/sample: samples that carry points are not supported (submissions are scored on data/secret only)',
    );
  return stored;
}
