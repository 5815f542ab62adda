import { expect, test, type Browser, type Page } from './support/fixtures';

import { newAccount, registerViaApi } from './support/accounts';

// Issue 11: two people discuss a problem; each sees the other's words and likes without a reload.

const PROBLEM_TITLE = 'Staircase Ways';

async function openDiscussion(browser: Browser, who: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerViaApi(page, newAccount(who));
  await page.goto('/');
  await page.getByPlaceholder('Search problems by title...').fill('staircase');
  await page.getByRole('link', { name: PROBLEM_TITLE, exact: true }).click();
  await expect(page).toHaveURL(/\/problem\//);
  await page.getByRole('tab', { name: 'Discussions' }).click();
  await expect(page.getByRole('heading', { name: 'Discussions' })).toBeVisible();
  return page;
}

test('two users discuss a problem live', async ({ browser }) => {
  const ada = await openDiscussion(browser, 'ada');
  const bob = await openDiscussion(browser, 'bob');
  const words = `Try dynamic programming ${Date.now().toString(36)}`;

  // Post is disabled while the box is blank.
  const post = ada.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await ada
    .getByRole('textbox', { name: 'Your comment' })
    .fill(`${words} <img src=x onerror="document.title='hacked'">`);
  await post.click();

  // Bob sees it without reloading; the HTML stays inert text.
  const onBob = bob.getByRole('listitem').filter({ hasText: words });
  await expect(onBob).toBeVisible();
  await expect(onBob.locator('img')).toHaveCount(0);
  expect(await bob.title()).not.toBe('hacked');

  // Bob likes it and replies; Ada sees both live.
  await onBob.getByRole('button', { name: 'Like' }).click();
  const onAda = ada.getByRole('listitem').filter({ hasText: words });
  await expect(onAda.getByTestId('like-count').first()).toHaveText('1');
  await onBob.getByRole('button', { name: 'Reply' }).click();
  await expect(onBob.getByRole('button', { name: 'Post Reply' })).toBeDisabled();
  await onBob.getByRole('textbox', { name: 'Your reply' }).fill('Thanks, memoising the steps worked.');
  await onBob.getByRole('button', { name: 'Post Reply' }).click();
  await expect(onAda.getByText('Thanks, memoising the steps worked.')).toBeVisible();

  // Bob may delete only his own reply, not Ada's comment; Ada may, after confirming, and it disappears for Bob.
  await expect(onBob.getByRole('button', { name: 'Delete' })).toHaveCount(1);
  ada.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this comment?');
    void dialog.accept();
  });
  await onAda.getByRole('button', { name: 'Delete' }).first().click();
  await expect(bob.getByText(words)).toHaveCount(0);
  await expect(ada.getByText(words)).toHaveCount(0);
});
