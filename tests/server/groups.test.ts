import { describe, expect, it } from 'vitest';
import { portalSuite, type Session } from './portal-helpers.js';

const { ctx, call, lina, zhangwei, htadmin } = portalSuite(['lina', 'zhangwei', 'htadmin']);

const G = '/uc/ucGroup/v1';
const GU = '/uc/ucGroupUser/v1';
const uid = (account: string) => `u_${account}`;

const post = (who: Session, url: string, payload: unknown = {}) =>
  call({ method: 'POST', url, token: who.token, lang: 'en-US', payload: payload as object });
const del = (who: Session, url: string) => call({ method: 'DELETE', url, token: who.token, lang: 'en-US' });

async function createGroup(who: Session, body: Record<string, unknown>): Promise<string> {
  const res = await post(who, `${G}/save`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.id as string;
}

async function membersOf(who: Session, groupId: string, activeOnly = false) {
  const res = await post(who, `${GU}/getGroupUsers?groupId=${groupId}${activeOnly ? '&activeOnly=true' : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as {
    id: string;
    userId: string;
    account: string;
    fullname: string;
    orgName: string | null;
    active: boolean;
    sort: number;
  }[];
}

async function add(who: Session, groupId: string, accounts: string[]) {
  const res = await post(who, `${GU}/saveJson`, { groupId, userIds: accounts.map(uid) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { added: number; members: { id: string; account: string }[] };
}

const accountsOf = (rows: { account: string }[]) => rows.map((r) => r.account);

describe('groups', () => {
  it('makes the creator the first member of a group they create, personal or shared; they may leave it', async () => {
    const created = await post(lina, `${G}/save`, { name: 'Lina and friends' });
    expect(created.json().value).toMatchObject({ name: 'Lina and friends', memberCount: 1, canEdit: true });
    const id = created.json().value.id as string;
    expect((await membersOf(lina, id)).map((m) => [m.account, m.sort])).toEqual([['lina', 0]]);
    // a change of the group adds nobody again
    await post(lina, `${G}/save`, { id, name: 'Lina and friends 2' });
    await add(lina, id, ['zhangwei', 'lina']);
    const members = await membersOf(lina, id);
    expect(accountsOf(members)).toEqual(['lina', 'zhangwei']);
    // the creator may take themselves out
    expect((await del(lina, `${GU}/remove?ids=${members[0]!.id}`)).json().value).toBe(1);
    expect(accountsOf(await membersOf(lina, id))).toEqual(['zhangwei']);
    const shared = await createGroup(htadmin, { name: 'Made by the admin', shared: true });
    expect(accountsOf(await membersOf(lina, shared))).toEqual(['htadmin']);
  });

  it('creates, lists, changes and removes a personal group with ordered members', async () => {
    const id = await createGroup(lina, { name: 'Review team', code: 'review', description: 'People who read drafts' });
    const added = await add(lina, id, ['zhangwei', 'zhaomin', 'wangfang', 'zhangwei']);
    expect(added.added).toBe(3);
    expect(accountsOf(added.members)).toEqual(['lina', 'zhangwei', 'zhaomin', 'wangfang']);
    // adding someone already there again changes nothing; the new one goes last
    const again = await add(lina, id, ['zhaomin', 'yangfan']);
    expect(again.added).toBe(1);
    expect(accountsOf(again.members)).toEqual(['lina', 'zhangwei', 'zhaomin', 'wangfang', 'yangfan']);

    const list = await post(lina, `${G}/query`, { querys: [{ property: 'code', value: 'review' }] });
    expect(list.json().value.rows).toEqual([
      expect.objectContaining({ id, name: 'Review team', shared: false, memberCount: 5, inactiveCount: 0, canEdit: true }),
    ]);
    const members = await membersOf(lina, id);
    expect(members[1]).toMatchObject({ account: 'zhangwei', orgName: '研发部', active: true, sort: 1 });

    const changed = await post(lina, `${G}/save`, { id, name: 'Review team 2', code: 'review' });
    expect(changed.json().value).toMatchObject({ id, name: 'Review team 2', memberCount: 5 });

    const gone = await del(lina, `${GU}/remove?ids=${members[2]!.id}`);
    expect(gone.json().value).toBe(1);
    expect((await membersOf(lina, id)).map((m) => [m.account, m.sort])).toEqual([
      ['lina', 0],
      ['zhangwei', 1],
      ['wangfang', 2],
      ['yangfan', 3],
    ]);

    expect((await del(lina, `${G}/remove?ids=${id}`)).json().value).toBe(1);
    expect((await post(lina, `${GU}/getGroupUsers?groupId=${id}`)).statusCode).toBe(404);
  });

  it('keeps codes unique per owner and refuses bad codes', async () => {
    await createGroup(lina, { name: 'A', code: 'dup-code' });
    const twice = await post(lina, `${G}/save`, { name: 'B', code: 'DUP-code' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The group code DUP-code is already in use');
    // another person's personal group may use the same code
    await createGroup(zhangwei, { name: 'A', code: 'dup-code' });
    expect((await post(lina, `${G}/save`, { name: 'C', code: 'bad code;' })).statusCode).toBe(400);
    // no code: one is made up
    const made = await post(lina, `${G}/save`, { name: 'No code' });
    expect(made.json().value.code).toMatch(/^g-[0-9a-f]{8}$/);
  });

  it('lets nobody see or change another person’s personal group, admins included', async () => {
    const id = await createGroup(lina, { name: 'Lina private', code: 'lina-private' });
    await add(lina, id, ['zhangwei']);
    for (const who of [zhangwei, htadmin]) {
      expect((await post(who, `${GU}/getGroupUsers?groupId=${id}`)).statusCode).toBe(404);
      expect((await post(who, `${G}/save`, { id, name: 'Taken over' })).statusCode).toBe(404);
      expect((await post(who, `${GU}/saveJson`, { groupId: id, userIds: [uid('wangfang')] })).statusCode).toBe(404);
      expect((await del(who, `${G}/remove?ids=${id}`)).statusCode).toBe(404);
      const listed = await post(who, `${G}/query`, { querys: [{ property: 'id', value: id }] });
      expect(listed.json().value.total).toBe(0);
    }
    const members = await membersOf(lina, id);
    expect((await del(zhangwei, `${GU}/remove?ids=${members[1]!.id}`)).statusCode).toBe(404);
    expect(accountsOf(await membersOf(lina, id))).toEqual(['lina', 'zhangwei']);
  });

  it('shares company groups: everyone sees them, only admins change them', async () => {
    expect((await post(lina, `${G}/save`, { name: 'All hands', code: 'all-hands', shared: true })).statusCode).toBe(403);
    const id = await createGroup(htadmin, { name: 'Finance team', code: 'finance-team', shared: true });
    await add(htadmin, id, ['chenjing', 'sunli']);
    const seen = await post(lina, `${G}/query`, { querys: [{ property: 'shared', value: true }] });
    expect(seen.json().value.rows).toEqual(expect.arrayContaining([expect.objectContaining({ id, shared: true, canEdit: false })]));
    expect(accountsOf(await membersOf(lina, id))).toEqual(['htadmin', 'chenjing', 'sunli']);
    const refused = await post(lina, `${GU}/saveJson`, { groupId: id, userIds: [uid('lina')] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only administrators can manage shared groups');
    expect((await post(lina, `${GU}/swap`, { groupId: id, id: (await membersOf(lina, id))[0]!.id, position: 1 })).statusCode).toBe(403);
    expect((await del(lina, `${G}/remove?ids=${id}`)).statusCode).toBe(403);
    expect((await post(htadmin, `${G}/save`, { id, name: 'Finance', code: 'finance-team' })).statusCode).toBe(200);
  });

  it('reorders by swapping two members or moving one to a position', async () => {
    const id = await createGroup(lina, { name: 'Order', code: 'order' });
    const { members } = await add(lina, id, ['zhangwei', 'zhaomin', 'wangfang', 'yangfan']);
    // the creator (lina) came first
    const [, a, b, c, d] = members.map((m) => m.id);
    let res = await post(lina, `${GU}/swap`, { groupId: id, id: a, targetId: d });
    expect(accountsOf(res.json().value)).toEqual(['lina', 'yangfan', 'zhaomin', 'wangfang', 'zhangwei']);
    res = await post(lina, `${GU}/swap`, { groupId: id, id: c, position: 0 });
    expect(accountsOf(res.json().value)).toEqual(['wangfang', 'lina', 'yangfan', 'zhaomin', 'zhangwei']);
    res = await post(lina, `${GU}/swap`, { groupId: id, id: c, position: 99 });
    expect(accountsOf(res.json().value)).toEqual(['lina', 'yangfan', 'zhaomin', 'zhangwei', 'wangfang']);
    expect((await membersOf(lina, id)).map((m) => m.sort)).toEqual([0, 1, 2, 3, 4]);
    expect((await post(lina, `${GU}/swap`, { groupId: id, id: b })).statusCode).toBe(400);
    expect((await post(lina, `${GU}/swap`, { groupId: id, id: 'nope', position: 0 })).statusCode).toBe(404);
  });

  it('concurrent swaps keep every member exactly once', async () => {
    const id = await createGroup(lina, { name: 'Busy', code: 'busy' });
    const accounts = ['zhangwei', 'zhaomin', 'wangfang', 'yangfan', 'huanglei', 'xuming', 'machao', 'zhulin'];
    const { members } = await add(lina, id, accounts);
    const ids = members.map((m) => m.id);
    const moves = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0
        ? { groupId: id, id: ids[i % ids.length], targetId: ids[(i * 3 + 1) % ids.length] }
        : { groupId: id, id: ids[(i * 5) % ids.length], position: i % ids.length },
    );
    const results = await Promise.all(moves.map((m) => post(lina, `${GU}/swap`, m)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const after = await membersOf(lina, id);
    expect([...accountsOf(after)].sort()).toEqual([...accounts, 'lina'].sort());
    expect(after.map((m) => m.sort)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('adds only active users; a member deactivated later is shown so and skipped on expansion', async () => {
    const id = await createGroup(lina, { name: 'Mixed', code: 'mixed' });
    const refused = await post(lina, `${GU}/saveJson`, { groupId: id, userIds: [uid('zhangwei'), uid('dengchao'), 'u_nobody'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('2 of the people do not exist or were deactivated and cannot join a group');
    expect(accountsOf(await membersOf(lina, id))).toEqual(['lina']);

    await add(lina, id, ['jianghao', 'hejing', 'gaofeng']);
    await ctx.db.updateTable('uc_user').set({ status: 0 }).where('id', '=', uid('hejing')).execute();
    try {
      const all = await membersOf(lina, id);
      expect(all.map((m) => [m.account, m.active])).toEqual([
        ['lina', true],
        ['jianghao', true],
        ['hejing', false],
        ['gaofeng', true],
      ]);
      expect(accountsOf(await membersOf(lina, id, true))).toEqual(['lina', 'jianghao', 'gaofeng']);
      const row = (await post(lina, `${G}/query`, { querys: [{ property: 'id', value: id }] })).json().value.rows[0];
      expect(row).toMatchObject({ memberCount: 4, inactiveCount: 1 });
    } finally {
      await ctx.db.updateTable('uc_user').set({ status: 1 }).where('id', '=', uid('hejing')).execute();
    }
  });

  it('allow-lists the list filters and sorters', async () => {
    const bad = await post(lina, `${G}/query`, { querys: [{ property: 'owner_id', value: uid('zhangwei') }] });
    expect(bad.statusCode).toBe(400);
    const injection = await post(lina, `${G}/query`, { sorters: [{ property: 'name; drop table uc_group', direction: 'ASC' }] });
    expect(injection.statusCode).toBe(400);
    const badOp = await post(lina, `${G}/query`, { querys: [{ property: 'shared', value: true, operation: 'LIKE' }] });
    expect(badOp.statusCode).toBe(400);
    await createGroup(lina, { name: 'Zeta filter', code: 'zeta-filter' });
    const liked = await post(lina, `${G}/query`, {
      querys: [{ property: 'name', value: 'zeta', operation: 'LIKE' }],
      sorters: [{ property: 'name', direction: 'DESC' }],
    });
    expect(liked.statusCode).toBe(200);
    expect(liked.json().value.rows.map((r: { name: string }) => r.name)).toEqual(['Zeta filter']);
    // no body at all: the first page of everything the caller sees
    const bare = await call({ method: 'POST', url: `${G}/query`, token: lina.token });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().value.total).toBeGreaterThan(0);
  });

  it('needs a signed-in caller', async () => {
    const res = await call({ method: 'POST', url: `${G}/query`, payload: {} });
    expect(res.json().code).toBe(402);
  });
});
