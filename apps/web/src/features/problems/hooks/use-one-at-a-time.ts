import { useRef } from 'react';

/**
 * Runs one task at a time: a call made while another is under way is dropped. Run and Submit share
 * one, so neither starts while the other is on its way. A ref, not state: the keyboard shortcuts
 * may fire twice before React re-renders.
 */
export function useOneAtATime(): (task: () => Promise<void>) => Promise<void> {
  const busy = useRef(false);
  return async (task) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await task();
    } finally {
      busy.current = false;
    }
  };
}
