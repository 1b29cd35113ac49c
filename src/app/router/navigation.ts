import type { NavigateFunction, NavigateOptions, To } from 'react-router-dom';

/** Navigation failures are swallowed (spec 01 §8): a failed push must never break the page. */
export function safeNavigate(navigate: NavigateFunction, to: To, options?: NavigateOptions): void {
  try {
    const result = navigate(to, options) as unknown;
    if (result && typeof (result as Promise<void>).catch === 'function') {
      (result as Promise<void>).catch((error: unknown) => console.warn('[router] navigation failed', error));
    }
  } catch (error) {
    console.warn('[router] navigation failed', error);
  }
}
