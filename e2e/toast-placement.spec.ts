import { expect, test, type Locator, type Page } from './support/fixtures';

import { loginAsAdminViaApi, newAccount, registerViaApi } from './support/accounts';
import { blockingViolations } from './support/axe';
import { createContestViaApi } from './support/contests';

// Issue 36: an announcement's toast covered Run and most of Submit for its eight seconds. It now
// appears under the top bar, clear of the editor's Console / Run / Submit bar, on a desktop and a phone.

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (one: Box, other: Box) =>
  one.x < other.x + other.width &&
  other.x < one.x + one.width &&
  one.y < other.y + other.height &&
  other.y < one.y + one.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

async function announce(admin: Page, contestId: string, text: string): Promise<void> {
  const response = await admin.request.post(`/api/problem/contest/${contestId}/announcements`, { data: { text } });
  expect(response.status(), await response.text()).toBe(201);
}

const screens = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, colorScheme: 'light' as const },
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
];

for (const screen of screens) {
  test.describe(`at ${screen.name} width`, () => {
    test.use({ viewport: screen.viewport, colorScheme: screen.colorScheme });

    test("an announcement's toast leaves Console, Run and Submit uncovered", async ({ browser, page }) => {
      test.setTimeout(120_000);
      const admin = await (await browser.newContext()).newPage();
      await loginAsAdminViaApi(admin);
      const contest = await createContestViaApi(admin, {
        title: `Toasts ${screen.name} ${Date.now().toString(36)}`,
        startInSeconds: -60,
        lengthSeconds: 3_600,
      });
      await registerViaApi(page, newAccount('toast'));
      expect((await page.request.post(`/api/problem/contest/${contest.id}/register`)).status()).toBe(200);
      await page.goto(`/contest/${contest.id}/problem/${contest.problemIds[0]}`);
      const code = page.getByRole('tab', { name: 'Code', exact: true });
      if (await code.isVisible()) await code.click();
      const controls = ['Console', 'Run', 'Submit'].map((name) => page.getByRole('button', { name, exact: true }));
      // On a phone the editor comes below the statement: the contestant scrolls down to it.
      await controls[2]!.scrollIntoViewIfNeeded();
      for (const control of controls) await expect(control).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Clarifications', exact: true })).toBeVisible();
      // The page's socket watches the contest once connected; give it that moment before announcing.
      await page.waitForTimeout(1_000);

      await announce(admin, contest.id, 'Problem A: the limits are now n ≤ 1000, and the time limit is two seconds.');
      const toast = page.getByTestId('clarification-toast');
      await expect(toast).toContainText('Problem A: the limits are now n ≤ 1000');
      const toastBox = await boxOf(toast);
      for (const control of controls) {
        expect(overlaps(toastBox, await boxOf(control)), `the toast covers ${await control.textContent()}`).toBe(false);
        // What a click there reaches is the button itself, not the toast above it.
        const box = await boxOf(control);
        const reached = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim() ?? null,
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(reached).toBe(await control.evaluate((element) => element.textContent?.trim()));
      }
      // The toast stays whole on screen, clear of the top bar, and keeps its Open button.
      expect(toastBox.x).toBeGreaterThanOrEqual(0);
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(screen.viewport.width);
      expect(overlaps(toastBox, await boxOf(page.locator('header.navbar')))).toBe(false);
      // Beside the editor, it sits over the statement and leaves the whole editor free.
      if (screen.name === 'desktop')
        expect(overlaps(toastBox, await boxOf(page.getByRole('region', { name: 'Solution' })))).toBe(false);
      expect(await blockingViolations(page, `toast (${screen.name}, ${screen.colorScheme})`)).toBe('');
      await toast.getByRole('button', { name: 'Open' }).click();
      await expect(page.getByRole('dialog', { name: 'Clarifications' })).toContainText('the time limit is two seconds');
    });
  });
}
