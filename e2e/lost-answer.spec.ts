import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';
import { expectEditorToContain, replaceEditorContent } from './support/editor';
import { STAIRCASE_SOLUTION, staircaseId } from './support/staircase';

// Issue 23: a submit whose answer never reaches the browser (its web server died behind the load
// balancer, a phone lost its connection) was still stored and judged: its verdict arrives by socket
// and replaces the failure, without a reload and without submitting twice.

test('a submit whose answer is lost still shows its verdict when the judge finishes it', async ({ page }) => {
  await registerViaApi(page, newAccount('lost'));
  const problemId = await staircaseId(page);
  let forwarded: Promise<unknown> | null = null;
  await page.route('**/api/submissions/submit/**', async (route) => {
    // The server receives the submit and judges it; the browser's connection breaks at once.
    forwarded = route.fetch().catch(() => undefined);
    await route.abort('connectionreset');
  });

  await page.goto(`/problem/${problemId}`);
  await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
  await replaceEditorContent(page, STAIRCASE_SOLUTION);
  await expectEditorToContain(page, 'solved in the e2e test');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();

  const result = page.getByRole('tabpanel', { name: 'Result' });
  await expect(result.getByText('If your submission reached the judge, its verdict will appear here.')).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 90_000 });
  await expect(result.getByText('If your submission reached the judge')).toHaveCount(0);
  await expect(result.getByText('Test Cases Passed')).toBeVisible();
  await forwarded;

  // Stored once: the submissions tab lists it, accepted.
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const submissions = page.getByRole('tabpanel', { name: 'Submissions' });
  await expect(submissions.getByRole('row')).toHaveCount(2);
  await expect(submissions.getByRole('row').nth(1)).toContainText('Accepted');
});
