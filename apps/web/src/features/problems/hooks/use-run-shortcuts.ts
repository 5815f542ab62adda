import { useEffect, useEffectEvent } from 'react';

/**
 * Ctrl+Enter runs, Ctrl+Shift+Enter submits (Cmd on macOS). Listens in the capture phase so the
 * editor's own Ctrl+Enter binding (insert line) never sees the keystroke.
 */
export function useRunShortcuts(onRun: () => void, onSubmit: () => void): void {
  const run = useEffectEvent(onRun);
  const submit = useEffectEvent(onSubmit);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.shiftKey) submit();
      else run();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);
}
