import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { flatten, injector, sessionFor, type Inject } from './portal-helpers.js';
import { buildMenuTree, type MenuRow } from '../../server/src/portal/menus/tree.js';
import { upgradeDemoModule } from '../../server/src/portal/seed-module.js';

let ctx: TestContext;
let call: Inject;
let admin: string;
let employee: string;
beforeAll(async () => {
  ctx = await createTestApp();
  call = injector(ctx);
  admin = (await sessionFor(ctx, 'htadmin')).token;
  employee = (await sessionFor(ctx, 'zhangwei')).token;
});
afterAll(() => ctx.close());

const menu = (token: string, lang?: string) => call({ url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu', token, lang });

describe('getCurrentUserMenu', () => {
  it('answers the docs/menu.md tree to a user signed in through the login call', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { account: 'lina', password: 'Portal@2026' },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(login.statusCode).toBe(200);
    const res = await menu(login.json().value.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ state: true, code: 200 });
    const top = body.value.map((i: { alias: string }) => i.alias);
    expect(top).toEqual([
      'home',
      'matter',
      'personal',
      'documents',
      'contacts',
      'board',
      'myDashboard',
      'largeScreen',
      'report',
      'handbook',
      'settings',
    ]);
    const matter = body.value[1];
    expect(matter.component).toBeUndefined();
    expect(matter.children.map((c: { alias: string }) => c.alias)).toEqual(['myTask', 'startProcess', 'myRequest', 'circulate']);
    expect(matter.children[0]).toMatchObject({
      path: '/matter/myTask',
      component: 'tasks/MyTask',
      parentId: matter.id,
      routeData: { keepAlive: true },
    });
    expect(matter.children[1].routeData).toEqual({ newTag: true });
    expect(body.value[0]).toMatchObject({
      alias: 'home',
      path: '/home',
      component: 'dashboard/Home',
      icon: 'HomeOutlined',
      routeData: { keepAlive: true, affix: true },
    });
  });

  it('gives the embedded page, the query-string path and the external handbook as the contract says', async () => {
    const items = (await menu(employee)).json().value;
    const report = items.find((i: { alias: string }) => i.alias === 'report');
    const [monthly, query] = report.children;
    expect(monthly).toMatchObject({ alias: 'monthly', path: 'report.approval.monthly' });
    expect(monthly.component).toBeUndefined();
    expect(monthly.routeData.url).toMatch(/^\//);
    expect(query).toMatchObject({ path: '/report/query?templateKey=monthlyRequests', component: 'forms/TemplatePreview' });
    const handbook = items.find((i: { alias: string }) => i.alias === 'handbook');
    expect(handbook.routeData).toEqual({ openType: 'external', url: '/portal/handbook/' });
  });

  it('shows flowAdmin to an administrator only', async () => {
    const adminItems = flatten((await menu(admin)).json().value);
    expect(adminItems.has('flowAdmin')).toBe(true);
    expect(adminItems.has('flowDef')).toBe(true);
    expect(adminItems.has('instances')).toBe(true);
    expect(adminItems.has('seals')).toBe(true);
    expect(adminItems.has('authorization')).toBe(true);
    expect(adminItems.has('printTemplates')).toBe(true);
    const mine = flatten((await menu(employee)).json().value);
    expect(mine.has('flowAdmin')).toBe(false);
    expect(mine.has('flowDef')).toBe(false);
    expect(mine.has('seals')).toBe(false);
    expect(mine.has('authorization')).toBe(false);
    expect(mine.has('printTemplates')).toBe(false);
    // issue 15: the process administrators' screens are theirs, the common flows everyone's
    // issue 17: process analytics too
    for (const alias of ['exceptions', 'instanceExport', 'taskAdmin', 'opinionCorrection', 'formRecords', 'analytics']) {
      expect(adminItems.has(alias)).toBe(true);
      expect(mine.has(alias)).toBe(false);
    }
    expect(mine.has('commonFlows')).toBe(true);
    // issue 29 item 21: the news editor under portal administration
    for (const alias of ['portalAdmin', 'newsAdmin']) {
      expect(adminItems.has(alias)).toBe(true);
      expect(mine.has(alias)).toBe(false);
    }
    // issue 30: the company's administration (the company setup in every company: the languages offered)
    for (const alias of ['sysAdmin', 'companySetup', 'userAdmin', 'orgAdmin', 'postAdmin', 'roleAdmin', 'auditLog']) {
      expect(adminItems.has(alias)).toBe(true);
      expect(mine.has(alias)).toBe(false);
    }
    expect(mine.size).toBe(adminItems.size - 21);
  });

  it('shows a role-restricted item to holders of the role', async () => {
    await ctx.db.insertInto('sys_menu_role').values({ menu_id: 'menu_front_board', role_code: 'finance' }).execute();
    try {
      const finance = (await sessionFor(ctx, 'sunli')).token;
      expect(flatten((await menu(finance)).json().value).has('board')).toBe(true);
      expect(flatten((await menu(employee)).json().value).has('board')).toBe(false);
    } finally {
      await ctx.db.deleteFrom('sys_menu_role').where('menu_id', '=', 'menu_front_board').execute();
    }
  });

  it.each([
    ['zh-CN', { home: '首页', matter: '事项办理', myTask: '我的待办', message: '站内消息', settings: '个人设置' }],
    ['en-US', { home: 'Home', matter: 'Matters', myTask: 'My tasks', message: 'Messages', settings: 'Settings' }],
    ['id', { home: 'Beranda', matter: 'Urusan', myTask: 'Tugas saya', message: 'Pesan', settings: 'Pengaturan' }],
    ['zh-TW', { home: '首页', myTask: '我的待办' }],
    ['fr', { home: '首页' }],
  ])('names items in %s', async (lang, expected) => {
    const names = flatten((await menu(employee, lang)).json().value);
    for (const [alias, name] of Object.entries(expected)) expect(names.get(alias)).toBe(name);
  });

  it('falls back to Accept-Language without P-LangId', async () => {
    const res = await call({
      url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu',
      token: employee,
      headers: { 'accept-language': 'id,en;q=0.8' },
    });
    expect(flatten(res.json().value).get('documents')).toBe('Dokumen');
  });

  it('answers an empty tree for an unknown alias and refuses a malformed one', async () => {
    expect((await call({ url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=nothing', token: employee })).json().value).toEqual([]);
    const bad = await call({ url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=a%27%20or%201%3D1', token: employee });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().state).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const res = await menu('not-a-token');
    expect(res.json()).toMatchObject({ state: false, code: 402 });
  });
});

describe('buildMenuTree', () => {
  const row = (id: string, parentId: string | null, extra: Partial<MenuRow> = {}): MenuRow => ({
    id,
    parentId,
    alias: id,
    names: { 'zh-CN': `${id}-zh`, 'en-US': `${id}-en`, id: `${id}-id` },
    path: `/${id}`,
    component: null,
    icon: null,
    sort: 0,
    routeData: null,
    roles: [],
    ...extra,
  });

  it('drops a directory whose children are all hidden, keeps one with a visible child', () => {
    const rows = [
      row('dir', null),
      row('secret', 'dir', { component: 'x/Y', roles: ['hr'] }),
      row('dir2', null),
      row('open', 'dir2', { component: 'x/Z' }),
    ];
    const tree = buildMenuTree(rows, new Set(['employee']), 'en-US');
    expect(tree.map((i) => i.alias)).toEqual(['dir2']);
    expect(tree[0].children?.[0]).toMatchObject({ alias: 'open', name: 'open-en' });
  });

  it('sorts by sort then alias and survives a cycle', () => {
    const rows = [
      row('b', null, { sort: 2, component: 'a/B' }),
      row('a', null, { sort: 2, component: 'a/A' }),
      row('c', null, { sort: 1, component: 'a/C' }),
    ];
    expect(buildMenuTree(rows, new Set(), 'id').map((i) => i.alias)).toEqual(['c', 'a', 'b']);
    const cyclic = [row('x', 'y', { component: 'a/X' }), row('y', 'x', { component: 'a/Y' })];
    expect(buildMenuTree(cyclic, new Set(), 'zh-CN')).toEqual([]);
  });
});

describe('system module, apps and home layout', () => {
  it('answers a module with its items grouped by column', async () => {
    const res = await call({ url: '/sys/sysModule/v1/getJson?id=mod_approval_report', token: employee });
    const v = res.json().value;
    expect(v).toMatchObject({ id: 'mod_approval_report', name: '审批报表' });
    expect(v.items.map((i: { type: string }) => i.type)).toEqual([
      'workspace',
      'datalist',
      'datalist',
      'datalist',
      'viewlist',
      'chart',
      'chart',
    ]);
    expect(v.items[1]).toMatchObject({ name: '月度流程申请', columnName: '流程', code: 'monthlyRequests' });
    // named in the reader's language, column names too
    for (const [lang, name, item, column] of [
      ['en-US', 'Approval reports', 'Monthly request trend', 'Trends'],
      ['id', 'Laporan persetujuan', 'Tren permohonan bulanan', 'Tren'],
    ]) {
      const named = (await call({ url: '/sys/sysModule/v1/getJson?id=mod_approval_report', token: employee, lang })).json().value;
      expect(named.name).toBe(name);
      expect(named.items[5]).toMatchObject({ type: 'chart', name: item, columnName: column });
      expect(JSON.stringify(named)).not.toMatch(/[\u4e00-\u9fff]/);
    }
    const missing = await call({ url: '/sys/sysModule/v1/getJson?id=nope', token: employee, lang: 'en-US' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ state: false, code: 404, message: 'The system module does not exist' });
  });

  it("brings a module seeded before its texts had languages to today's seed, once", async () => {
    await ctx.db.deleteFrom('sys_module_item').where('module_id', '=', 'mod_approval_report').where('type', '!=', 'datalist').execute();
    await ctx.db.updateTable('sys_module').set({ name_i18n: null }).where('id', '=', 'mod_approval_report').execute();
    const before = (await call({ url: '/sys/sysModule/v1/getJson?id=mod_approval_report', token: employee, lang: 'en-US' })).json().value;
    expect(before.name).toBe('审批报表');
    await upgradeDemoModule(ctx.db);
    await upgradeDemoModule(ctx.db);
    const after = (await call({ url: '/sys/sysModule/v1/getJson?id=mod_approval_report', token: employee, lang: 'en-US' })).json().value;
    expect(after.name).toBe('Approval reports');
    expect(after.items).toHaveLength(7);
  });

  it('lists the home apps of a menu, page 1 size 50, with role-restricted apps for their role only', async () => {
    const body = { pageBean: { page: 1, pageSize: 50 }, params: { menuId: 'menu_front_home' } };
    const mine = (await call({ method: 'POST', url: '/portal/sysApp/v1/queryByFilter', token: employee, payload: body })).json().value;
    expect(mine).toMatchObject({ page: 1, pageSize: 50 });
    expect(mine.rows.length).toBe(mine.total);
    expect(mine.rows.map((a: { id: string }) => a.id)).not.toContain('app_monitor');
    const theirs = (await call({ method: 'POST', url: '/portal/sysApp/v1/queryByFilter', token: admin, payload: body })).json().value;
    expect(theirs.total).toBe(mine.total + 1);
    const other = (
      await call({
        method: 'POST',
        url: '/portal/sysApp/v1/queryByFilter',
        token: admin,
        payload: { params: { menuId: 'menu_front_board' } },
      })
    ).json().value;
    expect(other.total).toBe(0);
    const auth = (
      await call({
        method: 'POST',
        url: '/portal/sysApp/v1/authList',
        token: employee,
        payload: { querys: [{ property: 'name', value: '待办', operation: 'LIKE' }] },
      })
    ).json().value;
    expect(auth.map((a: { id: string }) => a.id)).toEqual(['app_todo']);
  });

  it.each([
    ['en-US', 'My tasks', 'Handle the matters waiting for your approval'],
    ['id', 'Tugas saya', 'Tangani urusan yang menunggu persetujuan Anda'],
    ['zh-CN', '我的待办', '处理待我审批的事项'],
  ])("names the home apps in the reader's language (%s)", async (lang, name, description) => {
    const body = { pageBean: { page: 1, pageSize: 50 }, params: { menuId: 'menu_front_home' } };
    const rows: { id: string; name: string; description: string | null }[] = (
      await call({ method: 'POST', url: '/portal/sysApp/v1/queryByFilter', token: admin, lang, payload: body })
    ).json().value.rows;
    expect(rows.find((a) => a.id === 'app_todo')).toMatchObject({ name, description });
    if (lang !== 'zh-CN') expect(rows.filter((a) => /[\u4e00-\u9fff]/.test(a.name + a.description))).toEqual([]);
  });

  it('refuses an app filter on a column that is not allow-listed', async () => {
    const res = await call({
      method: 'POST',
      url: '/portal/sysApp/v1/queryByFilter',
      token: employee,
      payload: { querys: [{ property: 'enabled', value: false }] },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers the home layout', async () => {
    const v = (await call({ url: '/portal/main/v1/vueFrontHome', token: employee })).json().value;
    expect(v.alias).toBe('front_home');
    expect(v.items.length).toBeGreaterThan(3);
    expect(v.items[0]).toEqual(
      expect.objectContaining({ type: expect.any(String), x: 0, y: 0, width: expect.any(Number), options: expect.any(Object) }),
    );
  });
});
