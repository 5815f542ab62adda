import { useCallback, useLayoutEffect, useRef } from 'react';

/** How long a row takes to slide to its new place (ms). */
export const MOVE_MS = 700;

/**
 * Rows that slide to their new places (the FLIP technique): after a render that moved them in the
 * DOM, each row that changed places is put back where it was with a transform and then let go,
 * so the browser animates the transform alone. With prefers-reduced-motion they simply jump.
 * `version` changes whenever the order may have changed.
 */
export function useFlip(version: unknown): (key: string) => (element: HTMLElement | null) => void {
  const elements = useRef(new Map<string, HTMLElement>());
  const tops = useRef(new Map<string, number>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());

  useLayoutEffect(() => {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const next = new Map<string, number>();
    for (const [key, element] of elements.current) {
      // offsetTop ignores transforms: a row still sliding is measured where it is headed.
      const top = element.offsetTop;
      next.set(key, top);
      const before = tops.current.get(key);
      if (still || before === undefined || before === top) continue;
      element.style.transition = 'none';
      element.style.transform = `translateY(${before - top}px)`;
      // Reading layout here makes the browser take the transform above as the start of the slide.
      void element.offsetHeight;
      element.style.transition = `transform ${MOVE_MS}ms ease-in-out`;
      element.style.transform = '';
    }
    tops.current = next;
  }, [version]);

  return useCallback((key: string) => {
    let ref = refs.current.get(key);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(key, element);
        else elements.current.delete(key);
      };
      refs.current.set(key, ref);
    }
    return ref;
  }, []);
}
