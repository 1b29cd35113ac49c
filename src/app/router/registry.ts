import { createElement, lazy, useState, type ComponentType } from 'react';
import { afterAllTexts } from '@/shared/i18n';
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

/** The pages of the first screen: their texts come with it (src/shared/i18n/packs/<lang>.ts). */
const FIRST_SCREEN_PAGES = new Set(['dashboard/Home']);

/** Every other page shows once the texts of every namespace are there too (issue 18), so no key ever shows. */
export function withAllTexts(registry: Record<string, PageLoader>): Record<string, PageLoader> {
  return Object.fromEntries(
    Object.entries(registry).map(([key, loader]) => [key, FIRST_SCREEN_PAGES.has(key) ? loader : () => afterAllTexts(loader())]),
  );
}

export const pageRegistry: PageRegistry = withAllTexts({ ...collectPages(featureRoutes), ...appPages });

const pageCache = new WeakMap<PageLoader, ComponentType<PageProps>>();
/** Pages whose code has arrived: they render at once, without suspending. */
const loadedPages = new WeakMap<PageLoader, ComponentType<PageProps>>();

const loaderOf = (key: string, registry: PageRegistry) => (Object.prototype.hasOwnProperty.call(registry, key) ? registry[key] : undefined);

function remember(loader: PageLoader): Promise<{ default: ComponentType<PageProps> }> {
  return loader().then((mod) => {
    loadedPages.set(loader, mod.default);
    return mod;
  });
}

/**
 * One component per loader, so re-rendered routes never remount their page. A page whose code has already arrived
 * (preloaded, or shown before) renders directly; only the first showing of a page suspends. This matters beyond
 * the spinner: once a Suspense fallback has been committed, React holds back the reveal of the suspended content
 * for up to 300 ms, which on the first screen is most of the time budget (issue 18).
 */
export function lazyPage(key: string, registry: PageRegistry = pageRegistry): ComponentType<PageProps> | undefined {
  const loader = loaderOf(key, registry);
  if (!loader) return undefined;
  let component = pageCache.get(loader);
  if (!component) {
    const Lazy = lazy(() => remember(loader));
    component = function RegisteredPage(props: PageProps) {
      // decided once per mount: switching between the two later would remount the page
      const [Page] = useState<ComponentType<PageProps>>(() => loadedPages.get(loader) ?? Lazy);
      return createElement(Page, props);
    };
    pageCache.set(loader, component);
  }
  return component;
}

/**
 * Loads a page's code ahead of its first render (the start page, while the shell's code and the menu load), so it
 * renders without suspending. Resolves when loaded; a failure is left to the page's own loading (it shows there).
 */
export function preloadPage(key: string, registry: PageRegistry = pageRegistry): Promise<void> {
  const loader = loaderOf(key, registry);
  if (!loader || loadedPages.has(loader)) return Promise.resolve();
  return remember(loader).then(
    () => undefined,
    () => undefined,
  );
}
