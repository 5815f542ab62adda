import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';

// Issue 36: a problem and language with one accepted program read "0 submissions compared", as if
// nothing had been looked at. It now says the one submission had nothing to compare it with.

const STAIRCASE = { title: 'Staircase Ways', slug: 'staircase-ways' };
const accepted = readFileSync(path.join('problems', STAIRCASE.slug, 'submissions', 'accepted', 'main.py'), 'utf8');
const LENGTH_SECONDS = 40;

test('a group of one accepted program says it had nothing to compare with', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await loginAsAdminViaApi(page);
  const problems = (await (await page.request.get('/api/problem/getAllProblem')).json()) as {
    _id: string;
    title: string;
  }[];
  const problemId = problems.find((problem) => problem.title === STAIRCASE.title)!._id;
  const startMs = Date.now() - 5_000;
  const created = await page.request.post('/api/problem/createcontest', {
    data: {
      title: `Lone solver ${Date.now().toString(36)}`,
      description: 'One contestant, one problem.',
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(startMs + LENGTH_SECONDS * 1_000).toISOString(),
      problems: [problemId],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { contest: { _id: string } }).contest._id;

  const solver = await (await browser.newContext()).newPage();
  await registerViaApi(solver, newAccount('lone'));
  expect((await solver.request.post(`/api/problem/contest/${contestId}/register`)).status()).toBe(200);
  const submitted = await solver.request.post(`/api/submissions/submit/${problemId}`, {
    data: { code: accepted, language: 'python', contestId },
    timeout: 120_000,
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  expect(((await submitted.json()) as { status: string }).status).toBe('accepted');
  await page.waitForTimeout(Math.max(0, startMs + LENGTH_SECONDS * 1_000 + 1_500 - Date.now()));

  await page.goto(`/admin/contests/${contestId}/similarity`);
  const group = page.getByRole('region', { name: `${STAIRCASE.title} · Python` });
  await expect(group.getByText('1 submission, nothing to compare it with')).toBeVisible();
  await expect(page.getByText(/0 submissions compared/)).toHaveCount(0);
  await expect(group.getByText('No similar pairs.')).toHaveCount(0);
  expect(await blockingViolations(page, 'similarity report, a group of one')).toBe('');
});
