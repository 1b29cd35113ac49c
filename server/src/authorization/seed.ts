import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { addFrontMenuItem } from '../portal/menus/seed-menu.js';
import { orgId, postId, roleId, userId } from '../seed/organisation.js';

/** [id, name, level, target, flows, enabled, valid from and until, in days from today (none: always)] */
type DemoEntry = [string, string, 1 | 2 | 3 | 4 | 5, string | null, string[], boolean, [number, number]?];

/**
 * Demo authorisations, one of each level. The demo flows keep their own "everyone" start rule, so these widen
 * nothing: they show how a company would name who may start what once it drops that rule. (The company-wide one
 * has ended: one in force would open its flow to everyone even after the rule is dropped.)
 */
const DEMO: DemoEntry[] = [
  ['auth_demo_company', '全员 · 请假申请（已到期）', 1, null, ['leaveRequest'], true, [-60, -30]],
  ['auth_demo_rdc', '研发中心 · 采购申请', 2, orgId('rdc'), ['purchaseRequest'], true],
  ['auth_demo_finance', '财务人员 · 费用报销', 3, roleId('finance'), ['expenseClaim'], true],
  ['auth_demo_purchase_lead', '采购部经理 · 采购申请', 4, postId('purchase', true), ['purchaseRequest'], true],
  ['auth_demo_zhangwei', '张伟 · 临时采购授权', 5, userId('zhangwei'), ['purchaseRequest'], true, [0, 30]],
  ['auth_demo_sales_off', '销售部 · 采购申请（已停用）', 2, orgId('sales'), ['purchaseRequest'], false],
];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Once per database (its own app_meta key): the authorisation centre's menu item under process administration
 * (a database seeded before it existed lacks it) and the demo authorisations, when the demo company is there.
 */
export async function seedAuthorization(db: Database): Promise<void> {
  const done = await sql<{ value: string }>`select value from app_meta where key = 'authorization_seed'`.execute(db);
  if (done.rows.length) return;
  await addFrontMenuItem(db, 'flowAdmin', 'authorization');
  const admin = await db.selectFrom('uc_user').select(['id', 'fullname']).where('id', '=', userId('htadmin')).executeTakeFirst();
  const flows = await db.selectFrom('wf_def').select('def_key').where('is_main', '=', true).execute();
  const known = new Set(flows.map((f) => f.def_key));
  if (admin && DEMO.every(([, , , , keys]) => keys.every((k) => known.has(k)))) {
    for (const [id, name, level, target, keys, enabled, period] of DEMO) {
      await db
        .insertInto('auth_center_entry')
        .values({
          id,
          name,
          level,
          target_id: target,
          enabled,
          valid_from: period ? day(period[0]) : null,
          valid_to: period ? day(period[1]) : null,
          description: null,
          created_by: admin.id,
          updated_by: admin.id,
          updated_by_name: admin.fullname,
        })
        .execute();
      await db
        .insertInto('auth_center_flow')
        .values(keys.map((def_key, sort) => ({ entry_id: id, def_key, sort })))
        .execute();
    }
  }
  await sql`insert into app_meta (key, value) values ('authorization_seed', ${new Date().toISOString()})`.execute(db);
}
