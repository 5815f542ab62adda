import { useEffect, useEffectEvent } from 'react';

import { shortcutAction, type ShortcutStyle } from '../utils/shortcut-keys';

/**
 * Run and Submit from the keyboard, by the chosen style's keys (utils/shortcut-keys.ts). Listens in
 * the capture phase so the editor's own bindings for the same keys (Ctrl+Enter inserts a line)
 * never see the keystroke.
 */
export function useRunShortcuts(onRun: () => void, onSubmit: () => void, style: ShortcutStyle = 'codeyard'): void {
  const run = useEffectEvent(onRun);
  const submit = useEffectEvent(onSubmit);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event, style);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      if (action === 'submit') submit();
      else run();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [style]);
}
