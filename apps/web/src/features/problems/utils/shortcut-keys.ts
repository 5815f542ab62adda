import { storage } from '../../../lib/storage';

/**
 * Two sets of keys for Run and Submit: Codeyard's own (Ctrl+Enter runs, Ctrl+Shift+Enter submits)
 * and LeetCode's, for hands used to it (Ctrl+' runs, Ctrl+Enter submits). Cmd stands for Ctrl on macOS.
 */
export const SHORTCUT_STYLES = ['codeyard', 'leetcode'] as const;
export type ShortcutStyle = (typeof SHORTCUT_STYLES)[number];
export type ShortcutAction = 'run' | 'submit';

export const SHORTCUT_STYLE_LABELS: Record<ShortcutStyle, string> = {
  codeyard: 'Codeyard',
  leetcode: 'LeetCode',
};

export const SHORTCUT_KEYS: Record<ShortcutStyle, Record<ShortcutAction, string>> = {
  codeyard: { run: 'Ctrl+Enter', submit: 'Ctrl+Shift+Enter' },
  leetcode: { run: "Ctrl+'", submit: 'Ctrl+Enter' },
};

/** What a key press asks for under a style, or null for a key that is not a shortcut. */
export function shortcutAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  style: ShortcutStyle,
): ShortcutAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  if (style === 'leetcode') {
    if (event.key === "'" && !event.shiftKey) return 'run';
    if (event.key === 'Enter' && !event.shiftKey) return 'submit';
    return null;
  }
  if (event.key !== 'Enter') return null;
  return event.shiftKey ? 'submit' : 'run';
}

const STYLE_KEY = 'codeyard:shortcut-style';

export function loadShortcutStyle(): ShortcutStyle {
  const stored = storage.get(STYLE_KEY);
  return (SHORTCUT_STYLES as readonly string[]).includes(stored ?? '') ? (stored as ShortcutStyle) : 'codeyard';
}

export function saveShortcutStyle(style: ShortcutStyle): void {
  storage.set(STYLE_KEY, style);
}
