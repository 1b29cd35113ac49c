import { describe, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { useTestApp } from './support/test-app.js';

const ctx = useTestApp();

describe('organisation seed', () => {
  it('has the demo accounts with their names, passwords, roles and leaders', async () => {
    const users = await ctx.db
      .selectFrom('uc_user')
      .select(['id', 'account', 'fullname', 'password_hash', 'is_admin', 'pinyin', 'email', 'status'])
      .execute();
    expect(users.length).toBeGreaterThanOrEqual(30);
    const by = new Map(users.map((u) => [u.account, u]));
    const expected: [string, string][] = [
      ['htadmin', '系统管理员'],
      ['wangqiang', '王强'],
      ['lina', '李娜'],
      ['zhangwei', '张伟'],
      ['zhaomin', '赵敏'],
      ['liuyang', '刘洋'],
      ['chenjing', '陈静'],
      ['sunli', '孙丽'],
      ['zhouqiang', '周强'],
      ['wuhao', '吴昊'],
    ];
    for (const [account, name] of expected) expect(by.get(account)?.fullname).toBe(name);
    expect(await verify(by.get('htadmin')!.password_hash, 'Admin@2026')).toBe(true);
    expect(await verify(by.get('zhangwei')!.password_hash, 'Portal@2026')).toBe(true);
    expect(by.get('htadmin')!.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(by.get('htadmin')!.is_admin).toBe(true);
    expect(by.get('zhangwei')!.pinyin).toBe('zhang wei zhangwei zw');
    expect(by.get('zhangwei')!.email).toBe('zhangwei@example.com');

    const roles = await ctx.db
      .selectFrom('uc_user_role as ur')
      .innerJoin('uc_role as r', 'r.id', 'ur.role_id')
      .innerJoin('uc_user as u', 'u.id', 'ur.user_id')
      .select(['u.account', 'r.code'])
      .execute();
    const has = (account: string, code: string) => roles.some((r) => r.account === account && r.code === code);
    expect(has('htadmin', 'admin')).toBe(true);
    expect(has('liuyang', 'hr')).toBe(true);
    expect(has('chenjing', 'finance')).toBe(true);
    expect(has('sunli', 'finance')).toBe(true);
    expect(has('zhouqiang', 'purchase')).toBe(true);
    expect(has('lina', 'leader')).toBe(true);
    expect(has('zhangwei', 'employee')).toBe(true);
  });

  it('builds a tree of three levels with a leader for every organisation', async () => {
    const orgs = await ctx.db.selectFrom('uc_org').selectAll().execute();
    expect(Math.max(...orgs.map((o) => o.level))).toBeGreaterThanOrEqual(3);
    expect(orgs.every((o) => o.leader_id)).toBe(true);
    const rd = orgs.find((o) => o.name === '研发部')!;
    expect(rd.leader_id).toBe('u_lina');
    expect(rd.path_name).toBe('总公司/研发中心/研发部');
    expect(orgs.find((o) => o.parent_id === null)!.leader_id).toBe('u_wangqiang');
    const leaderPosts = await ctx.db.selectFrom('uc_post').select('org_id').where('is_leader', '=', true).execute();
    expect(new Set(leaderPosts.map((p) => p.org_id)).size).toBe(orgs.length);
  });

  it('gives every user exactly one main organisation and one main post', async () => {
    const mainOrgs = await ctx.db.selectFrom('uc_user_org').select(['user_id']).where('is_main', '=', true).execute();
    const mainPosts = await ctx.db.selectFrom('uc_user_post').select(['user_id']).where('is_main', '=', true).execute();
    const users = await ctx.db.selectFrom('uc_user').select('id').execute();
    expect(new Set(mainOrgs.map((r) => r.user_id)).size).toBe(users.length);
    expect(mainOrgs.length).toBe(users.length);
    expect(mainPosts.length).toBe(users.length);
  });
});
