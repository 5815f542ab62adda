import { expect, test, type Page } from './support/fixtures';

import { loginAsAdminViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { localInputValue } from './support/contests';
import { staircaseId } from './support/staircase';

// Issue 30, item 4: a problem made with the spec's create call is public, and put in an upcoming
// contest it stayed open to everyone before the start. The contest form now says so and keeps the
// problem for the contest in one click, on a phone too.

/** Whether the page scrolls sideways (it must not at phone width). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('an organiser is told a contest problem is public, keeps it for the contest, and visitors no longer see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await loginAsAdminViaApi(admin);

  // A new problem through the spec's call, which leaves visibility out: public.
  const {
    _id: _unused,
    slug: _slug,
    ...staircase
  } = (await (await admin.request.get(`/api/problem/admin/${await staircaseId(admin)}`)).json()) as Record<
    string,
    unknown
  >;
  const suffix = Date.now().toString(36);
  const problemTitle = `Open Stairs ${suffix}`;
  const created = await admin.request.post('/api/problem/create', {
    data: { ...staircase, title: problemTitle, visibility: undefined },
    timeout: 120_000,
  });
  expect(created.status(), await created.text()).toBe(201);
  const problemId = ((await created.json()) as { problem: { _id: string } }).problem._id;
  let contestId: string | null = null;

  try {
    // The admin, on a phone, chooses it for a contest starting in an hour: the form warns at once.
    await admin.goto('/admins/createcontest');
    const contestTitle = `Guarded ${suffix}`;
    await admin.getByLabel('Title', { exact: true }).fill(contestTitle);
    await admin.getByLabel('Description', { exact: true }).fill('Nobody sees the problem before the start.');
    await admin.getByLabel('Start time', { exact: true }).fill(await localInputValue(admin, 3_600));
    await admin.getByLabel('End time', { exact: true }).fill(await localInputValue(admin, 7_200));
    await admin.getByLabel('Search problems').fill(problemTitle);
    await admin.getByRole('list', { name: 'Available problems' }).getByLabel(problemTitle).check();
    const warnings = admin.getByRole('list', { name: 'Public problems in this contest' });
    const warning = `${problemTitle} is public: everyone can open it before and during the contest`;
    await expect(warnings.getByRole('listitem')).toHaveText([`${warning}Keep it for the contest`]);
    await expect(
      admin.getByRole('link', { name: 'New problem for this contest (opens in a new tab)' }),
    ).toHaveAttribute('href', '/admin/create?visibility=contest');

    // Saved anyway: the answer's warning stays after the form clears.
    const saved = admin.waitForResponse((response) => response.url().endsWith('/api/problem/createcontest'));
    await admin.getByRole('button', { name: 'Create Contest' }).click();
    const answer = (await (await saved).json()) as { contest: { _id: string }; warnings: unknown[] };
    contestId = answer.contest._id;
    expect(answer.warnings).toEqual([{ problemId, title: problemTitle, message: warning }]);
    await expect(admin.getByRole('alert').filter({ hasText: 'Contest created successfully' })).toBeVisible();
    await expect(admin.getByText('None chosen yet.')).toBeVisible();
    await expect(warnings.getByText(warning)).toBeVisible();
    expect(await scrollsSideways(admin)).toBe(false);
    expect(await blockingViolations(admin, 'contest form with a public problem (390 px)')).toBe('');

    // The probe's finding, still true: a visitor opens the problem of the upcoming contest.
    expect((await page.request.get(`/api/problem/problembyid/${problemId}`)).status()).toBe(200);

    // One click keeps it for the contest; the warning goes and the status says what happened.
    const keep = admin.getByRole('button', { name: `Keep it for the contest: ${problemTitle}` });
    await expect(keep).toHaveText('Keep it for the contest');
    await keep.click();
    await expect(warnings).toHaveCount(0);
    await expect(admin.getByRole('status').filter({ hasText: problemTitle })).toHaveText(
      `${problemTitle} is now a contest problem: hidden until the contest starts`,
    );
    expect(await blockingViolations(admin, 'contest form after keeping the problem (390 px)')).toBe('');

    // A visitor can no longer open it before the start, nor find it in the list.
    await page.goto(`/problem/${problemId}`);
    await expect(page.getByRole('heading', { name: 'Problem not found', level: 1 })).toBeVisible();
    expect((await page.request.get(`/api/problem/problembyid/${problemId}`)).status()).toBe(404);
    const listed = (await (await page.request.get('/api/problem/getAllProblem')).json()) as { _id: string }[];
    expect(listed.map((problem) => problem._id)).not.toContain(problemId);

    // Editing the contest later says nothing more.
    const edited = await admin.request.patch(`/api/problem/contest/${contestId}`, {
      data: { title: `${contestTitle}!` },
    });
    expect(((await edited.json()) as { warnings: unknown[] }).warnings).toEqual([]);
  } finally {
    if (contestId) await admin.request.delete(`/api/problem/contest/${contestId}`);
    await admin.request.delete(`/api/problem/delete/${problemId}`);
  }
});
