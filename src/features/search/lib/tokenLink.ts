import { httpUrl } from '@/shared/url';

/**
 * The spec asks for the session tokens on a document's own address. Sending them to any host
 * would hand a session to whoever controls a document's URL, so they go only to hosts on the
 * allow list (VITE_TOKEN_LINK_HOSTS) or to our own origin; other links open without them.
 */
export function parseHostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

export function isTokenHostAllowed(url: URL, allowedHosts: readonly string[], origin: string): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin === origin) return true;
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((h) => h === host || h === hostname);
}

export interface SessionTokens {
  token: string;
  rtoken: string;
}

/**
 * The address to open for a document link, or null when it is not an http(s) address at all
 * (a `javascript:` link from the server must never be opened).
 */
export function documentLink(raw: string, tokens: SessionTokens | null, allowedHosts: readonly string[], origin: string): string | null {
  const url = httpUrl(raw, origin);
  if (!url) return null;
  if (!tokens || !tokens.token || !isTokenHostAllowed(url, allowedHosts, origin)) return url.href;
  const query = `token=${encodeURIComponent(tokens.token)}&rtoken=${encodeURIComponent(tokens.rtoken)}`;
  const href = url.href;
  const hashAt = href.indexOf('#');
  const head = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const sep = !head.includes('?') ? '?' : head.endsWith('?') || head.endsWith('&') ? '' : '&';
  return `${head}${sep}${query}${hash}`;
}
