import { expect, test, type Browser, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { localInputValue } from './support/contests';
import { STAIRCASE_TITLE, staircaseId } from './support/staircase';

// Issue 36: what a browser walk-through of the contest screens found, as a contestant and as the jury.

const MINUTE = 60_000;

async function pageIn(
  browser: Browser,
  options: { colorScheme: 'light' | 'dark'; phone?: boolean } = { colorScheme: 'light' },
): Promise<Page> {
  const context = await browser.newContext({
    colorScheme: options.colorScheme,
    ...(options.phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
  });
  return context.newPage();
}

async function createContest(
  admin: Page,
  options: { title: string; description?: string; startMs: number; endMs: number; freezeMinutes?: number },
): Promise<string> {
  const created = await admin.request.post('/api/problem/createcontest', {
    data: {
      title: options.title,
      description: options.description ?? `${options.title}, made by the end-to-end tests.`,
      startTime: new Date(options.startMs).toISOString(),
      endTime: new Date(options.endMs).toISOString(),
      problems: [await staircaseId(admin)],
      freezeMinutes: options.freezeMinutes ?? 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { contest: { _id: string } }).contest._id;
}

/** A time of day as the browser formats it for the viewer (the screens' HH:MM). */
const timeOfDay = (page: Page, ms: number) =>
  page.evaluate((at) => new Date(at).toLocaleTimeString(undefined, { timeStyle: 'short' }), ms);

test('someone who took part is not offered a virtual run; someone who only registered is', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await pageIn(browser);
  await loginAsAdminViaApi(admin);
  const now = Date.now();
  const title = `Short ${now.toString(36)}`;
  // Running for another 15 seconds: long enough to register and submit, short enough to wait for its end.
  const endMs = now + 15_000;
  const contestId = await createContest(admin, { title, startMs: now - MINUTE, endMs });

  const contestant = await pageIn(browser, { colorScheme: 'dark', phone: true });
  await registerViaApi(contestant, newAccount('took'));
  const sent = await contestant.request.post(`/api/submissions/submit/${await staircaseId(admin)}`, {
    data: { code: 'console.log(0)', language: 'javascript', contestId },
  });
  expect(((await sent.json()) as { countedForContest?: boolean }).countedForContest).toBe(true);
  const registeredOnly = await pageIn(browser);
  await registerViaApi(registeredOnly, newAccount('onlyreg'));
  expect((await registeredOnly.request.post(`/api/problem/contest/${contestId}/register`)).status()).toBeLessThan(300);

  await contestant.goto(`/contest/${contestId}`);
  // The page turns to ended by itself at the end.
  await expect(contestant.getByRole('button', { name: 'Participation Closed' })).toBeDisabled({
    timeout: endMs - Date.now() + 20_000,
  });
  await expect(contestant.getByText('You took part in this contest, so you cannot take it virtually.')).toBeVisible();
  await expect(contestant.getByRole('button', { name: 'Start virtual participation' })).toHaveCount(0);
  expect(await blockingViolations(contestant, 'ended contest, taken part (dark, 390 px)')).toBe('');

  await registeredOnly.goto(`/contest/${contestId}`);
  await expect(registeredOnly.getByRole('button', { name: 'Start virtual participation' })).toBeVisible();
});

test('contest cards render their Markdown, every card leads to its page, and a created contest is confirmed in view', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await pageIn(browser, { colorScheme: 'dark', phone: true });
  await loginAsAdminViaApi(admin);
  const now = Date.now();
  const title = `Later ${now.toString(36)}`;
  const contestId = await createContest(admin, {
    title,
    description: '**ICPC rules** apply: see the [rules](https://example.test/rules).',
    startMs: now + 60 * MINUTE,
    endMs: now + 120 * MINUTE,
  });

  for (const options of [{ colorScheme: 'light' as const }, { colorScheme: 'dark' as const, phone: true }]) {
    const user = await pageIn(browser, options);
    await registerViaApi(user, newAccount('cards'));
    await user.goto('/contests');
    const card = user.getByRole('article', { name: title });
    await expect(card.getByTestId('contest-card-description')).toHaveText('ICPC rules apply: see the rules.');
    await expect(card.getByRole('button', { name: 'Not Started' })).toBeDisabled();
    expect(await blockingViolations(user, `contests grid (${options.colorScheme})`)).toBe('');
    // The upcoming card's title leads to its page, where the countdown is.
    await card.getByRole('link', { name: title }).click();
    await expect(user).toHaveURL(`/contest/${contestId}`);
    await expect(user.getByRole('timer', { name: 'Contest clock' })).toContainText(/Starts in/);
  }

  // Creating a contest on a phone: the confirmation, above the form, is brought into view.
  await admin.goto('/admins/createcontest');
  await admin.getByLabel('Title', { exact: true }).fill(`Made ${now.toString(36)}`);
  await admin.getByLabel('Description', { exact: true }).fill('Made from the form.');
  await admin.getByLabel('Start time', { exact: true }).fill(await localInputValue(admin, 3_600));
  await admin.getByLabel('End time', { exact: true }).fill(await localInputValue(admin, 7_200));
  await admin.getByLabel('Search problems').fill(STAIRCASE_TITLE);
  await admin.getByRole('list', { name: 'Available problems' }).getByLabel(STAIRCASE_TITLE).check();
  await admin.getByRole('button', { name: 'Create Contest' }).click();
  const confirmation = admin.getByRole('alert').filter({ hasText: 'Contest created successfully' });
  await expect(confirmation).toBeInViewport();
  await expect(confirmation).toBeFocused();
  expect(await blockingViolations(admin, 'contest created (dark, 390 px)')).toBe('');
});

test('the freeze is told in its tense, and the jury is told the public board is frozen', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await pageIn(browser, { colorScheme: 'dark' });
  await loginAsAdminViaApi(admin);
  const now = Date.now();
  // Frozen from its start: a 61-minute contest with a 61-minute freeze, one minute in.
  const frozenStart = now - MINUTE;
  const frozen = await createContest(admin, {
    title: `Frozen ${now.toString(36)}`,
    startMs: frozenStart,
    endMs: frozenStart + 61 * MINUTE,
    freezeMinutes: 61,
  });
  const ended = await createContest(admin, {
    title: `Over ${now.toString(36)}`,
    startMs: now - 3 * 60 * MINUTE,
    endMs: now - 60 * MINUTE,
    freezeMinutes: 30,
  });

  const user = await pageIn(browser, { colorScheme: 'light', phone: true });
  await registerViaApi(user, newAccount('freeze'));
  const since = await timeOfDay(user, frozenStart);
  await user.goto(`/contest/${frozen}`);
  await expect(
    user.getByText(`The scoreboard has been frozen since ${since} (the last 61 minutes).`, { exact: true }),
  ).toBeVisible();
  await expect(user.getByText(/The scoreboard freezes/)).toHaveCount(0);
  expect(await blockingViolations(user, 'contest page during the freeze (light, 390 px)')).toBe('');
  await user.goto(`/contest/${ended}`);
  await expect(user.getByText('The scoreboard was frozen for the last 30 minutes.', { exact: true })).toBeVisible();

  // The jury sees live results and is told the public board is frozen; nothing speaks of a freeze to come.
  await admin.goto(`/contest/${frozen}/leaderboard`);
  await expect(admin.getByRole('status').filter({ hasText: 'The public board is frozen' })).toHaveText(
    `The public board is frozen since ${await timeOfDay(admin, frozenStart)}; you see live results.`,
  );
  await expect(admin.getByText(/The board freezes/)).toHaveCount(0);
  expect(await blockingViolations(admin, 'jury leaderboard during the freeze (dark)')).toBe('');
  // The contestant's board says what the freeze hides.
  await user.goto(`/contest/${frozen}/leaderboard`);
  await expect(user.getByRole('status').filter({ hasText: 'The scoreboard is frozen' })).toBeVisible();
  await expect(user.getByText(/The public board is frozen/)).toHaveCount(0);

  // The frozen contest would run for another hour with Staircase Ways in it, closing that problem's
  // discussions and others' solutions to the specs that follow (contest mode): it goes now.
  for (const contestId of [frozen, ended])
    expect((await admin.request.delete(`/api/problem/contest/${contestId}`)).status()).toBe(200);
});
