import { fakeMatchMedia } from './matchMedia';

/**
 * A window of `width` CSS pixels for antd's breakpoints (390: a phone), answering each media query
 * as a browser of that width would. Returns the restore function.
 */
export function screenOfWidth(width: number): () => void {
  const before = window.matchMedia;
  window.matchMedia = fakeMatchMedia((query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });
  return () => {
    window.matchMedia = before;
  };
}
