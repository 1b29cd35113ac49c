import { sql } from 'kysely';
import { pinyin } from 'pinyin-pro';
import type { Database } from '../db/database.js';
import { hashPassword } from '../identity/passwords.js';

/*
 * The demo company. The demo accounts of the team's shared context (htadmin, wangqiang, lina,
 * zhangwei, zhaomin, liuyang, chenjing, sunli, zhouqiang, wuhao) are fixed: other engineers'
 * tests and the e2e journeys sign in with them. Names are demo data, not interface text.
 */
export const DEMO_PASSWORD = 'Portal@2026';
export const ADMIN_PASSWORD = 'Admin@2026';
export const DEMO_TENANT_CODE = 'demo';

interface OrgSeed {
  code: string;
  name: string;
  parent: string | null;
  /** leader post name, member post name, and their job codes */
  posts: [string, string, string, string];
}

const ORGS: OrgSeed[] = [
  { code: 'root', name: '总公司', parent: null, posts: ['总经理', '系统管理员', 'GM', 'ADMIN'] },
  { code: 'rdc', name: '研发中心', parent: 'root', posts: ['研发中心总监', '研发中心助理', 'DIRECTOR', 'SPECIALIST'] },
  { code: 'opc', name: '运营中心', parent: 'root', posts: ['运营中心总监', '运营中心助理', 'DIRECTOR', 'SPECIALIST'] },
  { code: 'fnc', name: '职能中心', parent: 'root', posts: ['职能中心总监', '职能中心助理', 'DIRECTOR', 'SPECIALIST'] },
  { code: 'rd', name: '研发部', parent: 'rdc', posts: ['研发部经理', '研发工程师', 'MANAGER', 'ENGINEER'] },
  { code: 'qa', name: '测试部', parent: 'rdc', posts: ['测试部经理', '测试工程师', 'MANAGER', 'ENGINEER'] },
  { code: 'sales', name: '销售部', parent: 'opc', posts: ['销售部经理', '销售专员', 'MANAGER', 'SPECIALIST'] },
  { code: 'market', name: '市场部', parent: 'opc', posts: ['市场部经理', '市场专员', 'MANAGER', 'SPECIALIST'] },
  { code: 'purchase', name: '采购部', parent: 'opc', posts: ['采购部经理', '采购专员', 'MANAGER', 'SPECIALIST'] },
  { code: 'hr', name: '人力资源部', parent: 'fnc', posts: ['人力资源部经理', '人事专员', 'MANAGER', 'SPECIALIST'] },
  { code: 'finance', name: '财务部', parent: 'fnc', posts: ['财务部经理', '会计', 'MANAGER', 'SPECIALIST'] },
  { code: 'admin', name: '行政部', parent: 'fnc', posts: ['行政部经理', '行政专员', 'MANAGER', 'SPECIALIST'] },
];

const JOBS: [string, string, number][] = [
  ['GM', '总经理', 1],
  ['DIRECTOR', '总监', 2],
  ['MANAGER', '经理', 3],
  ['ENGINEER', '工程师', 4],
  ['SPECIALIST', '专员', 4],
  ['ADMIN', '系统管理员', 4],
];

const ROLES: [string, string, string][] = [
  ['admin', '系统管理员', 'all'],
  ['hr', '人事', 'all'],
  ['finance', '财务', 'all'],
  ['purchase', '采购', 'org'],
  ['employee', '普通员工', 'self'],
  ['leader', '部门负责人', 'orgAndChildren'],
];

interface UserSeed {
  account: string;
  fullname: string;
  org: string;
  leader?: boolean;
  roles?: string[];
  sex: 'M' | 'F';
  /** 1 normal unless said: 0 disabled, -1 not activated, 2 departed */
  status?: number;
}

