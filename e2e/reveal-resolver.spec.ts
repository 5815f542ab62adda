import { expect, test, type Browser, type Locator, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi, type Account } from './support/accounts';
import { blockingViolations } from './support/axe';
import { createContestViaApi } from './support/contests';
import { STAIRCASE_SOLUTION, staircaseId } from './support/staircase';

// Issue 36: the reveal as the ICPC Resolver presents it. Three contestants submit within a fully
// frozen contest: on the frozen board all three tie, ordered by name (Ada, Mia, Zoe). From the
// bottom up, Zoe's cell resolves to solved (2 attempts) and her row climbs to the top; Mia's to
// failed; then Ada's to solved in one attempt, less penalty: she passes Zoe, who ranked above her.

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
/** Seconds the contest still runs once made: time enough for the submissions to arrive. */
const REMAINING_SECONDS = 12;

type Contestants = { ada: Account; mia: Account; zoe: Account };

let contestId = '';
let people: Contestants;

async function pageIn(
  browser: Browser,
  options: { viewport: { width: number; height: number }; colorScheme: 'light' | 'dark'; still?: boolean },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport,
    colorScheme: options.colorScheme,
    reducedMotion: options.still ? 'reduce' : 'no-preference',
  });
  return context.newPage();
}

async function submit(page: Page, problemId: string, code: string): Promise<void> {
  const response = await page.request.post(`/api/submissions/submit/${problemId}`, {
    data: { code, language: 'javascript', contestId },
    timeout: 120_000,
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { countedForContest: boolean }).countedForContest).toBe(true);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext()).newPage();
  await loginAsAdminViaApi(admin);
  people = { ada: newAccount('ada'), mia: newAccount('mia'), zoe: newAccount('zoe') };
  const pages = await Promise.all(
    Object.values(people).map(async (account) => {
      const page = await (await browser.newContext()).newPage();
      await registerViaApi(page, account);
      return page;
    }),
  );
  const [ada, mia, zoe] = pages as [Page, Page, Page];
  const problemId = await staircaseId(admin);
  // Started a minute ago and frozen all along: every submission below is hidden until the reveal.
  const contest = await createContestViaApi(admin, {
    title: `Resolver Cup ${Date.now().toString(36)}`,
    startInSeconds: -60,
    lengthSeconds: 60 + REMAINING_SECONDS,
    problemIds: [problemId],
    freezeMinutes: 1,
  });
  contestId = contest.id;
  await Promise.all([
    submit(ada, problemId, STAIRCASE_SOLUTION),
    submit(mia, problemId, 'console.log(0)'),
    (async () => {
      await submit(zoe, problemId, 'console.log(0)');
      await submit(zoe, problemId, STAIRCASE_SOLUTION);
    })(),
  ]);
  // The server's clock ends the contest: until then the reveal answers 409.
  await expect
    .poll(async () => (await admin.request.get(`/api/leader/contest/${contestId}/reveal`)).status(), {
      timeout: (REMAINING_SECONDS + 30) * 1_000,
      intervals: [1_000],
    })
    .toBe(200);
});

test.afterAll(async ({ browser }) => {
  if (!contestId) return;
  const admin = await (await browser.newContext()).newPage();
  await loginAsAdminViaApi(admin);
  expect((await admin.request.delete(`/api/problem/contest/${contestId}`)).status()).toBe(200);
});

async function openReveal(page: Page): Promise<Locator> {
  await loginAsAdminViaApi(page);
  await page.goto(`/contest/${contestId}/leaderboard?reveal=1`);
  const reveal = page.getByRole('region', { name: 'Reveal' });
  await expect(reveal.getByText('Step 0 of 3')).toBeVisible();
  return reveal;
}

/** The rows top to bottom (DOM order) as "rank name", names cut to the account's prefix. */
async function board(reveal: Locator): Promise<string[]> {
  const rows = reveal.getByTestId('reveal-row');
  const names = { [people.ada.firstName]: 'Ada', [people.mia.firstName]: 'Mia', [people.zoe.firstName]: 'Zoe' };
  return (await rows.evaluateAll((each) => each.map((row) => [row.dataset.rank ?? '', row.textContent ?? '']))).map(
    ([rank, text]) => `${rank} ${Object.entries(names).find(([full]) => text?.includes(full))?.[1] ?? '?'}`,
  );
}

const rowOf = (reveal: Locator, account: Account) =>
  reveal.getByTestId('reveal-row').filter({ hasText: account.firstName });

/** The Resolver text of a row's only cell. */
const cellOf = (reveal: Locator, account: Account) =>
  rowOf(reveal, account).locator('[data-tone] [aria-hidden="true"]');

/**
 * Records every transform the page gives the row's style from now on: a FLIP slide sets one and
 * lets it go within one frame, so it is read from the styles the later changes replaced.
 */
async function watchTransforms(row: Locator): Promise<void> {
  await row.evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { transforms: string[] }).transforms = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const transform = /translateY\([^)]*\)/.exec(record.oldValue ?? '')?.[0];
        if (transform) seen.push(transform);
      }
    }).observe(element, { attributes: true, attributeFilter: ['style'], attributeOldValue: true });
  });
}
const transforms = (page: Page) => page.evaluate(() => (window as unknown as { transforms: string[] }).transforms);

