import { describe, expect, it } from 'vitest';
import { as, workflowSuite } from './workflow-support.js';

/**
 * The administrators' users (issue 30): rights, create and edit with the optimistic lock, the own admin right, the
 * password rule, reset, status and unlock, each with its audit entry.
 */
const { ctx, htadmin, zhangwei } = workflowSuite(['htadmin', 'zhangwei']);
const A = '/uc/adminUsers/v1';

const newUser = (account: string, extra: Record<string, unknown> = {}) => ({
  account,
  fullname: '测试用户',
  email: `${account}@example.com`,
  mobile: '13800000000',
  mainOrgId: 'org_rd',
  mainPostId: 'post_rd_member',
  postIds: ['post_qa_member'],
  roleIds: ['role_employee'],
  ...extra,
});

const auditOf = (targetId: string) =>
  ctx.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('target_id', '=', targetId).orderBy('seq').execute();

describe('the administrators’ users', () => {
  it('refuses every call of a user who is not an administrator, and writes nothing', async () => {
    const calls: [string, unknown][] = [
      ['list', {}],
      ['save', newUser('intruder')],
      ['resetPassword', { id: 'u_lina' }],
      ['setStatus', { id: 'u_lina', version: 1, status: 0 }],
      ['unlock', { id: 'u_lina' }],
      ['import/preview', { fileId: 'x' }],
      ['export', {}],
    ];
    for (const [path, body] of calls) expect((await zhangwei.post(`${A}/${path}`, body)).status, path).toBe(403);
    expect((await zhangwei.get(`${A}/get?id=u_lina`)).status).toBe(403);
    expect(await ctx.db.selectFrom('uc_user').select('id').where('account', '=', 'intruder').execute()).toEqual([]);
  });

  it('lists users paged, filtered by text, status and organisation with its children, sorted', async () => {
    const page = await htadmin.post(`${A}/list`, { pageBean: { page: 1, pageSize: 5 } });
    expect(page.status).toBe(200);
    expect(page.body.value.rows).toHaveLength(5);
    expect(page.body.value.total).toBeGreaterThan(5);
    const lina = await htadmin.post(`${A}/list`, { text: 'lina' });
    expect(lina.body.value.rows.map((r: { account: string }) => r.account)).toContain('lina');
    // 研发中心 holds 研发部 and 测试部: its subtree holds lina (研发部), but not with includeChildren false
    const subtree = await htadmin.post(`${A}/list`, { orgId: 'org_rdc', pageBean: { page: 1, pageSize: 100 } });
    expect(subtree.body.value.rows.map((r: { account: string }) => r.account)).toContain('lina');
    const own = await htadmin.post(`${A}/list`, { orgId: 'org_rdc', includeChildren: false, pageBean: { page: 1, pageSize: 100 } });
    expect(own.body.value.rows.map((r: { account: string }) => r.account)).not.toContain('lina');
    const desc = await htadmin.post(`${A}/list`, { sort: 'account', order: 'desc', pageBean: { page: 1, pageSize: 3 } });
    const accounts = desc.body.value.rows.map((r: { account: string }) => r.account);
    expect([...accounts].sort().reverse()).toEqual(accounts);
    const disabled = await htadmin.post(`${A}/list`, { status: 0, pageBean: { page: 1, pageSize: 100 } });
    for (const r of disabled.body.value.rows) expect(r.status).toBe(0);
  });

  it('creates a user with a generated password shown once, its places and one audit entry without the password', async () => {
    const res = await htadmin.post(`${A}/save`, newUser('newbie'));
    expect(res.status).toBe(200);
    const { id, version, generatedPassword } = res.body.value;
    expect(version).toBe(1);
    expect(generatedPassword).toMatch(/^.{16,}$/);
    const edit = await htadmin.get(`${A}/get?id=${id}`);
    expect(edit.body.value).toMatchObject({
      account: 'newbie',
      mainOrgId: 'org_rd',
      mainPostId: 'post_rd_member',
      postIds: ['post_qa_member'],
      roleIds: ['role_employee'],
      dataScopes: ['self'],
      status: 1,
    });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['user.create']);
    expect(audit[0].after).not.toContain(generatedPassword);
    expect(audit[0].after).not.toMatch(/password|argon2/i);
    // the generated password signs in
    const login = await ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { account: 'newbie', password: generatedPassword } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a taken account, a bad e-mail and a password against the rule, in the caller’s language', async () => {
    const taken = await htadmin.post(`${A}/save`, newUser('LINA'), 'zh-CN');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('账号 LINA 已存在，请换一个账号');
    const email = await htadmin.post(`${A}/save`, newUser('mailless', { email: 'not-an-address' }));
    expect(email.status).toBe(400);
    expect(email.body.message).toMatch(/e-mail address is not valid/);
    const short = await htadmin.post(`${A}/save`, newUser('shorty', { password: 'abc1' }));
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/at least \d+ characters/);
    const own = await htadmin.post(`${A}/save`, newUser('ownpwd', { password: 'ownpwd12345x' }));
    expect(own.status).toBe(400);
    expect(own.body.message).toMatch(/account name/);
    expect(await ctx.db.selectFrom('uc_user').select('id').where('account', 'in', ['mailless', 'shorty', 'ownpwd']).execute()).toEqual([]);
  });

  it('of two administrators editing one user, the second gets 409 and nothing of theirs is written', async () => {
    const created = (await htadmin.post(`${A}/save`, newUser('twice'))).body.value;
    const second = await as(ctx, 'htadmin');
    const first = await htadmin.post(`${A}/save`, newUser('twice', { id: created.id, version: 1, fullname: '第一位' }));
    expect(first.status).toBe(200);
    expect(first.body.value.version).toBe(2);
    const late = await second.post(`${A}/save`, newUser('twice', { id: created.id, version: 1, fullname: '第二位', roleIds: [] }));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/Another administrator changed 第一位/);
    const now = (await htadmin.get(`${A}/get?id=${created.id}`)).body.value;
    expect(now).toMatchObject({ fullname: '第一位', roleIds: ['role_employee'], version: 2 });
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual(['user.create', 'user.update']);
  });

  it('an administrator cannot remove their own admin right, nor disable or depart themselves', async () => {
    const me = (await htadmin.get(`${A}/get?id=u_htadmin`)).body.value;
    const save = await htadmin.post(`${A}/save`, {
      id: me.id,
      version: me.version,
      account: me.account,
      fullname: me.fullname,
      mainOrgId: me.mainOrgId,
      mainPostId: me.mainPostId,
      roleIds: me.roleIds,
      isAdmin: false,
    });
    expect(save.status).toBe(400);
    expect(save.body.message).toMatch(/your own admin right/);
    for (const status of [0, 2]) {
      const res = await htadmin.post(`${A}/setStatus`, { id: me.id, version: me.version, status });
      expect(res.status).toBe(400);
    }
    const after = await ctx.db
      .selectFrom('uc_user')
      .select(['is_admin', 'status', 'version'])
      .where('id', '=', 'u_htadmin')
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ is_admin: true, status: 1, version: me.version });
  });

  it('resets a password by the rule, ends the user’s sessions, disables and enables with the version', async () => {
    const created = (await htadmin.post(`${A}/save`, newUser('resetme'))).body.value;
    const refused = await htadmin.post(`${A}/resetPassword`, { id: created.id, password: 'password' });
    expect(refused.status).toBe(400);
    const set = await htadmin.post(`${A}/resetPassword`, { id: created.id, password: 'Blue-Harbour-77' });
    expect(set.status).toBe(200);
    expect(set.body.value).toEqual({});
    const user = await as(ctx, 'resetme');
    const version = (await htadmin.get(`${A}/get?id=${created.id}`)).body.value.version;
    expect((await user.get('/api/pwdStrategy/v1/getDefault')).status).toBe(200);
    // disabling goes through the hand-over (its preview, then its confirm), never the status call alone
    const bare = await htadmin.post(`${A}/setStatus`, { id: created.id, version, status: 0 });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toMatch(/hand-over/);
    const plan = await htadmin.post('/uc/api/departure/v1/preview', { userId: created.id, kind: 'disabled' });
    expect(plan.status).toBe(200);
    const disabled = await htadmin.post('/uc/api/departure/v1/confirm', {
      userId: created.id,
      kind: 'disabled',
      fingerprint: plan.body.value.fingerprint,
    });
    expect(disabled.status).toBe(200);
    // the disabled user's session ended
    expect((await user.get('/api/pwdStrategy/v1/getDefault')).status).toBe(402);
    const stale = await htadmin.post(`${A}/setStatus`, { id: created.id, version, status: 1 });
    expect(stale.status).toBe(409);
    const now = (await htadmin.get(`${A}/get?id=${created.id}`)).body.value;
    expect(now.status).toBe(0);
    const enabled = await htadmin.post(`${A}/setStatus`, { id: created.id, version: now.version, status: 1 });
    expect(enabled.body.value.status).toBe(1);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { account: 'resetme', password: 'Blue-Harbour-77' },
    });
    expect(login.statusCode).toBe(200);
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual([
      'user.create',
      'user.password.reset',
      'user.disable',
      'departure.confirm',
      'user.enable',
    ]);
  });

  it('unlocks an account held up by wrong sign-ins: the captcha is no longer asked', async () => {
    for (let i = 0; i < 4; i++)
      await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-forwarded-for': `10.9.0.${i}` },
        payload: { account: 'zhangwei', password: 'wrong' },
      });
    const listed = await htadmin.post(`${A}/list`, { text: 'zhangwei' });
    const row = listed.body.value.rows.find((r: { account: string }) => r.account === 'zhangwei');
    expect(row).toMatchObject({ locked: true });
    expect(row.wrongGuesses).toBeGreaterThanOrEqual(3);
    const unlocked = await htadmin.post(`${A}/unlock`, { id: 'u_zhangwei' });
    expect(unlocked.body.value.cleared).toBeGreaterThanOrEqual(3);
    const after = await htadmin.post(`${A}/list`, { text: 'zhangwei' });
    expect(after.body.value.rows.find((r: { account: string }) => r.account === 'zhangwei')).toMatchObject({
      locked: false,
      wrongGuesses: 0,
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-for': '10.9.1.1' },
      payload: { account: 'zhangwei', password: 'Portal@2026' },
    });
    expect(login.statusCode).toBe(200);
    expect((await auditOf('u_zhangwei')).map((a) => a.action)).toContain('user.unlock');
  });
});
