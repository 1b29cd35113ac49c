import { describe, expect, it } from 'vitest';
import { LEAVE, start, workflowSuite, type Client } from './workflow-support.js';
import type { DashboardColumn, DashboardColumnData } from '../../contract/dashboards.js';
import type { ScreenLayout } from '../../contract/screen.js';
import { resolveDataFrom, extractRows } from '../../server/src/lib/internal-calls.js';
import { arrange } from '../../server/src/portal/dashboards/layout.js';
import { seedDashboards } from '../../server/src/portal/dashboards/seed.js';

const { ctx, htadmin, zhangwei, lina } = workflowSuite(['htadmin', 'zhangwei', 'lina']);

const LAYOUT = '/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getByAlias';
const COLUMN = '/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias';
const DATA = '/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias';
const SAVE = '/portal/portalUserLayoutConfig/v1/save';
const RESET = '/portal/portalUserLayoutConfig/v1/remove';
const layout = (c: Client, lang?: string) => c.get<ScreenLayout>(`${LAYOUT}?alias=approval_dashboard`, lang);
const data = (c: Client, alias: string, lang?: string) => c.post<DashboardColumnData>(`${DATA}?alias=${alias}`, {}, lang);
const count = async (c: Client, alias: string) => Number((await data(c, alias)).body.value.rows[0]?.count);

describe('dataFrom resolution (allow-list)', () => {
  it.each([
    ['${portal}/portal/dashboards/v1/metric?name=todoCount', 'GET', '/portal/dashboards/v1/metric'],
    ['${bpm}/runtime/task/v1/getTodoList', 'POST', '/runtime/task/v1/getTodoList'],
    ['${form}/form/customQuery/v1/doQuery?alias=x', 'POST', '/form/customQuery/v1/doQuery'],
  ])('resolves %s (%s) to an allowed call', (dataFrom, method, path) => {
    expect(resolveDataFrom(dataFrom, method)?.path).toBe(path);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', 'GET'],
    ['https://evil.example/portal/dashboards/v1/metric', 'GET'],
    ['/portal/dashboards/v1/metric', 'GET'],
    ['${portal}/portal/dashboards/v1/../../auth/logout', 'GET'],
    ['${portal}//evil.example/x', 'GET'],
    ['${other}/portal/dashboards/v1/metric', 'GET'],
    ['${portal}/portal/dashboards/v1/metric', 'POST'],
    ['${portal}/uc/user/v1/remove', 'POST'],
    ['${portal}/portal/dashboards/v1/metric', 'DELETE'],
  ])('refuses %s (%s)', (dataFrom, method) => {
    expect(resolveDataFrom(dataFrom, method)).toBeNull();
  });

  it('finds rows at the list key, in the value or in its rows, and nothing in a number', () => {
    expect(extractRows({ a: { b: [{ n: 1 }] } }, 'a.b')).toEqual([{ n: 1 }]);
    expect(extractRows([{ n: 1 }, 3], null)).toEqual([{ n: 1 }]);
    expect(extractRows({ rows: [{ n: 2 }] }, null)).toEqual([{ n: 2 }]);
    expect(extractRows(5, null)).toBeNull();
  });

  it('applies a saved arrangement only while it names exactly the layout items', () => {
    const item = (key: string) => ({ key, type: 'column' as const, alias: key, x: 0, y: 0, width: 3, height: 4, options: { config: {} } });
    const items = [item('a'), item('b')];
    const moved = [
      { key: 'a', x: 6, y: 2, width: 6, height: 8 },
      { key: 'b', x: 0, y: 0, width: 3, height: 4 },
    ];
    expect(arrange(items, moved)).toMatchObject({ customized: true, items: [{ key: 'a', x: 6, y: 2, width: 6, height: 8 }, { key: 'b' }] });
    expect(arrange(items, moved.slice(0, 1))).toEqual({ items, customized: false });
    expect(arrange(items, null)).toEqual({ items, customized: false });
  });
});

