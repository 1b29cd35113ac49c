/** `raw` read against `origin`, or null when it is no address at all. */
export function parseUrl(raw: string, origin: string): URL | null {
  try {
    return new URL(raw, origin);
  } catch {
    return null;
  }
}

/** `raw` read against `origin` when it is an http(s) address; null for anything else (javascript:, data:, no address). */
export function httpUrl(raw: string, origin: string): URL | null {
  const url = parseUrl(raw, origin);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url : null;
}
