import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Judge } from '../judge.js';
import { STATUS } from '../status.js';
import { createTestJudge } from '../testing/test-judge.js';

/**
 * LeetCode runs Python solutions after star imports of its usual modules, and solutions lean on it:
 * bisect and math have no __all__, so what they give bare must come from their public names.
 */
const SIGNATURE = {
  name: 'mixNames',
  params: [{ name: 'nums', type: 'int[]' }],
  returns: 'int[]',
  comparison: 'exact' as const,
};

const SOLUTION = `class Solution:
    def mixNames(self, nums: List[int]) -> List[int]:
        ordered = sorted(nums)
        heap = []
        for value in nums:
            heappush(heap, value)
        return [bisect_left(ordered, 5), gcd(nums[0], nums[1]), heappop(heap), pow(3, 4, 7), isqrt(17)]
`;

describe('the Python driver’s namespace', () => {
  let judge: Judge;
  beforeAll(async () => {
    judge = await createTestJudge();
  });
  afterAll(async () => {
    await judge?.close();
  });

  it('gives bisect’s and math’s names bare, as LeetCode’s star imports do, and keeps the builtin pow', async () => {
    const result = await judge.judge({
      language: 'python',
      source: SOLUTION,
      function: SIGNATURE,
      tests: [{ input: '[12,8,3,5]\n', expected: '[1,4,3,4,4]' }],
      timeLimitMs: 5000,
      memoryLimitMb: 256,
    });
    expect(result, result.tests.at(-1)?.stderr).toMatchObject({ statusId: STATUS.accepted.id });
  });
});
