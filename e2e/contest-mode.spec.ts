import { expect, test } from './support/fixtures';

import { loginAsAdmin, newAccount, registerViaApi } from './support/accounts';

// Issue 18: while a contest runs, its problems' help (AI tutor, discussions, editorial, others'
// solutions) is closed to contestants, even on the practice page; the board turns to ended
// by itself when the contest ends.

/** How long the contest still runs once created (seconds): long enough to look at four tabs. */
const REMAINING_SECONDS = 35;
const CLOSED = /^Closed during the contest "/;

test("a contestant sees no help on a running contest's problem, and the board turns to ended without a reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Mode ${Date.now().toString(36)}`;
  await loginAsAdmin(page);
  const problems = (await (await page.request.get('/api/problem/getAllProblem')).json()) as {
    _id: string;
    title: string;
  }[];
  const problem = problems.find((entry) => entry.title === 'Staircase Ways')!;
  const now = Date.now();
  const created = await page.request.post('/api/problem/createcontest', {
    data: {
      title,
      description: 'Contest mode check.',
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + REMAINING_SECONDS * 1000).toISOString(),
      problems: [problem._id],
      freezeMinutes: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { contest: { _id: string } }).contest._id;

  const contestant = await (await browser.newContext()).newPage();
  await registerViaApi(contestant, newAccount('contestant'));
  // The practice page of a problem that is in the running contest.
  await contestant.goto(`/problem/${problem._id}`);
  await expect(contestant.getByRole('heading', { name: 'Staircase Ways', level: 1 })).toBeVisible();
  for (const tab of ['Editorial', 'Solutions', 'CHAT with AI', 'Discussions']) {
    await contestant.getByRole('tab', { name: tab }).click();
    const panel = contestant.getByRole('tabpanel', { name: tab });
    await expect(panel.getByRole('status')).toContainText(CLOSED);
    await expect(panel.getByRole('status')).toContainText('Opens at');
    // Nothing of the tab itself: no chat box, no comment box, no video, no solution list.
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    await expect(panel.locator('video')).toHaveCount(0);
  }
  // And the server refuses the calls behind them, whatever the page does.
  const discussions = await contestant.request.get(`/api/comments/problem/${problem._id}`);
  expect(discussions.status()).toBe(403);

  // The leaderboard, open while the contest runs, turns to ended on its own.
  await contestant.goto(`/contest/${contestId}/leaderboard`);
  await expect(contestant.getByRole('heading', { name: `${title} Leaderboard` })).toBeVisible();
  await expect(contestant.getByText('RUNNING', { exact: true })).toBeVisible();
  await contestant.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));
  await expect(contestant.getByText('ENDED', { exact: true })).toBeVisible({
    timeout: (REMAINING_SECONDS + 20) * 1000,
  });
  expect(await contestant.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

  // Once it has ended, the help opens again.
  await contestant.goto(`/problem/${problem._id}`);
  await contestant.getByRole('tab', { name: 'Discussions' }).click();
  const discussionsPanel = contestant.getByRole('tabpanel', { name: 'Discussions' });
  await expect(discussionsPanel.getByRole('textbox')).toHaveCount(1);
  await expect(discussionsPanel.getByText(CLOSED)).toHaveCount(0);
});
