import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';
import { expectEditorToContain, replaceEditorContent } from './support/editor';
import { STAIRCASE_SOLUTION as SOLUTION, STAIRCASE_TITLE as PROBLEM_TITLE } from './support/staircase';

// Issue 4 item 7: a new user solves a seed problem in the browser, end to end.

test('a new user opens a problem, runs, solves, submits and keeps the code', async ({ page }) => {
  await registerViaApi(page, newAccount('solver'));

  // Find the problem on the home list by searching its title.
  await page.goto('/');
  await page.getByPlaceholder('Search problems by title...').fill('staircase');
  const problemLink = page.getByRole('link', { name: PROBLEM_TITLE, exact: true });
  await expect(problemLink).toBeVisible();
  await problemLink.click();
  await expect(page).toHaveURL(/\/problem\//);
  const problemUrl = page.url();

  // The problem page: statement with numbered examples, live viewer count, the editor with start code.
  await expect(page.getByRole('heading', { name: PROBLEM_TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText('Example 1:')).toBeVisible();
  // Its maths arrives typeset by the server, and KaTeX's stylesheet hides the MathML copy from sight.
  const statementMaths = page.getByRole('region', { name: 'Problem' }).locator('.katex').first();
  await expect(statementMaths.locator('.katex-html')).toBeVisible();
  await expect(statementMaths.locator('.katex-mathml')).toHaveCSS('position', 'absolute');
  // Other specs' pages on this problem may not have been noticed leaving yet: exact counts are the socket tests' job.
  await expect(page.getByText(/\d+ (person|people) solving/)).toBeVisible();
  await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
  await expectEditorToContain(page, 'function solve');

  // Running the start code answers zeros: Wrong Answer, shown on the Testcase tab.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Testcase' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Wrong Answer' })).toBeVisible({ timeout: 60_000 });

  // A correct solution passes the examples.
  await page.getByRole('tab', { name: 'Code' }).click();
  await replaceEditorContent(page, SOLUTION);
  await expectEditorToContain(page, 'solved in the e2e test');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 60_000 });

  // Submitting judges the hidden tests: Accepted on the Result tab.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
  const result = page.getByRole('tabpanel', { name: 'Result' });
  await expect(result.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 90_000 });
  await expect(result.getByText('Test Cases Passed')).toBeVisible();
  await expect(page.getByText('Solved', { exact: true }).first()).toBeVisible();

  // The submission is in the Submissions tab, with its detail overlay.
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const submissions = page.getByRole('tabpanel', { name: 'Submissions' });
  await expect(submissions.getByRole('row')).toHaveCount(2);
  await expect(submissions.getByRole('row').nth(1)).toContainText('JavaScript');
  await expect(submissions.getByRole('row').nth(1)).toContainText('Accepted');
  await expect(submissions.getByText('Showing 1 submission', { exact: true })).toBeVisible();
  await submissions.getByRole('button', { name: 'View' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('solved in the e2e test');
  await detail.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A past submission opens in the editor, in its own language, from another one.
  await page.getByRole('button', { name: 'Python', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Python', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await replaceEditorContent(page, '# scratch work in python');
  await submissions.getByRole('button', { name: 'View' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Load into editor' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'JavaScript', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectEditorToContain(page, 'solved in the e2e test');

  // Solved problems unlock the reference solutions.
  await page.getByRole('tab', { name: 'Solutions' }).click();
  // One language at a time, behind its own tab, highlighted.
  const references = page.getByRole('region', { name: 'Reference solutions' });
  await references.getByRole('tab', { name: 'JavaScript' }).click();
  const javascript = references.getByRole('tabpanel', { name: 'JavaScript solution' });
  await expect(javascript.locator('code.hljs')).toBeVisible();
  await references.getByRole('tab', { name: 'C++' }).click();
  await expect(references.getByRole('tabpanel', { name: 'C++ solution' })).toContainText('main');

  // The code survives a reload.
  await page.reload();
  await expectEditorToContain(page, 'solved in the e2e test');

  // Home marks the problem Solved, and the Solved filter keeps it.
  await page.goto('/');
  await page.getByPlaceholder('Search problems by title...').fill('staircase');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: PROBLEM_TITLE, exact: true }) });
  await expect(row.getByText('Solved', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Solved Problems');
  await expect(row).toBeVisible();
  await page.getByPlaceholder('Search problems by title...').fill('no such problem title');
  await expect(page.getByText('No problems found.')).toBeVisible();

  expect(problemUrl).toContain('/problem/');
});

test('keyboard shortcuts run and submit; a visitor is sent to log in', async ({ page }) => {
  // Visitors can read a problem but running needs an account.
  await page.goto('/');
  const problems = (await (await page.request.get('/api/problem/getAllProblem')).json()) as {
    _id: string;
    title: string;
  }[];
  const problem = problems.find((candidate) => candidate.title === PROBLEM_TITLE);
  expect(problem, `seed problem ${PROBLEM_TITLE} exists`).toBeTruthy();
  await page.goto(`/problem/${problem!._id}`);
  await expect(page.getByRole('heading', { name: PROBLEM_TITLE, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/problem/${problem!._id}`)}`);

  await registerViaApi(page, newAccount('keys'));
  await page.goto(`/problem/${problem!._id}`);
  await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
  await expectEditorToContain(page, 'function solve');
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('tab', { name: 'Testcase' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Wrong Answer' })).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Control+Shift+Enter');
  await expect(page.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: 'Result' }).getByRole('heading', { name: 'Wrong Answer' }),
  ).toBeVisible({ timeout: 90_000 });

  // The shortcuts sheet lists the keys and offers LeetCode's: Ctrl+' runs, Ctrl+Enter submits.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByRole('row', { name: /Run against the test cases/ })).toContainText('Ctrl+Enter');
  await sheet.getByRole('radio', { name: /LeetCode/ }).check();
  await expect(sheet.getByRole('row', { name: /Run against the test cases/ })).toContainText("Ctrl+'");
  await sheet.getByRole('button', { name: 'Close' }).first().click();
  await page.reload();
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press("Control+'");
  await expect(page.getByRole('tab', { name: 'Testcase' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveAttribute(
    'title',
    'Submit (Ctrl+Enter)',
  );
});