test('the jury steps through the reveal: cells resolve from the bottom up and a climbing row slides to its place', async ({
  browser,
}) => {
  const page = await pageIn(browser, { viewport: desktop, colorScheme: 'light' });
  const reveal = await openReveal(page);

  // The frozen board: all tied, by name; every cell frozen (yellow) with its attempts.
  expect(await board(reveal)).toEqual(['1 Ada', '1 Mia', '1 Zoe']);
  await expect(cellOf(reveal, people.zoe)).toHaveText('? 2');
  await expect(rowOf(reveal, people.zoe).locator('[data-tone]')).toHaveAttribute('data-tone', 'frozen');
  // The bottom row's cell is the one to resolve next.
  await expect(reveal.locator('[data-next]')).toHaveCount(1);
  await expect(rowOf(reveal, people.zoe).locator('[data-next]')).toHaveCount(1);
  expect(await blockingViolations(page, 'reveal (light, 1440 px)')).toBe('');

  // Step 1 (Next): Zoe's cell resolves to solved in 2 attempts at minute 1, and her row slides to the top.
  const zoeBefore = (await rowOf(reveal, people.zoe).boundingBox())!.y;
  await watchTransforms(rowOf(reveal, people.zoe));
  await reveal.getByRole('button', { name: 'Next' }).click();
  await expect(reveal.getByText('Step 1 of 3')).toBeVisible();
  expect(await board(reveal)).toEqual(['1 Zoe', '2 Ada', '2 Mia']);
  await expect(cellOf(reveal, people.zoe)).toHaveText(/^2 \/ [12]$/);
  await expect(rowOf(reveal, people.zoe)).toHaveAttribute('data-moved', 'up');
  // It started where it was (a positive offset, two rows down) and slid up from there.
  const slide = await transforms(page);
  expect(slide.length, 'the row slid').toBeGreaterThan(0);
  expect(Number(/translateY\(([\d.]+)px\)/.exec(slide[0] ?? '')?.[1])).toBeGreaterThan(0);
  await expect.poll(async () => (await rowOf(reveal, people.zoe).boundingBox())!.y).toBeLessThan(zoeBefore);
  await expect(rowOf(reveal, people.ada).locator('[data-next]')).toHaveCount(0);
  await expect(rowOf(reveal, people.mia).locator('[data-next]')).toHaveCount(1);

  // Step 2 (space): Mia's cell fails (red, 1 attempt); nobody moves.
  await page.keyboard.press('Space');
  await expect(reveal.getByText('Step 2 of 3')).toBeVisible();
  expect(await board(reveal)).toEqual(['1 Zoe', '2 Ada', '2 Mia']);
  await expect(cellOf(reveal, people.mia)).toHaveText('1');
  await expect(rowOf(reveal, people.mia).locator('[data-tone]')).toHaveAttribute('data-tone', 'failed');
  await expect(rowOf(reveal, people.ada).locator('[data-next]')).toHaveCount(1);

  // Step 3 (→): Ada solves in one attempt, less penalty than Zoe: she passes her.
  const adaBefore = (await rowOf(reveal, people.ada).boundingBox())!.y;
  await page.keyboard.press('ArrowRight');
  await expect(reveal.getByText('Reveal finished: the final standings')).toBeVisible();
  expect(await board(reveal)).toEqual(['1 Ada', '2 Zoe', '3 Mia']);
  await expect(cellOf(reveal, people.ada)).toHaveText(/^1 \/ [12]$/);
  await expect.poll(async () => (await rowOf(reveal, people.ada).boundingBox())!.y).toBeLessThan(adaBefore);
  await expect(reveal.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(await blockingViolations(page, 'reveal finished (light, 1440 px)')).toBe('');
});

test('the reveal fills the screen and Escape leaves; keys step it there', async ({ browser }) => {
  const page = await pageIn(browser, { viewport: desktop, colorScheme: 'dark' });
  const reveal = await openReveal(page);
  await reveal.getByRole('button', { name: 'Full screen', exact: true }).click();
  await expect(reveal.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe('Reveal');
  // Space steps the reveal rather than pressing the button just used.
  await page.keyboard.press('Space');
  await expect(reveal.getByText('Step 1 of 3')).toBeVisible();
  expect(await board(reveal)).toEqual(['1 Zoe', '2 Ada', '2 Mia']);
  expect(await blockingViolations(page, 'reveal full screen (dark, 1440 px)')).toBe('');
  await page.keyboard.press('Escape');
  await expect(reveal.getByRole('button', { name: 'Full screen', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('on a phone, with reduced motion, rows move without sliding; axe is clean in both themes', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const page = await pageIn(browser, { viewport: phone, colorScheme, still: true });
    const reveal = await openReveal(page);
    expect(await blockingViolations(page, `reveal (${colorScheme}, 390 px)`)).toBe('');
    await watchTransforms(rowOf(reveal, people.zoe));
    await reveal.getByRole('button', { name: 'Next' }).click();
    expect(await board(reveal)).toEqual(['1 Zoe', '2 Ada', '2 Mia']);
    expect(await transforms(page)).toEqual([]);
    // The board scrolls sideways inside itself, not the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(await blockingViolations(page, `reveal after a step (${colorScheme}, 390 px)`)).toBe('');
  }
  const desktopDark = await pageIn(browser, { viewport: desktop, colorScheme: 'dark' });
  const reveal = await openReveal(desktopDark);
  await reveal.getByRole('button', { name: 'Next' }).click();
  expect(await blockingViolations(desktopDark, 'reveal after a step (dark, 1440 px)')).toBe('');
});
