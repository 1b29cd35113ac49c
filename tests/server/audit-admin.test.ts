import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.js';
import { as, type Client } from './workflow-support.js';
import { recordAudit, type AuditActor, type AuditChange } from '../../server/src/audit/index.js';
import { changesOf } from '../../server/src/audit/diff.js';
import { startedEmpty } from '../../server/src/setup/index.js';

/** The audit log's calls (issue 30 item 3): administrators only, filters, an entry's differences, the CSV export, the check. */
const ctx = useTestApp({ auditKey: 'the-audit-key-of-the-admin-calls-test-0123' });
let admin: Client;
let lina: Client;
const AUDIT = '/uc/audit/v1';
const htadmin: AuditActor = { userId: 'u_htadmin', account: 'htadmin', ip: '10.0.0.1' };
const wangqiang: AuditActor = { userId: 'u_wangqiang', account: 'wangqiang', ip: '10.0.0.2' };
const append = (actor: AuditActor, change: AuditChange) =>
  ctx.db.transaction().execute((trx) => recordAudit(trx, ctx.config, actor, change));
let startedAt: string;

beforeAll(async () => {
  [admin, lina] = await Promise.all([as(ctx, 'htadmin'), as(ctx, 'lina')]);
  startedAt = new Date(Date.now() - 1000).toISOString();
  await append(htadmin, {
    action: 'user.create',
    targetType: 'user',
    targetId: 'u_new1',
    targetName: '=HYPERLINK("http://evil","x")',
    after: { account: 'new1', fullname: '新人', status: 1 },
  });
  await append(htadmin, {
    action: 'user.update',
    targetType: 'user',
    targetId: 'u_lina',
    targetName: '李娜',
    before: { fullname: '李娜', mobile: '138', org: { id: 'org_rd', name: '研发部' } },
    after: { fullname: '李娜', mobile: '139', org: { id: 'org_qa', name: '测试部' }, email: 'lina@example.com' },
  });
  await append(wangqiang, {
    action: 'org.rename',
    targetType: 'org',
    targetId: 'org_rd',
    targetName: '+研发部',
    before: { name: '研发部' },
    after: { name: '+研发部' },
  });
  await append(wangqiang, {
    action: 'org.move',
    targetType: 'org',
    targetId: 'org_qa',
    targetName: '-1 测试部',
    before: { parent: 'org_rdc' },
    after: { parent: 'org_root' },
  });
  await append(htadmin, {
    action: 'role.menus',
    targetType: 'role',
    targetId: 'role_hr',
    targetName: '@SUM(A1)',
    after: { menus: ['a', 'b'] },
  });
});

const list = (c: Client, querys: unknown[] = [], pageSize = 20) => c.post(`${AUDIT}/list`, { querys, pageBean: { page: 1, pageSize } });
const seqs = (res: { body: { value: { rows: { seq: string }[] } } }) => res.body.value.rows.map((r) => r.seq);

