import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';
import { editor, expectEditorToContain, replaceEditorContent } from './support/editor';
import { STAIRCASE_SOLUTION, staircaseId } from './support/staircase';

// Issue 9: resizable panes that remember their size, a console under the editor with editable
// test cases that Run uses, Reset that asks first, and a page that works at phone width.

test('the split between statement and editor drags and is remembered', async ({ page }) => {
  await registerViaApi(page, newAccount('panes'));
  await page.goto(`/problem/${await staircaseId(page)}`);
  const statement = page.getByRole('region', { name: 'Problem' });
  await expect(statement).toBeVisible();
  // The editor loads after the statement and the panes settle then: measure and drag once they have
  // (on a loaded machine the handle moved between finding it and pressing on it).
  await expect(editor(page)).toBeVisible();
  let settled = -1;
  await expect
    .poll(async () => {
      const width = (await statement.boundingBox())!.width;
      const unchanged = width === settled;
      settled = width;
      return unchanged;
    })
    .toBe(true);
  const before = settled;

  const handle = page.getByRole('separator', { name: 'Resize statement and editor' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 200, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await statement.boundingBox())!.width).toBeLessThan(before - 150);
  const dragged = (await statement.boundingBox())!.width;
  // The layout is saved 100 ms after the last move (as a person would, reload only after that).
  const savedShare = () =>
    page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('react-resizable-panels:codeyard:problem:split') ?? '{}') as Record<
        string,
        { layout?: number[] }
      >;
      return Object.values(saved)[0]?.layout?.[0] ?? 50;
    });
  await expect.poll(savedShare).toBeLessThan(45);

  await page.reload();
  await expect(statement).toBeVisible();
  await expect.poll(async () => Math.abs((await statement.boundingBox())!.width - dragged)).toBeLessThan(5);
});

