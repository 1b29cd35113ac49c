import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await signIn('zhangwei', 'Portal@2026');
});
afterAll(() => ctx.close());

async function signIn(account: string, password: string, ip = '10.30.0.1'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { account, password },
    headers: { 'x-forwarded-for': ip },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.token;
}

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64');
const call = (method: 'GET' | 'POST', url: string, payload?: unknown, auth = token, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, payload: payload as string, headers: { 'p-auth': auth, 'p-langid': 'en-US', ...headers } });

describe('global user search (queryByType)', () => {
  it.each(['zhangwei', 'zw', 'zhang wei', '张伟', 'ZhangWei'])('finds 张伟 by %s', async (pattern) => {
    const res = await call('POST', '/api/user/v1/users/queryByType', { pattern: `  ${pattern} `, page: 1, pageSize: 50 });
    expect(res.statusCode).toBe(200);
    const rows = res.json().value.rows as { fullname: string; orgName: string; postName: string }[];
    expect(rows[0]).toMatchObject({ fullname: '张伟', orgName: '研发部', postName: '研发工程师' });
  });

  it('loads nothing for an empty pattern', async () => {
    const res = await call('POST', '/api/user/v1/users/queryByType', { pattern: '   ' });
    expect(res.json().value).toEqual({ rows: [], total: 0, page: 1, pageSize: 50 });
  });

  it('pages 50 at a time by default and treats % and _ as plain text', async () => {
    const all = await call('POST', '/api/user/v1/users/queryByType', { pattern: 'a' });
    expect(all.json().value.pageSize).toBe(50);
    expect(all.json().value.total).toBeGreaterThan(10);
    const pct = await call('POST', '/api/user/v1/users/queryByType', { pattern: '%' });
    expect(pct.json().value.total).toBe(0);
  });

  it('leaves out users who cannot sign in', async () => {
    const res = await call('POST', '/api/user/v1/users/queryByType', { pattern: 'dengchao' });
    expect(res.json().value.total).toBe(0);
  });

  it('needs a signed-in caller', async () => {
    const res = await call('POST', '/api/user/v1/users/queryByType', { pattern: 'zw' }, '');
    expect(res.json().code).toBe(402);
  });
});

describe('queryUserWithMainOrgPost', () => {
  const post = (body: string, contentType = 'text/plain') =>
    call('POST', '/api/user/v1/users/queryUserWithMainOrgPost', body, token, { 'content-type': contentType });

  it('reads a Base64 body and answers rows with the main organisation and post', async () => {
    const body = b64({
      querys: [{ property: 'pinyin', value: 'zw', operation: 'LIKE' }],
      pageBean: { page: 1, pageSize: 10 },
      sorters: [{ property: 'account', direction: 'ASC' }],
    });
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ page: 1, pageSize: 10 });
    expect(v.rows.map((r: { account: string }) => r.account)).toContain('zhangwei');
    expect(v.rows.find((r: { account: string }) => r.account === 'zhangwei')).toMatchObject({
      orgName: '研发部',
      postName: '研发工程师',
      orgId: 'org_rd',
    });
  });

  it('filters by organisation and pages with a total', async () => {
    const body = b64({ querys: [{ property: 'orgId', value: 'org_rd', operation: 'EQUAL' }], pageBean: { page: 2, pageSize: 2 } });
    const v = (await post(body)).json().value;
    expect(v.total).toBeGreaterThanOrEqual(6);
    expect(v.rows).toHaveLength(2);
    expect(v.page).toBe(2);
  });

  it('takes an OR group of conditions', async () => {
    const body = b64({
      querys: [
        { property: 'account', value: 'lina', operation: 'EQUAL', group: 'g', relation: 'OR' },
        { property: 'account', value: 'wuhao', operation: 'EQUAL', group: 'g', relation: 'OR' },
      ],
    });
    const v = (await post(body)).json().value;
    expect(v.rows.map((r: { account: string }) => r.account).sort()).toEqual(['lina', 'wuhao']);
  });

  it('refuses a body that is not Base64 JSON', async () => {
    const res = await post('this is not base64!');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not Base64-encoded JSON');
    expect((await post(b64('{not json'))).statusCode).toBe(400);
  });
});

