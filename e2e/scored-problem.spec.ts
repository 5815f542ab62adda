import { expect, test, type APIRequestContext } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { E2E_ADMIN } from './support/constants';
import { expectEditorToContain, replaceEditorContent } from './support/editor';

// Issue 21: a scored problem (groups of hidden tests with points), made through the admin API,
// partly solved in the browser: the page says it is scored, and the result shows the score and
// each group's.

const SUM = {
  cpp: '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
  java: 'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);long a=s.nextLong(),b=s.nextLong();System.out.println(a+b);}}\n',
  javascript:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);\nconsole.log(String(a + b));\n",
};

/** Right while the sum fits in 32 bits: the small group only. */
const PARTIAL_SOLUTION = `// partial in the e2e test
const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log(String((a + b) | 0));
`;

/** Creates the scored problem through the admin API (its reference solutions verified); answers its id and title. */
async function createScoredProblem(admin: APIRequestContext): Promise<{ problemId: string; title: string }> {
  const login = await admin.post('/api/user/login', {
    data: { emailid: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const title = `Scored Sum ${Date.now().toString(36)}`;
  const created = await admin.post('/api/problem/create', {
    data: {
      title,
      description: 'Print the sum of two integers. Larger sums earn the second group.',
      difficulty: 'easy',
      tags: 'array',
      visibletestcases: [{ input: '1 2\n', output: '3\n', explanation: 'One plus two.' }],
      hiddentestcases: [
        { input: '10 20\n', output: '30\n' },
        { input: '100 200\n', output: '300\n' },
        { input: '2000000000 2000000000\n', output: '4000000000\n' },
      ],
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
      scoring: {
        groups: [
          { name: 'small', points: 60, tests: [0, 1] },
          { name: 'large', points: 40, tests: [2] },
        ],
      },
    },
    timeout: 120_000,
  });
  expect(created.status(), await created.text()).toBe(201);
  const problemId = ((await created.json()) as { problem: { _id: string } }).problem._id;
  return { problemId, title };
}

test('a scored problem shows its groups, and a partial solution scores its groups in the browser', async ({
  page,
  browser,
}) => {
  const admin = await browser.newContext();
  const { problemId, title } = await createScoredProblem(admin.request);

  try {
    await registerViaApi(page, newAccount('scorer'));
    await page.goto(`/problem/${problemId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Scored', { exact: true })).toBeVisible();
    const groups = page.getByLabel('Scoring groups');
    await expect(groups).toContainText('small · 60 pts');
    await expect(groups).toContainText('large · 40 pts');

    await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
    await replaceEditorContent(page, PARTIAL_SOLUTION);
    await expectEditorToContain(page, 'partial in the e2e test');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const result = page.getByRole('tabpanel', { name: 'Result' });
    const score = result.getByRole('region', { name: 'Score' });
    await expect(score.getByText('Score 60 / 100')).toBeVisible({ timeout: 90_000 });
    await expect(result.getByRole('heading', { name: 'Partially Accepted' })).toBeVisible();
    await expect(score.getByRole('listitem').filter({ hasText: 'small' })).toContainText('60 / 60');
    await expect(score.getByRole('listitem').filter({ hasText: 'small' })).toContainText('Accepted');
    await expect(score.getByRole('listitem').filter({ hasText: 'large' })).toContainText('0 / 40');
    await expect(score.getByRole('listitem').filter({ hasText: 'large' })).toContainText('Wrong Answer');
    // The best score so far beside the groups, and a score in the submissions list.
    await expect(groups).toContainText('Best 60 / 100');
    await page.getByRole('tab', { name: 'Submissions' }).click();
    const submissions = page.getByRole('tabpanel', { name: 'Submissions' });
    await expect(submissions.getByRole('columnheader', { name: 'Score' })).toBeVisible();
    await expect(submissions.getByRole('row').nth(1)).toContainText('60 / 100');

    // On a phone, in both themes, the page does not scroll sideways and axe finds nothing serious.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Result' }).click();
    await expect(page.getByRole('region', { name: 'Score' })).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, colorScheme).toBeLessThanOrEqual(0);
      expect(await blockingViolations(page, `scored problem result (${colorScheme})`), 'axe violations').toBe('');
    }
  } finally {
    await admin.request.delete(`/api/problem/delete/${problemId}`);
    await admin.close();
  }
});

test("the admin form edits a scored problem's groups, and the server says which hidden test no group holds", async ({
  page,
  browser,
}) => {
  const admin = await browser.newContext();
  const { problemId } = await createScoredProblem(admin.request);
  try {
    await loginAsAdminViaApi(page);
    await page.goto(`/admin/update/${problemId}`);
    await expect(page.getByRole('heading', { name: 'Scoring' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Scored/ })).toBeChecked();
    await expect(page.getByLabel('Group 1 name')).toHaveValue('small');
    await expect(page.getByLabel('Group 1 points')).toHaveValue('60');
    await expect(page.getByLabel('Group 2 name')).toHaveValue('large');
    const first = page.getByRole('group', { name: 'Group 1 hidden tests' });
    await expect(first.getByLabel('Hidden case 1')).toBeChecked();
    await expect(first.getByLabel('Hidden case 3')).not.toBeChecked();
    // The Scoring card fits a phone in both themes.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, colorScheme).toBeLessThanOrEqual(0);
      expect(await blockingViolations(page, `admin scoring form (${colorScheme})`), 'axe violations').toBe('');
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Hidden case 2 in no group: refused with the server's words.
    await first.getByLabel('Hidden case 2').uncheck();
    await page.getByRole('button', { name: 'Update Problem' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hidden test 2 is in no group' })).toBeVisible({
      timeout: 60_000,
    });

    // Back in its group and worth more: saved.
    await first.getByLabel('Hidden case 2').check();
    await page.getByLabel('Group 1 points').fill('70');
    await page.getByRole('button', { name: 'Update Problem' }).click();
    await expect(page).toHaveURL(/\/admin\/problems/, { timeout: 120_000 });
    const saved = (await (await admin.request.get(`/api/problem/admin/${problemId}`)).json()) as {
      scoring: { groups: { name: string; points: number; tests: number[] }[] };
    };
    expect(saved.scoring.groups).toEqual([
      { name: 'small', points: 70, tests: [0, 1] },
      { name: 'large', points: 40, tests: [2] },
    ]);
  } finally {
    await admin.request.delete(`/api/problem/delete/${problemId}`);
    await admin.close();
  }
});

test("an IOI contest's leaderboard ranks by score and shows each problem's", async ({ page, browser }) => {
  const admin = await browser.newContext();
  const { problemId } = await createScoredProblem(admin.request);
  const title = `Olympiad ${Date.now().toString(36)}`;
  const startMs = Date.now() - 5_000;
  const created = await admin.request.post('/api/problem/createcontest', {
    data: {
      title,
      description: 'Scores count, made by the end-to-end tests.',
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(startMs + 10 * 60_000).toISOString(),
      problems: [problemId],
      scoring: 'ioi',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { contest: { _id: string } }).contest._id;
  try {
    const account = newAccount('olympian');
    await registerViaApi(page, account);
    const submitted = await page.request.post(`/api/submissions/submit/${problemId}`, {
      data: { code: PARTIAL_SOLUTION, language: 'javascript', contestId },
      timeout: 120_000,
    });
    expect(await submitted.json()).toMatchObject({ countedForContest: true, score: 60 });

    await page.goto(`/contest/${contestId}/leaderboard`);
    await expect(page.getByText(/^IOI rules: ranked by total score/)).toBeVisible();
    const board = page.getByRole('table', { name: 'Leaderboard' });
    await expect(board.getByRole('columnheader', { name: 'Time' })).toBeVisible();
    const row = board.getByRole('row').filter({ hasText: account.firstName });
    await expect(row.getByRole('cell').nth(2)).toHaveText('60');
    await expect(row.locator('[data-cell="partial"]')).toContainText('A: Score 60 of 100');
  } finally {
    await admin.request.delete(`/api/problem/contest/${contestId}`);
    await admin.request.delete(`/api/problem/delete/${problemId}`);
    await admin.close();
  }
});
