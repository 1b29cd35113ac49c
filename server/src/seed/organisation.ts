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
  /** the account that leads it */
  leader: string;
  /** the role its staff hold besides employee */
  role?: string;
}

const ORGS: OrgSeed[] = [
  { code: 'root', name: '总公司', parent: null, posts: ['总经理', '系统管理员', 'GM', 'ADMIN'], leader: 'wangqiang' },
  { code: 'rdc', name: '研发中心', parent: 'root', posts: ['研发中心总监', '研发中心助理', 'DIRECTOR', 'SPECIALIST'], leader: 'zhengkai' },
  { code: 'opc', name: '运营中心', parent: 'root', posts: ['运营中心总监', '运营中心助理', 'DIRECTOR', 'SPECIALIST'], leader: 'hejing' },
  { code: 'fnc', name: '职能中心', parent: 'root', posts: ['职能中心总监', '职能中心助理', 'DIRECTOR', 'SPECIALIST'], leader: 'tangwei' },
  { code: 'rd', name: '研发部', parent: 'rdc', posts: ['研发部经理', '研发工程师', 'MANAGER', 'ENGINEER'], leader: 'lina' },
  { code: 'qa', name: '测试部', parent: 'rdc', posts: ['测试部经理', '测试工程师', 'MANAGER', 'ENGINEER'], leader: 'xuming' },
  { code: 'sales', name: '销售部', parent: 'opc', posts: ['销售部经理', '销售专员', 'MANAGER', 'SPECIALIST'], leader: 'gaofeng' },
  { code: 'market', name: '市场部', parent: 'opc', posts: ['市场部经理', '市场专员', 'MANAGER', 'SPECIALIST'], leader: 'luolin' },
  {
    code: 'purchase',
    name: '采购部',
    parent: 'opc',
    posts: ['采购部经理', '采购专员', 'MANAGER', 'SPECIALIST'],
    leader: 'xiejun',
    role: 'purchase',
  },
  {
    code: 'hr',
    name: '人力资源部',
    parent: 'fnc',
    posts: ['人力资源部经理', '人事专员', 'MANAGER', 'SPECIALIST'],
    leader: 'liuyang',
    role: 'hr',
  },
  {
    code: 'finance',
    name: '财务部',
    parent: 'fnc',
    posts: ['财务部经理', '会计', 'MANAGER', 'SPECIALIST'],
    leader: 'chenjing',
    role: 'finance',
  },
  { code: 'admin', name: '行政部', parent: 'fnc', posts: ['行政部经理', '行政专员', 'MANAGER', 'SPECIALIST'], leader: 'pengfei' },
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

/** The system administrator (the only account with is_admin and the admin role). */
const ADMIN = 'htadmin';

/** [account, full name, organisation, sex, status: 1 normal unless said: 0 disabled, -1 not activated, 2 departed] */
type UserSeed = [account: string, fullname: string, org: string, sex: 'M' | 'F', status?: number];

const USERS: UserSeed[] = [
  ['htadmin', '系统管理员', 'root', 'M'],
  ['wangqiang', '王强', 'root', 'M'],
  ['zhengkai', '郑凯', 'rdc', 'M'],
  ['lina', '李娜', 'rd', 'F'],
  ['zhangwei', '张伟', 'rd', 'M'],
  ['zhaomin', '赵敏', 'rd', 'F'],
  ['wangfang', '王芳', 'rd', 'F'],
  ['yangfan', '杨帆', 'rd', 'M'],
  ['huanglei', '黄磊', 'rd', 'M'],
  ['xuming', '徐明', 'qa', 'M'],
  ['machao', '马超', 'qa', 'M'],
  ['zhulin', '朱琳', 'qa', 'F'],
  ['jianghao', '蒋浩', 'qa', 'M'],
  ['hejing', '何静', 'opc', 'F'],
  ['gaofeng', '高峰', 'sales', 'M'],
  ['wuhao', '吴昊', 'sales', 'M'],
  ['lintao', '林涛', 'sales', 'M'],
  ['guomin', '郭敏', 'sales', 'F'],
  ['luolin', '罗琳', 'market', 'F'],
  ['liangshuang', '梁爽', 'market', 'F'],
  ['songjia', '宋佳', 'market', 'F'],
  ['shenyue', '沈悦', 'market', 'F'],
  ['xiejun', '谢军', 'purchase', 'M'],
  ['zhouqiang', '周强', 'purchase', 'M'],
  ['hanmei', '韩梅', 'purchase', 'F'],
  ['tangwei', '唐伟', 'fnc', 'M'],
  ['liuyang', '刘洋', 'hr', 'M'],
  ['fengxue', '冯雪', 'hr', 'F'],
  ['dongjie', '董洁', 'hr', 'F'],
  ['chenjing', '陈静', 'finance', 'F'],
  ['sunli', '孙丽', 'finance', 'F'],
  ['caoyang', '曹阳', 'finance', 'M'],
  ['pengfei', '彭飞', 'admin', 'M'],
  ['yuanyuan', '袁媛', 'admin', 'F'],
  ['dengchao', '邓超', 'sales', 'M', 0],
  ['tiantian', '田甜', 'market', 'F', -1],
  ['xunuo', '许诺', 'rd', 'M', 2],
];

/** The demo accounts (their mail address is `<account>@example.com`): the e2e server gives each a test mailbox. */
export const DEMO_ACCOUNTS: readonly string[] = USERS.map(([account]) => account);

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

const byCode = new Map(ORGS.map((o) => [o.code, o]));
const orgOf = (code: string): OrgSeed => byCode.get(code)!;
const leads = ([account, , org]: UserSeed) => orgOf(org).leader === account;
/** Besides employee: the administrator's role, the role of the department, and leader for the one who leads it. */
function rolesOf(u: UserSeed): string[] {
  const [account, , org] = u;
  const { role } = orgOf(org);
  return [...(account === ADMIN ? ['admin'] : []), ...(role ? [role] : []), 'employee', ...(leads(u) ? ['leader'] : [])];
}

const post = (o: OrgSeed, leader: boolean) => ({
  id: postId(o.code, leader),
  org_id: orgId(o.code),
  job_id: `job_${o.posts[leader ? 2 : 3].toLowerCase()}`,
  code: `${o.code}_${leader ? 'leader' : 'member'}`,
  name: o.posts[leader ? 0 : 1],
  is_leader: leader,
});

export async function seedOrganisation(db: Database): Promise<void> {
  await db
    .insertInto('uc_dem')
    .values({ id: 'dem_default', code: 'default', name: '默认维度', is_default: true, description: null })
    .execute();

  const pathOf = (o: OrgSeed): OrgSeed[] => (o.parent ? [...pathOf(orgOf(o.parent)), o] : [o]);
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
    .values(ORGS.flatMap((o) => [post(o, true), post(o, false)]))
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
      USERS.map(([account, fullname, , sex, status], i) => ({
        id: userId(account),
        account,
        fullname,
        pinyin: pinyinOf(fullname),
        email: `${account}@example.com`,
        mobile: `138${String(10000000 + i * 7919).padStart(8, '0')}`,
        sex,
        address: null,
        photo: null,
        status: status ?? 1,
        is_admin: account === ADMIN,
        password_hash: account === ADMIN ? adminHash : demoHash,
        employee_no: `E${String(1001 + i)}`,
      })),
    )
    .execute();
  await db
    .insertInto('uc_user_org')
    .values(USERS.map(([account, , org]) => ({ user_id: userId(account), org_id: orgId(org), is_main: true })))
    .execute();
  await db
    .insertInto('uc_user_post')
    .values(USERS.map((u) => ({ user_id: userId(u[0]), post_id: postId(u[2], leads(u)), is_main: true })))
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

  const roleLinks = USERS.flatMap((u) => rolesOf(u).map((r) => ({ user_id: userId(u[0]), role_id: roleId(r) })));
  await db.insertInto('uc_user_role').values(roleLinks).execute();

  for (const o of ORGS) {
    await db
      .updateTable('uc_org')
      .set({ leader_id: userId(o.leader) })
      .where('id', '=', orgId(o.code))
      .execute();
  }

  await db
    .insertInto('uc_tenant')
    .values({ id: 'tenant_demo', code: DEMO_TENANT_CODE, name: '示例科技有限公司', short_name: '示例科技', status: 'enable', domain: null })
    .execute();
  await sql`analyze uc_user`.execute(db);
}