describe('user detail, lookup, and organisation calls', () => {
  it('answers the detail record for a Base64 account in the query string or the body', async () => {
    const q = await call('POST', `/api/user/v1/user/getDetailByAccountOrId?accountOrId=${encodeURIComponent(b64('lina'))}`);
    expect(q.statusCode).toBe(200);
    expect(q.json().value.user).toMatchObject({ fullname: '李娜', account: 'lina', admin: false, status: 1 });
    expect(q.json().value.orgList[0]).toMatchObject({ orgName: '研发部', pathName: '总公司/研发中心/研发部' });
    expect(q.json().value.role.map((r: { code: string }) => r.code)).toEqual(expect.arrayContaining(['employee', 'leader']));
    expect(q.json().value.dataScopes).toEqual(expect.arrayContaining([{ dataScopeCode: 'orgAndChildren' }]));
    const byId = await call('POST', '/api/user/v1/user/getDetailByAccountOrId', { accountOrId: b64('u_lina') });
    expect(byId.json().value.user.account).toBe('lina');
    const missing = await call('POST', '/api/user/v1/user/getDetailByAccountOrId', { accountOrId: b64('nobody') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });

  it('finds a user by account, plain or Base64', async () => {
    expect((await call('POST', '/api/user/v1/user/getByAccount?account=wuhao')).json().value).toMatchObject({
      fullname: '吴昊',
      orgName: '销售部',
    });
    expect((await call('POST', '/api/user/v1/user/getByAccount', { account: b64('wuhao') })).json().value.account).toBe('wuhao');
  });

  it('walks the organisation tree of the default dimension', async () => {
    const roots = (await call('POST', '/api/org/v1/orgs/getByParentAndDem', {})).json().value;
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ name: '总公司', isParent: true, leaderName: '王强' });
    const centres = (await call('POST', '/api/org/v1/orgs/getByParentAndDem', { parentId: roots[0].id, demId: 'dem_default' })).json()
      .value;
    expect(centres.map((o: { name: string }) => o.name)).toEqual(['研发中心', '运营中心', '职能中心']);
  });

  it('pages organisations, roles, jobs and posts through their allow lists', async () => {
    const orgs = (
      await call('POST', '/api/org/v1/orgs/getOrgPage', {
        querys: [{ property: 'level', value: 3, operation: 'EQUAL' }],
        pageBean: { page: 1, pageSize: 50 },
      })
    ).json().value;
    expect(orgs.total).toBeGreaterThanOrEqual(7);
    expect(orgs.rows.every((o: { level: number }) => o.level === 3)).toBe(true);
    const roles = (await call('POST', '/api/role/v1/roles/getRolePage', { pageBean: { page: 1, pageSize: 20 } })).json().value;
    expect(roles.rows.map((r: { code: string }) => r.code).sort()).toEqual(['admin', 'employee', 'finance', 'hr', 'leader', 'purchase']);
    const jobs = (await call('POST', '/api/job/v1/jobs/getJobPage', {})).json().value;
    expect(jobs.total).toBeGreaterThanOrEqual(5);
    const posts = (await call('POST', '/api/org/v1/orgPosts/getOrgPostPage', { querys: [{ property: 'orgId', value: 'org_rd' }] })).json()
      .value;
    expect(posts.rows).toEqual(expect.arrayContaining([expect.objectContaining({ name: '研发部经理', isLeader: true })]));
  });

  it('lists dimensions', async () => {
    expect((await call('GET', '/api/demension/v1/dems/getAll')).json().value[0]).toMatchObject({ code: 'default', isDefault: true });
    expect((await call('POST', '/api/demension/v1/dems/getDemListAll')).json().value).toHaveLength(1);
  });

  it('answers pinyin and the demo tenant', async () => {
    expect((await call('GET', `/base/tools/v1/getPinyin?chinese=${encodeURIComponent('张伟')}&type=0`)).json().value).toBe('zhangwei');
    expect((await call('GET', `/base/tools/v1/getPinyin?chinese=${encodeURIComponent('张伟')}&type=1`)).json().value).toBe('zw');
    const tenant = await call('GET', '/uc/tenantManage/v1/getTenantByCode?code=demo');
    expect(tenant.json().value).toMatchObject({ code: 'demo', status: 'enable' });
    expect((await call('GET', '/uc/tenantManage/v1/getTenantByCode?code=nope')).statusCode).toBe(404);
  });
});

describe('position switch', () => {
  it('stores one of the user own posts on the session and refuses any other', async () => {
    const wq = await signIn('wangqiang', 'Portal@2026');
    const detail = (await call('POST', '/api/user/v1/user/getDetailByAccountOrId', { accountOrId: b64('wangqiang') }, wq)).json().value;
    expect(detail.postList.length).toBe(2);
    const other = detail.postList.find((p: { isMain: boolean }) => !p.isMain);
    const res = await call('GET', `/uc/ucGroup/v1/setCookie?postId=${other.postId}`, undefined, wq);
    expect(res.json()).toMatchObject({ state: true, message: 'Position switched' });
    const session = await ctx.db
      .selectFrom('identity_session')
      .select('post_id')
      .where('user_id', '=', 'u_wangqiang')
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(session.post_id).toBe(other.postId);
    const refused = await call('GET', '/uc/ucGroup/v1/setCookie?postId=post_rd_leader', undefined, wq);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not hold this post, so you cannot switch to it');
  });
});
