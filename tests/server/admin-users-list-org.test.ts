import { beforeAll, describe, expect, it } from 'vitest';
import { workflowSuite } from './workflow-support.js';

/**
 * The administrators' user list filtered to an organisation (issue 30, its speed at 100,000 users): the subtree is read
 * by path prefix and its total counted from the memberships alone, so these edges are checked against the tables read
 * here in plain code: a user placed in several units of the subtree is listed and counted once (by a main place and a
 * post there, or by posts alone), a unit whose path only begins like the organisation's is not below it, totals stay
 * right on every page and with the other filters; and the rule the count stands on: one main place per user.
 */
const { ctx, htadmin } = workflowSuite(['htadmin']);
const A = '/uc/adminUsers/v1';

interface Row {
  id: string;
  account: string;
}

/** Every page of a list query, `size` rows at a time, and the total each page answered. */
async function allPages(query: Record<string, unknown>, size: number) {
  const rows: Row[] = [];
  const totals: number[] = [];
  for (let page = 1; page < 200; page++) {
    const res = await htadmin.post(`${A}/list`, { ...query, pageBean: { page, pageSize: size } });
    expect(res.status).toBe(200);
    rows.push(...(res.body.value.rows as Row[]));
    totals.push(res.body.value.total as number);
    if (res.body.value.rows.length < size) break;
  }
  return { rows, totals };
}

/** The users the list must show for an organisation, worked out from uc_org and uc_user_org without SQL filters. */
async function expectedIds(orgId: string, withChildren: boolean, keep: (u: { status: number; account: string }) => boolean = () => true) {
  const orgs = await ctx.db.selectFrom('uc_org').select(['id', 'path']).execute();
  const org = orgs.find((o) => o.id === orgId);
  if (!org) return [];
  const inTree = new Set(orgs.filter((o) => o.id === org.id || (withChildren && o.path.startsWith(`${org.path}.`))).map((o) => o.id));
  const places = await ctx.db.selectFrom('uc_user_org').select(['user_id', 'org_id']).execute();
  const ids = new Set(places.filter((p) => inTree.has(p.org_id)).map((p) => p.user_id));
  const users = await ctx.db.selectFrom('uc_user').select(['id', 'status', 'account']).execute();
  return users
    .filter((u) => ids.has(u.id) && keep(u))
    .map((u) => u.id)
    .sort();
}

