import { useEffect } from 'react';
import { createActivity } from '@/shared/activity';

/** Spec 01 §9: the progress bar's speed (its last stretch and its fading out take this long). */
export const PROGRESS_SPEED_MS = 500;

/** Pages being loaded (a lazy page's code): the route progress bar runs while there are any. */
export const pageLoads = createActivity();

/** Counts the caller as a page load while it is mounted (a Suspense fallback of a lazy page). */
export function usePageLoadProgress(): void {
  useEffect(() => {
    pageLoads.start();
    return () => pageLoads.done();
  }, []);
}
