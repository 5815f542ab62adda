import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Page } from './support/fixtures';

import { blockingViolations } from './support/axe';
import { newAccount } from './support/accounts';

// Issue 20: a handle chosen at sign-up, a public profile at /u/:handle that anyone can open, and
// the owner's way to it from the user menu and the dashboard.

const acceptedJs = readFileSync(path.join('problems', 'staircase-ways', 'submissions', 'accepted', 'main.js'), 'utf8');

async function problemId(page: Page, title: string): Promise<string> {
  const problems = (await (await page.request.get('/api/problem/getAllProblem')).json()) as {
    _id: string;
    title: string;
  }[];
  const problem = problems.find((entry) => entry.title === title);
  expect(problem, `${title} is seeded`).toBeTruthy();
  return problem!._id;
}

/** The page must not scroll sideways: everything fits the window's width. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is wider than the window').toBeLessThanOrEqual(1);
}

test('a handle chosen at sign-up names a public profile that anyone can open', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const account = newAccount('prof');
  const handle = `Prof_${Date.now().toString(36)}`;

  await page.goto('/signup');
  await page.getByLabel('Username', { exact: true }).fill(account.firstName);
  await page.getByLabel('Handle (optional)').fill(handle);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/');

  const staircase = await problemId(page, 'Staircase Ways');
  const submitted = await page.request.post(`/api/submissions/submit/${staircase}`, {
    data: { code: acceptedJs, language: 'javascript' },
  });
  expect(submitted.status()).toBe(200);
  expect((await submitted.json()).status).toBe('accepted');

  // The owner reaches the profile from the user menu; the handle is kept in lowercase.
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('link', { name: 'Public profile' }).click();
  await expect(page).toHaveURL(`/u/${handle.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: account.firstName, level: 1 })).toBeVisible();
  await expect(page.getByText(`@${handle.toLowerCase()}`)).toBeVisible();
  await expect(page.getByText('Unrated')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recent accepted' }).getByRole('link', { name: 'Staircase Ways' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contests' })).toContainText('No contests yet.');
  await expect(page).toHaveTitle(`${account.firstName} (@${handle.toLowerCase()}) · Codeyard`);

  // The dashboard is the owner's view: it links the same profile.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: `View your public profile (@${handle.toLowerCase()})` })).toBeVisible();

  // A visitor opens it too, on a phone: no email, nothing wider than the screen, axe clean.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/u/${handle}`);
  await expect(visitorPage.getByRole('heading', { name: account.firstName, level: 1 })).toBeVisible();
  await expect(visitorPage.getByText('Streak')).toBeVisible();
  await expect(visitorPage.locator('body')).not.toContainText(account.email);
  await expectNoSidewaysScroll(visitorPage);
  expect(await blockingViolations(visitorPage, 'profile at 390 px')).toBe('');
  await visitorPage.setViewportSize({ width: 1440, height: 900 });
  expect(await blockingViolations(visitorPage, 'profile at 1440 px')).toBe('');

  await visitorPage.goto('/u/nobody-has-this');
  await expect(visitorPage.getByRole('alert')).toHaveText('User not found');
  await visitor.close();
});
