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

function graderFlagsText(settings: GroupSettings): string {
  const flags = settings.graderFlags;
  return [
    flags.verdictMode,
    flags.scoreMode,
    ...(flags.ignoreSample ? ['ignore_sample'] : []),
    ...(flags.acceptIfAnyAccepted ? ['accept_if_any_accepted'] : []),
  ].join(' ');
}

const naturalCompare = new Intl.Collator('en', { numeric: true }).compare;

/** The last part of a group's path: its folder's own name. */
const folderName = (group: TestGroup): string => group.path.split('/').pop() ?? group.path;

/**
 * The legacy package layout of a stored tree, for export: each group a folder under data/ with a
 * testdata.yaml of its own settings (so nothing depends on inheritance), each hidden test in its
 * group's folder. A package orders groups by folder name, so when a group's subgroups are not
 * already in that order their folders get their position in front ("01-small"). Answers the
 * testdata.yaml files and the path (under data/, without .in) of each hidden test by index.
 */
export function scoringPackageLayout(tree: TestGroup): {
  settingsFiles: { path: string; settings: Record<string, unknown> }[];
  testPaths: Map<number, string>;
} {
  const settingsFiles: { path: string; settings: Record<string, unknown> }[] = [];
  const testPaths = new Map<number, string>();
  const visit = (stored: TestGroup, folder: string) => {
    // The package's data/sample comes first under data/ and is worth nothing here: the root leaves it out.
    const group =
      stored.path === ''
        ? {
            ...stored,
            settings: { ...stored.settings, graderFlags: { ...stored.settings.graderFlags, ignoreSample: true } },
          }
        : stored;
    settingsFiles.push({
      path: folder ? `data/${folder}/testdata.yaml` : 'data/testdata.yaml',
      settings: {
        on_reject: group.settings.onReject,
        grader_flags: graderFlagsText(group.settings),
        accept_score: group.settings.acceptScore,
        reject_score: group.settings.rejectScore,
      },
    });
    const tests = group.items.filter((item) => item.kind === 'test');
    // Tests sort before the group folders beside them (digits first), in their order in the tree.
    const width = Math.max(2, String(tests.length).length);
    tests.forEach((item, position) => {
      const name = String(position + 1).padStart(width, '0');
      testPaths.set(Number(item.name), folder ? `${folder}/${name}` : name);
    });
    const subgroups = group.items.filter((item) => item.kind === 'group');
    const names = subgroups.map(folderName);
    const inOrder = names.every((name, index) => index === 0 || naturalCompare(names[index - 1]!, name) < 0);
    const groupWidth = Math.max(2, String(subgroups.length).length);
    subgroups.forEach((subgroup, position) => {
      const name = inOrder ? names[position]! : `${String(position + 1).padStart(groupWidth, '0')}-${names[position]}`;
      visit(subgroup, folder ? `${folder}/${name}` : name);
    });
  };
  visit(tree, '');
  return { settingsFiles, testPaths };
}