describe('dashboard layouts and the user arrangement', () => {
  it('answers the demo dashboard through the large-screen call with its items, in the caller language', async () => {
    const res = await layout(lina);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ alias: 'approval_dashboard', name: 'My dashboard', kind: 'dashboard', customized: false });
    expect(res.body.value.items?.map((i) => i.alias)).toContain('dash_my_todo');
    expect((await layout(lina, 'id')).body.value.name).toBe('Dasbor saya');
    // the large screen is unchanged
    const screen = await lina.get<ScreenLayout>(`${LAYOUT}?alias=approval_screen`);
    expect(screen.body.value.kind).toBeUndefined();
    expect(screen.body.value.elements.length).toBeGreaterThan(10);
  });

  it("saves one user's arrangement for that user only, validates it, and resets it to the default", async () => {
    const items = (await layout(lina)).body.value.items!;
    const moved = items.map((i) =>
      i.key === 'my_todo'
        ? { key: i.key, x: 6, y: 30, width: 4, height: 6 }
        : { key: i.key, x: i.x, y: i.y, width: i.width, height: i.height },
    );
    const saved = await lina.post<ScreenLayout>(SAVE, { alias: 'approval_dashboard', items: moved });
    expect(saved.status).toBe(200);
    expect(saved.body.value.customized).toBe(true);
    const again = (await layout(lina)).body.value;
    expect(again.items?.find((i) => i.key === 'my_todo')).toMatchObject({ x: 6, y: 30, width: 4, height: 6, alias: 'dash_my_todo' });
    // zhangwei still sees the default
    expect((await layout(zhangwei)).body.value.items?.find((i) => i.key === 'my_todo')).toMatchObject({ x: 0, y: 0, width: 3, height: 4 });

    const missing = await lina.post(SAVE, { alias: 'approval_dashboard', items: moved.slice(1) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The arrangement must place every widget of the dashboard exactly once');
    const outside = moved.map((m) => (m.key === 'my_todo' ? { ...m, x: 10, width: 4 } : m));
    const refused = await lina.post(SAVE, { alias: 'approval_dashboard', items: outside }, 'zh-CN');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('组件超出了 12 列的网格');
    expect((await lina.post(SAVE, { alias: 'approval_screen', items: moved })).status).toBe(400);
    // the refusals changed nothing
    expect((await layout(lina)).body.value.items?.find((i) => i.key === 'my_todo')).toMatchObject({ x: 6, y: 30 });

    const reset = await lina.del<ScreenLayout>(`${RESET}?alias=approval_dashboard`);
    expect(reset.status).toBe(200);
    expect(reset.body.value.customized).toBe(false);
    expect((await layout(lina)).body.value.items?.find((i) => i.key === 'my_todo')).toMatchObject({ x: 0, y: 0, width: 3, height: 4 });
  });
});

