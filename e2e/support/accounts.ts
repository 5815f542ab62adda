import { expect, type Page } from '@playwright/test';

import { E2E_ADMIN } from './constants';

export type Account = { firstName: string; email: string; password: string };

let counter = 0;

/** A fresh account nobody has used: every test starts from a new person. */
export function newAccount(prefix = 'user'): Account {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: `${prefix[0]?.toUpperCase() ?? 'U'}${prefix.slice(1)}${unique.slice(-4)}`,
    email: `${prefix}-${unique}@example.test`,
    password: 'Secret1!',
  };
}

/** Creates the account through the API; the page's browser context gets the session cookie. */
export async function registerViaApi(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/user/register', {
    data: { firstName: account.firstName, emailid: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs in through the login screen and waits for the home screen. */
export async function loginViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Problems', exact: true })).toBeVisible();
}

export async function loginAsAdmin(page: Page): Promise<void> {
  await loginViaUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
}

/** Signs the page's browser context in as the admin through the API (no screen visited). */
export async function loginAsAdminViaApi(page: Page): Promise<void> {
  const login = await page.request.post('/api/user/login', {
    data: { emailid: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** Opens the user menu in the top bar and logs out. */
export async function logoutViaUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}
