import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for one element (the Fullscreen API): `toggle` enters or leaves; Escape leaves too
 * (the browser's own key), and `active` follows either way.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    // Browsers leave full screen on Escape themselves; this is for those that hand the key to the page.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && document.fullscreenElement && document.fullscreenElement === target.current)
        void document.exitFullscreen();
    };
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('keydown', onKey);
    };
  }, [target]);
  const toggle = useCallback(async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await target.current?.requestFullscreen();
  }, [target]);
  // Browsers without it (some phones) get no button.
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled;
  return { active, toggle, supported };
}
