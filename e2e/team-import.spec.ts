import { expect, test } from '@playwright/test';

import { loginAsAdmin, loginViaUi, logoutViaUi } from './support/accounts';
import { blockingViolations } from './support/axe';

// Issue 34, item 3: an admin imports a registration system's export through the Import teams
// screen, prints the credentials, and an imported account signs in with its username.

test('an admin imports teams from CLICS files, opens the credentials sheets, and a contestant signs in', async ({
  page,
}) => {
  const run = Date.now().toString(36).slice(-6);
  const username = `imp${run}a`;
  const registration = {
    organizations: [
      { id: `org-${run}`, name: `TU ${run}`, formal_name: 'Eindhoven University of Technology', country: 'NLD' },
    ],
    groups: [
      { id: `students-${run}`, name: `Students ${run}` },
      { id: `observers-${run}`, name: `Observers ${run}`, hidden: true },
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
    ],
    accounts: [
      { id: `acc-${run}-1`, username, type: 'team', team_id: `rocket-${run}`, name: 'Ann Rocket' },
      { id: `acc-${run}-2`, username: `imp${run}b`, password: 'Given-pass-7', type: 'team', team_id: `rocket-${run}` },
      { id: `acc-${run}-3`, username: `imp${run}w`, type: 'team', team_id: `watchers-${run}` },
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

  await expect(page.getByRole('status')).toHaveText('Import done: 8 created, 0 updated, 0 unchanged, 1 refused');
  const summary = page.getByRole('table', { name: 'Objects by kind and what became of them' });
  await expect(summary.getByRole('row', { name: /^Teams/ }).getByRole('cell')).toHaveText(['2', '0', '0', '0']);
  await expect(summary.getByRole('row', { name: /^Accounts/ }).getByRole('cell')).toHaveText(['3', '0', '0', '1']);
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
  await expect(page.getByRole('article')).toHaveCount(2);
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
});
