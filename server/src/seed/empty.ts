import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { hashPassword } from '../identity/passwords.js';
import { FRONT_MENU, FRONT_MENU_TREE, seedMenuTree } from '../portal/menus/seed-menu.js';
import { seedApps, seedLayout } from '../portal/seed-content.js';
import { seedModule } from '../portal/seed-module.js';
import { orgId, pinyinOf, roleId } from './organisation.js';

/** The one account of an empty company (issue 30): its password is set through the one-time setup link. */
export const SETUP_ADMIN_ACCOUNT = 'admin';
const ADMIN_ID = 'u_admin';
const TENANT_ID = 'tenant_company';

/**
 * The roles the menus name (sys_menu_role) and the sign-in expects: the administrators' and everyone's. A company adds
 * its own on the role administration page.
 */
const ROLES: [string, string, string][] = [
  ['admin', '系统管理员', 'all'],
  ['employee', '普通员工', 'self'],
];

/** Demo seeds that run on every start and would otherwise write demo rows into an empty company: marked done. */
const DEMO_MARKS = ['forms_seed', 'seal_seed', 'authorization_seed', 'demo_print_templates', 'demo_print_template_languages'];

/**
 * An empty company (SEED=empty or --empty): the root unit, the two roles, one administrator `admin` whose password
 * nobody knows (the hash of 32 random bytes thrown away: sign-in is impossible until the password is set through the
 * one-time link, setup/), the portal's menu, home tiles and layout, and the setup's row. No demo people, units, seals,
 * flows or history. The company's name is set on the setup page (COMPANY_NAME, when given, names it at once).
 */
export async function seedEmptyCompany(db: Database, companyName: string | undefined): Promise<void> {
  const name = companyName?.trim() || '我的公司';
  await db
    .insertInto('uc_dem')
    .values({ id: 'dem_default', code: 'default', name: '默认维度', is_default: true, description: null })
    .execute();
  await db
    .insertInto('uc_org')
    .values({
      id: orgId('root'),
      dem_id: 'dem_default',
      parent_id: null,
      code: 'root',
      name,
      path: orgId('root'),
      path_name: name,
      level: 1,
      sort: 0,
      leader_id: null,
    })
    .execute();
  await db
    .insertInto('uc_role')
    .values(
      ROLES.map(([code, roleName, scope]) => ({
        id: roleId(code),
        code,
        name: roleName,
        enabled: true,
        description: null,
        data_scope: scope,
      })),
    )
    .execute();
  const unusable = await hashPassword(crypto.randomBytes(32).toString('base64'));
  await db
    .insertInto('uc_user')
    .values({
      id: ADMIN_ID,
      account: SETUP_ADMIN_ACCOUNT,
      fullname: '系统管理员',
      pinyin: pinyinOf('系统管理员'),
      email: null,
      mobile: null,
      sex: null,
      address: null,
      photo: null,
      status: 1,
      is_admin: true,
      password_hash: unusable,
      employee_no: null,
    })
    .execute();
  await db
    .insertInto('uc_user_org')
    .values({ user_id: ADMIN_ID, org_id: orgId('root'), is_main: true })
    .execute();
  await db
    .insertInto('uc_user_role')
    .values(ROLES.map(([code]) => ({ user_id: ADMIN_ID, role_id: roleId(code) })))
    .execute();
  await db
    .insertInto('uc_tenant')
    .values({ id: TENANT_ID, code: 'company', name, short_name: name, status: 'enable', domain: null })
    .execute();

  await seedMenuTree(db, FRONT_MENU, FRONT_MENU_TREE);
  await seedModule(db);
  await seedApps(db);
  await seedLayout(db);
  await db.insertInto('sys_setup').values({ id: 1, admin_user_id: ADMIN_ID }).execute();
  for (const key of DEMO_MARKS) await sql`insert into app_meta (key, value) values (${key}, 'empty company')`.execute(db);
}
