import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, EXPENSE, LEAVE, start, type Client } from './workflow-support.js';
import { FORM_PATHS } from '../../contract/forms.js';
import { upgradeReportCentre } from '../../server/src/seed/report-centre.js';
import { sql } from 'kysely';

/**
 * Every seeded menu item of every demo user leads somewhere real: a page the portal registers, or
 * a predefined query (and, for a system module, each of its items) answering rows.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const featureRoutes = fs
  .readdirSync(path.join(root, 'src/features'))
  .map((f) => `src/features/${f}/routes.ts`)
  .filter((f) => fs.existsSync(path.join(root, f)));
/** the page registry's keys, read from the files the portal globs */
const PAGES = new Set(
  [...featureRoutes, 'src/app/pages/registry.ts'].flatMap((f) =>
    [...read(f).matchAll(/'([a-z-]+\/[A-Za-z0-9]+)':\s*\(\)\s*=>/g)].map((m) => m[1]),
  ),
);
/** the pages that show a system module's items, by item type (src/app/pages/moduleModel.ts) */
const MODULE_PAGES = Object.fromEntries(
  [...(/MODULE_ITEM_PAGES[^=]*=\s*\{([^}]*)\}/.exec(read('src/app/pages/moduleModel.ts'))?.[1] ?? '').matchAll(/(\w+):\s*'([^']+)'/g)].map(
    (m) => [m[1], m[2]],
  ),
);
/** pages whose content is the query named by the route's templateKey */
const QUERY_PAGES = new Set(['forms/TemplatePreview', 'dashboard/ChartPreview']);

interface Item {
  alias: string;
  path: string;
  component?: string;
  routeData?: { url?: string; openType?: string };
  children?: Item[];
}
const leaves = (items: Item[]): Item[] => items.flatMap((i) => (i.children?.length ? leaves(i.children) : [i]));

let ctx: TestContext;
const users: Record<string, Client> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const account of ['htadmin', 'lina', 'zhangwei']) users[account] = await as(ctx, account);
  // the reports count what each user has asked for: both leaders and employees have requests
  for (const account of ['lina', 'zhangwei']) {
    await start(users[account], 'leaveRequest', LEAVE);
    await start(users[account], 'expenseClaim', EXPENSE);
  }
});
afterAll(() => ctx.close());

async function expectQueryRows(c: Client, alias: string, where: string) {
  const def = await c.post(`${FORM_PATHS.queryGetByAlias}?alias=${alias}`, {});
  expect(def.status, `${where}: getByAlias ${alias} ${def.body.message}`).toBe(200);
  const run = await c.post(`${FORM_PATHS.queryDo}?alias=${alias}&page=1`, { querys: [] });
  expect(run.status, `${where}: doQuery ${alias}`).toBe(200);
  expect(run.body.value.rows.length, `${where}: doQuery ${alias} rows`).toBeGreaterThan(0);
}

