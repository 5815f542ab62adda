import { expect, test, type Browser, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi, type Account } from './support/accounts';
import { blockingViolations } from './support/axe';
import { createContestViaApi } from './support/contests';

// Issue 36: the jury's submission view (DOMjudge's): a contest's submissions filtered by problem,
// contestant and verdict (kept in the URL), each opening its source, language, contest minute and
// per-test results with the diff of a failed test; and, while the board is frozen, the jury
// switching between its live board and the one the public sees.

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

async function contestantPage(browser: Browser, prefix: string): Promise<{ page: Page; account: Account }> {
  const page = await (await browser.newContext()).newPage();
  const account = newAccount(prefix);
  await registerViaApi(page, account);
  return { page, account };
}

/** Sends `code` (Python) for the contest and waits for its verdict (the submit answers once judged). */
async function submitViaApi(page: Page, problemId: string, contestId: string, code: string): Promise<void> {
  const response = await page.request.post(`/api/submissions/submit/${problemId}`, {
    data: { code, language: 'python', contestId },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { countedForContest: boolean }).countedForContest).toBe(true);
}

/** Axe at both widths and in both themes on the screen as it is. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  for (const size of WIDTHS)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme });
      expect(await blockingViolations(page, `${label}, ${size.name}, ${colorScheme}`)).toBe('');
    }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the jury filters a contest’s submissions and opens one: source, language, minute and the diff of the failed test', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await (await browser.newContext()).newPage();
  await loginAsAdminViaApi(admin);
  const contest = await createContestViaApi(admin, {
    title: `Jury view ${Date.now().toString(36)}`,
    startInSeconds: -60,
    lengthSeconds: 30 * 60,
    problemCount: 2,
  });
  const [first, second] = contest.problemIds;
  const ann = await contestantPage(browser, 'ann');
  const bob = await contestantPage(browser, 'bob');
  await submitViaApi(ann.page, first!, contest.id, 'print(0)\n');
  await submitViaApi(bob.page, first!, contest.id, 'print(0)\n');
  await submitViaApi(bob.page, second!, contest.id, 'print(0)\n');

  try {
    await admin.goto(`/contest/${contest.id}/leaderboard`);
    await admin.getByText('Jury', { exact: true }).click();
    await admin.getByRole('link', { name: 'Submissions view' }).click({ timeout: 30_000 });
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`${contest.title}: submissions`);
    const rows = admin.getByTestId('jury-list-row');
    await expect(rows).toHaveCount(3);
    await expectAccessible(admin, 'jury submissions');

    // Problem A, then Ann: one row, and a reload keeps both filters (they are in the URL).
    await admin.getByLabel('Problem').selectOption({ index: 1 });
    await expect(rows).toHaveCount(2);
    await admin.getByLabel('Contestant').selectOption({ label: ann.account.firstName });
    await expect(rows).toHaveCount(1);
    await admin.reload();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(ann.account.firstName);
    await expect(admin.getByLabel('Contestant')).toHaveValue(/.+/);
    // No accepted submission: the verdict filter offers only what was given.
    await admin.getByLabel('Contestant').selectOption({ index: 0 });
    await admin.getByLabel('Problem').selectOption({ index: 0 });
    await expect(rows).toHaveCount(3);
    await admin.getByLabel('Verdict').selectOption({ label: 'Wrong Answer' });
    await expect(rows).toHaveCount(3);
    await admin.getByLabel('Contestant').selectOption({ label: ann.account.firstName });
    await expect(rows).toHaveCount(1);

    await rows.first().getByRole('link', { name: 'View' }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Submission by ${ann.account.firstName}`);
    await expect(admin.getByTestId('fact-contestant')).toHaveText(ann.account.firstName);
    await expect(admin.getByTestId('fact-problem')).toContainText('A: ');
    await expect(admin.getByTestId('fact-language')).toHaveText('Python');
    await expect(admin.getByTestId('fact-submitted')).toHaveText(/^Minute \d+ \(/);
    await expect(admin.getByTestId('fact-verdict')).toHaveText('Wrong Answer');
    await expect(admin.getByTestId('jury-source')).toContainText('print(0)');
    const tests = admin.getByTestId('jury-test');
    await expect(tests.last()).toContainText('Wrong Answer');
    await expect(tests.last()).toContainText(/\d+ ms/);
    // The failed test: the program's "0" beside the expected answer, the line marked as differing.
    const diff = admin.getByTestId('output-diff');
    await expect(diff).toHaveCount(1);
    await expect(diff).toContainText('First difference on line 1.');
    const firstLine = diff.locator('tbody tr').first();
    await expect(firstLine).toHaveAttribute('data-differs', 'true');
    await expect(firstLine.getByRole('cell').nth(2)).toHaveText('0');
    await expect(firstLine.getByRole('cell').nth(1)).not.toHaveText('0');
    await expectAccessible(admin, 'jury submission');

    // Back to the list, with its filters.
    await admin.getByRole('link', { name: 'Back to submissions' }).click();
    await expect(rows).toHaveCount(1);
    await expect(admin.getByLabel('Verdict')).toHaveValue('Wrong Answer');

    // A contestant is kept out of both screens, and the route refuses them.
    await ann.page.goto(`/contest/${contest.id}/jury/submissions`);
    await expect(ann.page.getByTestId('jury-list-row')).toHaveCount(0);
    const refused = await ann.page.request.get(`/api/problem/contest/${contest.id}/submissions`);
    expect(refused.status()).toBe(403);
  } finally {
    await admin.request.delete(`/api/problem/contest/${contest.id}`);
  }
});

test('while the board is frozen the jury switches between its live board and the public one', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await (await browser.newContext()).newPage();
  await loginAsAdminViaApi(admin);
  // Frozen from the start: every submission is hidden from the public.
  const contest = await createContestViaApi(admin, {
    title: `Jury freeze ${Date.now().toString(36)}`,
    startInSeconds: -60,
    lengthSeconds: 30 * 60,
    freezeMinutes: 30,
  });
  const cora = await contestantPage(browser, 'cora');
  await submitViaApi(cora.page, contest.problemIds[0]!, contest.id, 'print(0)\n');

  try {
    await admin.goto(`/contest/${contest.id}/leaderboard`);
    const row = admin.getByRole('row').filter({ hasText: cora.account.firstName });
    // The jury's own board: the wrong answer as it is.
    await expect(admin.getByRole('status').filter({ hasText: 'you see live results' })).toBeVisible();
    await expect(row.getByTitle('A: 1 rejected attempt')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Jury view' })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 30_000,
    });

    await admin.getByRole('button', { name: 'Public view' }).click();
    await expect(admin.getByRole('button', { name: 'Public view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(admin.getByRole('status').filter({ hasText: 'You see the board as the public does' })).toBeVisible();
    await expect(row.getByTitle('A: 1 attempt pending')).toBeVisible();
    // What another contestant sees: the same pending cell.
    const dee = await contestantPage(browser, 'dee');
    await dee.page.goto(`/contest/${contest.id}/leaderboard`);
    await expect(
      dee.page.getByRole('row').filter({ hasText: cora.account.firstName }).first().getByTitle(/^A: /),
    ).toHaveAttribute('title', 'A: 1 attempt pending');
    await expectAccessible(admin, 'leaderboard, public view');

    await admin.getByRole('button', { name: 'Jury view' }).click();
    await expect(row.getByTitle('A: 1 rejected attempt')).toBeVisible();
  } finally {
    await admin.request.delete(`/api/problem/contest/${contest.id}`);
  }
});
