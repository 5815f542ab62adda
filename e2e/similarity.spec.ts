import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test, type Browser, type Page } from './support/fixtures';

import { loginAsAdmin, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';

// Issue 22, item 7: after a contest the jury reads which accepted programs look alike. Three
// contestants solve the same problem: Bob's program is Ann's with every name changed, Cara's is her own.

const PROBLEM = { title: 'Staircase Ways', slug: 'staircase-ways' };
const ANN = readFileSync(path.join('problems', PROBLEM.slug, 'submissions', 'accepted', 'main.cpp'), 'utf8');
const BOB = ANN.replace(/\bways\b/g, 'steps')
  .replace(/\bsolve\b/g, 'countClimbs')
  .replace(/\bns\b/g, 'heights')
  .replace(/\bmaxN\b/g, 'tallest')
  .replace(/\bw\b/g, 'sum')
  .replace(/\/\/.*$/gm, '');
const CARA = `#include <cstdio>
#include <vector>

int main() {
  int count = 0;
  if (scanf("%d", &count) != 1) return 0;
  std::vector<int> queries(count);
  int top = 3;
  for (int index = 0; index < count; ++index) {
    scanf("%d", &queries[index]);
    if (queries[index] > top) top = queries[index];
  }
  std::vector<int> table(top + 1, 0);
  table[0] = 1;
  for (int step = 1; step <= top; ++step) {
    long long total = 0;
    for (int stride = 1; stride <= 3 && stride <= step; ++stride) total += table[step - stride];
    table[step] = static_cast<int>(total % 1000000007LL);
  }
  for (int query : queries) printf("%d\\n", table[query]);
  return 0;
}
`;
const LENGTH_SECONDS = 60;

async function contestant(browser: Browser, name: string, contestId: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerViaApi(page, { ...newAccount(name), firstName: name });
  expect((await page.request.post(`/api/problem/contest/${contestId}/register`)).status()).toBe(200);
  return page;
}

async function submitAccepted(page: Page, problemId: string, contestId: string, code: string): Promise<void> {
  const response = await page.request.post(`/api/submissions/submit/${problemId}`, {
    data: { code, language: 'cpp', contestId },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get(`/api/problem/submittedproblems/${problemId}`)).json()) as {
          status: string;
          errorMessage: string | null;
        }[];
        return list.map((submission) => `${submission.status} ${submission.errorMessage ?? ''}`.trim());
      },
      { timeout: 120_000 },
    )
    .toContainEqual(expect.stringMatching(/^accepted/));
}

test('the jury reads the similarity report of an ended contest, on a phone and in both themes', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await loginAsAdmin(page);
  const problems = (await (await page.request.get('/api/problem/getAllProblem')).json()) as {
    _id: string;
    title: string;
  }[];
  const problemId = problems.find((problem) => problem.title === PROBLEM.title)!._id;
  const title = `Copy check ${Date.now().toString(36)}`;
  const startMs = Date.now() - 5_000;
  const created = await page.request.post('/api/problem/createcontest', {
    data: {
      title,
      description: 'Three contestants, one problem.',
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(startMs + LENGTH_SECONDS * 1_000).toISOString(),
      problems: [problemId],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { contest: { _id: string } }).contest._id;

  for (const [name, code] of [
    ['Ann', ANN],
    ['Bob', BOB],
    ['Cara', CARA],
  ] as const) {
    await submitAccepted(await contestant(browser, name, contestId), problemId, contestId, code);
  }
  // Before the end the server refuses (the list shows no link either).
  expect((await page.request.get(`/api/problem/contest/${contestId}/similarity`)).status()).toBe(409);
  await page.waitForTimeout(Math.max(0, startMs + LENGTH_SECONDS * 1_000 + 1_500 - Date.now()));

  await page.goto('/admin/contests');
  await page.getByRole('link', { name: `Similarity report of ${title}` }).click();
  await expect(page).toHaveURL(`/admin/contests/${contestId}/similarity`);
  const pairs = page.getByRole('list', { name: `Pairs for ${PROBLEM.title}, most similar first` });
  await expect(pairs.getByRole('button').first()).toHaveText(/^Ann and Bob\s*(9\d|100)%$|^Bob and Ann\s*(9\d|100)%$/);
  await expect(page.getByRole('figure').filter({ hasText: 'Ann' }).locator('mark').first()).toBeVisible();

  for (const scheme of ['light', 'dark'] as const) {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(pairs.getByRole('button').first()).toBeVisible();
      const label = `similarity report (${scheme}, ${viewport.width} px)`;
      expect(await blockingViolations(page, label), 'axe violations').toBe('');
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${label} scrolls sideways`).toBeLessThanOrEqual(1);
    }
  }
});
