import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { AUTHORIZATION_BASE as B } from '../../contract/authorization.js';
import { seedAuthorization } from '../../server/src/authorization/seed.js';
import { workflowSuite, PURCHASE, type Client, type Loose } from './workflow-support.js';

const { ctx, htadmin: admin, zhangwei, wuhao, lina } = workflowSuite(['htadmin', 'zhangwei', 'wuhao', 'lina']);

const names = (rows: Loose[]) => rows.map((r) => r.name as string).sort();
const total = async () => (await admin.post(`${B}/count`, {})).body.value.total as number;
const entry = async (id: string) => (await admin.post(`${B}/list`, { querys: [{ property: 'id', value: id }] })).body.value.rows[0];
const mayStart = async (c: Client, defKey: string) =>
  (await c.get(`/flow/def/v1/flowHasStartRights?defKey=${defKey}`)).body.value as boolean;
const startable = async (c: Client) =>
  ((await c.post('/bpmModel/BpmOftenFlow/v1/getHasAuthFlowList', { pageBean: { page: 1, pageSize: 100 } })).body.value.rows as Loose[]).map(
    (r) => r.defKey as string,
  );

const VALID = { name: 'QA · purchase', level: 2, targetId: 'org_qa', defKeys: ['purchaseRequest'], enabled: true };

