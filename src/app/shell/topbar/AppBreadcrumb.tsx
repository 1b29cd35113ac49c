import { Breadcrumb } from 'antd';
import { Link, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UIMatch } from 'react-router-dom';
import { routeOfMatch } from '../../router/handle';
import { routeTitle } from '../../router/titles';

export interface Crumb {
  key: string;
  title: string;
  path?: string;
}

/**
 * Breadcrumb items from the matched routes that have a name and a title, each preceded by the
 * menu directories it sits in.
 */
export function crumbsOf(matches: readonly UIMatch[], t: TFunction): Crumb[] {
  const crumbs: Crumb[] = [];
  matches.forEach((match, i) => {
    const route = routeOfMatch(match);
    if (!route?.name) return;
    const title = routeTitle(route.meta, t);
    if (!title) return;
    route.meta.parents?.forEach((p, j) =>
      crumbs.push({ key: `${match.id}:p${j}`, title: p.titleKey ? t(p.titleKey) : p.title, path: p.path }),
    );
    const last = i === matches.length - 1;
    crumbs.push({ key: match.id, title, path: last || route.kind === 'redirect' ? undefined : match.pathname });
  });
  return crumbs;
}

export function AppBreadcrumb() {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const crumbs = crumbsOf(matches, t);
  return <Breadcrumb items={crumbs.map((c) => ({ key: c.key, title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }))} />;
}