describe('the audit log calls', () => {
  it('refuse anyone but an administrator, on every call', async () => {
    for (const res of [
      await list(lina),
      await lina.get(`${AUDIT}/entry/1`),
      await lina.post(`${AUDIT}/export`, {}),
      await lina.post(`${AUDIT}/verify`),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await lina.post(`${AUDIT}/list`, {})).body.message).toBe('Only administrators may read the audit log');
  });

  it('list newest first and filter by action, family, actor, target type, target text and time', async () => {
    const all = await list(admin);
    expect(all.status, all.body.message).toBe(200);
    expect(all.body.value.total).toBe(5);
    expect(seqs(all)).toEqual(['5', '4', '3', '2', '1']);
    expect(all.body.value.rows[0]).toMatchObject({ action: 'role.menus', actorAccount: 'htadmin', ip: '10.0.0.1', targetType: 'role' });
    expect(seqs(await list(admin, [{ property: 'action', value: 'user.update' }]))).toEqual(['2']);
    expect(seqs(await list(admin, [{ property: 'action', value: 'org.', operation: 'RIGHT_LIKE' }]))).toEqual(['4', '3']);
    expect(seqs(await list(admin, [{ property: 'actorAccount', value: 'wangqiang' }]))).toEqual(['4', '3']);
    expect(seqs(await list(admin, [{ property: 'targetType', value: 'user' }]))).toEqual(['2', '1']);
    // the target's name or its id
    expect(seqs(await list(admin, [{ property: 'target', value: '研发' }]))).toEqual(['3']);
    expect(seqs(await list(admin, [{ property: 'target', value: 'org_qa' }]))).toEqual(['4']);
    expect(seqs(await list(admin, [{ property: 'target', value: '%' }]))).toEqual([]);
    const now = new Date(Date.now() + 1000).toISOString();
    expect(seqs(await list(admin, [{ property: 'at', operation: 'BETWEEN', value: [startedAt, now] }]))).toHaveLength(5);
    expect(seqs(await list(admin, [{ property: 'at', operation: 'GREAT_EQUAL', value: now }]))).toEqual([]);
    // combined, and paged
    expect(
      seqs(
        await list(admin, [
          { property: 'actorAccount', value: 'htadmin' },
          { property: 'targetType', value: 'user' },
        ]),
      ),
    ).toEqual(['2', '1']);
    const page = await list(admin, [], 2);
    expect(seqs(page)).toEqual(['5', '4']);
    expect(page.body.value.total).toBe(5);
    // columns outside the allow list are refused, not run
    expect((await list(admin, [{ property: 'hash', value: 'x' }])).status).toBe(400);
  });

  it('shows an entry with its differences, field: old → new', async () => {
    const res = await admin.get(`${AUDIT}/entry/2`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.value.changes).toEqual([
      { field: 'mobile', before: '"138"', after: '"139"' },
      { field: 'org.id', before: '"org_rd"', after: '"org_qa"' },
      { field: 'org.name', before: '"研发部"', after: '"测试部"' },
      { field: 'email', before: null, after: '"lina@example.com"' },
    ]);
    expect(res.body.value.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await admin.get(`${AUDIT}/entry/99`)).status).toBe(404);
    expect((await admin.get(`${AUDIT}/entry/abc`)).status).toBe(400);
  });

  it('exports the filtered rows as CSV, headers in the caller’s language, formulas neutralised', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${AUDIT}/export`,
      headers: { 'p-auth': admin.token, 'p-langid': 'zh-CN', 'content-type': 'application/json' },
      payload: JSON.stringify({ querys: [{ property: 'actorAccount', value: 'htadmin' }] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('序号,时间 (UTC),操作人,来源地址,操作,对象类型,对象编号,对象名称,修改前,修改后,链哈希');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^5,.*,htadmin,10\.0\.0\.1,role\.menus,role,role_hr,'@SUM\(A1\),,/);
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    const en = await ctx.app.inject({
      method: 'POST',
      url: `${AUDIT}/export`,
      headers: { 'p-auth': admin.token, 'p-langid': 'en-US', 'content-type': 'application/json' },
      payload: JSON.stringify({ querys: [{ property: 'actorAccount', value: 'wangqiang' }] }),
    });
    const enLines = en.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(enLines[0]).toBe('No.,Time (UTC),Done by,From address,Action,Target type,Target id,Target name,Before,After,Chain hash');
    expect(enLines.slice(1).map((l) => l.split(',')[7])).toEqual(["'-1 测试部", "'+研发部"]);
  });

  it('checks the chain: intact, then broken at the entry changed in the database', async () => {
    const ok = await admin.post(`${AUDIT}/verify`);
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.value).toMatchObject({ intact: true, entries: 5, brokenAt: null, reason: null });
    await sql`alter table audit_log disable trigger audit_log_no_update`.execute(ctx.db);
    await sql`update audit_log set target_name = '研发部' where seq = 3`.execute(ctx.db);
    await sql`alter table audit_log enable trigger audit_log_no_update`.execute(ctx.db);
    const broken = await admin.post(`${AUDIT}/verify`);
    expect(broken.body.value).toMatchObject({ intact: false, entries: 3, brokenAt: '3', reason: 'changed' });
  });
});

describe('the differences of an entry', () => {
  it('compares nested fields, arrays whole, and entries with one side only', () => {
    expect(changesOf(null, '{"a":1,"b":{"c":[1,2]}}')).toEqual([
      { field: 'a', before: null, after: '1' },
      { field: 'b.c', before: null, after: '[1,2]' },
    ]);
    expect(changesOf('{"a":[1,2],"b":true}', '{"a":[1,2],"b":false}')).toEqual([{ field: 'b', before: 'true', after: 'false' }]);
    expect(changesOf('"x"', '"y"')).toEqual([{ field: '(value)', before: '"x"', after: '"y"' }]);
    expect(changesOf(null, null)).toEqual([]);
  });
});

describe('the setup calls in the demo company', () => {
  it('are for administrators, and a company that did not start empty has nothing to set up', async () => {
    expect((await lina.get('/uc/setup/v1/state')).status).toBe(403);
    const save = { companyName: 'X', languages: ['en-US'], units: [], complete: true, version: 0 };
    expect((await lina.post('/uc/setup/v1/save', save)).status).toBe(403);
    const state = await admin.get('/uc/setup/v1/state');
    expect(state.body.value).toMatchObject({ applies: false, completed: true, companyName: '总公司' });
    expect(await startedEmpty(ctx.db)).toBe(false);
    expect((await admin.post('/uc/setup/v1/save', save)).status).toBe(409);
    // and its password page does not open, whatever the token
    expect((await ctx.app.inject({ method: 'GET', url: '/setup/admin?token=x' })).statusCode).toBe(410);
  });
});