describe('reading the authorisation centre', () => {
  it('lists the demo authorisations with their targets, flows and state', async () => {
    const res = await admin.post(`${B}/list`, { pageBean: { page: 1, pageSize: 50 } });
    expect(res.status).toBe(200);
    const rows = res.body.value.rows as Loose[];
    expect(rows.length).toBe(6);
    const rdc = rows.find((r) => r.id === 'auth_demo_rdc');
    expect(rdc).toMatchObject({
      level: 2,
      targetId: 'org_rdc',
      targetName: '总公司/研发中心',
      defKeys: ['purchaseRequest'],
      flowNames: ['Purchase request'],
      enabled: true,
      inForce: true,
      updatedByName: expect.any(String),
    });
    expect(rows.find((r) => r.id === 'auth_demo_sales_off')).toMatchObject({ enabled: false, inForce: false });
    expect(rows.find((r) => r.id === 'auth_demo_company')).toMatchObject({ enabled: true, inForce: false, targetName: null });
    expect(rows.find((r) => r.id === 'auth_demo_zhangwei')).toMatchObject({
      level: 5,
      targetName: '张伟 (zhangwei)',
      validTo: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
  });

  it('counts per level, and lists one level with a keyword over names, targets and flow keys', async () => {
    const counts = (await admin.post(`${B}/count`, {})).body.value;
    expect(counts.total).toBe(6);
    expect(counts.levels).toEqual([
      { level: 1, count: 1 },
      { level: 2, count: 2 },
      { level: 3, count: 1 },
      { level: 4, count: 1 },
      { level: 5, count: 1 },
    ]);
    const level2 = await admin.post(`${B}/listByLevel`, { level: 2 });
    expect(names(level2.body.value.rows)).toEqual(['研发中心 · 采购申请', '销售部 · 采购申请（已停用）']);
    const sales = await admin.post(`${B}/listByLevel`, { level: 2, keyword: '销售' });
    expect(sales.body.value.rows.map((r: Loose) => r.id)).toEqual(['auth_demo_sales_off']);
    const byFlow = await admin.post(`${B}/listByLevel`, { level: 3, keyword: 'expenseClaim' });
    expect(byFlow.body.value.rows.map((r: Loose) => r.id)).toEqual(['auth_demo_finance']);
    expect((await admin.post(`${B}/listByLevel`, { level: 2, keyword: 'expenseClaim' })).body.value.rows).toEqual([]);
    const inForce = await admin.post(`${B}/count`, { querys: [{ property: 'inForce', value: true }] });
    // the switched-off sales one and the company-wide one that has ended
    expect(inForce.body.value.total).toBe(4);
  });

  it('names the people and posts an authorisation reaches', async () => {
    const people = await admin.post(`${B}/personnel/auth_demo_rdc`, { pageBean: { page: 1, pageSize: 100 } });
    const accounts = (people.body.value.rows as Loose[]).map((p) => p.account);
    expect(accounts).toEqual(expect.arrayContaining(['zhangwei', 'lina', 'xuming']));
    expect(accounts).not.toContain('wuhao');
    // departed people are left out
    expect(accounts).not.toContain('xunuo');
    const count = await admin.get(`${B}/count/auth_demo_rdc`);
    expect(count.body.value).toBe(people.body.value.total);
    const found = await admin.post(`${B}/personnel/auth_demo_rdc`, { keyword: 'zhang wei' });
    expect(found.body.value.rows.map((p: Loose) => p.fullname)).toEqual(['张伟']);
    expect((await admin.get(`${B}/count/auth_demo_zhangwei`)).body.value).toBe(1);

    const posts = (await admin.get(`${B}/post/auth_demo_rdc`)).body.value as Loose[];
    expect(posts.map((p) => p.name)).toEqual(expect.arrayContaining(['研发中心总监', '研发工程师', '测试工程师']));
    expect(posts.map((p) => p.name)).not.toContain('销售专员');
    expect(posts.find((p) => p.name === '研发工程师').holders).toBeGreaterThan(1);
    const one = (await admin.get(`${B}/post/auth_demo_purchase_lead`)).body.value as Loose[];
    expect(one).toEqual([{ id: 'post_purchase_leader', name: '采购部经理', orgName: '采购部', holders: 1 }]);
  });

  it('answers 404 for an authorisation that does not exist', async () => {
    const res = await admin.get(`${B}/count/nope`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('The authorisation does not exist or was removed');
  });
});

describe('rights and bad input', () => {
  it('refuses everyone but admins, in their language', async () => {
    for (const [method, url] of [
      ['post', `${B}/list`],
      ['post', `${B}/count`],
      ['post', `${B}/personnel/auth_demo_rdc`],
      ['get', `${B}/count/auth_demo_rdc`],
      ['get', `${B}/post/auth_demo_rdc`],
    ] as const) {
      const res = method === 'get' ? await zhangwei.get(url) : await zhangwei.post(url, {});
      expect(res.status, url).toBe(403);
      expect(res.body.message).toBe('Only administrators may manage the authorisation centre');
    }
    const zh = await zhangwei.post(`${B}/listByLevel`, { level: 1 }, 'zh-CN');
    expect(zh.body.message).toBe('只有管理员可以管理授权中心');
    const save = await zhangwei.post(`${B}/save`, VALID);
    expect(save.status).toBe(403);
    const remove = await zhangwei.del(`${B}/remove?ids=auth_demo_rdc`);
    expect(remove.status).toBe(403);
    expect(await total()).toBe(6);
  });

  it('takes only allow-listed filters and sorters, with values their columns can hold', async () => {
    const unknown = await admin.post(`${B}/list`, { querys: [{ property: 'created_by', value: 'x' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown filter column: created_by');
    const injected = await admin.post(`${B}/list`, { sorters: [{ property: 'name; drop table auth_center_entry', direction: 'ASC' }] });
    expect(injected.status).toBe(400);
    const badNumber = await admin.post(`${B}/count`, { querys: [{ property: 'level', value: 'two' }] });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.message).toBe('Invalid value for filter level');
    const badOp = await admin.post(`${B}/list`, { querys: [{ property: 'defKeys', value: 'x', operation: 'IN' }] });
    expect(badOp.status).toBe(400);
    const sorted = await admin.post(`${B}/list`, { sorters: [{ property: 'level', direction: 'DESC' }] });
    expect(sorted.body.value.rows[0].level).toBe(5);
    expect(await total()).toBe(6);
  });

  it.each([
    [{ ...VALID, targetId: undefined }, 'Please choose whom the authorisation is for'],
    [{ ...VALID, targetId: 'org_nowhere' }, 'The chosen department, role, post or person does not exist'],
    [{ ...VALID, level: 4, targetId: 'org_qa' }, 'The chosen department, role, post or person does not exist'],
    [{ ...VALID, defKeys: ['noSuchFlow'] }, 'No such flow: noSuchFlow'],
    [{ ...VALID, name: '   ' }, 'Please enter a name for the authorisation'],
    [{ ...VALID, validFrom: '2026-02-31' }, 'Not a valid date: 2026-02-31'],
    [{ ...VALID, validFrom: '2026-05-01', validTo: '2026-04-30' }, 'The end date may not be before the start date'],
    [{ ...VALID, id: 'nope' }, 'The authorisation does not exist or was removed'],
  ])('refuses %j, saying why and changing nothing', async (body, message) => {
    const res = await admin.post(`${B}/save`, body);
    expect([400, 404]).toContain(res.status);
    expect(res.body.message).toBe(message);
    expect(await total()).toBe(6);
  });

  it('refuses a body outside the contract with the request text of the caller’s language', async () => {
    const res = await admin.post(`${B}/save`, { ...VALID, level: 9 }, 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^请求参数无效/);
    const noFlows = await admin.post(`${B}/save`, { ...VALID, defKeys: [] });
    expect(noFlows.status).toBe(400);
    expect(await total()).toBe(6);
  });
});

describe('the start right follows the authorisations', () => {
  it('restricts a flow without an everyone rule to whom its authorisations in force reach', async () => {
    // the company drops the demo's "everyone" rule of the purchase request
    await ctx.db.deleteFrom('wf_def_right').where('def_key', '=', 'purchaseRequest').execute();
    // zhangwei: research centre and a personal authorisation; wuhao: sales, whose authorisation is switched off
    expect(await mayStart(zhangwei, 'purchaseRequest')).toBe(true);
    expect(await mayStart(wuhao, 'purchaseRequest')).toBe(false);
    expect(await startable(zhangwei)).toContain('purchaseRequest');
    expect(await startable(wuhao)).not.toContain('purchaseRequest');
    const refused = await wuhao.post('/runtime/instance/v1/start', { defKey: 'purchaseRequest', formData: PURCHASE });
    expect(refused.status).toBe(403);

    const info = (await admin.post(`${B}/flowInfo`, { userId: wuhao.userId })).body.value as Loose[];
    expect(info.find((f) => f.defKey === 'purchaseRequest')).toMatchObject({ everyone: false, ruleCount: 0, mayStart: false, via: [] });
    expect(info.find((f) => f.defKey === 'leaveRequest')).toMatchObject({ everyone: true, mayStart: true });

    // switching the sales authorisation on lets wuhao start it, and says through which
    const sales = await entry('auth_demo_sales_off');
    const on = await admin.post(`${B}/save`, { ...sales, enabled: true });
    expect(on.status).toBe(200);
    expect(on.body.value).toMatchObject({ enabled: true, inForce: true, targetName: '总公司/运营中心/销售部' });
    expect(await mayStart(wuhao, 'purchaseRequest')).toBe(true);
    expect(await startable(wuhao)).toContain('purchaseRequest');
    const started = await wuhao.post('/runtime/instance/v1/start', { defKey: 'purchaseRequest', formData: PURCHASE });
    expect(started.status).toBe(200);
    const mine = (await wuhao.post(`${B}/flowInfo`, { keyword: 'purchase' })).body.value as Loose[];
    expect(mine.find((f) => f.defKey === 'purchaseRequest')).toMatchObject({ mayStart: null });
    const self = (await wuhao.post(`${B}/flowInfo`, { userId: wuhao.userId, keyword: 'purchase' })).body.value as Loose[];
    expect(self).toEqual([
      expect.objectContaining({ defKey: 'purchaseRequest', mayStart: true, via: [{ id: sales.id, name: sales.name, level: 2 }] }),
    ]);

    // an authorisation that ended yesterday no longer holds
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await admin.post(`${B}/save`, { ...sales, enabled: true, validFrom: null, validTo: yesterday });
    expect((await entry(sales.id)).inForce).toBe(false);
    expect(await mayStart(wuhao, 'purchaseRequest')).toBe(false);
  });

  it('lets a person ask about their own flows only', async () => {
    const other = await zhangwei.post(`${B}/flowInfo`, { userId: lina.userId });
    expect(other.status).toBe(403);
    const unknown = await admin.post(`${B}/flowInfo`, { userId: 'u_nobody' });
    expect(unknown.status).toBe(404);
  });

  it('adds and removes an authorisation', async () => {
    const before = await total();
    const added = await admin.post(`${B}/save`, {
      ...VALID,
      defKeys: ['purchaseRequest', 'purchaseRequest', 'leaveRequest'],
      description: ' QA ',
    });
    expect(added.status).toBe(200);
    expect(added.body.value).toMatchObject({
      defKeys: ['purchaseRequest', 'leaveRequest'],
      description: 'QA',
      targetName: '总公司/研发中心/测试部',
    });
    expect(await total()).toBe(before + 1);
    const company = await admin.post(`${B}/save`, { ...VALID, level: 1, targetId: 'org_qa' });
    expect(company.body.value).toMatchObject({ level: 1, targetId: null, targetName: null });
    const gone = await admin.del(`${B}/remove?ids=${added.body.value.id},${company.body.value.id},nope`);
    expect(gone.body.value).toBe(2);
    expect(await total()).toBe(before);
  });
});

describe('a database seeded before the authorisation centre', () => {
  it('gets the menu item and the demo authorisations once', async () => {
    await ctx.db.deleteFrom('auth_center_entry').execute();
    await ctx.db.deleteFrom('sys_menu').where('alias', '=', 'authorization').execute();
    await sql`delete from app_meta where key = 'authorization_seed'`.execute(ctx.db);
    await seedAuthorization(ctx.db);
    await seedAuthorization(ctx.db);
    const item = await ctx.db
      .selectFrom('sys_menu')
      .select(['parent_id', 'path', 'component'])
      .where('alias', '=', 'authorization')
      .execute();
    expect(item).toEqual([
      { parent_id: 'menu_front_flowAdmin', path: '/flowAdmin/authorization', component: 'authorization/AuthorizationCenter' },
    ]);
    expect(await total()).toBe(6);
  });
});
