import { Suspense, useMemo } from 'react';
import { Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { CurrentRouteContext, useShellData } from './context';
import { lazyPage, type PageProps, type PageRegistry } from './registry';
import type { CompiledRoute } from './types';
import { isFullScreen } from './urls';
import { ContentLayout } from '../layouts/ContentLayout';
import { usePageLoadProgress } from '../shell/routeProgress';

/** The page of a key: the given registry first, then the app's (the shell's own pages live there). */
const pageOf = (key: string, registry: PageRegistry) => lazyPage(key, registry) ?? lazyPage(key);

function pageKeyFor(route: CompiledRoute, registry: PageRegistry): string {
  if (route.kind === 'directory') return 'app/Directory';
  if (route.component && pageOf(route.component, registry)) return route.component;
  // an embedded menu page, or a page not in this build: the online-menu page shows the address
  // when there is one and the default page otherwise
  return route.kind === 'embedded' ? 'app/OnlineMenu' : 'app/Default';
}

/** Query parameters as page properties: the menu path's query, or the whole query string. */
export function pagePropsOf(route: CompiledRoute, search: string): PageProps {
  const props: PageProps = { ...(route.meta.query ?? {}) };
  if (route.meta.queryAsProps) {
    new URLSearchParams(search).forEach((value, key) => {
      props[key] = value;
    });
  }
  return props;
}

export function PageLoading() {
  usePageLoadProgress();
  return <Spin size="large" style={{ display: 'block', margin: '20vh auto' }} />;
}

/** The element of one compiled route: its content layout around the lazily loaded page, behind an error boundary. */
export function RoutePage({ route }: { route: CompiledRoute }) {
  const { pathname, search } = useLocation();
  const { registry } = useShellData();
  const Page = pageOf(pageKeyFor(route, registry), registry);
  const props = useMemo(() => pagePropsOf(route, search), [route, search]);
  return (
    <CurrentRouteContext.Provider value={route}>
      <ContentLayout kind={isFullScreen(search) ? 'empty' : route.meta.layout}>
        {/* a page that fails to render or load keeps the shell: menu, top bar and tabs stay */}
        <ErrorBoundary name={`route ${route.path}`} resetKey={`${pathname}${search}`}>
          <Suspense fallback={<PageLoading />}>{Page ? <Page {...props} /> : null}</Suspense>
        </ErrorBoundary>
      </ContentLayout>
    </CurrentRouteContext.Provider>
  );
}
