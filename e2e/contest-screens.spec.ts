import { expect, test, type Browser, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';

// Issue 22, item 6: the contest screens at Codeforces' level, walked as a contestant would: the
// ticking countdowns, the description as Markdown, the A/B/C switcher, the board's totals and
// tie-break, the board on a phone, and the admin's locked fields on a running contest.

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAsAdminViaApi(page);
  return page;
}

async function createContest(
  admin: Page,
  options: { title: string; startInSeconds: number; lengthSeconds: number; freezeMinutes: number },
): Promise<{ id: string; problemIds: string[] }> {
  const problems = (await (await admin.request.get('/api/problem/getAllProblem')).json()) as { _id: string }[];
  const problemIds = problems.slice(0, 3).map((problem) => problem._id);
  const startMs = Date.now() + options.startInSeconds * 1_000;
  const created = await admin.request.post('/api/problem/createcontest', {
    data: {
      title: options.title,
      description: `**Read all three problems.**\n\n<script>window.hacked = true</script>\n\n- ask the jury\n- no sharing`,
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(startMs + options.lengthSeconds * 1_000).toISOString(),
      problems: problemIds,
      freezeMinutes: options.freezeMinutes,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { contest: { _id: string } }).contest._id, problemIds };
}

test('the contest screens: countdowns, Markdown, letters, totals, the phone board and locked fields', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const admin = await adminPage(browser);
  const running = await createContest(admin, {
    title: `Round ${suffix}`,
    startInSeconds: -60,
    lengthSeconds: 2 * 3_600,
    freezeMinutes: 60,
  });
  const upcoming = await createContest(admin, {
    title: `Later ${suffix}`,
    startInSeconds: 3_600,
    lengthSeconds: 3_600,
    freezeMinutes: 0,
  });

  await registerViaApi(page, newAccount('screens'));
  const rejected = await page.request.post(`/api/submissions/submit/${running.problemIds[0]}`, {
    data: { code: 'console.log(0)', language: 'javascript', contestId: running.id },
  });
  expect(((await rejected.json()) as { countedForContest?: boolean }).countedForContest).toBe(true);

  // The cards count down, each second.
  await page.goto('/contests');
  const soonClock = page.getByRole('timer', { name: `Later ${suffix} clock` });
  await expect(soonClock).toContainText(/Starts in 59m \d\ds/);
  await expect(page.getByRole('timer', { name: `Round ${suffix} clock` })).toContainText(/Ends in 1h 58m \d\ds/);
  const before = await soonClock.textContent();
  await expect(soonClock).not.toHaveText(before ?? '', { timeout: 3_000 });

  // The upcoming page: its description (Markdown rendered, the script gone) and Register.
  await page.goto(`/contest/${upcoming.id}`);
  const upcomingDescription = page.getByTestId('contest-description');
  await expect(upcomingDescription.locator('strong')).toHaveText('Read all three problems.');
  await expect(upcomingDescription.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: `Register for Later ${suffix}` }).click();
  await expect(page.getByText('Registered', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();

  // The running contest: the description as Markdown and the freeze in words.
  await page.goto(`/contest/${running.id}`);
  await expect(page.getByTestId('contest-description').getByRole('listitem')).toHaveText([
    'ask the jury',
    'no sharing',
  ]);
  await expect(page.getByText('The scoreboard freezes for the last 60 minutes.')).toBeVisible();

  // The problem screen: A/B/C, the current one marked, and the way back to the contest and the board.
  await page
    .getByRole('link', { name: /^Solve Now: / })
    .first()
    .click();
  const letters = page.getByRole('navigation', { name: 'Contest problems' });
  await expect(letters.getByRole('listitem')).toHaveText(['A', 'B', 'C']);
  await expect(letters.getByRole('link', { name: /^Problem A: / })).toHaveAttribute('aria-current', 'page');
  await letters.getByRole('link', { name: /^Problem C: / }).click();
  await expect(page).toHaveURL(`/contest/${running.id}/problem/${running.problemIds[2]}`);
  await expect(letters.getByRole('link', { name: /^Problem C: / })).toHaveAttribute('aria-current', 'page');
  await letters.getByRole('link', { name: 'Board' }).click();

  // The board: its clock, no Id or Score, the tie-break's column and the totals at its foot.
  await expect(page).toHaveURL(`/contest/${running.id}/leaderboard`);
  await expect(page.getByRole('timer', { name: 'Contest clock' })).toContainText(/Ends in 1h 5\dm \d\ds/);
  await expect(page.getByText(/The board freezes for the last 60 minutes/)).toBeVisible();
  const board = page.getByRole('table', { name: 'Leaderboard' });
  await expect(board.getByRole('columnheader')).toHaveText([
    'Rank',
    'Name',
    'Solved',
    'Penalty',
    'Last AC',
    'A',
    'B',
    'C',
  ]);
  const foot = board.locator('tfoot');
  await expect(foot.getByRole('rowheader')).toHaveText('Solved / tried');
  await expect(foot.getByRole('cell').nth(0)).toContainText('A: 0 solved of 1 tried');
  await expect(foot.getByRole('cell').nth(1)).toContainText('B: 0 solved of 0 tried');

  // On a phone the problem columns scroll inside the board's frame; names stay on one line.
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = board.locator('xpath=..');
  const widths = await frame.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const name = board.getByRole('row').nth(1).getByRole('cell').nth(1).locator('a, span.whitespace-nowrap').first();
  const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
  expect((await name.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  expect(await blockingViolations(page, 'contest leaderboard on a phone'), 'axe violations').toBe('');

  // The admin editing the running contest sees what is locked before saving.
  await admin.goto(`/admin/contests/${running.id}/edit`);
  await expect(admin.getByRole('note')).toContainText(
    'Locked while the contest runs: start time, freeze, scoring, problems',
  );
  await expect(admin.getByLabel('Start time')).toBeDisabled();
  await expect(admin.getByLabel('Freeze (minutes)')).toBeDisabled();
  await expect(admin.getByLabel('End time')).toBeEnabled();
  await expect(admin.getByLabel('Title', { exact: true })).toBeEnabled();

  await admin.request.delete(`/api/problem/contest/${running.id}`);
  await admin.request.delete(`/api/problem/contest/${upcoming.id}`);
  await admin.context().close();
});
