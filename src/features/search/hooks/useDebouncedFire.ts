import { useCallback, useEffect, useRef } from 'react';
import { SEARCH_DEBOUNCE_MS, useSearchStore, type FireSource } from '../store';

/**
 * Typing fires the search 250 ms after the last key; Enter, the search button, clearing and a
 * route change fire at once and cancel a waiting typed search.
 */
export function useDebouncedFire() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const type = useSearchStore((s) => s.type);
  const fire = useSearchStore((s) => s.fire);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const onType = useCallback(
    (text: string) => {
      type(text);
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        fire('typing');
      }, SEARCH_DEBOUNCE_MS);
    },
    [type, fire, cancel],
  );

  const fireNow = useCallback(
    (source: Exclude<FireSource, 'typing'>) => {
      cancel();
      fire(source);
    },
    [fire, cancel],
  );

  return { onType, fireNow };
}
