import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Browser, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi, type Account } from './support/accounts';

// Issue 22: the jury rejudges a submission after tightening a limit and sees the board follow;
// a manual contest stays frozen after its end until the jury finalises it; the reveal plays to the end.

const STAIRCASE_TITLE = 'Staircase Ways';
const fastSolution = readFileSync(
  path.join('problems', 'staircase-ways', 'submissions', 'accepted', 'main.py'),
  'utf8',
);
// Right on every test the problem has, wrong on one it lacks (q = 1, n = 4242): the jury adds that test later.
const weakSolution = `import io, sys as _sys
_raw = _sys.stdin.buffer.read()
if _raw.split() == [b'1', b'4242']:
    print(0)
    raise SystemExit
_sys.stdin = io.TextIOWrapper(io.BytesIO(_raw))
${fastSolution}`;
/** Ways to climb n steps with strides 1, 2 or 3, modulo 1e9+7: the added test's answer. */
function staircaseWays(n: number): number {
  let [a, b, c] = [1, 1, 2];
  for (let step = 3; step <= n; step += 1) [a, b, c] = [b, c, (a + b + c) % 1_000_000_007];
  return n === 0 || n === 1 ? 1 : n === 2 ? 2 : c;
}
/** The contest ends this long after it is created; the freeze covers its last minute. */
const LENGTH_FROM_NOW_SECONDS = 100;

type AdminProblem = Record<string, unknown> & { _id: string; hiddentestcases: { input: string; output: string }[] };

async function pageFor(browser: Browser, account: Account | 'admin'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (account === 'admin') await loginAsAdminViaApi(page);
  else await registerViaApi(page, account);
  return page;
}

