import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { injector, sessionFor, type Inject } from './portal-helpers.js';

let ctx: TestContext;
let call: Inject;
let user: { token: string; userId: string };
beforeAll(async () => {
  ctx = await createTestApp();
  call = injector(ctx);
  user = await sessionFor(ctx, 'zhangwei');
});
afterAll(() => ctx.close());

const docs = (payload: object) => call({ method: 'POST', url: '/runtime/homePage/v1/queryDocList', token: user.token, payload });
type Row = { id: string; title: string; effectiveTime: string | null; createdTime: string; dmsUrl: string };

describe('queryDocList', () => {
  it('pages 40+ documents 10 at a time by default, newest effective time first', async () => {
    const first = (await docs({})).json().value;
    expect(first.total).toBeGreaterThanOrEqual(40);
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.rows).toHaveLength(10);
    expect(Object.keys(first.rows[0]).sort()).toEqual(
      [
        'createdTime',
        'dmsUrl',
        'docCatalogueLabel',
        'docCode',
        'docOwnerName',
        'docStatusLabel',
        'docVersion',
        'effectiveTime',
        'id',
        'title',
      ].sort(),
    );
    const all: Row[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 10); page++)
      all.push(...(await docs({ pageBean: { page, pageSize: 10 } })).json().value.rows);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((r) => r.id)).size).toBe(first.total);
    const effective = all.filter((r) => r.effectiveTime).map((r) => r.effectiveTime as string);
    expect(effective).toEqual([...effective].sort().reverse());
    // documents with no effective time yet come last
    const firstNull = all.findIndex((r) => !r.effectiveTime);
    expect(firstNull === -1 || all.slice(firstNull).every((r) => !r.effectiveTime)).toBe(true);
    expect(all.every((r) => r.dmsUrl.startsWith('https://dms.example.com/'))).toBe(true);
  });

  it.each([
    ['en-US', ['Published', 'Under revision', 'Withdrawn'], 'HR policies'],
    ['id', ['Diterbitkan', 'Sedang direvisi', 'Dicabut'], 'Kebijakan SDM'],
    ['zh-CN', ['已发布', '修订中', '已废止'], '人事制度'],
  ])("gives the status and category labels in the reader's language (%s)", async (lang, statuses, hr) => {
    const rows: { docStatusLabel: string; docCatalogueLabel: string; docCode: string }[] = (
      await call({
        method: 'POST',
        url: '/runtime/homePage/v1/queryDocList',
        token: user.token,
        lang,
        payload: { pageBean: { page: 1, pageSize: 100 } },
      })
    ).json().value.rows;
    expect(new Set(rows.map((r) => r.docStatusLabel))).toEqual(new Set(statuses));
    expect(rows.find((r) => r.docCode === 'DOC-HR-001')?.docCatalogueLabel).toBe(hr);
    if (lang !== 'zh-CN') expect(rows.some((r) => /[\u4e00-\u9fff]/.test(r.docStatusLabel + r.docCatalogueLabel))).toBe(false);
  });

  it('matches the title with LIKE as the portal sends it, and with the title field', async () => {
    const viaQuerys = (
      await docs({
        pageBean: { page: 1, pageSize: 10, showTotal: true },
        querys: [{ property: 'title', value: '管理办法', operation: 'LIKE', relation: 'AND' }],
      })
    ).json().value;
    expect(viaQuerys.total).toBeGreaterThan(3);
    expect(viaQuerys.rows.every((r: Row) => r.title.includes('管理办法'))).toBe(true);
    const viaTitle = (await docs({ title: '管理办法' })).json().value;
    expect(viaTitle.total).toBe(viaQuerys.total);
    const exact = (await docs({ title: '费用报销管理办法' })).json().value;
    expect(exact.rows.map((r: Row) => r.title)).toEqual(['费用报销管理办法']);
    // LIKE wildcards in the text are literal
    expect((await docs({ title: '%' })).json().value.total).toBe(0);
    // an empty search box matches everything
    const everything = (await docs({})).json().value.total;
    expect((await docs({ querys: [{ property: 'title', value: '', operation: 'LIKE' }] })).json().value.total).toBe(everything);
  });

  it('pages with other page sizes', async () => {
    const p2 = (await docs({ pageBean: { page: 2, pageSize: 20 } })).json().value;
    const p1 = (await docs({ pageBean: { page: 1, pageSize: 20 } })).json().value;
    expect(p2.rows).toHaveLength(Math.min(20, p1.total - 20));
    expect(p2.rows[0].id).not.toBe(p1.rows[0].id);
    const beyond = (await docs({ pageBean: { page: 99, pageSize: 10 } })).json().value;
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(p1.total);
  });

  it.each([
    [{ querys: [{ property: 'dms_url', value: 'x' }] }],
    [{ querys: [{ property: 'title', value: 'x', operation: 'IN' }] }],
    [{ querys: [{ property: 'title; delete from doc_document', value: 'x' }] }],
  ])('refuses filters outside the allow list: %j', async (body) => {
    const res = await docs(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(false);
  });

  it('takes a call without a body as all defaults', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/runtime/homePage/v1/queryDocList', headers: { 'p-auth': user.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/runtime/homePage/v1/queryDocList', payload: {} });
    expect(res.json().code).toBe(402);
  });
});

describe('addEventLog', () => {
  const log = (payload: object, token = user.token) =>
    call({ method: 'POST', url: '/runtime/bpmIndexTaggedEventLog/v1/addEventLog', token, payload });

  it('stores a search event for the caller', async () => {
    const res = await log({ type: 'document', searchText: '  报销 ' });
    expect(res.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('bpm_index_tagged_event_log')
      .selectAll()
      .where('id', '=', res.json().value.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.userId, type: 'document', search_text: '报销' });
    const summary = await log({ type: 'aiSummary', instId: 'inst_1', detail: { action: 'open', employeeNo: 'E001' } });
    const row2 = await ctx.db
      .selectFrom('bpm_index_tagged_event_log')
      .selectAll()
      .where('id', '=', summary.json().value.id)
      .executeTakeFirstOrThrow();
    expect(row2.detail).toEqual({ action: 'open', employeeNo: 'E001' });
  });

  it.each([
    [{}],
    [{ type: '' }],
    [{ type: 'user; drop' }],
    [{ type: 'user', searchText: 'x'.repeat(201) }],
    [{ type: 'user', userId: 'u_lina' }],
    [{ type: 'user', detail: { big: 'x'.repeat(5000) } }],
  ])('refuses an invalid or oversized body: %#', async (body) => {
    const res = await log(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(false);
  });

  it('refuses a body over 8 KB', async () => {
    const res = await log({ type: 'user', detail: { a: 'x'.repeat(3000), b: 'y'.repeat(3000), c: 'z'.repeat(3000) } });
    expect([400, 413]).toContain(res.statusCode);
    expect(res.json().state).toBe(false);
  });
});
