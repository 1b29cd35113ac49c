import { describe, expect, it } from 'vitest';
import { flatten, portalSuite } from './portal-helpers.js';

/** Issue 30 part 1: jobs, posts, roles and their members, and which roles see which menu items. */
const suite = portalSuite(['htadmin', 'zhangwei', 'lina']);
const BASE = '/api/orgAdmin/v1';
const GRANTS = '/sys/sysMenu/v1/grants';

const call =
  (url: string) =>
  (payload: object, token = suite.htadmin.token, lang?: string) =>
    suite.call({ method: 'POST', url, token, payload, lang });
const saveJob = call(`${BASE}/jobs/save`);
const removeJob = call(`${BASE}/jobs/remove`);
const savePost = call(`${BASE}/posts/save`);
const removePost = call(`${BASE}/posts/remove`);
const holders = call(`${BASE}/posts/holders`);
const saveRole = call(`${BASE}/roles/save`);
const removeRole = call(`${BASE}/roles/remove`);
const members = call(`${BASE}/roles/members`);
const saveGrants = call(`${GRANTS}/role`);
const saveItem = call(`${GRANTS}/item`);
const items = async () =>
  (await suite.call({ url: `${GRANTS}/items?menuAlias=front_menu`, token: suite.htadmin.token })).json().value as GrantItem[];