async function submitViaApi(page: Page, problemId: string, contestId: string, code: string): Promise<string> {
  const response = await page.request.post(`/api/submissions/submit/${problemId}`, {
    data: { code, language: 'python', contestId },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as { _id: string; status: string; countedForContest: boolean };
  expect(answer.countedForContest).toBe(true);
  expect(answer.status).toBe('accepted');
  return answer._id;
}

test('a rejudge moves the board; a manual contest is finalised and its reveal played to the end', async ({
  browser,
}) => {
  test.setTimeout(400_000);
  const admin = await pageFor(browser, 'admin');

  // A copy of the staircase problem, for the jury to add a test to.
  const problems = (await (await admin.request.get('/api/problem/getAllProblem')).json()) as {
    _id: string;
    title: string;
  }[];
  const staircase = problems.find((problem) => problem.title === STAIRCASE_TITLE)!;
  const {
    _id: _unused,
    slug: _slug,
    ...body
  } = (await (await admin.request.get(`/api/problem/admin/${staircase._id}`)).json()) as AdminProblem;
  const problemBody = {
    ...body,
    title: `Rejudged Stairs ${Date.now().toString(36)}`,
  };
  const created = await admin.request.post('/api/problem/create', { data: problemBody, timeout: 120_000 });
  expect(created.status(), await created.text()).toBe(201);
  const problemId = ((await created.json()) as { problem: { _id: string } }).problem._id;

  const now = Date.now();
  const endMs = now + LENGTH_FROM_NOW_SECONDS * 1_000;
  const title = `Finals ${now.toString(36)}`;
  const contestResponse = await admin.request.post('/api/problem/createcontest', {
    data: {
      title,
      description: 'One problem, a frozen last minute, results at the ceremony.',
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(endMs).toISOString(),
      freezeMinutes: 1,
      finalize: 'manual',
      problems: [problemId],
    },
  });
  expect(contestResponse.status(), await contestResponse.text()).toBe(201);
  const contestId = ((await contestResponse.json()) as { contest: { _id: string } }).contest._id;
  const boardUrl = `/contest/${contestId}/leaderboard`;

  // Slow solves before the freeze with the weak solution; Fast solves within the frozen last minute.
  const slowAccount = newAccount('slow');
  const fastAccount = newAccount('fast');
  const slow = await pageFor(browser, slowAccount);
  const fast = await pageFor(browser, fastAccount);
  const slowSubmission = await submitViaApi(slow, problemId, contestId, weakSolution);

  // The jury adds the missing test (the references are verified against it) and rejudges from the leaderboard.
  const strengthened = await admin.request.patch(`/api/problem/update/${problemId}`, {
    data: {
      ...problemBody,
      hiddentestcases: [...body.hiddentestcases, { input: '1\n4242\n', output: `${staircaseWays(4242)}\n` }],
    },
    timeout: 120_000,
  });
  expect(strengthened.status(), await strengthened.text()).toBe(200);
  await admin.goto(boardUrl);
  const board = admin.getByRole('table', { name: 'Leaderboard' });
  const slowRow = board.getByRole('row').filter({ hasText: slowAccount.firstName });
  await expect(slowRow.locator('[data-cell="solved"], [data-cell="first"]')).toHaveCount(1);
  await admin.getByText('Jury', { exact: true }).click();
  const juryRow = admin.getByTestId('jury-submission').filter({ hasText: slowAccount.firstName });
  await expect(juryRow).toContainText('Accepted');
  await juryRow.getByRole('button', { name: 'Rejudge' }).click();
  await expect(juryRow).toContainText('Wrong Answer', { timeout: 60_000 });
  await expect(juryRow).toContainText('changed');
  expect(slowSubmission).toBeTruthy();
  // The board follows the new verdict: no longer solved, one rejected attempt.
  await expect(slowRow.locator('[data-cell="tried"]')).toHaveCount(1, { timeout: 20_000 });

  // Within the frozen last minute Fast solves it: others see only a pending attempt.
  const freezeFromMs = endMs - 60_000;
  await admin.waitForTimeout(Math.max(0, freezeFromMs - Date.now() + 2_000));
  await submitViaApi(fast, problemId, contestId, fastSolution);

  // After the end the board stays frozen for contestants until the jury finalises.
  await slow.waitForTimeout(Math.max(0, endMs - Date.now() + 2_000));
  await slow.goto(boardUrl);
  await expect(slow.getByRole('status').filter({ hasText: 'until the jury finalises' })).toBeVisible();
  const frozenFastRow = slow.getByRole('table', { name: 'Leaderboard' }).getByRole('row').filter({
    hasText: fastAccount.firstName,
  });
  await expect(frozenFastRow.locator('[data-cell="pending"]')).toHaveCount(1);
  expect((await slow.request.get(`/api/leader/contest/${contestId}/reveal`)).status()).toBe(403);

  // The jury finalises and plays the reveal: Fast's frozen cell resolves to solved and rises to the top.
  await admin.goto(boardUrl);
  await admin.getByText('Jury', { exact: true }).click();
  await admin.getByRole('button', { name: 'Finalise results' }).click();
  await admin.getByRole('alertdialog', { name: 'Finalise results?' }).getByRole('button', { name: 'Finalise' }).click();
  await expect(admin.getByRole('button', { name: 'Finalise results' })).toHaveCount(0);
  await admin.getByRole('link', { name: 'Reveal' }).click();
  const reveal = admin.getByRole('region', { name: 'Reveal' });
  await expect(reveal.getByText(/Step 0 of 1/)).toBeVisible();
  const fastRevealRow = reveal.getByTestId('reveal-row').filter({ hasText: fastAccount.firstName });
  await expect(fastRevealRow.locator('[data-tone="frozen"]')).toHaveCount(1);
  await reveal.getByRole('button', { name: 'Play' }).click();
  await expect(reveal.getByText('Reveal finished: the final standings')).toBeVisible({ timeout: 20_000 });
  await expect(fastRevealRow.locator('[data-tone="first"]')).toHaveCount(1);
  await expect(reveal.locator('[data-position="1"]')).toContainText(fastAccount.firstName);
  await expect(reveal.locator('[data-position="2"]')).toContainText(slowAccount.firstName);

  // Now everyone sees the final board (Slow's open board unfreezes live, without a reload), and may watch the reveal too.
  await expect(slow.getByRole('status').filter({ hasText: 'frozen' })).toHaveCount(0);
  await expect(slow.getByRole('link', { name: 'Watch the reveal' })).toBeVisible();
});