const USERS: UserSeed[] = [
  { account: 'htadmin', fullname: '系统管理员', org: 'root', roles: ['admin'], sex: 'M' },
  { account: 'wangqiang', fullname: '王强', org: 'root', leader: true, sex: 'M' },
  { account: 'zhengkai', fullname: '郑凯', org: 'rdc', leader: true, sex: 'M' },
  { account: 'lina', fullname: '李娜', org: 'rd', leader: true, sex: 'F' },
  { account: 'zhangwei', fullname: '张伟', org: 'rd', sex: 'M' },
  { account: 'zhaomin', fullname: '赵敏', org: 'rd', sex: 'F' },
  { account: 'wangfang', fullname: '王芳', org: 'rd', sex: 'F' },
  { account: 'yangfan', fullname: '杨帆', org: 'rd', sex: 'M' },
  { account: 'huanglei', fullname: '黄磊', org: 'rd', sex: 'M' },
  { account: 'xuming', fullname: '徐明', org: 'qa', leader: true, sex: 'M' },
  { account: 'machao', fullname: '马超', org: 'qa', sex: 'M' },
  { account: 'zhulin', fullname: '朱琳', org: 'qa', sex: 'F' },
  { account: 'jianghao', fullname: '蒋浩', org: 'qa', sex: 'M' },
  { account: 'hejing', fullname: '何静', org: 'opc', leader: true, sex: 'F' },
  { account: 'gaofeng', fullname: '高峰', org: 'sales', leader: true, sex: 'M' },
  { account: 'wuhao', fullname: '吴昊', org: 'sales', sex: 'M' },
  { account: 'lintao', fullname: '林涛', org: 'sales', sex: 'M' },
  { account: 'guomin', fullname: '郭敏', org: 'sales', sex: 'F' },
  { account: 'luolin', fullname: '罗琳', org: 'market', leader: true, sex: 'F' },
  { account: 'liangshuang', fullname: '梁爽', org: 'market', sex: 'F' },
  { account: 'songjia', fullname: '宋佳', org: 'market', sex: 'F' },
  { account: 'shenyue', fullname: '沈悦', org: 'market', sex: 'F' },
  { account: 'xiejun', fullname: '谢军', org: 'purchase', leader: true, roles: ['purchase'], sex: 'M' },
  { account: 'zhouqiang', fullname: '周强', org: 'purchase', roles: ['purchase'], sex: 'M' },
  { account: 'hanmei', fullname: '韩梅', org: 'purchase', roles: ['purchase'], sex: 'F' },
  { account: 'tangwei', fullname: '唐伟', org: 'fnc', leader: true, sex: 'M' },
  { account: 'liuyang', fullname: '刘洋', org: 'hr', leader: true, roles: ['hr'], sex: 'M' },
  { account: 'fengxue', fullname: '冯雪', org: 'hr', roles: ['hr'], sex: 'F' },
  { account: 'dongjie', fullname: '董洁', org: 'hr', roles: ['hr'], sex: 'F' },
  { account: 'chenjing', fullname: '陈静', org: 'finance', leader: true, roles: ['finance'], sex: 'F' },
  { account: 'sunli', fullname: '孙丽', org: 'finance', roles: ['finance'], sex: 'F' },
  { account: 'caoyang', fullname: '曹阳', org: 'finance', roles: ['finance'], sex: 'M' },
  { account: 'pengfei', fullname: '彭飞', org: 'admin', leader: true, sex: 'M' },
  { account: 'yuanyuan', fullname: '袁媛', org: 'admin', sex: 'F' },
  { account: 'dengchao', fullname: '邓超', org: 'sales', sex: 'M', status: 0 },
  { account: 'tiantian', fullname: '田甜', org: 'market', sex: 'F', status: -1 },
  { account: 'xunuo', fullname: '许诺', org: 'rd', sex: 'M', status: 2 },
];

/** "zhang wei zhangwei zw": full syllables, joined, and initials; names read in surname mode. */
export function pinyinOf(name: string): string {
  const syllables = pinyin(name, { toneType: 'none', surname: 'head', type: 'array', nonZh: 'removed' })
    .map((s) => s.toLowerCase())
    .filter(Boolean);
  return [syllables.join(' '), syllables.join(''), syllables.map((s) => s[0]).join('')].join(' ').trim();
}

export const orgId = (code: string) => `org_${code}`;
export const userId = (account: string) => `u_${account}`;
export const postId = (orgCode: string, leader: boolean) => `post_${orgCode}_${leader ? 'leader' : 'member'}`;
export const roleId = (code: string) => `role_${code}`;

