import { expect, test, type Browser, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { expectEditorToContain, replaceEditorContent } from './support/editor';
import { STAIRCASE_SOLUTION, staircaseId } from './support/staircase';

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

// Issue 36: what a contestant expects, as on Codeforces: the contest's screens show their results in
// the contest (not practice), the letters are green when solved and red when tried, the cards name
// the rules, and an ended contest offers its problems for practice.

const schemes = ['light', 'dark'] as const;
const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function axeEverywhere(page: Page, label: string): Promise<void> {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    for (const colorScheme of schemes) {
      await page.emulateMedia({ colorScheme });
      const where = `${label} at ${viewport.width} px, ${colorScheme}`;
      expect(await blockingViolations(page, where), 'axe violations').toBe('');
    }
  }
  await page.setViewportSize(widths[0]!);
  await page.emulateMedia({ colorScheme: 'light' });
}

test("a contest problem shows the contest's result, not practice's; letters mark solved and tried", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const admin = await adminPage(browser);
  const problems = (await (await admin.request.get('/api/problem/getAllProblem')).json()) as { _id: string }[];
  const staircase = await staircaseId(admin);
  const others = problems.map((problem) => problem._id).filter((id) => id !== staircase);
  const startMs = Date.now() - 60_000;
  const created = await admin.request.post('/api/problem/createcontest', {
    data: {
      title: `Marks ${suffix}`,
      description: 'Three problems.',
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(startMs + 2 * 3_600_000).toISOString(),
      problems: [staircase, others[0], others[1]],
      rated: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { contest: { _id: string } }).contest._id;

  await registerViaApi(page, newAccount('marks'));
  // Solved in practice first, then a Wrong Answer in the contest.
  const practice = await page.request.post(`/api/submissions/submit/${staircase}`, {
    data: { code: STAIRCASE_SOLUTION, language: 'javascript' },
  });
  expect(((await practice.json()) as { status: string }).status).toBe('accepted');
  const wrong = await page.request.post(`/api/submissions/submit/${staircase}`, {
    data: { code: 'console.log(0)', language: 'javascript', contestId },
  });
  expect(((await wrong.json()) as { status: string }).status).toBe('wrong');

  // The card names the rules, whether it is rated, and the length.
  await page.goto('/contests');
  const card = page.getByRole('article', { name: `Marks ${suffix}` });
  await expect(card).toContainText('ICPC · rated · 2 h');

  // The contest's view of the problem: tried, not the practice Solved; the letter red.
  await page.goto(`/contest/${contestId}/problem/${staircase}`);
  const header = page.getByRole('region', { name: 'Problem' }).locator('header').first();
  await expect(header.getByText('Tried, not solved', { exact: true })).toBeVisible();
  await expect(header.getByText('Solved', { exact: true })).toHaveCount(0);
  const letters = page.getByRole('navigation', { name: 'Contest problems' });
  await expect(letters.getByRole('link', { name: /^Problem A: .*, tried, not solved$/ })).toHaveAttribute(
    'data-result',
    'tried',
  );
  await expect(letters.getByRole('link', { name: /^Problem B: / })).not.toHaveAttribute('data-result', /.*/);
  await axeEverywhere(page, 'contest problem with a tried letter');

  // Practice keeps its own mark.
  await page.goto(`/problem/${staircase}`);
  await expect(
    page.getByRole('region', { name: 'Problem' }).locator('header').first().getByText('Solved', { exact: true }),
  ).toBeVisible();

  // Solving it in the contest turns the badge and the letter green at once.
  await page.goto(`/contest/${contestId}/problem/${staircase}`);
  await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
  await expectEditorToContain(page, 'function solve');
  await replaceEditorContent(page, STAIRCASE_SOLUTION);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Result' }).getByRole('heading', { name: 'Accepted' })).toBeVisible({
    timeout: 90_000,
  });
  await expect(header.getByText('Solved', { exact: true })).toBeVisible();
  await expect(header.getByText('Tried, not solved', { exact: true })).toHaveCount(0);
  await expect(letters.getByRole('link', { name: /^Problem A: .*, solved$/ })).toHaveAttribute('data-result', 'solved');
  await axeEverywhere(page, 'contest problem with a solved letter');

  // Another contestant's letters and badge are their own: nothing yet.
  const other = await (await browser.newContext()).newPage();
  await registerViaApi(other, newAccount('marks-other'));
  await other.goto(`/contest/${contestId}/problem/${staircase}`);
  await expect(other.getByRole('navigation', { name: 'Contest problems' })).toBeVisible();
  await expect(other.getByRole('navigation', { name: 'Contest problems' }).locator('[data-result]')).toHaveCount(0);
  await other.context().close();

  await admin.request.delete(`/api/problem/contest/${contestId}`);
  await admin.context().close();
});

test('an ended contest offers its problems for practice, and its card says IOI, unrated and its length', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const admin = await adminPage(browser);
  const problems = (await (await admin.request.get('/api/problem/getAllProblem')).json()) as {
    _id: string;
    title: string;
  }[];
  const chosen = problems.slice(0, 2);
  const startMs = Date.now() - 3 * 3_600_000;
  const created = await admin.request.post('/api/problem/createcontest', {
    data: {
      title: `Past ${suffix}`,
      description: 'Over already.',
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(startMs + 90 * 60_000).toISOString(),
      problems: chosen.map((problem) => problem._id),
      scoring: 'ioi',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { contest: { _id: string } }).contest._id;

  await registerViaApi(page, newAccount('past'));
  await page.goto('/contests');
  await expect(page.getByRole('article', { name: `Past ${suffix}` })).toContainText('IOI · unrated · 1 h 30 min');
  await axeEverywhere(page, 'contests list');

  await page.goto(`/contest/${contestId}`);
  await expect(page.getByRole('button', { name: 'Participation Closed' }).first()).toBeDisabled();
  const practise = page.getByRole('link', { name: `Practise: ${chosen[0]!.title}`, exact: true });
  await expect(practise).toHaveAttribute('href', `/problem/${chosen[0]!._id}`);
  await axeEverywhere(page, 'ended contest detail');
  await practise.click();
  await expect(page).toHaveURL(`/problem/${chosen[0]!._id}`);
  await expect(page.getByRole('heading', { name: chosen[0]!.title, level: 1 })).toBeVisible();

  await admin.request.delete(`/api/problem/contest/${contestId}`);
  await admin.context().close();
});
