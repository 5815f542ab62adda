import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which row a list screen's editor is open on: null when closed, `{ item: null }` for a new one.
 * Closing it (saved or cancelled) gives the focus back to the button that opened it, so a keyboard
 * user goes on where they were.
 */
export function useEditor<Item>() {
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((item: Item | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing({ item });
  }, []);
  const close = useCallback(() => setEditing(null), []);

  useEffect(() => {
    if (editing !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [editing]);

  return { editing, open, close };
}
