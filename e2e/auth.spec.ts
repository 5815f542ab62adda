import { expect, test } from '@playwright/test';

import { loginViaUi, logoutViaUi, newAccount, registerViaApi } from './support/accounts';

// Issue 2 item 8: accounts, sessions and route guards in a real browser against the real server.

test.describe('accounts', () => {
  test('an invalid signup shows the exact rule it breaks', async ({ page }) => {
    const account = newAccount();
    await page.goto('/signup');
    await page.getByLabel('Username').fill(account.firstName);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('secret1!');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByText('Password must start with a capital letter', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/signup');
  });

  test('signing up with a taken email shows the server message', async ({ page }) => {
    const account = newAccount();
    await registerViaApi(page, account);
    await page.context().clearCookies();

    await page.goto('/signup');
    await page.getByLabel('Username').fill(account.firstName);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByRole('alert').filter({ hasText: /already/i })).toBeVisible();
    await expect(page).toHaveURL('/signup');
  });

  // Issue 30: a hostile probe signed up as staff ("Аdmin" with a Cyrillic А, the handle adm1n).
  test('nobody signs up passing for staff: a reserved handle and a look-alike name are refused', async ({ page }) => {
    const account = newAccount('hostile');
    await page.goto('/signup');
    await page.getByLabel('Username').fill('\u0410dmin');
    await page.getByLabel('Handle (optional)').fill('adm1n');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page.getByText('That handle is reserved: it could pass for Codeyard staff (admin, jury, moderator, system…)', {
        exact: true,
      }),
    ).toBeVisible();

    await page.getByLabel('Handle (optional)').fill('');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'First name looks like a staff name' })).toHaveText(
      'First name looks like a staff name (Admin, Jury, Moderator, System…): choose another',
    );
    await expect(page).toHaveURL('/signup');
  });

  test('a valid signup lands on home, signed in', async ({ page }) => {
    const account = newAccount();
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/login');
    await page.getByRole('link', { name: 'Sign up', exact: true }).first().click();
    await expect(page).toHaveURL('/signup');

    await page.getByLabel('Username').fill(account.firstName);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Problems', exact: true })).toBeVisible();
    await expect(page.getByPlaceholder('Search problems by title...')).toBeVisible();
    const userMenu = page.getByRole('button', { name: `User menu for ${account.firstName}` });
    await expect(userMenu).toContainText(account.firstName);
    await expect(userMenu).toContainText(account.firstName[0]!.toUpperCase());
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contests' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('logout returns to the landing page', async ({ page }) => {
    await registerViaApi(page, newAccount());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Problems', exact: true })).toBeVisible();

    await logoutViaUi(page);

    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    // The session is gone on the server too: a reload stays signed out.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });

  test('login works, and a wrong password says so', async ({ page }) => {
    const account = newAccount();
    await registerViaApi(page, account);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong123!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();

    await loginViaUi(page, account.email, account.password);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Problems', exact: true })).toBeVisible();
  });
});

test.describe('route guards', () => {
  test('a signed-in user visiting /login or /signup is sent to /', async ({ page }) => {
    await registerViaApi(page, newAccount());
    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Problems', exact: true })).toBeVisible();
    await page.goto('/signup');
    await expect(page).toHaveURL('/');
  });

  test('a non-admin visiting /admin is sent to /', async ({ page }) => {
    await registerViaApi(page, newAccount());
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Problems', exact: true })).toBeVisible();
    await page.goto('/admin/create');
    await expect(page).toHaveURL('/');
  });

  test('visitors are sent away from signed-in screens as the route table says', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await page.goto('/contests');
    await expect(page).toHaveURL('/login?next=%2Fcontests');
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the landing page, home and user menu fit a 375 px screen', async ({ page }) => {
    const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    expect(await fitsWidth()).toBe(true);

    const account = newAccount();
    await registerViaApi(page, account);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Problems', exact: true })).toBeVisible();
    expect(await fitsWidth()).toBe(true);

    // The top bar's links move into the user menu on a phone.
    await page.getByRole('button', { name: `User menu for ${account.firstName}` }).click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contests' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  });
});
