import type { SysApp } from '@/api/menu';
import { APP_BASE } from '@/shared/config';
import { httpUrl } from '@/shared/url';

/** Where an app tile leads: a route of the portal, a new browser tab, or nowhere (no usable address). */
export type AppTarget = { kind: 'route'; path: string } | { kind: 'window'; url: string } | null;

/**
 * An app tile's address. `current` apps on our origin open as routes inside the shell (with or
 * without the /front base); `tab` and `external` apps, and addresses on other origins, open in a
 * new tab. Only http(s) addresses are followed (never javascript: or data:).
 */
export function appTarget(app: Pick<SysApp, 'url' | 'openType'>, origin: string): AppTarget {
  const url = httpUrl(app.url.trim(), origin);
  if (!app.url.trim() || !url) return null;
  const own = url.origin === new URL(origin).origin;
  if (app.openType !== 'current' || !own) return { kind: 'window', url: own ? `${url.pathname}${url.search}${url.hash}` : url.href };
  const inApp = url.pathname === APP_BASE || url.pathname.startsWith(`${APP_BASE}/`) ? url.pathname.slice(APP_BASE.length) : url.pathname;
  return { kind: 'route', path: `${inApp || '/'}${url.search}${url.hash}` };
}
