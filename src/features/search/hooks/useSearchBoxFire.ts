import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useDebouncedFire } from './useDebouncedFire';

/**
 * How the top bar's search box fires: typed text after the debounce, Enter, the button and clearing at once
 * (useDebouncedFire), and a route change clears the pattern and fires the search (spec 01 §2; the shell calls
 * nothing). Held by the box's outer part, so a text typed into the light look-alike still fires after the real box
 * has taken its place.
 */
export function useSearchBoxFire() {
  const fire = useDebouncedFire();
  useClearOnRouteChange(fire.fireNow);
  return fire;
}

export type SearchBoxFire = ReturnType<typeof useSearchBoxFire>;

function useClearOnRouteChange(fireNow: (source: 'route') => void) {
  const location = useLocation();
  const where = `${location.pathname}${location.search}`;
  const previous = useRef(where);
  useEffect(() => {
    if (previous.current === where) return;
    previous.current = where;
    fireNow('route');
  }, [where, fireNow]);
}
