import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { appPages } from '../pages/registry';

/** Page properties: the fixed /external/approvalForm route passes its query string this way. */
export type PageProps = Record<string, string>;
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;
export type PageRegistry = Readonly<Record<string, PageLoader>>;

/**
 * Every feature may export `pages` from src/features/<feature>/routes.ts (docs/menu.md). The files
 * only hold loaders, so reading them eagerly costs nothing and keeps the key set synchronous; the
 * pages themselves stay lazy chunks.
 */
const featureRoutes = import.meta.glob<{ pages?: Record<string, PageLoader> }>('../../features/*/routes.ts', {
  eager: true,
});

export function collectPages(modules: Record<string, { pages?: Record<string, PageLoader> }>): Record<string, PageLoader> {
  const registry: Record<string, PageLoader> = {};
  for (const [file, mod] of Object.entries(modules)) {
    for (const [key, loader] of Object.entries(mod.pages ?? {})) {
      if (registry[key]) console.error(`[pages] page key ${key} of ${file} is already registered`);
      else registry[key] = loader;
    }
  }
  return registry;
}

export const pageRegistry: PageRegistry = { ...collectPages(featureRoutes), ...appPages };

const lazyCache = new WeakMap<PageLoader, LazyExoticComponent<ComponentType<PageProps>>>();

/** One lazy component per loader, so re-rendered routes never remount their page. */
export function lazyPage(key: string, registry: PageRegistry = pageRegistry) {
  const loader = Object.prototype.hasOwnProperty.call(registry, key) ? registry[key] : undefined;
  if (!loader) return undefined;
  let component = lazyCache.get(loader);
  if (!component) {
    component = lazy(loader);
    lazyCache.set(loader, component);
  }
  return component;
}
