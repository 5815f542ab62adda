import { expect, test } from '@playwright/test';

import { newAccount, registerViaApi } from './support/accounts';

// Issue 20: the dashboard was 450 px wide on a 390 px phone, and its year of activity opened on last December.
test.describe('the dashboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen, and the activity graph opens on the newest weeks', async ({ page }) => {
    await registerViaApi(page, newAccount('phone-dashboard'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Activity', exact: true })).toBeVisible();
    await expect(page.getByText(/submissions in the last year/)).toBeVisible();

    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);

    // The graph scrolls sideways on its own, scrolled to its right end (today).
    const graph = page.getByTestId('activity-heatmap');
    const scroll = await graph.evaluate((frame) => {
      const scrollers = [frame, ...frame.querySelectorAll<HTMLElement>('*')].filter(
        (element) => element.scrollWidth > element.clientWidth,
      );
      return scrollers.map((element) => ({
        left: element.scrollLeft,
        max: element.scrollWidth - element.clientWidth,
      }));
    });
    expect(scroll.length).toBeGreaterThan(0);
    for (const scroller of scroll) expect(scroller.max - scroller.left).toBeLessThanOrEqual(1);
  });
});
