import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

import { loginAsAdminViaApi, newAccount, type Account } from './support/accounts';
import { blockingViolations } from './support/axe';
import { STAIRCASE_SOLUTION, STAIRCASE_TITLE, staircaseId } from './support/staircase';

// Issue 34, item 4: an admin marks a teacher, the teacher sets an assignment to a group, a student
// joins with the code and solves, and the teacher reads the progress table and downloads it.

/** Registers through the API in the page's browser context and answers the new account's handle. */
async function register(page: Page, account: Account): Promise<string> {
  const response = await page.request.post('/api/user/register', {
    data: { firstName: account.firstName, emailid: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { user: { handle: string } }).user.handle;
}

test('a teacher sets an assignment, a student joins and solves, the teacher reads the progress', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  const teacher = await (await browser.newContext()).newPage();
  const student = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const teacherHandle = await register(teacher, newAccount('teacher'));
  const studentAccount = newAccount('student');
  const studentHandle = await register(student, studentAccount);

  // The admin marks the teacher on the Groups screen.
  await loginAsAdminViaApi(admin);
  await admin.goto('/groups');
  const teachers = admin.getByRole('region', { name: 'Teachers' });
  await teachers.getByLabel('Handle to mark as teacher').fill(`@${teacherHandle}`);
  await teachers.getByRole('button', { name: 'Mark as teacher' }).click();
  await expect(teachers.getByText(`@${teacherHandle} is now a teacher`)).toBeVisible();

  // The teacher creates a group and gets its join code.
  await teacher.goto('/groups');
  const create = teacher.getByRole('region', { name: 'Create a group' });
  await create.getByLabel('Group name').fill('Algorithms e2e');
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(teacher.getByRole('heading', { name: 'Algorithms e2e', level: 1 })).toBeVisible();
  const code = (await teacher.getByLabel('Join code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);

  // And sets an assignment of a seed problem, due in a week (the form's default).
  const assignments = teacher.getByRole('region', { name: 'Assignments' });
  await assignments.getByLabel('Assignment title').fill('Week 1');
  await assignments.getByPlaceholder('Filter by title').fill('staircase');
  await assignments.getByRole('checkbox', { name: STAIRCASE_TITLE }).check();
  await assignments.getByRole('button', { name: 'Set assignment' }).click();
  await expect(assignments.getByText('Assignment created: Week 1')).toBeVisible();
  await expect(assignments.getByRole('timer', { name: 'Week 1 due' })).toContainText(/Due in 6d|Due in 7d/);
  expect(await blockingViolations(teacher, 'teacher group page')).toBe('');

  // The student joins on a phone with the code as read out, in lower case.
  await student.goto('/groups');
  await student.getByLabel('Join code').fill(code.toLowerCase());
  await student.getByRole('button', { name: 'Join group' }).click();
  await expect(student.getByRole('heading', { name: 'Algorithms e2e', level: 1 })).toBeVisible();
  const week = student.getByRole('list', { name: 'Problems of Week 1' });
  await expect(week.getByText('Not solved')).toBeVisible();
  await expect(student.getByRole('timer', { name: 'Week 1 due' })).toContainText('Due in');
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The student solves it; the judge is the real one.
  const submitted = await student.request.post(`/api/submissions/submit/${await staircaseId(student)}`, {
    data: { code: STAIRCASE_SOLUTION, language: 'javascript' },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  expect(((await submitted.json()) as { status: string }).status).toBe('accepted');
  await student.goto('/dashboard');
  const mine = student.getByRole('region', { name: 'Assignments' });
  await expect(
    mine.getByRole('list', { name: 'Problems of Week 1' }).getByText('Solved', { exact: true }),
  ).toBeVisible();

  // A student is not shown the progress table.
  const refused = await student.request.get(`/api/groups/${teacher.url().split('/').pop()}/progress`);
  expect(refused.status()).toBe(403);

  // The teacher reads the progress table with the solve, and downloads it.
  await teacher.getByRole('link', { name: 'Progress table' }).click();
  const table = teacher.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: `@${studentHandle}` });
  await expect(row.getByRole('cell')).toHaveText(['Solved']);
  expect(await blockingViolations(teacher, 'progress table')).toBe('');
  const downloading = teacher.waitForEvent('download');
  await teacher.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('algorithms-e2e-progress.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(
    '"handle","name","assignment","due_at","problem","problem_id","solved","solved_at","late","attempts"',
  );
  expect(csv).toMatch(
    new RegExp(
      `"${studentHandle}","${studentAccount.firstName}","Week 1","[^"]+","${STAIRCASE_TITLE}","[^"]+",yes,"[^"]+",no,0`,
    ),
  );
});
