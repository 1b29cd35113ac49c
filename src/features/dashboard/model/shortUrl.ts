import { APP_BASE } from '@/shared/config';
import { httpUrl } from '@/shared/url';

/** Where a short link's long address leads: a portal route, another page of our origin, or nowhere. */
export type ShortUrlTarget = { kind: 'route'; path: string } | { kind: 'page'; url: string } | null;

/**
 * The portal follows a short link only on its own origin (the server refuses others too): an
 * address under /front becomes a route of the shell, another path of our origin (the handbook) a
 * page load; anything else (another origin, `//host`, javascript:) is not followed.
 */
export function shortUrlTarget(longUrl: string, origin: string): ShortUrlTarget {
  const text = longUrl.trim();
  if (!text || text.includes('\\') || text.startsWith('//')) return null;
  const url = httpUrl(text, origin);
  if (!url || url.origin !== new URL(origin).origin) return null;
  const rest = `${url.search}${url.hash}`;
  if (url.pathname === APP_BASE || url.pathname.startsWith(`${APP_BASE}/`)) {
    return { kind: 'route', path: `${url.pathname.slice(APP_BASE.length) || '/'}${rest}` };
  }
  return { kind: 'page', url: `${url.pathname}${rest}` };
}
