import type { TFunction } from 'i18next';
import type { RouteMeta } from './types';

/** A route's title: the menu label, or the fixed route's label from locales. */
export function routeTitle(meta: Pick<RouteMeta, 'title' | 'titleKey'>, t: TFunction): string {
  if (meta.titleKey) return t(meta.titleKey, { ns: 'shell' });
  return meta.title;
}
