import { expect, test, type Browser, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';

// Issue 36: the jury's bulk actions (rejudge a problem or the contest, finalise) ask first and say
// how many submissions they touch; the problem picker filters the jury's list of submissions.

/** The contest ends this long after it is created: long enough to submit three times. */
const LENGTH_FROM_NOW_SECONDS = 45;

async function pageFor(browser: Browser, account: 'admin' | 'contestant'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (account === 'admin') await loginAsAdminViaApi(page);
  else await registerViaApi(page, newAccount('jury'));
  return page;
}

async function submitViaApi(page: Page, problemId: string, contestId: string): Promise<void> {
  const response = await page.request.post(`/api/submissions/submit/${problemId}`, {
    data: { code: 'print(0)\n', language: 'python', contestId },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { countedForContest: boolean }).countedForContest).toBe(true);
}

test('the jury filters by problem and confirms a rejudge and the finalising with what they will do', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await pageFor(browser, 'admin');
  const problems = (await (await admin.request.get('/api/problem/getAllProblem')).json()) as { _id: string }[];
  const [first, second] = problems.map((problem) => problem._id);
  const now = Date.now();
  const endMs = now + LENGTH_FROM_NOW_SECONDS * 1_000;
  const created = await admin.request.post('/api/problem/createcontest', {
    data: {
      title: `Jury ${now.toString(36)}`,
      description: 'Two problems, results at the ceremony.',
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(endMs).toISOString(),
      finalize: 'manual',
      problems: [first, second],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { contest: { _id: string } }).contest._id;

  const contestant = await pageFor(browser, 'contestant');
  await submitViaApi(contestant, first!, contestId);
  await submitViaApi(contestant, first!, contestId);
  await submitViaApi(contestant, second!, contestId);

  await admin.goto(`/contest/${contestId}/leaderboard`);
  await admin.getByText('Jury', { exact: true }).click();
  const rows = admin.getByTestId('jury-submission');
  await expect(rows).toHaveCount(3);
  // Picking problem A lists only its two submissions.
  await admin.getByLabel('Problem', { exact: true }).selectOption({ index: 1 });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row.getByRole('cell').nth(2)).toHaveText('A');

  // The rejudge asks first; Cancel sends nothing back to the judge.
  await admin.getByRole('button', { name: 'Rejudge problem' }).click();
  const question = admin.getByRole('alertdialog', { name: 'Rejudge 2 submissions of problem A?' });
  await expect(question).toBeVisible();
  expect(await blockingViolations(admin, 'rejudge question')).toBe('');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Judging…' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Wrong Answer' })).toHaveCount(2);
  // Confirmed, both go back to the judge and come back with a verdict before and after.
  await admin.getByRole('button', { name: 'Rejudge problem' }).click();
  await question.getByRole('button', { name: 'Rejudge' }).click();
  await expect(rows.filter({ hasText: /Wrong Answer.*Wrong Answer/ })).toHaveCount(2, {
    timeout: 60_000,
  });

  // Every problem again: the whole contest's three.
  await admin.getByLabel('Problem', { exact: true }).selectOption({ index: 0 });
  await expect(rows).toHaveCount(3);
  await admin.getByRole('button', { name: 'Rejudge contest' }).click();
  const whole = admin.getByRole('alertdialog', { name: 'Rejudge 3 submissions of the whole contest?' });
  await expect(whole).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(whole).toHaveCount(0);

  // After the end, finalising warns that it cannot be undone; until confirmed the results stay unfinalised.
  await admin.waitForTimeout(Math.max(0, endMs - Date.now() + 2_000));
  await admin.reload();
  await admin.getByText('Jury', { exact: true }).click();
  await admin.getByRole('button', { name: 'Finalise results' }).click();
  const finalise = admin.getByRole('alertdialog', { name: 'Finalise results?' });
  await expect(finalise).toContainText('This cannot be undone and applies ratings.');
  await finalise.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.getByRole('button', { name: 'Finalise results' })).toBeVisible();
  const board = (await (await contestant.request.get(`/api/leader/contest/${contestId}/standings`)).json()) as {
    finalized: boolean;
  };
  expect(board.finalized).toBe(false);
  await admin.getByRole('button', { name: 'Finalise results' }).click();
  await finalise.getByRole('button', { name: 'Finalise' }).click();
  await expect(admin.getByRole('button', { name: 'Finalise results' })).toHaveCount(0);
});