describe('dashboard columns', () => {
  it('answers a column definition with its chart config in the caller language', async () => {
    const res = await lina.get<DashboardColumn>(`${COLUMN}?alias=dash_per_day`);
    expect(res.body.value).toMatchObject({
      name: 'Started and ended per day',
      requestType: 'GET',
      config: { type: 'line', xField: { alias: 'day', desc: 'Day', dbType: 'date' } },
      refresh: { on: true, rate: 1, rule: 'minute' },
    });
    expect(res.body.value.config.yField.map((f) => f.desc)).toEqual(['Started', 'Ended']);
    const missing = await lina.get(`${COLUMN}?alias=nope`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Dashboard column not found: nope');
  });

  it("counts as the caller: lina's figures follow her requests, not zhangwei's; an administrator counts everyone's", async () => {
    const linaBefore = await count(lina, 'dash_my_running');
    const adminBefore = await count(htadmin, 'dash_my_running');
    await start(zhangwei, 'leaveRequest', LEAVE);
    expect(await count(lina, 'dash_my_running')).toBe(linaBefore);
    expect(await count(htadmin, 'dash_my_running')).toBe(adminBefore + 1);
    await start(lina, 'leaveRequest', LEAVE);
    expect(await count(lina, 'dash_my_running')).toBe(linaBefore + 1);
  });

  it('rows carry the key a click-through filters on, and the filtered list counts the same as the clicked value', async () => {
    await start(zhangwei, 'leaveRequest', LEAVE);
    type Page = { total: number };
    const list = (c: Client, path: string, querys: unknown[]) =>
      c.post<Page>(path, { pageBean: { page: 1, pageSize: 1, showTotal: true }, querys });
    const links = await Promise.all(
      ['dash_todo_by_flow', 'dash_by_state', 'dash_per_day'].map(
        async (a) => (await lina.get<DashboardColumn>(`${COLUMN}?alias=${a}`)).body.value.config.link,
      ),
    );
    expect(links).toEqual([
      { path: '/matter/myTask', query: { tab: 'todo' }, params: { procDefKey: 'flowKey', procDefName: 'flow' } },
      { path: '/matter/myRequest', query: { tab: 'myRequest' }, params: { status: 'state' } },
      { path: '/matter/myRequest', query: { tab: 'myRequest' }, params: { day: 'date' } },
    ]);
    let flows = 0;
    for (const c of [zhangwei, lina]) {
      for (const row of (await data(c, 'dash_todo_by_flow')).body.value.rows) {
        flows++;
        const q = [{ property: 'procDefKey', operation: 'EQUAL', value: row.flowKey }];
        expect((await list(c, '/runtime/task/v1/getTodoList', q)).body.value.total).toBe(row.count);
      }
    }
    expect(flows).toBeGreaterThan(0);
    const states = (await data(zhangwei, 'dash_by_state')).body.value.rows;
    expect(states.map((r) => r.state)).toContain('running');
    for (const row of states) {
      const q = [{ property: 'status', operation: 'EQUAL', value: row.state }];
      expect((await list(zhangwei, '/runtime/instance/v1/getMyRequestList', q)).body.value.total).toBe(row.count);
    }
    const today = (await data(zhangwei, 'dash_per_day')).body.value.rows.at(-1)!;
    expect(String(today.date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(today.started)).toBeGreaterThan(0);
    const next = new Date(Date.parse(`${String(today.date)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const day = [
      { property: 'createTime', operation: 'GREAT_EQUAL', value: today.date },
      { property: 'createTime', operation: 'LESS', value: next },
    ];
    expect((await list(zhangwei, '/runtime/instance/v1/getMyRequestList', day)).body.value.total).toBe(today.started);
  });

  it('flags a result of more than 999 rows instead of sending it', async () => {
    const res = await data(lina, 'dash_history');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ total: 1500, overLimit: true, rows: [] });
    const small = (await data(lina, 'dash_per_day')).body.value;
    expect(small).toMatchObject({ total: 14, overLimit: false });
    expect(small.rows[0]).toHaveProperty('started');
  });

  it('gives the demo links of an older database their click-through params, but keeps a link an administrator changed', async () => {
    const config = async (alias: string) =>
      (await ctx.db.selectFrom('portal_index_column').select('config').where('alias', '=', alias).executeTakeFirstOrThrow()).config as {
        link?: { path: string; params?: Record<string, string> };
      };
    const originals = { dash_by_state: await config('dash_by_state'), dash_todo_by_flow: await config('dash_todo_by_flow') };
    const old = { type: 'bar', yField: [], link: { path: '/matter/myTask', query: { tab: 'todo' } } };
    const edited = { type: 'pie', yField: [], link: { path: '/matter/myDone' } };
    await ctx.db
      .updateTable('portal_index_column')
      .set({ config: JSON.stringify(old) })
      .where('alias', '=', 'dash_todo_by_flow')
      .execute();
    await ctx.db
      .updateTable('portal_index_column')
      .set({ config: JSON.stringify(edited) })
      .where('alias', '=', 'dash_by_state')
      .execute();
    await seedDashboards(ctx.db);
    expect((await config('dash_todo_by_flow')).link).toEqual({ ...old.link, params: { procDefKey: 'flowKey', procDefName: 'flow' } });
    expect((await config('dash_by_state')).link).toEqual(edited.link);
    for (const [alias, was] of Object.entries(originals))
      await ctx.db
        .updateTable('portal_index_column')
        .set({ config: JSON.stringify(was) })
        .where('alias', '=', alias)
        .execute();
  });

  it('refuses a column whose dataFrom leaves the allow-list, and never calls it', async () => {
    await ctx.db
      .insertInto('portal_index_column')
      .values({
        id: 'col_evil',
        alias: 'evil',
        name: 'evil',
        data_from: 'http://127.0.0.1:1/steal',
        config: JSON.stringify({ type: 'table', yField: [] }),
      })
      .execute();
    const res = await data(lina, 'evil');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The data address of column evil is not allowed');
    expect((await data(lina, 'evil', 'id')).body.message).toBe('Alamat data kolom evil tidak diizinkan');
  });

  it('passes the failure of the inner call on, in the caller language', async () => {
    await ctx.db
      .insertInto('portal_index_column')
      .values({
        id: 'col_bad_metric',
        alias: 'bad_metric',
        name: 'bad',
        data_from: '${portal}/portal/dashboards/v1/metric?name=nothing',
        config: JSON.stringify({ type: 'table', yField: [] }),
      })
      .execute();
    const res = await data(lina, 'bad_metric');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Could not read the data of column bad_metric: Unknown dashboard data: nothing');
  });
});