describe('every seeded menu item leads to working content', () => {
  it('reads the page registry from the portal’s sources', () => {
    expect(PAGES.has('tasks/MyTask') && PAGES.has('app/SysModulePreview')).toBe(true);
    expect(MODULE_PAGES).toMatchObject({ datalist: 'forms/TemplatePreview', chart: 'dashboard/ChartPreview' });
  });

  it.each(['htadmin', 'lina', 'zhangwei'])('for %s', async (account) => {
    const c = users[account];
    const menu = await c.get('/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu', 'zh-CN');
    const items = leaves(menu.body.value as Item[]);
    expect(items.length).toBeGreaterThan(8);
    for (const item of items) {
      const where = `${account} ${item.alias}`;
      if (item.routeData?.openType === 'external') {
        const page = await ctx.app.inject({ url: item.routeData.url! });
        expect(page.statusCode, where).toBe(200);
        continue;
      }
      if (item.component) {
        expect(PAGES.has(item.component), `${where}: ${item.component} is not a registered page`).toBe(true);
        const templateKey = new URLSearchParams(item.path.split('?')[1] ?? '').get('templateKey');
        if (QUERY_PAGES.has(item.component)) await expectQueryRows(c, templateKey ?? '', where);
        continue;
      }
      // an embedded page: only system modules of this portal are embedded in the seed
      const url = item.routeData?.url ?? '';
      const moduleId = /^\/front\/sysModulePreview\/([^/?]+)/.exec(url)?.[1];
      expect(moduleId, `${where}: embeds ${url}`).toBeTruthy();
      const module = await c.get(`/sys/sysModule/v1/getJson?id=${moduleId}`);
      expect(module.status, where).toBe(200);
      expect(module.body.value.items.length, where).toBeGreaterThan(0);
      for (const entry of module.body.value.items as { type: string; code: string; name: string; url: string | null }[]) {
        // a workspace is an embedded page of this portal: its address answers
        if (entry.type === 'workspace') {
          expect(entry.url, `${where} / ${entry.name}: a workspace without an address`).toMatch(/^\//);
          expect((await ctx.app.inject({ url: entry.url! })).statusCode, `${where} / ${entry.name}`).toBe(200);
          continue;
        }
        const page = MODULE_PAGES[entry.type];
        expect(page && PAGES.has(page), `${where} / ${entry.name}: no page shows a ${entry.type}`).toBe(true);
        await expectQueryRows(c, entry.code, `${where} / ${entry.name}`);
      }
    }
  });
});

describe('a database seeded before the report centre was built on approval data', () => {
  it('gets the approval report module and the report menu items once, on the next start', async () => {
    const db = ctx.db;
    // the earlier seed: the sales module and the report items leading to it and to the board
    await db.deleteFrom('sys_module_item').where('module_id', '=', 'mod_approval_report').execute();
    await db.deleteFrom('sys_module').where('id', '=', 'mod_approval_report').execute();
    await db.insertInto('sys_module').values({ id: 'mod_sales_report', name: '销售报表', description: '' }).execute();
    await db
      .insertInto('sys_module_item')
      .values({
        id: 'mod_sales_report_2',
        module_id: 'mod_sales_report',
        sort: 1,
        type: 'datalist',
        name: '月度销售明细',
        code: 'sales_monthly_detail',
        url: null,
        column_name: '数据列表',
      })
      .execute();
    await db
      .updateTable('sys_menu')
      .set({
        path: 'report.sales.monthly',
        route_data: JSON.stringify({ url: '/front/sysModulePreview/mod_sales_report/monthly?__isFull__=true' }),
      })
      .where('id', '=', 'menu_front_monthly')
      .execute();
    await db
      .updateTable('sys_menu')
      .set({ path: '/report/query?type=month', component: 'dashboard/Board' })
      .where('id', '=', 'menu_front_queryReport')
      .execute();
    await sql`delete from app_meta where key = 'report_centre_seed'`.execute(db);

    await upgradeReportCentre(db);
    const c = users.zhangwei;
    const menu = leaves((await c.get('/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu')).body.value as Item[]);
    expect(menu.find((i) => i.alias === 'monthly')).toMatchObject({
      path: 'report.approval.monthly',
      routeData: { url: '/front/sysModulePreview/mod_approval_report/monthly?__isFull__=true' },
    });
    expect(menu.find((i) => i.alias === 'queryReport')).toMatchObject({
      path: '/report/query?templateKey=monthlyRequests',
      component: 'forms/TemplatePreview',
    });
    expect((await c.get('/sys/sysModule/v1/getJson?id=mod_sales_report')).status).toBe(404);
    expect((await c.get('/sys/sysModule/v1/getJson?id=mod_approval_report')).body.value.items).toHaveLength(7);
    // once: a later change by an administrator stays
    await db
      .updateTable('sys_menu')
      .set({ path: '/report/query?templateKey=leaveStats' })
      .where('id', '=', 'menu_front_queryReport')
      .execute();
    await upgradeReportCentre(db);
    expect((await db.selectFrom('sys_menu').select('path').where('id', '=', 'menu_front_queryReport').executeTakeFirstOrThrow()).path).toBe(
      '/report/query?templateKey=leaveStats',
    );
  });
});
