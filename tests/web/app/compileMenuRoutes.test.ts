import { describe, expect, it, vi } from 'vitest';
import { compileMenuRoutes, indexPathOf, onlineMenuPath, splitMenuPath } from '@/app/router/compileMenuRoutes';
import { fixedRoutes, isPublicPath, mergeRoutes } from '@/app/router/fixedRoutes';
import type { MenuItem } from '@/app/router/types';
import { REGISTRY, frontMenu, item } from './fixtures/frontMenu';
import { predicateCases } from '../support/cases';
import { openKeysFor, splitHorizontal } from '@/app/shell/menu/menuModel';

const silent = { logError: () => {} };
const compile = (tree: MenuItem[], registry: ReadonlySet<string> = REGISTRY) => compileMenuRoutes(tree, registry, silent);
const byPath = (tree: MenuItem[], path: string) => compile(tree).routes.find((r) => r.path === path);

describe('splitMenuPath', () => {
  it.each([
    ['/matter/myTask', '/matter/myTask', undefined],
    ['/report/query?type=month', '/report/query', { type: 'month' }],
    ['/a?x=1&y=two%20words', '/a', { x: '1', y: 'two words' }],
    ['/a?', '/a', undefined],
  ])('%s -> %s', (raw, path, query) => {
    const out = splitMenuPath(raw);
    expect(out.path).toBe(path);
    expect(out.query).toEqual(query);
  });
});

describe('onlineMenuPath', () => {
  it.each([
    ['report.sales.monthly', '/onlineMenu/sales'],
    ['a.b', '/onlineMenu/a'],
    ['single', '/onlineMenu/single'],
    ['x.y.z.w', '/onlineMenu/z'],
  ])('%s -> %s', (dotted, path) => expect(onlineMenuPath(dotted)).toBe(path));
});

describe('compileMenuRoutes on the seeded tree', () => {
  const compiled = compile(frontMenu());

  it.each([
    ['/home', 'page', 'dashboard/Home', 'home'],
    ['/matter/myTask', 'page', 'tasks/MyTask', 'main'],
    ['/board', 'page', 'dashboard/Board', 'dataDashboard'],
    ['/report/query', 'page', 'dashboard/Board', 'dataDashboard'],
    ['/onlineMenu/sales', 'embedded', undefined, 'onlineMenu'],
    ['/matter', 'directory', undefined, 'multilevel'],
  ])('%s is a %s route of %s in the %s layout', (path, kind, component, layout) => {
    const route = compiled.routes.find((r) => r.path === path);
    expect(route).toBeDefined();
    expect(route!.kind).toBe(kind);
    expect(route!.component).toBe(component);
    expect(route!.meta.layout).toBe(layout);
  });

  it('moves a query string in a menu path into the route meta', () => {
    const route = compiled.routes.find((r) => r.name === 'queryReport')!;
    expect(route.path).toBe('/report/query');
    expect(route.meta.query).toEqual({ type: 'month' });
  });

  it('keeps route data: keepAlive, affix, newTag, url', () => {
    expect(byPath(frontMenu(), '/home')!.meta).toMatchObject({ keepAlive: true, affix: true, title: '首页' });
    expect(byPath(frontMenu(), '/matter/myTask')!.meta.keepAlive).toBe(true);
    expect(byPath(frontMenu(), '/matter/startProcess')!.meta.newTag).toBe(true);
    expect(byPath(frontMenu(), '/onlineMenu/sales')!.meta.url).toBe('/portal/reports/monthly');
  });

  it('gives external links no route but a menu entry', () => {
    expect(compiled.routes.some((r) => r.name === 'handbook')).toBe(false);
    const node = compiled.menu.find((n) => n.alias === 'handbook')!;
    expect(node).toMatchObject({ openType: 'external', to: '/portal/handbook/' });
  });

  it('records the directories above a page for the breadcrumb', () => {
    expect(byPath(frontMenu(), '/matter/myTask')!.meta.parents).toEqual([{ title: '事项办理', path: '/matter' }]);
  });

  it('builds the side menu in sort order with paths as keys', () => {
    expect(compiled.menu.map((n) => n.alias)).toEqual([
      'home',
      'matter',
      'personal',
      'documents',
      'contacts',
      'board',
      'report',
      'flowAdmin',
      'handbook',
      'settings',
    ]);
    const matter = compiled.menu[1];
    expect(matter.children!.map((c) => c.key)).toEqual([
      '/matter/myTask',
      '/matter/startProcess',
      '/matter/myRequest',
      '/matter/circulate',
    ]);
    const report = compiled.menu.find((n) => n.alias === 'report')!;
    expect(report.children!.map((c) => c.to)).toEqual(['/onlineMenu/sales', '/report/query?type=month']);
  });

  it('opens the first page as the index', () => {
    expect(indexPathOf(compiled.routes)).toBe('/home');
  });

  it('reports no duplicates in the seeded tree', () => {
    expect(compiled.duplicates).toEqual([]);
  });
});

