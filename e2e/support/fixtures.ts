import { test as base } from '@playwright/test';

export { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/**
 * Playwright's `test`, which also closes the browser contexts a test opened itself
 * (`browser.newContext()` for a second user): the browser lives as long as the worker, so such a
 * context would otherwise stay open for the rest of the suite, its pages still holding sockets,
 * counted on problem pages and watching boards while later specs run.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((each) => !before.has(each) && each !== context);
      await Promise.all(opened.map((each) => each.close()));
    },
    { auto: true },
  ],
});
