import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a horizontally scrolling element has more content hidden to its left or right, so a
 * narrow screen can show a cue that the tab bar scrolls. Follows scrolling and resizing.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): { before: boolean; after: boolean } {
  const [cue, setCue] = useState({ before: false, after: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      // One pixel of slack: browsers round fractional scroll positions.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setCue((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    element.addEventListener('scroll', update, { passive: true });
    // The observer's first call comes after the next layout; measuring here instead would force a
    // layout in the middle of the page's first render.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(element);
    else update();
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);

  return cue;
}