describe('compileMenuRoutes rules', () => {
  it('logs a duplicate path and drops the later item', () => {
    const logError = vi.fn();
    const tree = [item('a', 'A', '/same', { component: 'tasks/MyTask' }), item('b', 'B', '/same?x=1', { component: 'tasks/MyRequest' })];
    const out = compileMenuRoutes(tree, REGISTRY, { logError });
    expect(out.routes.filter((r) => r.path === '/same')).toHaveLength(1);
    expect(out.routes[0].name).toBe('a');
    expect(out.duplicates).toEqual(['/same']);
    expect(logError).toHaveBeenCalledWith(expect.stringContaining('/same'));
    expect(out.menu).toHaveLength(1);
  });

  it('logs through console.error by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    compileMenuRoutes([item('a', 'A', 'x.dup.a'), item('b', 'B', 'x.dup.b')], REGISTRY);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it.each([
    ['an unknown component with an address', { component: 'nope/Page', routeData: { url: '/x' } }, 'embedded', '/x'],
    ['an unknown component without an address', { component: 'nope/Page' }, 'embedded', undefined],
    ['no component and no address', {}, 'embedded', undefined],
  ])('falls back to the online-menu page for %s', (_label, extra, kind, url) => {
    const route = compile([item('p', 'P', '/p', extra as Partial<MenuItem>)]).routes[0];
    expect(route.kind).toBe(kind);
    expect(route.component).toBeUndefined();
    expect(route.meta.url).toBe(url);
  });

  it('keeps my task and the home page alive whatever the menu says', () => {
    const out = compile([
      item('h', 'H', '/h', { component: 'dashboard/Home' }),
      item('t', 'T', '/t', { component: 'tasks/MyTask' }),
      item('r', 'R', '/r', { component: 'tasks/MyRequest' }),
    ]);
    expect(out.routes.map((r) => r.meta.keepAlive)).toEqual([true, true, undefined]);
  });

  it.each([
    [false, undefined],
    [true, true],
  ])('keeps template and query-SQL previews alive only when switched on (%s)', (keepAlivePreviews, expected) => {
    const out = compileMenuRoutes(
      [
        item('tp', 'TP', '/tp', { component: 'tasks/MyRequest', routeData: { layout: 'templatePreview' } }),
        item('qs', 'QS', '/qs', { component: 'tasks/MyRequest', routeData: { layout: 'querySqlPreview' } }),
      ],
      REGISTRY,
      { ...silent, keepAlivePreviews },
    );
    expect(out.routes.map((r) => r.meta.keepAlive)).toEqual([expected, expected]);
    expect(out.routes.map((r) => r.meta.layout)).toEqual(['templatePreview', 'querySqlPreview']);
  });

  it('keeps hidden items routable but out of the menu', () => {
    const out = compile([item('h', 'H', '/hidden', { component: 'tasks/MyTask', routeData: { hidden: true } })]);
    expect(out.routes[0].path).toBe('/hidden');
    expect(out.menu).toEqual([]);
  });

  it('keeps the declared active menu, badge and open type', () => {
    const out = compile([
      item('d', 'Detail', '/detail', { component: 'tasks/MyTask', routeData: { activeMenu: '/matter/myTask', badge: 3, openType: 'tab' } }),
    ]);
    expect(out.routes[0].meta).toMatchObject({ activeMenu: '/matter/myTask', badge: 3 });
    expect(out.menu[0]).toMatchObject({ openType: 'tab', badge: 3, to: '/detail' });
  });

  it('drops empty directories from the menu and skips items without a path', () => {
    const out = compile([item('dir', 'Dir', 'dir.only', { children: [item('x', 'X', '')] }), item('n', 'N', '   ')]);
    expect(out.menu).toEqual([]);
    expect(out.routes).toEqual([]);
  });

  it.each([[null], [undefined], [[]]])('gives no routes for %s', (tree) => {
    const out = compileMenuRoutes(tree as MenuItem[] | null, REGISTRY, silent);
    expect(out.routes).toEqual([]);
    expect(indexPathOf(out.routes)).toBeUndefined();
  });

  it('accepts the registry as an object of loaders', () => {
    const out = compileMenuRoutes([item('a', 'A', '/a', { component: 'x/A' })], { 'x/A': () => null }, silent);
    expect(out.routes[0]).toMatchObject({ kind: 'page', component: 'x/A' });
  });

  it('is pure: the same input gives the same output and the input is left alone', () => {
    const tree = frontMenu();
    const copy = structuredClone(tree);
    expect(compile(tree)).toEqual(compile(tree));
    expect(tree).toEqual(copy);
  });
});

