import { expect, test, type Page } from '@playwright/test';

import { loginAsAdmin, loginAsAdminViaApi, loginViaUi, logoutViaUi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { createContestViaApi } from './support/contests';
import { STAIRCASE_SOLUTION, staircaseId } from './support/staircase';

// Issue 34, item 3: an admin imports a registration system's export through the Import teams
// screen, prints the credentials, and an imported account signs in with its username; then the
// imported teams take a team contest and the board is filtered by their category.

/** Submits in the contest as the page's signed-in account; answers the verdict. */
async function submit(page: Page, problemId: string, contestId: string, code: string): Promise<string> {
  const response = await page.request.post(`/api/submissions/submit/${problemId}`, {
    data: { code, language: 'javascript', contestId },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

test('an admin imports teams from CLICS files, opens the credentials sheets, a contestant signs in, and the teams take a contest', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36).slice(-6);
  const username = `imp${run}a`;
  const registration = {
    organizations: [
      { id: `org-${run}`, name: `TU ${run}`, formal_name: 'Eindhoven University of Technology', country: 'NLD' },
    ],
    groups: [
      { id: `students-${run}`, name: `Students ${run}` },
      { id: `observers-${run}`, name: `Observers ${run}`, hidden: true },
      { id: `pros-${run}`, name: `Professionals ${run}` },
    ],
    teams: [
      {
        id: `rocket-${run}`,
        label: 'R',
        name: `Rocket ${run}`,
        organization_id: `org-${run}`,
        group_ids: [`students-${run}`],
      },
      { id: `watchers-${run}`, label: 'W', name: `Watchers ${run}`, group_ids: [`observers-${run}`], hidden: true },
      { id: `veterans-${run}`, label: 'V', name: `Veterans ${run}`, group_ids: [`pros-${run}`] },
    ],
    accounts: [
      { id: `acc-${run}-1`, username, type: 'team', team_id: `rocket-${run}`, name: 'Ann Rocket' },
      { id: `acc-${run}-2`, username: `imp${run}b`, password: 'Given-pass-7', type: 'team', team_id: `rocket-${run}` },
      { id: `acc-${run}-3`, username: `imp${run}w`, type: 'team', team_id: `watchers-${run}` },
      {
        id: `acc-${run}-5`,
        username: `imp${run}v`,
        password: 'Veteran-pass-7',
        type: 'team',
        team_id: `veterans-${run}`,
      },
      { id: `acc-${run}-4`, username: `jury${run}`, type: 'judge' },
    ],
  };

  await loginAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Import Teams/ }).click();
  await expect(page).toHaveURL('/admin/import');
  await expect(page.getByRole('heading', { name: 'Import teams', level: 1 })).toBeVisible();

  for (const [file, entries] of Object.entries(registration))
    await page.getByLabel(`${file}.json`, { exact: true }).fill(JSON.stringify(entries, null, 2));
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(page.getByRole('status')).toHaveText('Import done: 11 created, 0 updated, 0 unchanged, 1 refused');
  const summary = page.getByRole('table', { name: 'Objects by kind and what became of them' });
  await expect(summary.getByRole('row', { name: /^Teams/ }).getByRole('cell')).toHaveText(['3', '0', '0', '0']);
  await expect(summary.getByRole('row', { name: /^Accounts/ }).getByRole('cell')).toHaveText(['4', '0', '0', '1']);
  await expect(page.getByRole('row', { name: new RegExp(`jury${run}`) })).toContainText(
    "A judge account is not imported: Codeyard's jury are its admins",
  );
  expect(await blockingViolations(page, 'import result')).toBe('');

  // A phone's width: the tables scroll inside their frames, the page does not.
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Open credentials sheets' }).click();
  await expect(page.getByRole('heading', { name: 'Credentials sheets', level: 1 })).toBeFocused();
  await expect(page.getByRole('article')).toHaveCount(3);
  const rocket = page.getByRole('article', { name: `Rocket ${run}` });
  await expect(rocket).toContainText(`TU ${run}`);
  await expect(rocket).toContainText(/Sign in at http:\/\/localhost:\d+\/login with your username and password\./);
  await expect(rocket.getByRole('row', { name: `imp${run}b` })).toContainText('Given-pass-7');
  const generated = (await rocket.getByRole('row', { name: username }).getByRole('cell').nth(2).textContent()) ?? '';
  expect(generated).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
  expect(await blockingViolations(page, 'credentials sheets')).toBe('');

  // Printed: only the sheets, without the buttons or the app's top bar.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeHidden();
  await expect(rocket).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Back to the import result' }).click();
  await expect(page.getByRole('button', { name: 'Open credentials sheets' })).toBeFocused();

  // The contestant signs in with the username and the generated password from the sheet.
  await logoutViaUi(page);
  await loginViaUi(page, username.toUpperCase(), generated);
  await expect(page.getByRole('button', { name: /^User menu for Ann Rocket/ })).toBeVisible();

  // The imported teams take a team contest: the veterans solve first, then Rocket's Ann.
  const jury = await (await browser.newContext()).newPage();
  await loginAsAdminViaApi(jury);
  const problemId = await staircaseId(jury);
  const contest = await createContestViaApi(jury, {
    title: `Imported Round ${run}`,
    startInSeconds: -60,
    lengthSeconds: 3_600,
    problemIds: [problemId],
    teams: true,
  });
  try {
    const veteran = await (await browser.newContext()).newPage();
    const signIn = await veteran.request.post('/api/user/login', {
      data: { emailid: `imp${run}v`, password: 'Veteran-pass-7' },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    expect(await submit(veteran, problemId, contest.id, STAIRCASE_SOLUTION)).toBe('accepted');
    expect(await submit(page, problemId, contest.id, STAIRCASE_SOLUTION)).toBe('accepted');

    await page.goto(`/contest/${contest.id}/leaderboard`);
    const rows = page.getByRole('table', { name: 'Leaderboard' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Veterans ${run}`);
    await expect(rows.nth(1)).toContainText(`Rocket ${run}`);
    await expect(rows.nth(1)).toContainText(`@${username}`);
    await expect(rows.nth(1).getByRole('img', { name: 'Netherlands' })).toBeVisible();
    // The hidden observers' category is not offered to a contestant.
    await expect(page.getByLabel('Category').locator('option', { hasText: `Observers ${run}` })).toHaveCount(0);

    // Students alone: Rocket ranks first among them.
    await page.getByLabel('Category').selectOption({ label: `Students ${run}` });
    await expect(page).toHaveURL(/\?category=/);
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText(`Rocket ${run}`);
    await expect(rows.nth(0).getByRole('cell').first()).toHaveText(/^1/);
  } finally {
    // A running contest closes its problems' help to users: later specs must not meet it.
    expect((await jury.request.delete(`/api/problem/contest/${contest.id}`)).status()).toBe(200);
  }
});