export async function seedOrganisation(db: Database): Promise<void> {
  await db
    .insertInto('uc_dem')
    .values({ id: 'dem_default', code: 'default', name: '默认维度', is_default: true, description: null })
    .execute();

  const byCode = new Map(ORGS.map((o) => [o.code, o]));
  const pathOf = (o: OrgSeed): OrgSeed[] => (o.parent ? [...pathOf(byCode.get(o.parent)!), o] : [o]);
  await db
    .insertInto('uc_org')
    .values(
      ORGS.map((o, i) => {
        const chain = pathOf(o);
        return {
          id: orgId(o.code),
          dem_id: 'dem_default',
          parent_id: o.parent ? orgId(o.parent) : null,
          code: o.code,
          name: o.name,
          path: chain.map((c) => orgId(c.code)).join('.'),
          path_name: chain.map((c) => c.name).join('/'),
          level: chain.length,
          sort: i,
          leader_id: null,
        };
      }),
    )
    .execute();

  await db
    .insertInto('uc_job')
    .values(JOBS.map(([code, name, level]) => ({ id: `job_${code.toLowerCase()}`, code, name, level })))
    .execute();
  await db
    .insertInto('uc_post')
    .values(
      ORGS.flatMap((o) => [
        {
          id: postId(o.code, true),
          org_id: orgId(o.code),
          job_id: `job_${o.posts[2].toLowerCase()}`,
          code: `${o.code}_leader`,
          name: o.posts[0],
          is_leader: true,
        },
        {
          id: postId(o.code, false),
          org_id: orgId(o.code),
          job_id: `job_${o.posts[3].toLowerCase()}`,
          code: `${o.code}_member`,
          name: o.posts[1],
          is_leader: false,
        },
      ]),
    )
    .execute();
  await db
    .insertInto('uc_role')
    .values(ROLES.map(([code, name, scope]) => ({ id: roleId(code), code, name, enabled: true, description: null, data_scope: scope })))
    .execute();

  // hashing is the slow part of the seed: once per distinct password
  const [demoHash, adminHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(ADMIN_PASSWORD)]);
  await db
    .insertInto('uc_user')
    .values(
      USERS.map((u, i) => ({
        id: userId(u.account),
        account: u.account,
        fullname: u.fullname,
        pinyin: pinyinOf(u.fullname),
        email: `${u.account}@example.com`,
        mobile: `138${String(10000000 + i * 7919).padStart(8, '0')}`,
        sex: u.sex,
        address: null,
        photo: null,
        status: u.status ?? 1,
        is_admin: u.account === 'htadmin',
        password_hash: u.account === 'htadmin' ? adminHash : demoHash,
        employee_no: `E${String(1001 + i)}`,
      })),
    )
    .execute();
  await db
    .insertInto('uc_user_org')
    .values(USERS.map((u) => ({ user_id: userId(u.account), org_id: orgId(u.org), is_main: true })))
    .execute();
  await db
    .insertInto('uc_user_post')
    .values(USERS.map((u) => ({ user_id: userId(u.account), post_id: postId(u.org, !!u.leader), is_main: true })))
    .execute();
  // the general manager also holds the R&D centre's assistant post, so the position switch has a second post to offer
  await db
    .insertInto('uc_user_post')
    .values({ user_id: userId('wangqiang'), post_id: postId('rdc', false), is_main: false })
    .execute();
  await db
    .insertInto('uc_user_org')
    .values({ user_id: userId('wangqiang'), org_id: orgId('rdc'), is_main: false })
    .execute();

  const roleLinks = USERS.flatMap((u) =>
    [...new Set([...(u.roles ?? []), 'employee', ...(u.leader ? ['leader'] : [])])].map((r) => ({
      user_id: userId(u.account),
      role_id: roleId(r),
    })),
  );
  await db.insertInto('uc_user_role').values(roleLinks).execute();

  for (const u of USERS.filter((x) => x.leader)) {
    await db
      .updateTable('uc_org')
      .set({ leader_id: userId(u.account) })
      .where('id', '=', orgId(u.org))
      .execute();
  }

  await db
    .insertInto('uc_tenant')
    .values({ id: 'tenant_demo', code: DEMO_TENANT_CODE, name: '示例科技有限公司', short_name: '示例科技', status: 'enable', domain: null })
    .execute();
  await sql`analyze uc_user`.execute(db);
}