test('the console shows editable examples under the editor, and Run uses the edited cases', async ({ page }) => {
  await registerViaApi(page, newAccount('cases'));
  await page.goto(`/problem/${await staircaseId(page)}`);
  await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
  await expectEditorToContain(page, 'function solve');

  // The Testcase tab opens the console below the editor, which stays in view, with the examples loaded.
  await page.getByRole('tab', { name: 'Testcase' }).click();
  const console = page.getByRole('tabpanel', { name: 'Testcase' });
  await expect(console.getByRole('button', { name: 'Case 1', exact: true })).toBeVisible();
  await expect(editor(page)).toBeVisible();
  const example = await console.getByLabel('Input of case 1').inputValue();
  expect(example.trim().length).toBeGreaterThan(0);

  // Add a case of our own: 1 staircase of 5 steps has 13 ways.
  await console.getByRole('button', { name: 'Add case' }).click();
  const added = console.getByRole('button', { name: /^Case \d+$/ }).last();
  const addedName = (await added.textContent())!.trim();
  const addedInput = console.getByLabel(`Input of ${addedName.toLowerCase()}`);
  await addedInput.fill('1\n5\n');

  await replaceEditorContent(page, STAIRCASE_SOLUTION);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(console.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 90_000 });
  const results = console.getByRole('listitem');
  const lastResult = results.last();
  await expect(lastResult).toContainText(addedName);
  await expect(lastResult.getByText('13', { exact: true }).first()).toBeVisible();

  // Reset asks first; Cancel keeps the code, Reset brings the start code back.
  await page.getByRole('tab', { name: 'Code' }).click();
  await page.getByRole('button', { name: /Reset/ }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset the code?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectEditorToContain(page, 'solved in the e2e test');
  await page.getByRole('button', { name: /Reset/ }).first().click();
  await page
    .getByRole('alertdialog', { name: 'Reset the code?' })
    .getByRole('button', { name: 'Reset', exact: true })
    .click();
  await expectEditorToContain(page, 'function solve');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('tab bars scroll with a cue and the submissions table keeps its View button in reach', async ({ page }) => {
    await registerViaApi(page, newAccount('phone'));
    const problemId = await staircaseId(page);
    const submitted = await page.request.post(`/api/submissions/submit/${problemId}`, {
      data: { code: 'console.log(0)', language: 'javascript' },
    });
    expect(submitted.status()).toBe(200);
    await page.goto(`/problem/${problemId}`);

    const tabs = page.getByRole('tablist', { name: 'Problem details' });
    await expect(tabs).toBeVisible();
    expect(await tabs.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const cue = tabs.locator('xpath=..').locator('[data-scroll-cue="after"]');
    await expect(cue).toBeVisible();

    // Arrow keys walk the tabs and scroll the chosen one into view.
    await page.getByRole('tab', { name: 'Description' }).focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Submissions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Submissions' })).toBeInViewport();

    const view = page.getByRole('tabpanel', { name: 'Submissions' }).getByRole('button', { name: 'View' });
    await expect(view).toBeVisible({ timeout: 60_000 });
    const box = (await view.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await view.click();
    await expect(page.getByRole('dialog')).toContainText('console.log(0)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

// Issue 36: on a phone the run's results spilled over the Code / Testcase / Result strip and the
// Console / Run / Submit bar; they must stay in their panel and scroll there, at any width.
for (const screen of [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
]) {
  test.describe(`after a Run, at ${screen.name} width`, () => {
    test.use({ viewport: screen.viewport });

    test('the results stay inside the console, clear of its tab strip and action bar', async ({ page }) => {
      await registerViaApi(page, newAccount('spill'));
      await page.goto(`/problem/${await staircaseId(page)}`);
      await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
      await expectEditorToContain(page, 'function solve');
      await page.getByRole('tab', { name: 'Testcase' }).click();
      const console = page.getByRole('tabpanel', { name: 'Testcase' });
      // Enough cases that their results are taller than the console.
      for (let added = 0; added < 3; added += 1) await console.getByRole('button', { name: 'Add case' }).click();
      await replaceEditorContent(page, STAIRCASE_SOLUTION);
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await expect(console.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: 90_000 });

      const strip = page.getByRole('tablist', { name: 'Code and results' });
      const bar = page.getByRole('button', { name: 'Submit', exact: true }).locator('xpath=ancestor::footer');
      // No case's result, as far as it is drawn (clipped by the console's box), overlaps the strip or the bar.
      const overlaps = await console.evaluate((panel) => {
        const clip = panel.parentElement!.getBoundingClientRect();
        const strip = document
          .querySelector('[role="tablist"][aria-label="Code and results"]')!
          .getBoundingClientRect();
        const bar = panel.closest('section')!.querySelector('footer')!.getBoundingClientRect();
        const crosses = (top: number, bottom: number, other: DOMRect) =>
          Math.max(top, other.top) < Math.min(bottom, other.bottom) - 0.5;
        return [...panel.querySelectorAll('li')]
          .map((item) => item.getBoundingClientRect())
          .map((box) => ({ top: Math.max(box.top, clip.top), bottom: Math.min(box.bottom, clip.bottom) }))
          .filter(({ top, bottom }) => top < bottom && (crosses(top, bottom, strip) || crosses(top, bottom, bar)))
          .length;
      });
      expect(overlaps).toBe(0);
      for (const target of [strip, bar]) {
        await target.scrollIntoViewIfNeeded();
        // What is drawn at the middle of each tab and button is that tab or button, not a result.
        const covered = await target.evaluate((element) =>
          [...element.querySelectorAll('button')]
            .filter((button) => {
              const box = button.getBoundingClientRect();
              const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
              return !top || !button.contains(top);
            })
            .map((button) => button.textContent?.trim()),
        );
        expect(covered).toEqual([]);
      }

      // The console's scrolling box ends above the strip, and the results scroll inside it: scrolled
      // to its end, the last case's bottom is in the box, above the strip.
      const scroller = console.locator('xpath=..');
      await scroller.scrollIntoViewIfNeeded();
      expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      const lastResult = console.getByRole('listitem').last();
      await expect(lastResult).toBeInViewport();
      const scrollerBox = (await scroller.boundingBox())!;
      const stripBox = (await strip.boundingBox())!;
      const resultBox = (await lastResult.boundingBox())!;
      expect(scrollerBox.y + scrollerBox.height).toBeLessThanOrEqual(stripBox.y + 1);
      expect(resultBox.y + resultBox.height).toBeLessThanOrEqual(scrollerBox.y + scrollerBox.height + 1);
    });
  });
}