const menuOf = async (token: string) =>
  flatten((await suite.call({ url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu', token })).json().value);
const audits = (action: string) =>
  suite.ctx.db.selectFrom('audit_log').select(['action', 'target_id', 'before', 'after']).where('action', '=', action).execute();

interface GrantItem {
  id: string;
  alias: string;
  roles: string[];
  version: number;
  adminGroup: boolean;
  routeData: Record<string, unknown> | null;
}

describe('posts and jobs', () => {
  it('creates a job and a post, refuses removing a job in use and a post someone holds, with clear messages', async () => {
    const job = (await saveJob({ code: 'T_JOB', name: '测试职务', level: 5 })).json().value;
    expect(job).toMatchObject({ code: 'T_JOB', posts: 0, version: 1 });
    const p = await savePost({ orgId: 'org_rd', jobId: job.id, code: 't_post', name: '测试岗', isLeader: false });
    expect(p.statusCode).toBe(200);
    const made = p.json().value;
    expect(made).toMatchObject({ orgName: '研发部', jobName: '测试职务', holders: 0 });
    const jobInUse = await removeJob({ id: job.id, version: job.version }, undefined, 'en-US');
    expect(jobInUse.statusCode).toBe(400);
    expect(jobInUse.json().message).toBe('The job “测试职务” is used by 1 posts and cannot be removed');
    const held = await holders({ postId: made.id, add: [suite.zhangwei.userId], remove: [] });
    expect(held.json().value.map((h: { userId: string }) => h.userId)).toEqual([suite.zhangwei.userId]);
    const inUse = await removePost({ id: made.id, version: made.version }, undefined, 'en-US');
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().message).toBe('The post “测试岗” is held by 1 people and cannot be removed: change their posts first');
    await holders({ postId: made.id, add: [], remove: [suite.zhangwei.userId] });
    const stale = await removePost({ id: made.id, version: made.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect((await removePost({ id: made.id, version: made.version })).json().value).toBe(1);
    expect((await removeJob({ id: job.id, version: job.version })).json().value).toBe(1);
    const list = await suite.call({
      method: 'POST',
      url: `${BASE}/posts/list`,
      token: suite.htadmin.token,
      payload: { querys: [{ property: 'orgId', value: 'org_rd', operation: 'EQUAL' }] },
    });
    expect(list.json().value.rows.every((r: { orgId: string }) => r.orgId === 'org_rd')).toBe(true);
    expect((await audits('post.create')).length).toBeGreaterThanOrEqual(1);
    expect((await audits('post.remove')).map((a) => a.target_id)).toContain(made.id);
    expect((await audits('job.remove')).map((a) => a.target_id)).toContain(job.id);
  });

  it('is for administrators only', async () => {
    const res = await saveJob({ code: 'NOPE', name: 'x', level: 1 }, suite.zhangwei.token, 'id');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Hanya administrator yang dapat mengelola organisasi, posisi, dan peran');
    const list = await suite.call({ method: 'POST', url: `${BASE}/roles/list`, token: suite.zhangwei.token, payload: {} });
    expect(list.statusCode).toBe(403);
  });
});

describe('roles and menu grants', () => {
  it('creates a role, adds a member, grants it one menu item: the member sees exactly that one more', async () => {
    const role = (await saveRole({ code: 't_auditor', name: '审计员', enabled: true, dataScope: 'org', description: null })).json().value;
    expect(role).toMatchObject({ code: 't_auditor', members: 0, dataScope: 'org' });
    expect((await members({ roleId: role.id, add: [suite.zhangwei.userId], remove: [] })).json().value).toBe(1);
    const before = await menuOf(suite.zhangwei.token);
    expect(before.has('seals')).toBe(false);
    const all = await items();
    const seals = all.find((i) => i.alias === 'seals')!;
    const res = await saveGrants({ roleCode: 't_auditor', menuIds: [seals.id], before: [] });
    expect(res.statusCode).toBe(200);
    const after = await menuOf(suite.zhangwei.token);
    expect([...after.keys()].filter((a) => !before.has(a)).sort()).toEqual(['flowAdmin', 'seals']);
    // administrators still see the group's other items; lina (no such role) sees none of it
    const admin = await menuOf(suite.htadmin.token);
    expect([...admin.keys()].filter((k) => ['flowDef', 'seals', 'flowAdmin'].includes(k))).toEqual(['flowAdmin', 'flowDef', 'seals']);
    expect((await menuOf(suite.lina.token)).has('flowAdmin')).toBe(false);
    const entry = (await audits('role.menus')).find((a) => a.target_id === 't_auditor');
    expect(entry).toBeDefined();
    // a second admin working from the old grants: 409, nothing changed
    const stale = await saveGrants({ roleCode: 't_auditor', menuIds: [], before: [] }, undefined, 'en-US');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("Another administrator changed this role's menus meanwhile: reload and try again");
    expect((await menuOf(suite.zhangwei.token)).has('seals')).toBe(true);
    // taken away again
    const granted = (await items()).filter((i) => i.roles.includes('t_auditor')).map((i) => i.id);
    await saveGrants({ roleCode: 't_auditor', menuIds: [], before: granted });
    expect((await menuOf(suite.zhangwei.token)).has('seals')).toBe(false);
  });

  it('keeps the System administration group for admin: no lock-out, no other role', async () => {
    const all = await items();
    const sys = all.find((i) => i.alias === 'sysAdmin')!;
    expect(sys.adminGroup).toBe(true);
    const adminGrants = all.filter((i) => i.roles.includes('admin')).map((i) => i.id);
    const lockout = await saveGrants(
      { roleCode: 'admin', menuIds: adminGrants.filter((id) => id !== sys.id), before: adminGrants },
      undefined,
      'en-US',
    );
    expect(lockout.statusCode).toBe(400);
    expect(lockout.json().message).toBe(
      'The admin role cannot lose the System administration menu: administrators would lock themselves out',
    );
    const other = await saveGrants({
      roleCode: 'hr',
      menuIds: [sys.id],
      before: all.filter((i) => i.roles.includes('hr')).map((i) => i.id),
    });
    expect(other.statusCode).toBe(400);
    expect((await menuOf(suite.htadmin.token)).has('sysAdmin')).toBe(true);
  });

  it("edits an item's New tag, badge and link; refuses a bad link; the menu shows them", async () => {
    const docs = (await items()).find((i) => i.alias === 'documents')!;
    const bad = await saveItem(
      { id: docs.id, version: docs.version, newTag: true, badge: 'hot', url: 'javascript:alert(1)', openType: 'external' },
      undefined,
      'en-US',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The link must be an http(s) address or a path starting with /');
    const ok = await saveItem({ id: docs.id, version: docs.version, newTag: true, badge: '新', url: null, openType: 'current' });
    expect(ok.json().value.routeData).toEqual({ newTag: true, badge: '新' });
    const stale = await saveItem({ id: docs.id, version: docs.version, newTag: false, badge: null, url: null, openType: 'current' });
    expect(stale.statusCode).toBe(409);
    const menu = (await suite.call({ url: '/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu', token: suite.zhangwei.token })).json()
      .value as {
      alias: string;
      routeData?: object;
    }[];
    expect(menu.find((m) => m.alias === 'documents')?.routeData).toEqual({ newTag: true, badge: '新' });
    expect((await audits('menu.item')).map((a) => a.target_id)).toContain(docs.id);
  });

  it('refuses removing a role with members or the admin role; the code is fixed once made', async () => {
    const role = (await saveRole({ code: 't_temp', name: '临时', enabled: true, dataScope: 'self' })).json().value;
    await members({ roleId: role.id, add: [suite.lina.userId], remove: [] });
    const current = (
      await suite.call({
        method: 'POST',
        url: `${BASE}/roles/list`,
        token: suite.htadmin.token,
        payload: { querys: [{ property: 'code', value: 't_temp', operation: 'EQUAL' }] },
      })
    ).json().value.rows[0];
    const inUse = await removeRole({ id: role.id, version: current.version }, undefined, 'en-US');
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().message).toBe('The role “临时” still has 1 members and cannot be removed: remove them first');
    const recode = await saveRole({
      id: role.id,
      version: current.version,
      code: 't_other',
      name: '临时',
      enabled: true,
      dataScope: 'self',
    });
    expect(recode.statusCode).toBe(400);
    const admin = (
      await suite.call({
        method: 'POST',
        url: `${BASE}/roles/list`,
        token: suite.htadmin.token,
        payload: { querys: [{ property: 'code', value: 'admin', operation: 'EQUAL' }] },
      })
    ).json().value.rows[0];
    expect((await removeRole({ id: admin.id, version: admin.version })).statusCode).toBe(400);
    await members({ roleId: role.id, add: [], remove: [suite.lina.userId] });
    const now = (await suite.call({ url: `${BASE}/roles/members?roleId=${role.id}`, token: suite.htadmin.token })).json().value;
    expect(now.total).toBe(0);
    const fresh = (
      await suite.call({
        method: 'POST',
        url: `${BASE}/roles/list`,
        token: suite.htadmin.token,
        payload: { querys: [{ property: 'code', value: 't_temp', operation: 'EQUAL' }] },
      })
    ).json().value.rows[0];
    expect((await removeRole({ id: role.id, version: fresh.version })).json().value).toBe(1);
    expect((await audits('role.remove')).map((a) => a.target_id)).toContain(role.id);
  });
});
