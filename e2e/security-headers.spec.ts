import { expect, test } from '@playwright/test';

import { newAccount } from './support/accounts';
import { expectEditorToContain, replaceEditorContent } from './support/editor';

// Issue 8: the app, Monaco's workers and the socket work under the Content-Security-Policy.

const PROBLEM_TITLE = 'Staircase Ways';

/** A visitor's session check answers 401 by design; the browser logs that as a failed load. */
// None: a visitor's session check answers 200 (GET /api/user/session), so even a visitor's pages log no failed request.
const EXPECTED_CONSOLE_ERRORS: RegExp[] = [];

test('the whole app works under the security headers, without one policy violation', async ({ page }) => {
  const violations: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(message.text()))) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  // Landing page, with the headers on the document itself.
  const landing = await page.goto('/');
  const headers = landing!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // Login screen, then sign up through the form.
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('link', { name: 'Sign up', exact: true }).first().click();
  await expect(page).toHaveURL('/signup');
  const account = newAccount('csp');
  await page.getByLabel('Username').fill(account.firstName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Problems', exact: true })).toBeVisible();

  // A problem page: the socket's viewer count, Monaco with its workers, typing, running.
  await page.getByPlaceholder('Search problems by title...').fill('staircase');
  await page.getByRole('link', { name: PROBLEM_TITLE, exact: true }).click();
  await expect(page.getByRole('heading', { name: PROBLEM_TITLE, level: 1 })).toBeVisible();
  // The live count arrives over the socket (other specs' browsers may still be on this problem).
  await expect(page.getByText(/^\d+ (person|people) solving$/)).toBeVisible();
  await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
  await expectEditorToContain(page, 'function solve');
  await replaceEditorContent(page, '// typed under the policy\nconst unused = 1;\nconsole.log(0);\n');
  await expectEditorToContain(page, 'typed under the policy');
  // Monaco's editor worker answers: word-based suggestions are computed there.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('unu');
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.monaco-editor .suggest-widget').getByText('unused')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  for (let typed = 0; typed < 'unu'.length; typed += 1) await page.keyboard.press('Backspace');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Wrong Answer' })).toBeVisible({ timeout: 60_000 });

  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the API documentation renders under the same policy', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI lists every operation; the contest leaderboard is one of them.
  await expect(page.getByText('/leader/contest/{contestId}/leaderboard').first()).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});
