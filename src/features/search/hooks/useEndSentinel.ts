import { useEffect, useRef } from 'react';

/**
 * Calls `onReached` when the returned element scrolls into view, whichever ancestor scrolls.
 * The observer is renewed when `renewKey` changes, so a page that did not fill the screen makes
 * the next one load at once.
 */
export function useEndSentinel<T extends HTMLElement>(onReached: () => void, enabled: boolean, renewKey: unknown) {
  const ref = useRef<T>(null);
  const latest = useRef(onReached);
  useEffect(() => {
    latest.current = onReached;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled, renewKey]);
  return ref;
}
