import { expect, test, type Browser, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount } from './support/accounts';
import { blockingViolations } from './support/axe';
import { localInputValue } from './support/contests';
import { STAIRCASE_SOLUTION, STAIRCASE_TITLE } from './support/staircase';

// Issue 34, items 1 and 2, in the browser: an admin makes categories, organisations and teams on
// their screens and a team contest with its switch; two members of one team submit and the team
// ranks once; the board filtered by category ranks that category on its own, and keeps the filter
// through a reload.

/** A new account signed in on its own page; answers the page and the handle the server gave it. */
async function contestant(browser: Browser, prefix: string): Promise<{ page: Page; handle: string }> {
  const page = await (await browser.newContext()).newPage();
  const account = newAccount(prefix);
  const response = await page.request.post('/api/user/register', {
    data: { firstName: account.firstName, emailid: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { page, handle: ((await response.json()) as { user: { handle: string } }).user.handle };
}

async function submit(page: Page, problemId: string, contestId: string, code: string): Promise<string> {
  const response = await page.request.post(`/api/submissions/submit/${problemId}`, {
    data: { code, language: 'javascript', contestId },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as { status: string; countedForContest: boolean };
  expect(answer.countedForContest).toBe(true);
  return answer.status;
}

const noViolations = async (page: Page, label: string) =>
  expect(await blockingViolations(page, label), 'axe violations').toBe('');

test('teams made on their screens take a team contest, and the board is filtered by category', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  await loginAsAdminViaApi(admin);
  const alice = await contestant(browser, 'alice');
  const bob = await contestant(browser, 'bob');
  const dave = await contestant(browser, 'dave');
  const studentsName = `Students ${suffix}`;
  const professionalsName = `Professionals ${suffix}`;
  const delftName = `Delft ${suffix}`;

  // Two categories, both public, so everyone can filter the board by them.
  await admin.goto('/admin/categories');
  for (const name of [studentsName, professionalsName]) {
    await admin.getByRole('button', { name: 'New category' }).click();
    const form = admin.getByRole('region', { name: 'New category' });
    await expect(form.getByRole('heading', { name: 'New category' })).toBeFocused();
    if (name === studentsName) await noViolations(admin, 'new category form');
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByRole('button', { name: 'Create category' }).click();
    await expect(admin.getByRole('alert')).toHaveText('Category created');
  }
  await expect(admin.getByRole('row', { name: new RegExp(professionalsName) })).toBeVisible();

  // An organisation with its country picked by name.
  await admin.getByRole('link', { name: 'Organisations' }).click();
  await expect(admin).toHaveURL('/admin/organizations');
  await admin.getByRole('button', { name: 'New organisation' }).click();
  const organizationForm = admin.getByRole('region', { name: 'New organisation' });
  await organizationForm.getByLabel('Name', { exact: true }).fill(delftName);
  await organizationForm.getByLabel('Formal name').fill('Delft University of Technology');
  await organizationForm.getByLabel('Country').selectOption('NLD');
  await noViolations(admin, 'new organisation form');
  await organizationForm.getByRole('button', { name: 'Create organisation' }).click();
  await expect(admin.getByRole('alert')).toHaveText('Organisation created');
  await expect(admin.getByRole('row', { name: new RegExp(delftName) })).toContainText('Netherlands');

  // Red: Delft, students, Alice and Bob. Blue: a new organisation made with it, professionals, Dave.
  await admin.getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(admin).toHaveURL('/admin/teams');
  const makeTeam = async (options: {
    name: string;
    organization: string | { name: string; country: string };
    category: string;
    members: string[];
  }) => {
    await admin.getByRole('button', { name: 'New team' }).click();
    const form = admin.getByRole('region', { name: 'New team' });
    await form.getByLabel('Team name').fill(options.name);
    if (typeof options.organization === 'string') {
      await form.getByLabel('Organisation', { exact: true }).selectOption({ label: `${options.organization} 🇳🇱` });
    } else {
      await form.getByLabel('Organisation', { exact: true }).selectOption({ label: 'New organisation…' });
      await form.getByLabel('Organisation name').fill(options.organization.name);
      await form.getByLabel('Organisation country').selectOption(options.organization.country);
    }
    await form.getByLabel('Category').selectOption({ label: options.category });
    const add = form.getByLabel('Add a member by handle');
    for (const handle of options.members) {
      await add.fill(`@${handle}`);
      await add.press('Enter');
      await expect(form.getByRole('list', { name: 'Members' })).toContainText(`@${handle}`);
    }
    return form;
  };
  const redForm = await makeTeam({
    name: `Red ${suffix}`,
    organization: delftName,
    category: studentsName,
    members: [alice.handle, bob.handle],
  });
  await noViolations(admin, 'new team form');
  await redForm.getByRole('button', { name: 'Create team' }).click();
  await expect(admin.getByRole('alert')).toHaveText('Team created');
  const blueForm = await makeTeam({
    name: `Blue ${suffix}`,
    organization: { name: `Zurich ${suffix}`, country: 'CHE' },
    category: professionalsName,
    members: [dave.handle],
  });
  await blueForm.getByRole('button', { name: 'Create team' }).click();
  await expect(admin.getByRole('alert')).toHaveText('Team created');

  // Someone already in a team cannot join another: the server's 409, at that member.
  const purpleForm = await makeTeam({
    name: `Purple ${suffix}`,
    organization: delftName,
    category: studentsName,
    members: [alice.handle],
  });
  await purpleForm.getByRole('button', { name: 'Create team' }).click();
  const conflict = `@${alice.handle} is already in the team "Red ${suffix}"`;
  await expect(purpleForm.getByRole('listitem').filter({ hasText: `@${alice.handle}` })).toContainText(conflict);
  await expect(purpleForm.getByLabel('Team name')).toHaveValue(`Purple ${suffix}`);
  await noViolations(admin, 'team form with a refusal');
  await purpleForm.getByRole('button', { name: 'Cancel' }).click();
  const redRow = admin.getByRole('row', { name: new RegExp(`Red ${suffix}`) });
  await expect(redRow).toContainText(`@${alice.handle}, @${bob.handle}`);
  await expect(redRow.getByRole('img', { name: 'Netherlands' }).first()).toBeAttached();
  await noViolations(admin, 'teams list');
  await admin.setViewportSize({ width: 390, height: 844 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolations(admin, 'teams list on a phone');
  await admin.setViewportSize({ width: 1280, height: 800 });

  // The team contest, made with the form's switch; it runs from a minute ago.
  const contestTitle = `Team Round ${suffix}`;
  await admin.goto('/admins/createcontest');
  await admin.getByLabel('Title', { exact: true }).fill(contestTitle);
  await admin.getByLabel('Description', { exact: true }).fill('Teams of two.');
  await admin.getByLabel('Start time', { exact: true }).fill(await localInputValue(admin, -60));
  await admin.getByLabel('End time', { exact: true }).fill(await localInputValue(admin, 3_600));
  await admin.getByLabel('Search problems').fill(STAIRCASE_TITLE);
  await admin.getByRole('list', { name: 'Available problems' }).getByLabel(STAIRCASE_TITLE).check();
  await admin.getByRole('checkbox', { name: /Team contest/ }).check();
  await admin.getByRole('button', { name: 'Create Contest' }).click();
  await expect(admin.getByText('Contest created successfully')).toBeVisible();
  const contestHref = await admin.getByRole('link', { name: 'Open it' }).getAttribute('href');
  const contestId = contestHref!.split('/').pop()!;
  const problemId = (
    (await (await admin.request.get(`/api/problem/contestbyid/${contestId}`)).json()) as {
      teams: boolean;
      problems: { _id: string }[];
    }
  ).problems[0]!._id;

  try {
    // Once started the switch is locked.
    await admin.goto(`/admin/contests/${contestId}/edit`);
    await expect(admin.getByRole('checkbox', { name: /Team contest/ })).toBeChecked();
    await expect(admin.getByRole('checkbox', { name: /Team contest/ })).toBeDisabled();

    // Blue solves at once; Red's Bob is wrong first, then Alice solves: Blue leads the whole board.
    expect(await submit(dave.page, problemId, contestId, STAIRCASE_SOLUTION)).toBe('accepted');
    expect(await submit(bob.page, problemId, contestId, 'console.log(0)')).not.toBe('accepted');
    expect(await submit(alice.page, problemId, contestId, STAIRCASE_SOLUTION)).toBe('accepted');

    const viewer = alice.page;
    await viewer.goto(`/contest/${contestId}/leaderboard`);
    const board = viewer.getByRole('table', { name: 'Leaderboard' });
    const rows = board.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Blue ${suffix}`);
    const red = rows.nth(1);
    await expect(red).toContainText(`Red ${suffix}`);
    await expect(red).toContainText(`@${alice.handle}, @${bob.handle}`);
    await expect(red.getByRole('cell').first()).toHaveText(/^2/);
    await expect(red.getByRole('img', { name: 'Netherlands' })).toBeVisible();

    // Students alone: Red ranks first among them, and the address says so.
    await viewer.getByLabel('Category').selectOption({ label: studentsName });
    await expect(viewer).toHaveURL(/\?category=/);
    await expect(viewer.getByText(`Only ${studentsName}, ranked among themselves`)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText(`Red ${suffix}`);
    await expect(rows.nth(0).getByRole('cell').first()).toHaveText(/^1/);
    await noViolations(viewer, 'board filtered by category');

    await viewer.reload();
    await expect(viewer.getByLabel('Category')).toHaveValue(/.+/);
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0)).toContainText(`Red ${suffix}`);
    await viewer.getByRole('button', { name: 'Show everyone' }).click();
    await expect(rows).toHaveCount(2);
  } finally {
    // A running contest closes its problems' help to users: later specs must not meet it.
    expect((await admin.request.delete(`/api/problem/contest/${contestId}`)).status()).toBe(200);
  }
});
