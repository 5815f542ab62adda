import { expect, test, type Page } from '@playwright/test';

import { loginAsAdmin, newAccount, registerViaApi } from './support/accounts';
import { E2E_ADMIN } from './support/constants';

async function signInAsAdminViaApi(page: Page): Promise<void> {
  const login = await page.request.post('/api/user/login', {
    data: { emailid: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

const problemRows = (page: Page) => page.getByRole('table', { name: 'Problems' }).locator('tbody tr');

test.describe('home problem list', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is dense: at least 15 problems fit in a 900 px tall window', async ({ page }) => {
    await signInAsAdminViaApi(page);
    await page.goto('/');
    await expect(problemRows(page).first()).toBeVisible();
    const bottoms = await problemRows(page).evaluateAll((rows) =>
      rows.map((row) => row.getBoundingClientRect().bottom),
    );
    const fullyVisible = bottoms.filter((bottom) => bottom <= 900);
    expect(bottoms.length, 'seed problems').toBeGreaterThanOrEqual(15);
    expect(fullyVisible.length).toBeGreaterThanOrEqual(15);
  });

  test('keeps its filters in the address through reload, a shared link and Back', async ({ page }) => {
    await registerViaApi(page, newAccount('filters'));
    await page.goto('/');
    await expect(problemRows(page).first()).toBeVisible();
    const total = await problemRows(page).count();
    await expect(page.getByText(`${total} problems`, { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('medium');
    await page.getByPlaceholder('Search problems by title...').fill('e');
    await expect(page).toHaveURL(/[?&]difficulty=medium/);
    await expect(page).toHaveURL(/[?&]q=e(&|$)/);
    const shown = await problemRows(page).count();
    expect(shown).toBeLessThan(total);
    await expect(page.getByText(`Showing ${shown} of ${total} problems`)).toBeVisible();
    const firstTitle = (await problemRows(page).first().getByRole('link').first().textContent()) ?? '';
    // A row keeps the number it has in the whole list, whatever the filters.
    const firstNumber = (await problemRows(page).first().locator('td').first().textContent()) ?? '';
    expect(Number(firstNumber)).toBeGreaterThan(1);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('medium');
    await expect(page.getByPlaceholder('Search problems by title...')).toHaveValue('e');
    await expect(problemRows(page)).toHaveCount(shown);

    await problemRows(page).first().getByRole('link', { name: firstTitle, exact: true }).click();
    await expect(page).toHaveURL(/\/problem\//);
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('medium');
    await expect(problemRows(page)).toHaveCount(shown);

    // A shared link opens the same list in a fresh tab.
    const sharedLink = page.url();
    const other = await page.context().newPage();
    await other.goto(sharedLink);
    await expect(problemRows(other)).toHaveCount(shown);
    await other.close();
  });

  test('after being sent to log in, a visitor comes back to the page they wanted', async ({ page }) => {
    const account = newAccount('return');
    await registerViaApi(page, account);
    await page.context().clearCookies();
    await page.goto('/contests');
    await expect(page).toHaveURL('/login?next=%2Fcontests');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/contests');

    // A link that tries to send people elsewhere after login lands on home instead.
    await page.context().clearCookies();
    await page.goto('/login?next=%2F%2Fevil.example');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/');
  });
});

// Issue 36: the list marks interactive and scored problems, an empty result offers to clear the
// filters, and a whole header cell sorts.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the home list at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('marks interactive and scored problems, and only them', async ({ page }) => {
      await registerViaApi(page, newAccount('kinds'));
      await page.goto('/');
      const row = (title: string) =>
        problemRows(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect(row('Guess the Number').getByText('Interactive', { exact: true })).toBeVisible();
      await expect(row('Exact Sum Stretches').getByText('Scored', { exact: true })).toBeVisible();
      await expect(row('Balanced Brackets').getByText(/^(Interactive|Scored)$/)).toHaveCount(0);
    });

    test('"No problems found" offers to clear every filter', async ({ page }) => {
      await registerViaApi(page, newAccount('clear'));
      await page.goto('/');
      await expect(problemRows(page).first()).toBeVisible();
      const total = await problemRows(page).count();
      await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('hard');
      await page.getByPlaceholder('Search problems by title...').fill('no such problem zzz');
      await expect(page.getByText('No problems found.')).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(problemRows(page)).toHaveCount(total);
      await expect(page.getByPlaceholder('Search problems by title...')).toHaveValue('');
      await expect(page.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('all');
      await expect(page).not.toHaveURL(/[?&](q|difficulty)=/);
    });

    test('a click anywhere in a sortable header cell sorts, and aria-sort says how', async ({ page }) => {
      await registerViaApi(page, newAccount('sort'));
      await page.goto('/');
      await expect(problemRows(page).first()).toBeVisible();
      const header = page.getByRole('columnheader', { name: 'Title' });
      await expect(header).toHaveAttribute('aria-sort', 'none');
      // The cell's far corner, outside the label's text.
      const box = (await header.boundingBox())!;
      await page.mouse.click(box.x + box.width - 3, box.y + box.height - 3);
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await page.mouse.click(box.x + 2, box.y + 2);
      await expect(header).toHaveAttribute('aria-sort', 'descending');
    });
  });
}

test.describe('tables on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, role, action } of [
    { path: '/', role: 'link', action: /^Solve / },
    { path: '/admin/problems', role: 'link', action: /^Edit / },
    { path: '/admin/delete', role: 'button', action: /^Delete / },
  ] as const) {
    test(`${path} shows every row's action without sideways scrolling`, async ({ page }) => {
      await loginAsAdmin(page);
      await page.goto(path);
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      const actions = table.getByRole(role, { name: action });
      await expect(actions.first()).toBeVisible();
      const rights = await actions.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().right),
      );
      expect(rights.length).toBeGreaterThan(0);
      for (const right of rights) expect(right).toBeLessThanOrEqual(390);
      const overflow = await table.evaluate(
        (element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
