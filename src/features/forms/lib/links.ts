import type { QueryFilter } from '@contract/common';
import { httpUrl } from '@/shared/url';

export type AppTarget = { kind: 'route'; path: string } | { kind: 'window'; href: string } | { kind: 'refused' };

/**
 * Where an application tile leads: an app path of the portal opens in the router; an http(s)
 * address opens in a new window only for our own origin or an allow-listed host; anything else
 * (javascript:, data:, other hosts) is refused.
 */
export function appTarget(url: string, openType: string, origin: string, allowedHosts: readonly string[]): AppTarget {
  const raw = url.trim();
  if (!raw) return { kind: 'refused' };
  const parsed = httpUrl(raw, origin);
  if (!parsed) return { kind: 'refused' };
  const own = parsed.origin === new URL(origin).origin;
  if (!own && !allowedHosts.includes(parsed.hostname.toLowerCase())) return { kind: 'refused' };
  if (own && openType === 'current' && raw.startsWith('/') && !raw.startsWith('//')) {
    return { kind: 'route', path: parsed.pathname.replace(/^\/front(?=\/|$)/, '') + parsed.search + parsed.hash || '/' };
  }
  return { kind: 'window', href: parsed.toString() };
}

/**
 * The preset conditions of /templatePreview/{templateKey}/{parameterqQuerys}/{rkey}: a JSON list of
 * {property, value, operation}, or property=value pairs joined by &; '-' or anything unreadable is none.
 */
export function parseParameterQuerys(raw: string | undefined): QueryFilter[] {
  if (!raw || raw === '-' || raw === '_') return [];
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (q): q is Record<string, unknown> => !!q && typeof q === 'object' && typeof (q as { property?: unknown }).property === 'string',
      )
      .map((q) => ({
        property: String(q.property),
        value: q.value,
        ...(typeof q.operation === 'string' ? { operation: q.operation } : {}),
      }));
  } catch {
    return [...new URLSearchParams(text).entries()].filter(([k]) => k).map(([property, value]) => ({ property, value }));
  }
}
