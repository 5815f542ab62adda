import { useState } from 'react';

import { loadShortcutStyle, saveShortcutStyle, type ShortcutStyle } from '../utils/shortcut-keys';

/** The chosen Run and Submit keys, remembered in this browser. */
export function useShortcutStyle(): { style: ShortcutStyle; choose: (style: ShortcutStyle) => void } {
  const [style, setStyle] = useState<ShortcutStyle>(loadShortcutStyle);
  return {
    style,
    choose: (next) => {
      setStyle(next);
      saveShortcutStyle(next);
    },
  };
}
