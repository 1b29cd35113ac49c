import type { QueryClient } from '@tanstack/react-query';
import { loadAllTexts } from '@/shared/i18n';

/** How long the first screen stays quiet (no call under way) before the other pages' texts load. */
const QUIET_MS = 1000;
/** The latest moment they load, whatever the first screen still does. */
const LATEST_MS = 10_000;

const idle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 0);

/**
 * The texts of the namespaces beyond the first screen's (issue 18): at once when the address opens another
 * page (its loader waits for them anyway), else once the first screen has shown its data and the browser is
 * idle, so that they never compete with the to-do card. A page opened earlier waits for them itself.
 */
export function loadAllTextsAfterFirstScreen(client: QueryClient, homePage: boolean): void {
  const load = () => void loadAllTexts().catch((error: unknown) => console.error(error));
  if (!homePage) return load();
  let done = false;
  let timer: number | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    window.clearTimeout(timer);
    load();
  };
  const check = () => {
    window.clearTimeout(timer);
    if (!done && client.isFetching() === 0) timer = window.setTimeout(() => idle(() => client.isFetching() === 0 && finish()), QUIET_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe(check);
  window.setTimeout(finish, LATEST_MS);
  check();
}
