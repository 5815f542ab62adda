import { expect, test, type Dialog, type Page } from '@playwright/test';

import { loginAsAdmin } from './support/accounts';
import { fillCodeField } from './support/editor';

// Issue 5 item 7: an admin runs the whole life of a problem from the browser.

const START = {
  cpp: '#include <bits/stdc++.h>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  // TODO\n  return 0;\n}\n',
  java: 'import java.util.*;\n\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    long a = in.nextLong(), b = in.nextLong();\n    // TODO\n  }\n}\n',
  javascript: "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n// TODO\n",
};
const REFERENCE = {
  cpp: '#include <bits/stdc++.h>\nint main() {\n  long long a, b;\n  std::cin >> a >> b;\n  std::cout << a + b << "\\n";\n  return 0;\n}\n',
  javaWrong:
    'import java.util.*;\n\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    long a = in.nextLong(), b = in.nextLong();\n    System.out.println(a - b);\n  }\n}\n',
  java: 'import java.util.*;\n\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    long a = in.nextLong(), b = in.nextLong();\n    System.out.println(a + b);\n  }\n}\n',
  javascript:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
};

async function acceptNextDialog(page: Page, expectedMessage: string): Promise<void> {
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(expectedMessage);
    void dialog.accept();
  });
}

test('an admin creates, verifies, edits and deletes a problem', async ({ page }) => {
  const title = `Sum of Two ${Date.now().toString(36)}`;
  await loginAsAdmin(page);

  // The Admin link and panel.
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL('/admin');
  await page.getByRole('link', { name: /Create Problem/ }).click();
  await expect(page).toHaveURL('/admin/create');

  // Empty form: the spec's messages.
  await page.getByRole('button', { name: 'Create Problem' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();

  // Fill it in, with a wrong Java reference solution.
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Print the sum of two integers `a` and `b`.');
  await page.getByLabel('Difficulty', { exact: true }).selectOption('easy');
  await page.getByLabel('Tag', { exact: true }).selectOption('array');
  await page.getByLabel('Visible case 1 input').fill('1 2');
  await page.getByLabel('Visible case 1 output').fill('3');
  await page.getByLabel('Visible case 1 explanation').fill('1 + 2 = 3');
  await page.getByLabel('Hidden case 1 input').fill('5 7');
  await page.getByLabel('Hidden case 1 output').fill('12');
  await page.getByRole('button', { name: 'Add Hidden Case' }).click();
  await page.getByLabel('Hidden case 2 input').fill('-4 10');
  await page.getByLabel('Hidden case 2 output').fill('6');
  await fillCodeField(page, 'C++ start code', START.cpp);
  await fillCodeField(page, 'C++ reference solution', REFERENCE.cpp);
  await fillCodeField(page, 'Java start code', START.java);
  await fillCodeField(page, 'Java reference solution', REFERENCE.javaWrong);
  await fillCodeField(page, 'JavaScript start code', START.javascript);
  await fillCodeField(page, 'JavaScript reference solution', REFERENCE.javascript);
  await page.getByRole('button', { name: 'Create Problem' }).click();

  // The server refuses it and the report beside the Java code says why.
  const javaReport = page.getByRole('region', { name: 'Java verification' });
  await expect(javaReport).toBeVisible({ timeout: 120_000 });
  await expect(javaReport).toContainText('Wrong Answer');
  await expect(javaReport).toContainText('5 7');
  await expect(page.getByRole('region', { name: 'JavaScript verification' })).toContainText('all tests passed');
  await expect(page.getByRole('region', { name: 'C++ verification' })).toContainText('all tests passed');

  // Fix Java and create it: the new problem's own edit page says so, without a browser dialog (issue 36).
  await fillCodeField(page, 'Java reference solution', REFERENCE.java);
  const dialogs: string[] = [];
  const recordDialog = (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', recordDialog);
  await page.getByRole('button', { name: 'Create Problem' }).click();
  await expect(page).toHaveURL(/\/admin\/update\//, { timeout: 120_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Problem created successfully!' })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  expect(dialogs).toEqual([]);

  // It is on the home list.
  await page.goto('/');
  await page.getByPlaceholder('Search problems by title...').fill(title);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  // Edit its tags on the update screen.
  await page.goto('/admin/problems');
  await expect(page.getByRole('heading', { name: 'All Problems' })).toBeVisible();
  const listRow = page.getByRole('row').filter({ hasText: title });
  await expect(listRow).toContainText('array');
  await expect(listRow.getByRole('link', { name: `Export ${title}` })).toHaveAttribute(
    'href',
    /\/api\/problem\/export\//,
  );
  await listRow.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/update\//);
  const tags = page.getByLabel('Tags', { exact: true });
  await expect(tags).toHaveValue('array');
  await tags.fill('array, dp');
  await page.getByRole('button', { name: 'Update Problem' }).click();
  // Saving stays on the page and says so beside the button.
  await expect(page.getByRole('status').filter({ hasText: 'Problem saved.' })).toBeVisible({ timeout: 120_000 });
  await expect(page).toHaveURL(/\/admin\/update\//);
  expect(dialogs).toEqual([]);
  page.off('dialog', recordDialog);
  await page.goto('/admin/problems');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('array, dp');

  // Delete it after confirming.
  await page.goto('/admin/delete');
  const deleteRow = page.getByRole('row').filter({ hasText: title });
  await expect(deleteRow).toBeVisible();
  await acceptNextDialog(page, 'Are you sure you want to delete this problem?');
  await deleteRow.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // Gone from the home list too.
  await page.goto('/');
  await page.getByPlaceholder('Search problems by title...').fill(title);
  await expect(page.getByText('No problems found.')).toBeVisible();
});

test('declining the delete confirmation keeps the problem', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/delete');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const firstTitle = (await firstRow.getByRole('cell').nth(1).textContent()) ?? '';
  page.once('dialog', (dialog) => void dialog.dismiss());
  await firstRow.getByRole('button', { name: /^Delete / }).click();
  await expect(page.getByRole('row').filter({ hasText: firstTitle }).first()).toBeVisible();
});

test('an exported problem package imports back through the form', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/problems');
  const row = page.getByRole('row').filter({ hasText: 'Staircase Ways' });
  const downloadPromise = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Export Staircase Ways' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const archive = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);

  await page
    .getByLabel('Problem package (.zip)')
    .setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/zip', buffer: Buffer.concat(chunks) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /Problem (updated|created) from package/ })).toBeVisible({
    timeout: 150_000,
  });
});

test('a file that is not a problem package is refused with the server message', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/problems');
  await page.getByLabel('Problem package (.zip)').setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('this is not a zip archive'),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /zip|package|archive/i })).toBeVisible();
});
