import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { createTestJudge } from '../testing/test-judge.js';
import { readProblemPackage } from './read-problem-package.js';
import { verifyProblemPackage, type VerifyLine } from './verify-problem-package.js';

const SIGNATURE_YAML = `name: Pair to Target
limits:
  time_limit: 2
  memory: 256
function:
  name: twoSum
  params:
    - { name: nums, type: "int[]" }
    - { name: target, type: int }
  returns: "int[]"
`;

const PACKAGE: Record<string, string> = {
  'problem.yaml': SIGNATURE_YAML,
  'data/sample/1.in': '[2,7,11,15]\n9\n',
  'data/sample/1.ans': '[0,1]\n',
  'data/secret/1.in': '[3,2,4]\n6\n',
  'data/secret/1.ans': '[1, 2]\n',
  'submissions/accepted/solution.py': `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, num in enumerate(nums):
            if target - num in seen:
                return [seen[target - num], i]
            seen[num] = i
`,
  'submissions/wrong_answer/first-two.py': `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        return [0, 1]
`,
  // What export writes for other judges; this judge makes its own driver and must not add these.
  'include/python3/main.py': 'raise SystemExit("an exported driver is not what this judge runs")\n',
};

async function writePackage(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'function-package-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
  return root;
}

describe('a function problem package', () => {
  let judge: Judge;
  const roots: string[] = [];
  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
    await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
  });
  const write = async (files: Record<string, string>) => {
    const root = await writePackage(files);
    roots.push(root);
    return root;
  };

  it('reads the signature and verifies LeetCode-form submissions with the value checker', async () => {
    const root = await write(PACKAGE);
    const problem = await readProblemPackage(root);
    expect(problem.function).toMatchObject({ name: 'twoSum', comparison: 'exact' });
    expect(problem.checker).toMatchObject({ kind: 'value' });
    expect(problem.submissions.every((submission) => submission.files === undefined)).toBe(true);
    const lines: VerifyLine[] = [];
    for await (const line of verifyProblemPackage(root, judge)) lines.push(line);
    expect(lines.filter((line) => 'actual' in line).map((line) => [line.file, line.ok])).toEqual([
      ['submissions/accepted/solution.py', true],
      ['submissions/wrong_answer/first-two.py', true],
    ]);
  });

  it('reports a submission whose driver refuses the signature as not run, saying why', async () => {
    const root = await write({
      'problem.yaml': `name: Loop\nlimits: { time_limit: 2, memory: 256 }\nfunction:\n  name: hasCycle\n  params:\n    - { name: head, type: ListNode }\n    - { name: pos, type: int, cycleOf: head }\n  returns: bool\n`,
      'data/sample/1.in': '[3,2,0,-4]\n1\n',
      'data/sample/1.ans': 'true\n',
      'data/secret/1.in': '[1]\n-1\n',
      'data/secret/1.ans': 'false\n',
      'submissions/accepted/solution.py': `class Solution:
    def hasCycle(self, head: Optional[ListNode]) -> bool:
        slow = fast = head
        while fast and fast.next:
            slow, fast = slow.next, fast.next.next
            if slow is fast:
                return True
        return False
`,
      'submissions/accepted/solution.rs': 'impl Solution {}\n',
    });
    const lines: VerifyLine[] = [];
    for await (const line of verifyProblemPackage(root, judge)) lines.push(line);
    expect(lines.find((line) => 'file' in line && line.file.endsWith('.rs'))).toMatchObject({
      skipped: expect.stringMatching(/cycle/i),
    });
    expect(lines.find((line) => 'file' in line && line.file.endsWith('.py'))).toMatchObject({ ok: true });
  });

  it('refuses a test that does not fit the signature, naming the file and parameter', async () => {
    const root = await write({ ...PACKAGE, 'data/secret/2.in': '[1,2]\n"three"\n', 'data/secret/2.ans': '[0,1]\n' });
    await expect(readProblemPackage(root)).rejects.toThrow('data/secret/2.in: Line 2 (target) must be an int');
  });

  it('refuses a signature with a type it does not know, naming the key', async () => {
    const root = await write({ ...PACKAGE, 'problem.yaml': SIGNATURE_YAML.replace('type: int', 'type: integer') });
    await expect(readProblemPackage(root)).rejects.toThrow(/problem\.yaml: function\.params\.1\.type: A type must be/);
  });
});
