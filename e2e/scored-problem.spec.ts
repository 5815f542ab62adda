import { expect, test, type APIRequestContext, type Locator, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { E2E_ADMIN } from './support/constants';
import { expectEditorToContain, replaceEditorContent } from './support/editor';
import { hiddenParts } from './support/layout';

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

/**
 * A partial score's look (issue 36): the amber of a warning and a half-filled circle, never the red
 * and ✕ of a rejection nor the green and ✓ of an accept. `label` holds the verdict's words.
 */
async function expectPartialLook(label: Locator): Promise<void> {
  await expect(label).toHaveAttribute('data-status', 'partial');
  await expect(label).toHaveClass(/\btext-warning\b/);
  await expect(label).not.toHaveClass(/\btext-(error|success)\b/);
  await expect(label.locator('svg')).toHaveClass(/\blucide-contrast\b/);
}

/**
 * Axe finds nothing serious at a phone's width and a desktop's, in both themes. With `ready`, the
 * page is opened afresh at each width (as a phone opens it) and checked once `ready` shows.
 */
async function expectAxeClean(page: Page, label: string, ready?: Locator): Promise<void> {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    if (ready) {
      await page.reload();
      await expect(ready).toBeVisible();
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(
        await blockingViolations(page, `${label} at ${viewport.width} px (${colorScheme})`),
        'axe violations',
      ).toBe('');
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

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
    await expectPartialLook(result.getByRole('heading', { name: 'Partially Accepted' }).locator('[data-status]'));
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
    await expectPartialLook(submissions.getByRole('row').nth(1).locator('[data-status]'));

    // Every column shows, Submitted included: all of them at once at a desktop's width, and on a
    // phone by swiping the table sideways inside its box; no pane or sticky column hides one (issue 36).
    const headers = await submissions.getByRole('columnheader').allTextContents();
    const submittedColumn = headers.indexOf('Submitted');
    expect(submittedColumn, headers.join(', ')).toBeGreaterThan(0);
    for (const viewport of [
      { width: 1440, height: 900, scroll: false },
      { width: 390, height: 844, scroll: true },
    ]) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const header = submissions.getByRole('columnheader', { name: 'Submitted' });
      const cell = submissions.getByRole('row').nth(1).getByRole('cell').nth(submittedColumn);
      await expect(cell).toHaveText(/\d/);
      for (const [name, part] of [
        ['header', header],
        ['cell', cell],
      ] as const) {
        await expect(part).toBeVisible();
        expect(await hiddenParts(part, viewport), `Submitted ${name} at ${viewport.width} px`).toEqual([]);
      }
    }
    await expectAxeClean(page, 'scored submissions');

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

    // The dashboard's recent submissions give the partial score the same look.
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent submissions' });
    await expectPartialLook(recent.locator('[data-status]').filter({ hasText: 'Partially Accepted' }));
    await expectAxeClean(page, 'dashboard with a partial score', recent);
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
    // Saving stays on the problem's page and says so (issue 36: no alert, no jump away).
    await expect(page.getByRole('status').filter({ hasText: 'Problem saved.' })).toBeVisible({ timeout: 120_000 });
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

test("an IOI contest's leaderboard ranks by score and shows each problem's; the dashboard and profile show the score", async ({
  page,
  browser,
}) => {
  const admin = await browser.newContext();
  const { problemId } = await createScoredProblem(admin.request);
  const title = `Olympiad ${Date.now().toString(36)}`;
  const startMs = Date.now() - 5_000;
  // Short, so that it has ended (and so is history on the dashboard and the profile) within the test.
  const endMs = startMs + 75_000;
  const created = await admin.request.post('/api/problem/createcontest', {
    data: {
      title,
      description: 'Scores count, made by the end-to-end tests.',
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(endMs).toISOString(),
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

    // Issue 36: once it has ended, the dashboard's contest history and the public profile give the
    // score out of the full score, not "0 solved" (a partial score solves nothing).
    await page.waitForTimeout(Math.max(0, endMs - Date.now() + 1_000));
    await page.goto('/dashboard');
    const history = page.getByRole('region', { name: 'Contest history' });
    const historyRow = history.getByRole('row').filter({ hasText: title });
    await expect(historyRow).toContainText('60 / 100 points');
    await expect(historyRow).not.toContainText('solved');
    await expectAxeClean(page, 'dashboard with an IOI contest', historyRow);
    await page.getByRole('link', { name: /^View your public profile/ }).click();
    const profileRow = page.getByRole('region', { name: 'Contests' }).getByRole('row').filter({ hasText: title });
    await expect(profileRow).toContainText('60 / 100 points');
    await expect(profileRow).not.toContainText('solved');
    await expectAxeClean(page, 'profile with an IOI contest', profileRow);
  } finally {
    await admin.request.delete(`/api/problem/contest/${contestId}`);
    await admin.request.delete(`/api/problem/delete/${problemId}`);
    await admin.close();
  }
});
