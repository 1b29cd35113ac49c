import { createPersistedStore } from '@/shared/persistedStore';
import { addVisited, closeAll, closeOthers, closeRight, closeTab, storedTabs, withAffix, type VisitedRoute } from './tabsModel';

export const TABS_STORAGE_KEY = 'tr_visited_routes';

interface TabsState {
  tabs: VisitedRoute[];
  visit: (route: VisitedRoute) => void;
  /** the route table's affixed tabs, and the names of its routes (tabs of other routes are closed) */
  setAffix: (affix: VisitedRoute[], known?: ReadonlySet<string>) => void;
  close: (fullPath: string) => void;
  closeOthers: (fullPath: string) => void;
  closeRight: (fullPath: string) => void;
  closeAll: () => void;
}

/** Tabs survive a reload of the page (sessionStorage), not a new browser session. */
export const useTabsStore = createPersistedStore<TabsState, Pick<TabsState, 'tabs'>>(
  TABS_STORAGE_KEY,
  'session',
  (set) => ({
    tabs: [],
    visit: (route) => set((s) => ({ tabs: addVisited(s.tabs, route) })),
    setAffix: (affix, known) => set((s) => ({ tabs: withAffix(s.tabs, affix, known) })),
    close: (fullPath) => set((s) => ({ tabs: closeTab(s.tabs, fullPath) })),
    closeOthers: (fullPath) => set((s) => ({ tabs: closeOthers(s.tabs, fullPath) })),
    closeRight: (fullPath) => set((s) => ({ tabs: closeRight(s.tabs, fullPath) })),
    closeAll: () => set((s) => ({ tabs: closeAll(s.tabs) })),
  }),
  {
    partialize: (s) => ({ tabs: s.tabs }),
    // tabs stored by an older portal held their rendered titles: keep the keys only
    merge: (stored, current) => ({ ...current, tabs: storedTabs((stored as { tabs?: unknown } | undefined)?.tabs) }),
  },
);
