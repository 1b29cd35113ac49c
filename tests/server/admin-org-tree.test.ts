import { describe, expect, it } from 'vitest';
import { portalSuite } from './portal-helpers.js';

/** Issue 30 part 1: the organisation tree's administration (rights, create, rename, move, cycle, merge, close, locks, audit). */
const suite = portalSuite(['htadmin', 'zhangwei']);
const BASE = '/api/orgAdmin/v1';

const post =
  (url: string) =>
  (payload: object, token = suite.htadmin.token, lang?: string) =>
    suite.call({ method: 'POST', url: `${BASE}/${url}`, token, payload, lang });
const create = post('orgs/create');
const save = post('orgs/save');
const move = post('orgs/move');
const merge = post('orgs/merge');
const close = post('orgs/close');
const reopen = post('orgs/reopen');
const get = (url: string, token = suite.htadmin.token, lang?: string) => suite.call({ url: `${BASE}/${url}`, token, lang });
const detail = async (id: string) => (await get(`orgs/detail?id=${id}`)).json().value;
const row = (id: string) =>
  suite.ctx.db
    .selectFrom('uc_org')
    .select(['id', 'parent_id', 'path', 'path_name', 'level', 'status', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const audits = (action: string, targetId: string) =>
  suite.ctx.db
    .selectFrom('audit_log')
    .select(['action', 'target_id', 'actor_account', 'before', 'after'])
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .execute();

async function unit(code: string, name: string, parentId: string | null) {
  const res = await create({ demId: 'dem_default', parentId, code, name });
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: string; version: number; path: string; pathName: string; level: number };
}

describe('organisation administration: rights', () => {
  it('refuses every call of a non-administrator with 403 in their language and changes nothing', async () => {
    const token = suite.zhangwei.token;
    const before = await suite.ctx.db.selectFrom('uc_org').select(['id', 'name', 'version']).orderBy('id').execute();
    const answers = [
      await get('dems', token, 'en-US'),
      await get('orgs/tree?demId=dem_default', token, 'en-US'),
      await get('orgs/detail?id=org_rd', token, 'en-US'),
      await create({ demId: 'dem_default', parentId: 'org_root', code: 'x1', name: 'X' }, token, 'en-US'),
      await save({ id: 'org_rd', version: 1, code: 'rd', name: 'R', leaderIds: [] }, token, 'en-US'),
      await move({ id: 'org_rd', version: 1, parentId: null, position: 0 }, token, 'en-US'),
      await merge({ id: 'org_qa', version: 1, targetId: 'org_rd' }, token, 'en-US'),
      await close({ id: 'org_qa', version: 1 }, token, 'en-US'),
      await post('dems/save')({ code: 'd2', name: 'D' }, token, 'en-US'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only administrators may manage the organisation, posts and roles');
    }
    expect((await get('orgs/tree?demId=dem_default', token)).json().message).toBe('只有管理员可以管理组织、岗位和角色');
    expect(await suite.ctx.db.selectFrom('uc_org').select(['id', 'name', 'version']).orderBy('id').execute()).toEqual(before);
  });
});

describe('organisation administration: the tree', () => {
  it('creates a unit under a parent with its path, and writes one audit entry', async () => {
    const made = await unit('t_new', '新部门', 'org_rd');
    const r = await row(made.id);
    expect(r).toMatchObject({
      parent_id: 'org_rd',
      path: `org_root.org_rdc.org_rd.${made.id}`,
      path_name: '总公司/研发中心/研发部/新部门',
      level: 4,
      status: 'active',
    });
    const tree = (await get('orgs/tree?demId=dem_default')).json().value as { id: string; parentId: string }[];
    expect(tree.find((n) => n.id === made.id)).toMatchObject({ parentId: 'org_rd' });
    expect(await audits('org.create', made.id)).toEqual([expect.objectContaining({ actor_account: 'htadmin' })]);
    const dup = await create({ demId: 'dem_default', parentId: 'org_rd', code: 't_new', name: 'again' }, undefined, 'en-US');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('The code t_new is already used');
  });

  it('renames a unit: the path names of its subtree follow; leaders are set, first is the main one', async () => {
    const a = await unit('t_ren_a', '甲', 'org_root');
    const b = await unit('t_ren_b', '乙', a.id);
    const c = await unit('t_ren_c', '丙', b.id);
    const lina = await suite.ctx.db.selectFrom('uc_user').select('id').where('account', '=', 'lina').executeTakeFirstOrThrow();
    const res = await save({ id: a.id, version: a.version, code: 't_ren_a', name: '甲乙', leaderIds: [lina.id, suite.zhangwei.userId] });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.leaders.map((l: { userId: string }) => l.userId)).toEqual([lina.id, suite.zhangwei.userId]);
    expect((await row(c.id)).path_name).toBe('总公司/甲乙/乙/丙');
    expect((await suite.ctx.db.selectFrom('uc_org').select('leader_id').where('id', '=', a.id).executeTakeFirstOrThrow()).leader_id).toBe(
      lina.id,
    );
    // the second admin with the old version: refused, nothing written
    const stale = await save({ id: a.id, version: a.version, code: 't_ren_a', name: '旧的', leaderIds: [] }, undefined, 'en-US');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Another administrator changed this unit meanwhile: reload it and try again');
    expect((await row(a.id)).path_name).toBe('总公司/甲乙');
    expect(await audits('org.update', a.id)).toHaveLength(1);
  });

  it('moves a subtree in one go, and refuses a move into its own subtree with a clear message', async () => {
    const a = await unit('t_mv_a', 'MA', 'org_root');
    const b = await unit('t_mv_b', 'MB', a.id);
    const c = await unit('t_mv_c', 'MC', b.id);
    const res = await move({ id: a.id, version: a.version, parentId: 'org_qa', position: 0 });
    expect(res.statusCode).toBe(200);
    expect(await row(c.id)).toMatchObject({
      path: `org_root.org_rdc.org_qa.${a.id}.${b.id}.${c.id}`,
      path_name: '总公司/研发中心/测试部/MA/MB/MC',
      level: 6,
    });
    const moved = await detail(a.id);
    const cycle = await move({ id: a.id, version: moved.version, parentId: c.id, position: 0 }, undefined, 'en-US');
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe('“MA” cannot be moved under “MC”, which is inside it');
    const self = await move({ id: a.id, version: moved.version, parentId: a.id, position: 0 });
    expect(self.statusCode).toBe(400);
    expect(await row(c.id)).toMatchObject({ level: 6 });
    expect(await audits('org.move', a.id)).toHaveLength(1);
    // the place among siblings: first
    const kids = await suite.ctx.db.selectFrom('uc_org').select('id').where('parent_id', '=', 'org_qa').orderBy('sort').execute();
    expect(kids[0]!.id).toBe(a.id);
  });

  it('merges a unit: members, posts and children go to the target, the unit is closed and hidden', async () => {
    const a = await unit('t_mg_a', '被合并', 'org_root');
    const kid = await unit('t_mg_kid', '子部门', a.id);
    const target = await unit('t_mg_t', '目标', 'org_root');
    await post('posts/save')({ orgId: a.id, code: 't_mg_post', name: '岗', isLeader: false });
    await suite.ctx.db.insertInto('uc_user_org').values({ user_id: suite.zhangwei.userId, org_id: a.id, is_main: false }).execute();
    const into = await merge({ id: a.id, version: a.version, targetId: kid.id }, undefined, 'en-US');
    expect(into.statusCode).toBe(400);
    expect(into.json().message).toBe('“被合并” cannot be merged into “子部门”, which is inside it');
    const res = await merge({ id: a.id, version: a.version, targetId: target.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ id: target.id, members: 1, openChildren: 1 });
    expect(res.json().value.posts.map((p: { code: string }) => p.code)).toContain('t_mg_post');
    expect(await row(kid.id)).toMatchObject({ parent_id: target.id, path_name: '总公司/目标/子部门' });
    expect(await row(a.id)).toMatchObject({ status: 'closed' });
    const open = (await get('orgs/tree?demId=dem_default')).json().value as { id: string }[];
    expect(open.map((n) => n.id)).not.toContain(a.id);
    const all = (await get('orgs/tree?demId=dem_default&includeClosed=true')).json().value as { id: string; status: string }[];
    expect(all.find((n) => n.id === a.id)).toMatchObject({ status: 'closed' });
    expect(await audits('org.merge', a.id)).toHaveLength(1);
  });

  it('refuses to close a unit with members or open units below; closes an empty one and opens it again', async () => {
    const a = await unit('t_cl_a', '待关闭', 'org_root');
    const b = await unit('t_cl_b', '下级', a.id);
    const refused = await close({ id: a.id, version: a.version }, undefined, 'en-US');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      '“待关闭” still has 0 members, 1 open units below and 0 people in its posts: move or merge them first',
    );
    expect(await row(a.id)).toMatchObject({ status: 'active', version: a.version });
    expect((await close({ id: b.id, version: b.version })).statusCode).toBe(200);
    const closed = await close({ id: a.id, version: a.version });
    expect(closed.json().value).toMatchObject({ status: 'closed' });
    const again = await reopen({ id: a.id, version: closed.json().value.version });
    expect(again.json().value).toMatchObject({ status: 'active' });
    expect(await audits('org.close', a.id)).toHaveLength(1);
    // an audit entry only for what was done: the refused close wrote none
    expect(await audits('org.close', b.id)).toHaveLength(1);
  });

  it('two admins moving the same unit at once: one wins, the other gets 409, nothing half-written', async () => {
    const a = await unit('t_race', '并发', 'org_root');
    const [x, y] = await Promise.all([
      move({ id: a.id, version: a.version, parentId: 'org_rd', position: 0 }),
      move({ id: a.id, version: a.version, parentId: 'org_qa', position: 0 }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const r = await row(a.id);
    expect(r.path).toBe(`org_root.org_rdc.${r.parent_id}.${a.id}`);
    expect(await audits('org.move', a.id)).toHaveLength(1);
  });
});
