import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { judgeGroups, readTestGroups } from './test-groups.js';

let directory: string;
afterEach(async () => rm(directory, { recursive: true, force: true }));

/** An olympiad-style package as Kattis authors lay one out: two subtasks, worth 30 and 70. */
async function subtaskPackage(): Promise<string> {
  directory = await mkdtemp(path.join(tmpdir(), 'codeyard-groups-'));
  const files: Record<string, string> = {
    'data/testdata.yaml': 'on_reject: continue\ngrader_flags: ignore_sample always_accept\n',
    'data/sample/1.in': '1\n',
    'data/secret/testdata.yaml': 'on_reject: continue\ngrader_flags: always_accept sum\nrange: 0 100\n',
    'data/secret/group1/testdata.yaml': 'accept_score: 30\ngrader_flags: min\n',
    'data/secret/group1/2.in': 'small\n',
    'data/secret/group1/10.in': 'small\n',
    'data/secret/group2/testdata.yaml': 'accept_score: 70\ngrader_flags: min\n',
    'data/secret/group2/1.in': 'big\n',
    'data/secret/group2/2.in': 'big\n',
    'data/secret/group2/3.in': 'big\n',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(directory, name)), { recursive: true });
    await writeFile(path.join(directory, name), text);
  }
  return directory;
}

describe('test data groups', () => {
  it('reads the tree in natural order, each group with its own or its closest ancestor’s testdata.yaml', async () => {
    const root = await readTestGroups(await subtaskPackage());
    await mkdir(path.join(directory, 'data', 'secret', 'group3'));
    await symlink(
      path.join(directory, 'data', 'secret', 'group2', '1.in'),
      path.join(directory, 'data', 'secret', 'group3', '1.in'),
    );
    // group3's test is worth 1 more, beyond the 100 of the range: widen it.
    await writeFile(
      path.join(directory, 'data', 'secret', 'testdata.yaml'),
      'on_reject: continue\ngrader_flags: always_accept sum\nrange: 0 +inf\n',
    );
    const again = await readTestGroups(directory);

    expect(root.settings.onReject).toBe('continue');
    const secret = root.items[1]!;
    expect(secret).toMatchObject({ kind: 'group', path: 'secret', settings: { graderFlags: { scoreMode: 'sum' } } });
    if (secret.kind !== 'group') throw new Error('secret is a group');
    const group1 = secret.items[0]!;
    if (group1.kind !== 'group') throw new Error('group1 is a group');
    expect(group1.items.map((item) => (item.kind === 'test' ? item.name : item.path))).toEqual([
      'secret/group1/2',
      'secret/group1/10',
    ]);
    expect(group1.settings).toMatchObject({ onReject: 'break', acceptScore: 30, graderFlags: { scoreMode: 'min' } });

    const group3 = (
      again.items[1] as { items: { kind: string; path?: string; settings?: unknown; items?: unknown[] }[] }
    ).items[2]!;
    expect(group3).toMatchObject({ path: 'secret/group3', items: [{ kind: 'test', name: 'secret/group3/1' }] });
    expect(group3.settings, 'no testdata.yaml of its own: the parent’s').toEqual(
      (again.items[1] as { settings: unknown }).settings,
    );
  });

  it('scores subtasks all or nothing and adds them up, judging no more of a subtask after its first failure', async () => {
    const root = await readTestGroups(await subtaskPackage());
    const judged: string[] = [];
    const partial = judgeGroups(root, (name) => {
      judged.push(name);
      return name === 'secret/group2/2' ? 'TLE' : name === 'sample/1' ? 'WA' : 'AC';
    });
    expect(partial).toMatchObject({ verdict: 'AC', score: 30 });
    expect(partial.groups[1]!.groups.map((group) => [group.path, group.verdict, group.score])).toEqual([
      ['secret/group1', 'AC', 30],
      ['secret/group2', 'TLE', 0],
    ]);
    expect(judged).not.toContain('secret/group2/3');
    expect(judged).toContain('sample/1');

    const full = judgeGroups(root, () => 'AC');
    expect(full).toMatchObject({ verdict: 'AC', score: 100 });
  });

  it('names the file of a testdata.yaml it cannot use', async () => {
    await subtaskPackage();
    await writeFile(path.join(directory, 'data', 'secret', 'group1', 'testdata.yaml'), 'grader_flags: best\n');
    await expect(readTestGroups(directory)).rejects.toThrow(
      'data/secret/group1/testdata.yaml: unknown grader flag "best"',
    );
    await writeFile(path.join(directory, 'data', 'secret', 'group1', 'testdata.yaml'), 'grading: custom\n');
    await expect(readTestGroups(directory)).rejects.toThrow(
      'data/secret/group1/testdata.yaml: grading: custom (a grader program in graders/) is not supported',
    );
    await writeFile(path.join(directory, 'data', 'secret', 'group1', 'testdata.yaml'), 'grader_flags: ignore_sample\n');
    await expect(readTestGroups(directory)).rejects.toThrow('ignore_sample may only be used in data/');
  });

  it('refuses a group whose full score falls outside its range', async () => {
    await subtaskPackage();
    await writeFile(
      path.join(directory, 'data', 'secret', 'group2', 'testdata.yaml'),
      'accept_score: 80\ngrader_flags: min\n',
    );
    await expect(readTestGroups(directory)).rejects.toThrow(
      'data/secret/testdata.yaml: data/secret scores 110 when every test is accepted, outside its range 0 100',
    );
  });
});
