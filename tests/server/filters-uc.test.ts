import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { account: 'zhangwei', password: 'Portal@2026' },
    headers: { 'x-forwarded-for': '10.50.0.1' },
  });
  token = res.json().value.token;
});
afterAll(() => ctx.close());

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
const users = (body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/v1/users/queryUserWithMainOrgPost',
    payload: b64(body),
    headers: { 'p-auth': token, 'content-type': 'text/plain', 'p-langid': 'en-US' },
  });
const page = (url: string, body: unknown) => ctx.app.inject({ method: 'POST', url, payload: body as object, headers: { 'p-auth': token } });

const INJECTION = '1) or (select count(*) from uc_user)>0 --';

describe('the filter allow list', () => {
  it.each([
    [
      'a table-qualified property',
      { querys: [{ property: 'sys_user t', value: 'x', operation: 'EQUAL' }] },
      'Unknown filter column: sys_user t',
    ],
    [
      'a real column that is not listed',
      { querys: [{ property: 'password_hash', value: 'x', operation: 'LIKE' }] },
      'Unknown filter column: password_hash',
    ],
    ['constructor', { querys: [{ property: 'constructor', value: 'x' }] }, 'Unknown filter column: constructor'],
    ['__proto__', { querys: [{ property: '__proto__', value: 'x' }] }, 'Unknown filter column: __proto__'],
    ['toString', { querys: [{ property: 'toString', value: 'x' }] }, 'Unknown filter column: toString'],
    [
      'an expression as sorter',
      { sorters: [{ property: 'CASE WHEN (1=1) THEN account ELSE fullname END', direction: 'ASC' }] },
      'Unknown filter column',
    ],
    [
      'an unknown operation',
      { querys: [{ property: 'account', value: 'x', operation: 'REGEXP' }] },
      'Operation REGEXP is not allowed on account',
    ],
    [
      'an operation not allowed on text',
      { querys: [{ property: 'account', value: 'x', operation: 'GREAT' }] },
      'Operation GREAT is not allowed on account',
    ],
    [
      'an unknown column with an empty value',
      { querys: [{ property: 'password_hash', value: '' }] },
      'Unknown filter column: password_hash',
    ],
  ])('refuses %s with 400 and a clear message', async (_name, body, message) => {
    const res = await users(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ state: false, code: 400 });
    expect(res.json().message).toContain(message);
  });

  it('refuses a sorter direction that is not ASC or DESC', async () => {
    const res = await users({ sorters: [{ property: 'account', direction: 'ASC; drop table uc_user' }] });
    expect(res.statusCode).toBe(400);
  });

  it('treats an injection attempt as a plain value: no rows leak', async () => {
    for (const property of ['fullname', 'account', 'orgId']) {
      const res = await users({ querys: [{ property, value: INJECTION, operation: 'EQUAL' }] });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toMatchObject({ rows: [], total: 0 });
      const like = await users({ querys: [{ property, value: INJECTION, operation: 'LIKE' }] });
      expect(like.json().value.total).toBe(0);
    }
    const inList = await users({ querys: [{ property: 'account', value: [INJECTION, "x') or ('1'='1"], operation: 'IN' }] });
    expect(inList.json().value.total).toBe(0);
  });

  it('answers 400, not a server error, for a non-number on a number column', async () => {
    const res = await users({ querys: [{ property: 'status', value: INJECTION, operation: 'EQUAL' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().state).toBe(false);
  });

  it('still works for honest filters and sorters', async () => {
    const res = await users({
      querys: [
        { property: 'status', value: 1, operation: 'EQUAL' },
        { property: 'fullname', value: '张', operation: 'RIGHT_LIKE' },
      ],
      sorters: [{ property: 'account', direction: 'DESC' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.rows.map((r: { fullname: string }) => r.fullname)).toContain('张伟');
  });

  it.each([
    '/api/org/v1/orgs/getOrgPage',
    '/api/role/v1/roles/getRolePage',
    '/api/job/v1/jobs/getJobPage',
    '/api/org/v1/orgPosts/getOrgPostPage',
  ])('%s refuses unknown columns and expression sorters', async (url) => {
    expect((await page(url, { querys: [{ property: 'sys_user t', value: 'x' }] })).statusCode).toBe(400);
    expect((await page(url, { querys: [{ property: '__proto__', value: 'x' }] })).statusCode).toBe(400);
    expect((await page(url, { sorters: [{ property: 'CASE WHEN (1=1) THEN code ELSE name END' }] })).statusCode).toBe(400);
    const injected = await page(url, { querys: [{ property: 'name', value: INJECTION }] });
    expect(injected.json().value.total).toBe(0);
  });
});
