import { expect, test, type Page } from '@playwright/test';

import { loginAsAdminViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { codeField, fillCodeField } from './support/editor';

// Issue 36: the admin problem form's Checking card (compared output, a float tolerance, a custom
// checker, interactive), its code editors, a save that stays on the page without an alert, and
// the admin problem list's search box and Visibility column.

const SUM = {
  cpp: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
  java: 'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);long a=s.nextLong(),b=s.nextLong();System.out.println(a+b);}}\n',
  javascript:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
};

/** A Kattis output validator in Python: the program's first number is the sum of the input's two. */
const SUM_CHECKER = `import sys
a, b = map(int, open(sys.argv[1]).read().split())
print_ok = sys.stdin.read().split()[:1] == [str(a + b)]
sys.exit(42 if print_ok else 43)
`;

/** Creates a sum problem through the admin API (the page's own session); answers its id and title. */
async function createSumProblem(page: Page): Promise<{ problemId: string; title: string }> {
  const title = `Authored Sum ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/problem/create', {
    data: {
      title,
      description: 'Print the sum of two integers.',
      difficulty: 'easy',
      tags: 'array',
      visibletestcases: [{ input: '1 2\n', output: '3\n', explanation: 'One plus two.' }],
      hiddentestcases: [{ input: '10 20\n', output: '30\n' }],
      startCode: [
        { language: 'C++', initialcode: '// your code\n' },
        { language: 'Java', initialcode: '// your code\n' },
        { language: 'JavaScript', initialcode: '// your code\n' },
      ],
      referenceCode: [
        { language: 'C++', completecode: SUM.cpp },
        { language: 'Java', completecode: SUM.java },
        { language: 'JavaScript', completecode: SUM.javascript },
      ],
    },
    timeout: 120_000,
  });
  expect(created.status(), await created.text()).toBe(201);
  return { problemId: ((await created.json()) as { problem: { _id: string } }).problem._id, title };
}

/** Every browser dialog the page opens (alert, confirm…): saving a problem must open none. */
function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  return messages;
}

test.describe('the problem form', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('keeps a float tolerance and a custom checker through a save and a reload, saving in place without a dialog', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await loginAsAdminViaApi(page);
    const { problemId } = await createSumProblem(page);
    const dialogs = recordDialogs(page);
    try {
      await page.goto(`/admin/update/${problemId}`);
      const checking = page.getByRole('group', { name: 'How answers are checked' });
      await expect(checking.getByRole('radio', { name: 'Compare the output' })).toBeChecked();
      await expect(page.getByLabel('Comparison')).toHaveValue('lines');
      // The code fields are code editors.
      await expect(codeField(page, 'C++ start code')).toBeVisible({ timeout: 30_000 });
      await expect(codeField(page, 'JavaScript reference solution')).toContainText('console.log');

      // A float tolerance, refused until it is a positive number.
      await checking.getByRole('radio', { name: 'Compare numbers with a tolerance' }).check();
      await page.getByLabel('Absolute tolerance').fill('abc');
      await page.getByLabel('Relative tolerance').fill('');
      await page.getByRole('button', { name: 'Update Problem' }).click();
      await expect(page.getByText('A tolerance must be a number above 0')).toBeVisible();
      await page.getByLabel('Absolute tolerance').fill('0.001');
      await page.getByRole('button', { name: 'Update Problem' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Problem saved.' })).toBeVisible({ timeout: 120_000 });
      await expect(page).toHaveURL(`/admin/update/${problemId}`);

      await page.reload();
      await expect(checking.getByRole('radio', { name: 'Compare numbers with a tolerance' })).toBeChecked();
      await expect(page.getByLabel('Absolute tolerance')).toHaveValue('0.001');
      await expect(page.getByLabel('Relative tolerance')).toHaveValue('');

      // A custom checker in Python, in a code editor of its own.
      await checking.getByRole('radio', { name: 'Custom checker' }).check();
      await page.getByLabel('Checker language').selectOption('python');
      await fillCodeField(page, 'Checker source', SUM_CHECKER);
      await page.getByRole('button', { name: 'Update Problem' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Problem saved.' })).toBeVisible({ timeout: 120_000 });

      await page.reload();
      await expect(checking.getByRole('radio', { name: 'Custom checker' })).toBeChecked();
      await expect(page.getByLabel('Checker language')).toHaveValue('python');
      await expect(codeField(page, 'Checker source')).toContainText('print_ok', { timeout: 30_000 });

      // Interactive is the fourth way, with the interactor in a code editor.
      await checking.getByRole('radio', { name: /^Interactive/ }).check();
      await expect(codeField(page, 'Interactor source')).toContainText('Exit 42', { timeout: 30_000 });

      // The Checking card and the editors fit a phone, and pass axe at both widths in both themes.
      for (const size of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(size);
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          // Monaco lays itself out again a frame after the window changes size.
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
              message: `${size.width} ${colorScheme}`,
            })
            .toBeLessThanOrEqual(0);
          const label = `problem form ${size.width} px (${colorScheme})`;
          expect(await blockingViolations(page, label), 'axe violations').toBe('');
        }
      }
      expect(dialogs).toEqual([]);
    } finally {
      await page.request.delete(`/api/problem/delete/${problemId}`);
    }
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the admin problem list at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("filters by title or slug as you type and shows each problem's visibility", async ({ page }) => {
      await loginAsAdminViaApi(page);
      await page.goto('/admin/problems');
      const rows = page.getByRole('table').locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      const total = await rows.count();
      const search = page.getByRole('searchbox', { name: 'Search problems by title or slug' });

      await search.fill('guess-the');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Guess the Number');
      await expect(rows.first()).toContainText(viewport.width < 768 ? 'Visibility: Public' : 'Public');
      if (viewport.width >= 768) await expect(page.getByRole('columnheader', { name: 'Visibility' })).toBeVisible();

      await search.fill('staircase');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Staircase Ways');

      await search.fill('no such problem zzz');
      await expect(page.getByText('No problems found.')).toBeVisible();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(rows).toHaveCount(total);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const label = `admin problem list ${viewport.width} px (${colorScheme})`;
        expect(await blockingViolations(page, label), 'axe violations').toBe('');
      }
    });
  });
}