describe('fixed routes', () => {
  const fixed = fixedRoutes({ keepAlivePreviews: false });
  const find = (path: string) => fixed.find((r) => r.path === path) ?? fixed.flatMap((r) => r.children ?? []).find((r) => r.path === path);

  // the component of each fixed path, by the layout it shows in
  const byLayout: Record<string, Record<string, string>> = {
    main: {
      '/default': 'app/Default',
      '/flowChart': 'flowchart/FlowChartPage',
      '/formPreview/:formId': 'forms/FormPreview',
      '/sysModulePreview/:id/:appName': 'app/SysModulePreview',
      '/templateForm/:templateKey/:action': 'forms/TemplateForm',
      '/templateForm/:templateKey/:action/:data': 'forms/TemplateForm',
      '/templateDraftList/:tempAlias/:dataViewFlag': 'forms/TemplateDraftList',
      '/appContent': 'portal/AppContent',
      '/personal/message': 'messages/MessageList',
    },
    templatePreview: { '/templatePreview/:templateKey/:parameterqQuerys/:rkey': 'forms/TemplatePreview' },
    empty: {
      '/fullMatter/new': 'tasks/FullNew',
      '/fullMatter/startProcess': 'tasks/FullStartProcess',
      '/fullMatter/myTask': 'tasks/FullMyTask',
      '/fullMatter/apply': 'tasks/FullApply',
      '/fullMatter/approvalForm': 'approval/ApprovalForm',
      '/fullMatter/circulateMatter': 'tasks/FullCirculate',
      '/external/approvalForm': 'approval/ApprovalForm',
      '/matter/approvalForm': 'approval/ApprovalForm',
    },
  };

  it.each(
    Object.entries(byLayout).flatMap(([layout, paths]) => Object.entries(paths).map(([path, component]) => [path, component, layout])),
  )('%s shows %s in the %s layout', (path, component, layout) => {
    const route = find(path)!;
    expect(route.component).toBe(component);
    expect(route.meta.layout).toBe(layout);
    expect(route.meta.titleKey).toMatch(/^route\./);
  });

  it('redirects /fullMatter to new', () => {
    expect(find('/fullMatter')).toMatchObject({ kind: 'redirect', redirect: '/fullMatter/new' });
  });

  it('keeps template forms alive, and template previews only when switched on', () => {
    expect(find('/templateForm/:templateKey/:action')!.meta.keepAlive).toBe(true);
    expect(find('/templatePreview/:templateKey/:parameterqQuerys/:rkey')!.meta.keepAlive).toBeUndefined();
    const on = fixedRoutes({ keepAlivePreviews: true }).find((r) => r.name === 'templatePreview')!;
    expect(on.meta.keepAlive).toBe(true);
  });

  it('passes the query string of /external/approvalForm as properties', () => {
    expect(find('/external/approvalForm')!.meta.queryAsProps).toBe(true);
  });

  it('lets a menu route win over a fixed route with the same path', () => {
    const menuRoutes = compile(frontMenu()).routes;
    const merged = mergeRoutes(menuRoutes, fixed);
    const message = merged.filter((r) => r.path === '/personal/message');
    expect(message).toHaveLength(1);
    expect(message[0].name).toBe('message');
    expect(merged.some((r) => r.path === '/flowChart')).toBe(true);
  });

  it.each(predicateCases(['/404', '/401', '/500', '/front/404', '/front/500/'], ['/front/home', '/4040']))(
    'isPublicPath(%s) is %s',
    (path, expected) => expect(isPublicPath(path)).toBe(expected),
  );
});

describe('menu model', () => {
  const { menu } = compileMenuRoutes(frontMenu(), REGISTRY, silent);
  const matter = menu.find((n) => n.alias === 'matter')!;

  it.each([
    ['/matter/myTask', [matter.key]],
    ['/matter', [matter.key]],
    ['/home', []],
    ['/unknown', []],
  ])('opens the directories above %s', (key, expected) => expect(openKeysFor(menu, key)).toEqual(expected));

  it.each([
    [0, 0, 0],
    [7, 7, 0],
    [8, 7, 1],
    [12, 7, 5],
  ])('%d top-level items: %d shown, %d under More', (count, shown, more) => {
    const out = splitHorizontal(Array.from({ length: count }, (_, i) => i));
    expect(out.shown).toHaveLength(shown);
    expect(out.more).toHaveLength(more);
  });
});
