import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_TABS,
  addVisited,
  closeAll,
  closeOthers,
  closeRight,
  closeTab,
  nextAfterClose,
  storedTabs,
  withAffix,
  type VisitedRoute,
} from '@/app/shell/tabs/tabsModel';
import { TABS_STORAGE_KEY, useTabsStore } from '@/app/shell/tabs/store';

const tab = (fullPath: string, extra: Partial<VisitedRoute> = {}): VisitedRoute => ({
  path: fullPath.split('?')[0],
  fullPath,
  name: fullPath,
  ...extra,
});
const paths = (tabs: VisitedRoute[]) => tabs.map((t) => t.fullPath);
const HOME = tab('/home', { affix: true });

describe('addVisited', () => {
  it('keys tabs by full path: one route with two queries gives two tabs', () => {
    let tabs = addVisited([], tab('/templateForm/a/edit?id=1'));
    tabs = addVisited(tabs, tab('/templateForm/a/edit?id=2'));
    tabs = addVisited(tabs, tab('/templateForm/a/edit?id=1'));
    expect(paths(tabs)).toEqual(['/templateForm/a/edit?id=1', '/templateForm/a/edit?id=2']);
  });

  it('refreshes the keys of a known tab without reordering', () => {
    const tabs = addVisited([tab('/a'), tab('/b')], tab('/a', { titleKey: 'route.a' }));
    expect(tabs.map((t) => t.titleKey)).toEqual(['route.a', undefined]);
  });

  it(`keeps at most ${MAX_TABS} tabs, dropping the oldest closable one`, () => {
    let tabs: VisitedRoute[] = [HOME];
    for (let i = 1; i <= 120; i++) tabs = addVisited(tabs, tab(`/p/${i}`));
    expect(tabs).toHaveLength(MAX_TABS);
    expect(tabs[0]).toBe(HOME);
    expect(tabs[1].fullPath).toBe('/p/23');
    expect(tabs[tabs.length - 1].fullPath).toBe('/p/120');
  });

  it('never drops affixed tabs or the one just visited, even past the cap', () => {
    const affix = [tab('/a', { affix: true }), tab('/b', { affix: true })];
    const tabs = addVisited(affix, tab('/c'), 2);
    expect(paths(tabs)).toEqual(['/a', '/b', '/c']);
  });
});

describe('close rules', () => {
  const tabs = [HOME, tab('/a'), tab('/b'), tab('/c')];
  it.each([
    ['close /b', closeTab(tabs, '/b'), ['/home', '/a', '/c']],
    ['close an affixed tab (refused)', closeTab(tabs, '/home'), ['/home', '/a', '/b', '/c']],
    ['close others than /b', closeOthers(tabs, '/b'), ['/home', '/b']],
    ['close right of /a', closeRight(tabs, '/a'), ['/home', '/a']],
    ['close right of the last', closeRight(tabs, '/c'), ['/home', '/a', '/b', '/c']],
    ['close right of an unknown tab', closeRight(tabs, '/x'), ['/home', '/a', '/b', '/c']],
    ['close all', closeAll(tabs), ['/home']],
  ])('%s', (_label, result, expected) => expect(paths(result)).toEqual(expected));

  it.each([
    ['/b', '/c'],
    ['/c', '/b'],
    ['/x', undefined],
  ])('after closing %s the active tab is %s', (closed, next) => {
    expect(nextAfterClose(tabs, closed)).toBe(next);
  });

  it('puts affixed tabs first and keeps earlier visits', () => {
    const result = withAffix([tab('/a'), tab('/home')], [tab('/home')]);
    expect(paths(result)).toEqual(['/home', '/a']);
    expect(result[0].affix).toBe(true);
  });

  it('closes the tabs of routes the current table does not know (issue 29: a new sign-in, another menu)', () => {
    const result = withAffix([tab('/a'), tab('/gone'), tab('/home')], [tab('/home')], new Set(['/home', '/a']));
    expect(paths(result)).toEqual(['/home', '/a']);
  });
});

describe('storedTabs (what an older portal stored)', () => {
  it.each([
    [null, []],
    ['tabs', []],
    [[{ fullPath: '/a', name: 'a', path: '/a', title: '实例导出' }], [{ fullPath: '/a', name: 'a', path: '/a' }]],
    [
      [{ fullPath: '/b?x=1', name: 'b', titleKey: 'route.b', affix: true }],
      [{ fullPath: '/b?x=1', name: 'b', path: '/b', titleKey: 'route.b', affix: true }],
    ],
    [[{ fullPath: 42, name: 'a' }, { fullPath: '/c' }, null, 'x', { fullPath: '/d', name: '' }], []],
  ])('%j is read as %j', (stored, expected) => {
    expect(storedTabs(stored)).toEqual(expected);
  });
});

describe('tabs store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useTabsStore.setState({ tabs: [] });
  });

  it('persists visited tabs in sessionStorage and restores them after a reload', async () => {
    const store = useTabsStore.getState();
    store.setAffix([HOME]);
    store.visit(tab('/matter/myTask'));
    store.visit(tab('/report/query?type=month'));
    const saved = JSON.parse(sessionStorage.getItem(TABS_STORAGE_KEY)!);
    expect(paths(saved.state.tabs)).toEqual(['/home', '/matter/myTask', '/report/query?type=month']);

    // a reload: the in-memory state is gone, the session storage is not
    useTabsStore.setState({ tabs: [] });
    sessionStorage.setItem(TABS_STORAGE_KEY, JSON.stringify(saved));
    await useTabsStore.persist.rehydrate();
    expect(paths(useTabsStore.getState().tabs)).toEqual(['/home', '/matter/myTask', '/report/query?type=month']);
  });

  it('applies the close actions', () => {
    const store = useTabsStore.getState();
    store.setAffix([HOME]);
    ['/a', '/b', '/c', '/d'].forEach((p) => store.visit(tab(p)));
    store.close('/a');
    expect(paths(useTabsStore.getState().tabs)).toEqual(['/home', '/b', '/c', '/d']);
    store.closeRight('/c');
    expect(paths(useTabsStore.getState().tabs)).toEqual(['/home', '/b', '/c']);
    store.closeOthers('/c');
    expect(paths(useTabsStore.getState().tabs)).toEqual(['/home', '/c']);
    store.closeAll();
    expect(paths(useTabsStore.getState().tabs)).toEqual(['/home']);
  });
});
