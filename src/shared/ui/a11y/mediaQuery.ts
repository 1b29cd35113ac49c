import { useSyncExternalStore } from 'react';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether the system asks for dark colours: the first theme of a user who never chose one. */
export const prefersDarkScheme = (): boolean => matches('(prefers-color-scheme: dark)');

/** A media query's answer, following its changes (prefers-reduced-motion, prefers-color-scheme). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => matches(query),
    () => false,
  );
}
