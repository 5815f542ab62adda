import { expect, test, type Browser, type Locator, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, type Account } from './support/accounts';
import { blockingViolations } from './support/axe';
import { createContestViaApi } from './support/contests';
import { STAIRCASE_SOLUTION, staircaseId } from './support/staircase';

// Issue 34, item 2: a team contest's reveal shows each team as the board does, its organisation's
// flag before its name and its members' handles after it, from the frozen board to the final one.
// Two teams submit in a fully frozen contest: on the frozen board they tie, by name (Kiwis, Tulips);
// Tulips' cell resolves first (the bottom row), to solved, and the team climbs past the Kiwis.

/** Seconds the contest still runs once made: time enough for the submissions to arrive. */
const REMAINING_SECONDS = 12;

const suffix = Date.now().toString(36);
const tulips = `Tulips ${suffix}`;
const kiwis = `Kiwis ${suffix}`;

type Member = Account & { handle: string; page: Page };

let contestId = '';
const teamIds: string[] = [];
let members: { ada: Member; ben: Member; zoe: Member };

/** Signs a fresh account up in its own browser context; its handle names it in a team. */
async function member(browser: Browser, prefix: string): Promise<Member> {
  const account = newAccount(prefix);
  const page = await (await browser.newContext()).newPage();
  const response = await page.request.post('/api/user/register', {
    data: { firstName: account.firstName, emailid: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { handle: string } };
  return { ...account, handle: user.handle, page };
}

async function submit(page: Page, problemId: string, code: string): Promise<void> {
  const response = await page.request.post(`/api/submissions/submit/${problemId}`, {
    data: { code, language: 'javascript', contestId },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { countedForContest: boolean }).countedForContest).toBe(true);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  await loginAsAdminViaApi(admin);
  members = {
    ada: await member(browser, 'ada'),
    ben: await member(browser, 'ben'),
    zoe: await member(browser, 'zoe'),
  };
  for (const [name, handles, organization] of [
    [tulips, [members.ada.handle, members.ben.handle], { name: `Delft ${suffix}`, country: 'NLD' }],
    [kiwis, [members.zoe.handle], { name: `Otago ${suffix}`, country: 'NZL' }],
  ] as const) {
    const created = await admin.request.post('/api/teams', { data: { name, members: handles, organization } });
    expect(created.status(), await created.text()).toBe(201);
    teamIds.push(((await created.json()) as { team: { _id: string } }).team._id);
  }
  const problemId = await staircaseId(admin);
  // Started a minute ago and frozen all along: every submission below is hidden until the reveal.
  const contest = await createContestViaApi(admin, {
    title: `Team Resolver Cup ${suffix}`,
    startInSeconds: -60,
    lengthSeconds: 60 + REMAINING_SECONDS,
    problemIds: [problemId],
    freezeMinutes: 1,
    teams: true,
  });
  contestId = contest.id;
  // Ben solves for the Tulips at once; Zoe's Kiwis need two tries.
  await Promise.all([
    submit(members.ben.page, problemId, STAIRCASE_SOLUTION),
    (async () => {
      await submit(members.zoe.page, problemId, 'console.log(0)');
      await submit(members.zoe.page, problemId, STAIRCASE_SOLUTION);
    })(),
  ]);
  // The server's clock ends the contest: until then the reveal answers 409.
  await expect
    .poll(async () => (await admin.request.get(`/api/leader/contest/${contestId}/reveal`)).status(), {
      timeout: (REMAINING_SECONDS + 30) * 1_000,
      intervals: [1_000],
    })
    .toBe(200);
});

test.afterAll(async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await loginAsAdminViaApi(admin);
  if (contestId) expect((await admin.request.delete(`/api/problem/contest/${contestId}`)).status()).toBe(200);
  for (const teamId of teamIds) expect((await admin.request.delete(`/api/teams/${teamId}`)).status()).toBe(200);
});

/** The rows top to bottom (DOM order) as "rank team". */
async function board(reveal: Locator): Promise<string[]> {
  const rows = reveal.getByTestId('reveal-row');
  return (await rows.evaluateAll((each) => each.map((row) => [row.dataset.rank ?? '', row.textContent ?? '']))).map(
    ([rank, text]) => `${rank} ${text?.includes(tulips) ? 'Tulips' : text?.includes(kiwis) ? 'Kiwis' : '?'}`,
  );
}

/** Each team's flag, named for screen readers, and its members' handles, in its row. */
async function expectTeamsShown(reveal: Locator): Promise<void> {
  const tulipsRow = reveal.getByTestId('reveal-row').filter({ hasText: tulips });
  const kiwisRow = reveal.getByTestId('reveal-row').filter({ hasText: kiwis });
  await expect(tulipsRow.getByRole('img', { name: 'Netherlands' })).toHaveText('🇳🇱');
  await expect(tulipsRow.getByRole('img', { name: 'Netherlands' })).toHaveAttribute(
    'title',
    `Delft ${suffix}, Netherlands`,
  );
  await expect(tulipsRow.getByTitle('Members')).toHaveText(
    [members.ada.handle, members.ben.handle]
      .sort()
      .map((handle) => `@${handle}`)
      .join(', '),
  );
  await expect(kiwisRow.getByRole('img', { name: 'New Zealand' })).toHaveText('🇳🇿');
  await expect(kiwisRow.getByTitle('Members')).toHaveText(`@${members.zoe.handle}`);
}

test('a team contest’s reveal shows each team with its flag and members, from the frozen board to the final one', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginAsAdminViaApi(page);
  await page.goto(`/contest/${contestId}/leaderboard?reveal=1`);
  const reveal = page.getByRole('region', { name: 'Reveal' });
  await expect(reveal.getByText('Step 0 of 2')).toBeVisible();

  // The frozen board: both teams tied, by name; each with its flag and members.
  expect(await board(reveal)).toEqual(['1 Kiwis', '1 Tulips']);
  await expectTeamsShown(reveal);
  expect(await blockingViolations(page, 'team reveal (light, 1440 px)')).toBe('');

  // The Tulips (bottom) resolve first: solved in one try, they climb past the Kiwis.
  await reveal.getByRole('button', { name: 'Next' }).click();
  await expect(reveal.getByText('Step 1 of 2')).toBeVisible();
  expect(await board(reveal)).toEqual(['1 Tulips', '2 Kiwis']);
  await expectTeamsShown(reveal);

  // The Kiwis' cell: solved after a wrong try, more penalty: they stay second.
  await page.keyboard.press('ArrowRight');
  await expect(reveal.getByText('Reveal finished: the final standings')).toBeVisible();
  expect(await board(reveal)).toEqual(['1 Tulips', '2 Kiwis']);
  await expectTeamsShown(reveal);
  expect(await blockingViolations(page, 'team reveal finished (light, 1440 px)')).toBe('');
});