describe('the administrators’ user list by organisation', () => {
  beforeAll(async () => {
    // three users placed in 研发部 (main) and 测试部 (a post there): both below 研发中心
    for (const n of [1, 2, 3]) {
      const res = await htadmin.post(`${A}/save`, {
        account: `twoplaces${n}`,
        fullname: `Two Places ${n}`,
        email: `twoplaces${n}@example.com`,
        mainOrgId: 'org_rd',
        mainPostId: 'post_rd_member',
        postIds: ['post_qa_member'],
      });
      expect(res.status).toBe(200);
    }
    // two users whose main place is outside 研发中心 (人事部) and who hold posts in both its units
    for (const n of [1, 2]) {
      const res = await htadmin.post(`${A}/save`, {
        account: `elsewhere${n}`,
        fullname: `Elsewhere ${n}`,
        mainOrgId: 'org_hr',
        postIds: ['post_rd_member', 'post_qa_member'],
      });
      expect(res.status).toBe(200);
    }
    // a unit beside 研发中心 whose path begins with 研发中心's path, and a member of it
    const rdc = await ctx.db.selectFrom('uc_org').selectAll().where('id', '=', 'org_rdc').executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('uc_org')
      .values({
        id: 'org_rdcx',
        dem_id: rdc.dem_id,
        parent_id: rdc.parent_id,
        code: 'rdcx',
        name: '研发中心二',
        path: `${rdc.path}x`,
        path_name: `${rdc.path_name}二`,
        level: rdc.level,
        sort: 99,
      })
      .execute();
    const beside = await htadmin.post(`${A}/save`, { account: 'besiderdc', fullname: 'Beside RDC', mainOrgId: 'org_rdcx' });
    expect(beside.status).toBe(200);
  });

  it('lists and counts a user placed in several units of the subtree once, on every page, and nobody beside it', async () => {
    const expected = await expectedIds('org_rdc', true);
    const placed = await ctx.db.selectFrom('uc_user_org').select('user_id').where('org_id', 'in', ['org_rd', 'org_qa']).execute();
    // the edge is there: users with two places in the subtree
    expect(placed.length).toBeGreaterThan(new Set(placed.map((p) => p.user_id)).size);
    const { rows, totals } = await allPages({ orgId: 'org_rdc' }, 2);
    const ids = rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(expected);
    expect(rows.filter((r) => r.account.startsWith('twoplaces'))).toHaveLength(3);
    expect(rows.filter((r) => r.account.startsWith('elsewhere'))).toHaveLength(2);
    expect(rows.map((r) => r.account)).not.toContain('besiderdc');
    // page 1 has more behind it, so its total is counted; the later pages count it again
    expect(new Set(totals)).toEqual(new Set([expected.length]));
    // the pages read one by one are the one long page's order
    const whole = await htadmin.post(`${A}/list`, { orgId: 'org_rdc', pageBean: { page: 1, pageSize: 1000 } });
    expect(whole.body.value.rows.map((r: Row) => r.id)).toEqual(ids);
  });

  it('counts one unit alone, the whole tree, and the subtree with text and status, as the tables say', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ orgId: 'org_rd', includeChildren: false }, await expectedIds('org_rd', false)],
      [{ orgId: 'org_rdc', includeChildren: false }, await expectedIds('org_rdc', false)],
      [{ orgId: 'org_rdcx' }, await expectedIds('org_rdcx', true)],
      [{ orgId: 'org_root' }, await expectedIds('org_root', true)],
      [{ orgId: 'org_qa' }, await expectedIds('org_qa', true)],
      [{ orgId: 'org_hr' }, await expectedIds('org_hr', true)],
      [{ orgId: 'org_rdc', text: 'twoplaces' }, await expectedIds('org_rdc', true, (u) => u.account.startsWith('twoplaces'))],
      [{ orgId: 'org_rdc', status: 1, sort: 'createdAt', order: 'desc' }, await expectedIds('org_rdc', true, (u) => u.status === 1)],
    ];
    for (const [query, expected] of cases) {
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      const { rows, totals } = await allPages(query, 2);
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size, JSON.stringify(query)).toBe(ids.length);
      expect([...ids].sort(), JSON.stringify(query)).toEqual(expected);
      expect(new Set(totals), JSON.stringify(query)).toEqual(new Set([expected.length]));
    }
    expect((await expectedIds('org_rdcx', true)).length).toBe(1);
  });

  it('holds one main place per user: a second one is refused at commit, a merge still moves one', async () => {
    const second = ctx.db
      .transaction()
      .execute((trx) => trx.insertInto('uc_user_org').values({ user_id: 'u_lina', org_id: 'org_hr', is_main: true }).execute());
    await expect(second).rejects.toThrow(/uc_user_org_one_main/);
    expect(
      await ctx.db.selectFrom('uc_user_org').select('org_id').where('user_id', '=', 'u_lina').where('is_main', '=', true).execute(),
    ).toHaveLength(1);
    // a unit whose member has their main place there is merged into one where they have none: the main place moves
    const unit = async (code: string) => {
      const res = await htadmin.post('/api/orgAdmin/v1/orgs/create', { demId: 'dem_default', parentId: 'org_root', code, name: code });
      expect(res.status).toBe(200);
      return res.body.value as { id: string; version: number };
    };
    const from = await unit('t_main_from');
    const to = await unit('t_main_to');
    const mover = await htadmin.post(`${A}/save`, { account: 'mainmover', fullname: 'Main Mover', mainOrgId: from.id });
    expect(mover.status).toBe(200);
    const merged = await htadmin.post('/api/orgAdmin/v1/orgs/merge', { id: from.id, version: from.version, targetId: to.id });
    expect(merged.status).toBe(200);
    const places = await ctx.db
      .selectFrom('uc_user_org')
      .select(['org_id', 'is_main'])
      .where('user_id', '=', mover.body.value.id)
      .execute();
    expect(places).toEqual([{ org_id: to.id, is_main: true }]);
    const listed = await htadmin.post(`${A}/list`, { orgId: to.id, pageBean: { page: 1, pageSize: 20 } });
    expect(listed.body.value).toMatchObject({ total: 1, rows: [{ account: 'mainmover' }] });
  });

  it('answers an unknown organisation with no users and a total of 0', async () => {
    const res = await htadmin.post(`${A}/list`, { orgId: 'org_nowhere', pageBean: { page: 1, pageSize: 2 } });
    expect(res.body.value).toMatchObject({ rows: [], total: 0 });
    const deep = await htadmin.post(`${A}/list`, { orgId: 'org_nowhere', pageBean: { page: 3, pageSize: 2 } });
    expect(deep.body.value).toMatchObject({ rows: [], total: 0 });
  });
});
