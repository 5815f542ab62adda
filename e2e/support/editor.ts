import { expect, type Page } from '@playwright/test';

/** The Monaco editor on the problem page. */
export function editor(page: Page) {
  return page.locator('.monaco-editor').first();
}

/** Waits for Monaco to load and show text containing `expected`. */
export async function expectEditorToContain(page: Page, expected: string): Promise<void> {
  await expect(editor(page).locator('.view-lines')).toContainText(expected, { timeout: 30_000 });
}

/**
 * Replaces the editor's whole content. insertText delivers the code as one input event, so
 * Monaco's auto-closing brackets and auto-indent (which act on typed keys) leave it untouched.
 */
export async function replaceEditorContent(page: Page, code: string): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}
