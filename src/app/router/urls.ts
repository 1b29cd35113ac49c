import { APP_BASE } from '@/shared/config';
import { parseUrl } from '@/shared/url';

/** Query flags kept across navigations (spec 01 §2). */
export const CARRIED_FLAGS = ['__isFull__', '__sourceSystem__', 'rolePermission'] as const;

/** `?__isFull__=1` (or any value but 0/false) forces the empty layout. */
export function isFullScreen(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get('__isFull__');
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

/**
 * The search string to use after a navigation: the carried flags of the previous location are
 * added when the new one lacks them. Null when nothing needs to change.
 */
export function carryQueryFlags(previousSearch: string, nextSearch: string): string | null {
  const previous = new URLSearchParams(previousSearch);
  const next = new URLSearchParams(nextSearch);
  let changed = false;
  for (const flag of CARRIED_FLAGS) {
    const value = previous.get(flag);
    if (value !== null && !next.has(flag)) {
      next.set(flag, value);
      changed = true;
    }
  }
  return changed ? `?${next.toString()}` : null;
}

const withoutSlash = (origin: string) => origin.replace(/\/+$/, '').toLowerCase();

/** A window message is trusted only from our own origin or an allow-listed one. */
export function isAllowedMessageOrigin(origin: string, selfOrigin: string, allowList: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  const o = withoutSlash(origin);
  return o === withoutSlash(selfOrigin) || allowList.some((a) => withoutSlash(a) === o);
}

/**
 * The app path a URL points at ('/matter/myTask?x=1'), or null when it leaves the app: another
 * origin, another scheme, or a path outside the router base. Accepts '/front/x', '/x', 'x' and
 * absolute URLs of our own origin.
 */
export function appPathFromUrl(url: unknown, selfOrigin: string, base: string = APP_BASE): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  const raw = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) {
    const parsed = parseUrl(raw, selfOrigin);
    if (!parsed || parsed.origin !== new URL(selfOrigin).origin) return null;
    return stripBase(`${parsed.pathname}${parsed.search}${parsed.hash}`, base);
  }
  const parsed = parseUrl(raw.startsWith('/') ? raw : `/${raw}`, selfOrigin);
  if (!parsed || parsed.origin !== new URL(selfOrigin).origin) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path.startsWith(`${base}/`) || parsed.pathname === base ? stripBase(path, base) : path;
}

function stripBase(path: string, base: string): string | null {
  if (path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`) || path.startsWith(`${base}#`)) {
    const rest = path.slice(base.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return null;
}

/**
 * An embedded menu page may show only our own pages or pages of allow-listed hosts, over http(s).
 */
export function isEmbeddableUrl(url: unknown, selfOrigin: string, allowHosts: readonly string[]): boolean {
  if (typeof url !== 'string' || url.trim() === '') return false;
  const parsed = parseUrl(url.trim(), selfOrigin);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return false;
  if (parsed.origin === new URL(selfOrigin).origin) return true;
  const host = parsed.host.toLowerCase();
  return allowHosts.some((h) => h === host || h === parsed.hostname.toLowerCase());
}

/** The `account` query parameter of an app path, if any. */
export function accountParamOf(appPath: string): string | null {
  const parsed = parseUrl(appPath, 'http://app.invalid');
  return parsed?.searchParams.get('account') ?? null;
}

/** What a `{type:'router', url}` message asks the app to do. */
export type RouterMessageAction = { kind: 'ignore' } | { kind: 'navigate'; path: string } | { kind: 'login'; path: string };

export function routerMessageAction(
  event: { origin: string; data: unknown },
  context: { selfOrigin: string; allowList: readonly string[]; account: string | null | undefined },
): RouterMessageAction {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== 'router') return { kind: 'ignore' };
  if (!isAllowedMessageOrigin(event.origin, context.selfOrigin, context.allowList)) return { kind: 'ignore' };
  const path = appPathFromUrl(data.url, context.selfOrigin);
  if (!path) return { kind: 'ignore' };
  const account = accountParamOf(path);
  if (account && account !== context.account) return { kind: 'login', path };
  return { kind: 'navigate', path };
}

type To = string | { pathname?: string; search?: string; hash?: string };

/**
 * A navigation target with the carried flags of the current search added where it lacks them.
 * Relative targets stay relative; only the query part changes.
 */
export function withCarriedFlags<T extends To | number | null | undefined>(to: T, currentSearch: string): T {
  if (to === null || to === undefined || typeof to === 'number') return to;
  if (typeof to === 'string') {
    const hashAt = to.indexOf('#');
    const hash = hashAt >= 0 ? to.slice(hashAt) : '';
    const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
    const queryAt = rest.indexOf('?');
    const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
    const search = queryAt >= 0 ? rest.slice(queryAt) : '';
    const carried = carryQueryFlags(currentSearch, search);
    return (carried === null ? to : `${path}${carried}${hash}`) as T;
  }
  const carried = carryQueryFlags(currentSearch, to.search ?? '');
  return (carried === null ? to : { ...(to as Exclude<To, string>), search: carried }) as T;
}
