import { expect, test, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { codeField, expectEditorToContain, pasteEditorContent } from './support/editor';

// Function problems (LeetCode's form): the admin form's Function card says what is wrong with a
// signature at its field and previews each language's stub; a user opens a function problem on
// its stub, edits each example parameter by parameter, Runs (the returned value beside the
// expected one) and Submits a LeetCode-form solution, in Python and in C++.

const SIGNATURE = {
  name: 'twoSum',
  params: [
    { name: 'nums', type: 'int[]' },
    { name: 'target', type: 'int' },
  ],
  returns: 'int[]',
  comparison: 'exact',
};

/** The block of text a console label stands over (its value). */
const NEXT_BLOCK = 'xpath=following-sibling::pre[1]';

const PYTHON_STUB_LINE = 'def twoSum(self, nums: List[int], target: int) -> List[int]:';

/** The solutions, each exactly as LeetCode accepts it: the stub's class or function, nothing else. */
const SOLUTIONS = {
  python: `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for index, value in enumerate(nums):
            if target - value in seen:
                return [seen[target - value], index]
            seen[value] = index
        return []
# solved in Python by the e2e test
`,
  cpp: `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int index = 0; index < (int)nums.size(); index++) {
            auto found = seen.find(target - nums[index]);
            if (found != seen.end()) return {found->second, index};
            seen[nums[index]] = index;
        }
        return {};
    }
};
// solved in C++ by the e2e test
`,
  java: `class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int index = 0; index < nums.length; index++) {
            Integer other = seen.get(target - nums[index]);
            if (other != null) return new int[] {other, index};
            seen.put(nums[index], index);
        }
        return new int[0];
    }
}
`,
  javascript: `var twoSum = function(nums, target) {
    const seen = new Map();
    for (let index = 0; index < nums.length; index++) {
        if (seen.has(target - nums[index])) return [seen.get(target - nums[index]), index];
        seen.set(nums[index], index);
    }
    return [];
};
`,
};

/** Creates the two-sum function problem through the admin API; answers its id. */
async function createTwoSum(page: Page): Promise<string> {
  const created = await page.request.post('/api/problem/create', {
    data: {
      title: `Function Two Sum ${Date.now().toString(36)}`,
      description: 'Return the indices of the two numbers of `nums` that add up to `target`, the smaller first.',
      difficulty: 'easy',
      tags: 'array',
      function: SIGNATURE,
      visibletestcases: [
        { input: '[2,7,11,15]\n9', output: '[0,1]', explanation: 'nums[0] + nums[1] = 9.' },
        { input: '[3,2,4]\n6', output: '[1,2]', explanation: 'nums[1] + nums[2] = 6.' },
      ],
      hiddentestcases: [
        { input: '[3,3]\n6', output: '[0,1]' },
        { input: '[-1,-2,-3,-4,-5]\n-8', output: '[2,4]' },
      ],
      referenceCode: [
        { language: 'C++', completecode: SOLUTIONS.cpp },
        { language: 'Java', completecode: SOLUTIONS.java },
        { language: 'JavaScript', completecode: SOLUTIONS.javascript },
        { language: 'Python', completecode: SOLUTIONS.python },
      ],
    },
    timeout: 170_000,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { problem: { _id: string } }).problem._id;
}

/** No sideways scrolling and no serious axe violation, in both themes. */
async function expectFitsAndPasses(page: Page, label: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${label} (${colorScheme}) scrolls sideways`).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page, `${label} (${colorScheme})`), 'axe violations').toBe('');
  }
}

test('the Function card names a wrong signature at its field and previews the stubs', async ({ page }) => {
  await loginAsAdminViaApi(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/create');
  const functionSwitch = page.getByRole('switch', { name: 'Function problem (LeetCode style)' });
  await expect(functionSwitch).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'C++ start code', exact: true })).toBeAttached();

  await functionSwitch.check();
  // A function problem asks for no start code: its stubs are the start code.
  await expect(page.getByRole('textbox', { name: 'C++ start code', exact: true })).toHaveCount(0);
  await page.getByLabel('Function name').fill('2sum');
  await page.getByRole('button', { name: 'Create Problem' }).click();
  await expect(page.getByLabel('Function name')).toHaveAccessibleDescription(
    /The function name must be a letter followed by letters and digits/,
  );

  await page.getByLabel('Function name').fill('twoSum');
  await page.getByLabel('Parameter 1 name').fill('nums');
  await page.getByRole('button', { name: 'Add Parameter' }).click();
  await page.getByLabel('Parameter 2 name').fill('target');
  await page.getByLabel('Return type').selectOption('int[]');
  const preview = page.getByRole('region', { name: 'Stub preview' });
  await preview.getByRole('combobox', { name: 'Stub language' }).selectOption('python');
  // On a phone the viewer wraps the stub's long line.
  const pythonStub = codeField(page, 'Python stub').locator('.view-lines');
  await expect(pythonStub).toContainText('def twoSum(self,', { timeout: 30_000 });
  await expect(pythonStub).toContainText('target: int) -> List');

  // A typed test that does not fit the signature is named at its field.
  await page.getByLabel('Visible case 1 input').fill('[2,7,11,15]\nnine');
  await page.getByRole('button', { name: 'Create Problem' }).click();
  await expect(page.getByLabel('Visible case 1 input')).toHaveAccessibleDescription(
    /Line 2 \(target\) is not a JSON value/,
  );

  await page.getByRole('heading', { name: 'Function', exact: true }).scrollIntoViewIfNeeded();
  await expectFitsAndPasses(page, 'problem form with the Function card');
});

test('a user solves a function problem from its stub in Python and C++', async ({ page, browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await loginAsAdminViaApi(admin);
  const problemId = await createTwoSum(admin);

  await registerViaApi(page, newAccount('leetcoder'));
  await page.goto(`/problem/${problemId}`);
  await expect(page.getByText('twoSum(nums: int[], target: int): int[]')).toBeVisible();
  const examples = page.getByRole('region', { name: 'Examples' });
  await expect(examples.getByText('nums = [2,7,11,15], target = 9')).toBeVisible();

  await page.getByRole('button', { name: 'Python', exact: true }).click();
  await expectEditorToContain(page, PYTHON_STUB_LINE);

  // The examples are edited one parameter at a time; a value that is no int is named before a Run.
  await page.getByRole('tab', { name: 'Testcase' }).click();
  const testcase = page.getByRole('tabpanel', { name: 'Testcase' });
  await expect(testcase.getByLabel('nums =')).toHaveValue('[2,7,11,15]');
  const target = testcase.getByLabel('target =');
  await expect(target).toHaveValue('9');
  await target.fill('nine');
  await expect(target).toHaveAccessibleDescription(/Line 2 \(target\) is not a JSON value/);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(testcase.getByRole('alert').filter({ hasText: 'Case 1 was not run' })).toBeVisible();
  await target.fill('9');

  await page.getByRole('tab', { name: 'Code' }).click();
  await pasteEditorContent(page, SOLUTIONS.python);
  await expectEditorToContain(page, 'solved in Python by the e2e test');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(testcase.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 90_000 });
  const firstCase = testcase.getByRole('listitem').filter({ hasText: 'Case 1' });
  await expect(firstCase.getByText('Output', { exact: true }).locator(NEXT_BLOCK)).toHaveText('[0,1]');
  await expect(firstCase.getByText('Expected', { exact: true }).locator(NEXT_BLOCK)).toHaveText('[0,1]');
  await expect(firstCase.getByText('target =', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const result = page.getByRole('tabpanel', { name: 'Result' });
  await expect(result.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 90_000 });

  // The Testcase tab reads on a phone, in both themes.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('tab', { name: 'Testcase' }).click();
  await expect(testcase.getByLabel('target =')).toBeVisible();
  await expectFitsAndPasses(page, 'function problem page');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The same in C++, on its own stub.
  await page.getByRole('tab', { name: 'Code' }).click();
  await page.getByRole('button', { name: 'C++', exact: true }).click();
  await expectEditorToContain(page, 'vector<int> twoSum(vector<int>& nums, int target)');
  await pasteEditorContent(page, SOLUTIONS.cpp);
  await expectEditorToContain(page, 'solved in C++ by the e2e test');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(testcase.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 120_000 });
  await expect(firstCase.getByText('Output', { exact: true }).locator(NEXT_BLOCK)).toHaveText('[0,1]');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(result.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 120_000 });
});
