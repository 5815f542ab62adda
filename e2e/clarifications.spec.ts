import { expect, test, type Browser, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { createContestViaApi } from './support/contests';

// Issue 22: a contestant asks the jury on the contest problem screen; the admin, on the contest
// screen, sees the badge and answers; the contestant sees the answer live, without a reload.

/** A browser of its own, in the theme given (both themes are checked: the jury dark, the contestant light). */
async function pageIn(browser: Browser, options: { colorScheme: 'light' | 'dark'; width?: number }): Promise<Page> {
  const context = await browser.newContext({
    colorScheme: options.colorScheme,
    ...(options.width ? { viewport: { width: options.width, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

/** Whether the page scrolls sideways (it must not at phone width). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a question is asked, seen by the jury and answered live', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await pageIn(browser, { colorScheme: 'dark' });
  await loginAsAdminViaApi(admin);
  const contest = await createContestViaApi(admin, {
    title: `Questions ${Date.now().toString(36)}`,
    startInSeconds: -60,
    lengthSeconds: 3_600,
    problemCount: 2,
  });

  // The contestant, on a phone, registers and opens the first problem of the contest.
  const contestant = await pageIn(browser, { colorScheme: 'light', width: 390 });
  await registerViaApi(contestant, newAccount('asker'));
  const registered = await contestant.request.post(`/api/problem/contest/${contest.id}/register`);
  expect(registered.status()).toBe(200);
  await contestant.goto(`/contest/${contest.id}/problem/${contest.problemIds[0]}`);
  await contestant.getByRole('button', { name: 'Clarifications' }).click();
  const panel = contestant.getByRole('dialog', { name: 'Clarifications' });
  await panel.getByLabel('Question about').selectOption({ index: 1 });
  await panel.getByLabel('Your question').fill('May the input end without a newline?');
  await panel.getByRole('button', { name: 'Ask the jury' }).click();
  await expect(panel.getByText("Waiting for the jury's answer.")).toBeVisible();
  expect(await scrollsSideways(contestant)).toBe(false);
  expect(await blockingViolations(contestant, 'contestant panel (light, 390 px)', 'dialog[open]')).toBe('');
  await panel.getByRole('button', { name: 'Close clarifications' }).click();

  // The admin, on the contest screen, sees one question waiting and answers it privately.
  await admin.goto(`/contest/${contest.id}`);
  await admin.getByRole('button', { name: 'Clarifications, 1 unanswered' }).click();
  const queue = admin.getByRole('dialog', { name: 'Clarifications' });
  await expect(queue.getByRole('heading', { name: 'Unanswered questions (1)' })).toBeVisible();
  await expect(queue.getByText('May the input end without a newline?')).toBeVisible();
  expect(await blockingViolations(admin, 'jury panel (dark)', 'dialog[open]')).toBe('');
  await queue.getByLabel('Answer', { exact: true }).fill('Yes: read until the end of the input.');
  await queue.getByRole('button', { name: 'Send answer' }).click();
  await expect(queue.getByRole('heading', { name: 'Unanswered questions (0)' })).toBeVisible();

  // The contestant's page, never reloaded, shows a toast and an unread badge; the panel has the answer.
  await expect(contestant.getByTestId('clarification-toast')).toContainText('Yes: read until the end of the input.');
  await contestant.getByRole('button', { name: 'Clarifications, 1 unread' }).click();
  await expect(panel.getByText('Yes: read until the end of the input.')).toBeVisible();
  expect(await scrollsSideways(contestant)).toBe(false);
  await panel.getByRole('button', { name: 'Close clarifications' }).click();
  await expect(contestant.getByRole('button', { name: 'Clarifications', exact: true })).toBeVisible();

  // An announcement reaches the contestant live on the leaderboard too.
  await contestant.goto(`/contest/${contest.id}/leaderboard`);
  await expect(contestant.getByRole('button', { name: 'Clarifications', exact: true })).toBeVisible();
  // The page's socket watches the contest once connected; give it that moment before announcing.
  await contestant.waitForTimeout(1_000);
  await queue.getByLabel('Announcement', { exact: true }).fill('Problem B: the limits are now n ≤ 1000.');
  await queue.getByRole('button', { name: 'Announce to everyone' }).click();
  await expect(contestant.getByTestId('clarification-toast')).toContainText('Problem B: the limits are now n ≤ 1000.');
  await expect(contestant.getByRole('button', { name: 'Clarifications, 1 unread' })).toBeVisible();
});
