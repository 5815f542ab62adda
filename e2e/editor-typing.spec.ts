import { expect, test, type Page } from './support/fixtures';

import { newAccount, registerViaApi } from './support/accounts';
import { editor, expectEditorToContain } from './support/editor';
import { staircaseId } from './support/staircase';

// Issue 9: the editor dropped keystrokes ("le total = coun + 42…") while it was a controlled
// component saving a draft per key. 200 characters typed with no delay must arrive exactly.

const SENTENCE = 'let total = count + 42; // the quick brown fox jumps over the lazy dog and keeps running';
/** 200 characters: code, then a comment (no brackets or quotes, which Monaco would auto-close). */
const TYPED = `${SENTENCE} ${'and running '.repeat(20)}`.slice(0, 200);

/** What the page saved as this language's draft: the editor model's own text, written after typing pauses. */
async function savedDraft(page: Page, problemId: string, language: string): Promise<string | null> {
  return page.evaluate(
    ([key]) => {
      const saved = window.localStorage.getItem(key!);
      return saved === null ? null : (JSON.parse(saved) as { code: string }).code;
    },
    [`codeyard:draft:${problemId}:${language}`],
  );
}

async function openEmptyJavaScriptEditor(page: Page, problemId: string): Promise<void> {
  await page.goto(`/problem/${problemId}`);
  await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
  await expectEditorToContain(page, 'function solve');
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect.poll(() => savedDraft(page, problemId, 'javascript')).toBe('');
}

test.describe('typing into the editor', () => {
  test('keeps every keystroke at full speed, and the text follows the user to another browser', async ({
    page,
    browser,
  }) => {
    expect(TYPED).toHaveLength(200);
    const account = newAccount('typist');
    await registerViaApi(page, account);
    const problemId = await staircaseId(page);
    await openEmptyJavaScriptEditor(page, problemId);

    await page.keyboard.type(TYPED);
    await expect.poll(() => savedDraft(page, problemId, 'javascript')).toBe(TYPED);

    // Another language has its own text; coming back finds this one untouched.
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await expect(editor(page).locator('.view-lines')).not.toContainText('quick brown fox');
    await page.getByRole('button', { name: 'JavaScript', exact: true }).click();
    await expectEditorToContain(page, 'quick brown fox');

    // The server has the draft: a fresh browser signed in as the same person opens with it.
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/drafts/${problemId}`)).json()) as { language: string; code: string }[]
          ).find((draft) => draft.language === 'javascript')?.code,
      )
      .toBe(TYPED);
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      const login = await other.request.post('/api/user/login', {
        data: { emailid: account.email, password: account.password },
      });
      expect(login.status()).toBe(200);
      await other.goto(`/problem/${problemId}`);
      await other.getByRole('button', { name: 'JavaScript', exact: true }).click();
      await expectEditorToContain(other, 'quick brown fox');
    } finally {
      await elsewhere.close();
    }

    // And a reload in this browser too.
    await page.reload();
    await expectEditorToContain(page, 'quick brown fox');
  });

  test('keeps every keystroke with the CPU slowed four times', async ({ page }) => {
    await registerViaApi(page, newAccount('slow'));
    const problemId = await staircaseId(page);
    await openEmptyJavaScriptEditor(page, problemId);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      await page.keyboard.type(TYPED);
      await expect.poll(() => savedDraft(page, problemId, 'javascript'), { timeout: 30_000 }).toBe(TYPED);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });
});
