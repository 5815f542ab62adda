import { expect, test, type Browser, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { createContestViaApi } from './support/contests';

// Issue 20: a signed-in user opening the screens of a contest that has not started saw four 403s
// in the console. The screens now learn the start from the contests list and ask for the inside
// (problems, standings, the socket room) only once it has started.

/** Records every console error, uncaught page error and 4xx/5xx answer the page gets. */
function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return failures;
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAsAdminViaApi(page);
  return page;
}

test('the screens of an upcoming contest count down without a refused request or a console error', async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  const later = await createContestViaApi(admin, {
    title: `Later ${Date.now().toString(36)}`,
    startInSeconds: 3_600,
    lengthSeconds: 3_600,
  });

  await registerViaApi(page, newAccount('early'));
  const failures = recordFailures(page);

  // Opened by its address (nothing cached): title, times and the countdown, no problems.
  await page.goto(`/contest/${later.id}`);
  await expect(page.getByRole('heading', { name: later.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Contest clock' })).toContainText(/UPCOMING.*Starts in 59m \d\ds/);
  await expect(page.getByText('This contest has not started yet. Its problems appear when it starts.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(await blockingViolations(page, 'upcoming contest detail'), 'axe violations').toBe('');

  // A problem of the contest waits for the start too.
  await page.goto(`/contest/${later.id}/problem/${later.problemIds[0]}`);
  await expect(page.getByRole('alert')).toHaveText('This contest has not started yet.');
  await expect(page.getByRole('timer', { name: 'Contest clock' })).toContainText('Starts in');

  // The leaderboard counts down instead of asking for a board it may not see; the socket that
  // connects meanwhile does not make it ask either.
  await page.goto(`/contest/${later.id}/leaderboard`);
  await expect(page.getByRole('heading', { name: `${later.title} Leaderboard` })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Contest clock' })).toContainText('Starts in');
  expect(await blockingViolations(page, 'upcoming contest leaderboard'), 'axe violations').toBe('');
  await page.getByRole('link', { name: 'Back to contest' }).click();
  await expect(page.getByRole('heading', { name: later.title, level: 1 })).toBeVisible();

  // From the contests list, where the card says when it starts.
  await page.goto('/contests');
  await expect(page.getByRole('article').filter({ hasText: later.title }).getByText('UPCOMING')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(failures).toEqual([]);

  // At the start the detail and the board open by themselves, and close at the end, still without
  // a refused request. (Short: while it runs its problem's help is closed, which later specs would meet.)
  const soon = await createContestViaApi(admin, {
    title: `Soon ${Date.now().toString(36)}`,
    startInSeconds: 5,
    lengthSeconds: 6,
  });
  const board = await page.context().newPage();
  const boardFailures = recordFailures(board);
  await page.goto(`/contest/${soon.id}`);
  await board.goto(`/contest/${soon.id}/leaderboard`);
  await expect(page.getByRole('timer', { name: 'Contest clock' })).toContainText('Starts in');
  await expect(board.getByRole('timer', { name: 'Contest clock' })).toContainText('Starts in');
  await expect(page.getByRole('link', { name: /^Solve Now: / })).toBeVisible({ timeout: 15_000 });
  await expect(board.getByText('No submissions yet.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Participation Closed' })).toBeVisible({ timeout: 20_000 });
  await expect(board.getByText('ENDED', { exact: true })).toBeVisible({ timeout: 10_000 });
  expect([...failures, ...boardFailures]).toEqual([]);
});
