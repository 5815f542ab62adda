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

/** A code editor of the admin problem form, by its label (Monaco names its text box after it). */
export function codeField(page: Page, label: string) {
  return page.locator('.monaco-editor').filter({ has: page.getByRole('textbox', { name: label, exact: true }) });
}

/** Replaces a problem form code editor's content, as replaceEditorContent does the problem page's. */
export async function fillCodeField(page: Page, label: string, code: string): Promise<void> {
  const field = codeField(page, label);
  await field.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/**
 * Replaces the editor's whole content by pasting `code` through the clipboard, as a user pastes a
 * solution: typed text (replaceEditorContent) gets Monaco's indentation on each new line on top of
 * its own, which breaks Python, whose indentation is its syntax; a paste keeps it as it is.
 */
export async function pasteEditorContent(page: Page, code: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}
