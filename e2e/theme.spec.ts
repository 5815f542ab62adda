import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';

// Issue 20: the app followed the system's theme only; a switch in the top bar chooses light or dark.
test.use({ colorScheme: 'light' });

test('the theme switch turns a light system dark, editor included, and is remembered', async ({ page }) => {
  await registerViaApi(page, newAccount('theme'));
  const problems = (await (await page.request.get('/api/problem/getAllProblem')).json()) as { _id: string }[];
  await page.goto(`/problem/${problems[0]!._id}`);
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor);
  const light = await background();

  await page.getByRole('button', { name: /^System's theme/ }).click();
  await page.getByRole('button', { name: /^Light theme/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.monaco-editor').first()).toHaveClass(/vs-dark|codeyard-dark/);
  expect(await background()).not.toBe(light);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: /^Dark theme/ })).toBeVisible();
});
