import { describe, expect, it } from 'vitest';

import { shortcutAction } from './shortcut-keys';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('shortcutAction', () => {
  it("Codeyard's keys: Ctrl+Enter runs, Ctrl+Shift+Enter submits, Cmd as Ctrl", () => {
    expect(shortcutAction(press('Enter', { ctrlKey: true }), 'codeyard')).toBe('run');
    expect(shortcutAction(press('Enter', { metaKey: true, shiftKey: true }), 'codeyard')).toBe('submit');
    expect(shortcutAction(press("'", { ctrlKey: true }), 'codeyard')).toBeNull();
    expect(shortcutAction(press('Enter'), 'codeyard')).toBeNull();
    expect(shortcutAction(press('Enter', { ctrlKey: true, altKey: true }), 'codeyard')).toBeNull();
  });

  it("LeetCode's keys: Ctrl+' runs, Ctrl+Enter submits", () => {
    expect(shortcutAction(press("'", { ctrlKey: true }), 'leetcode')).toBe('run');
    expect(shortcutAction(press('Enter', { ctrlKey: true }), 'leetcode')).toBe('submit');
    expect(shortcutAction(press('Enter', { ctrlKey: true, shiftKey: true }), 'leetcode')).toBeNull();
  });
});
