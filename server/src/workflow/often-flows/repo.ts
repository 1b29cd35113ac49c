import { sql } from 'kysely';
import type { QueryBody } from '../../../../contract/common.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import { flowAuthorizedFor, flowIsAuthorized } from '../../authorization/index.js';
import { listDefs } from '../definitions/repo-list.js';
import { nameIn } from '../task-lists/repo-common.js';

/** The user's often-used flows (deployed main versions only), in their order. */
export async function oftenFlows(db: Database, userId: string, lang: Lang) {
  const rows = await db
    .selectFrom('wf_often_flow as o')
    .innerJoin('wf_def as d', (j) => j.onRef('d.def_key', '=', 'o.def_key').on('d.is_main', '=', true))
    .leftJoin('wf_type as t', 't.id', 'd.type_id')
    .select(['o.def_key', 'o.sort', 'd.id', 'd.name', 'd.type_id', 't.name as type_name'])
    .where('o.user_id', '=', userId)
    .where('d.status', '=', 'deploy')
    .orderBy('o.sort')
    .execute();
  return rows.map((r) => ({
    defKey: r.def_key,
    defId: r.id,
    name: nameIn(r.name, lang),
    typeId: r.type_id,
    typeName: r.type_name ? nameIn(r.type_name, lang) : null,
    sort: r.sort,
  }));
}

export async function oftenKeys(db: Database, userId: string): Promise<Set<string>> {
  return new Set((await db.selectFrom('wf_often_flow').select('def_key').where('user_id', '=', userId).execute()).map((r) => r.def_key));
}

/** Replaces the user's list with these keys, in this order. */
export async function replaceOften(trx: Database, userId: string, keys: string[]): Promise<void> {
  await trx.deleteFrom('wf_often_flow').where('user_id', '=', userId).execute();
  const rows = keys.map((k, i) => ({ user_id: userId, def_key: k, sort: i }));
  if (rows.length) await trx.insertInto('wf_often_flow').values(rows).execute();
}

/** Appends these keys after the user's last one (keys already there stay where they are). */
export async function appendOften(trx: Database, userId: string, keys: string[]): Promise<void> {
  const last = await trx
    .selectFrom('wf_often_flow')
    .select(sql<number>`coalesce(max(sort), -1)::int`.as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = keys.map((k, i) => ({ user_id: userId, def_key: k, sort: last.n + 1 + i }));
  if (rows.length)
    await trx
      .insertInto('wf_often_flow')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

export async function removeOften(db: Database, userId: string, keys: string[]): Promise<void> {
  await db.deleteFrom('wf_often_flow').where('user_id', '=', userId).where('def_key', 'in', keys).execute();
}

/** Main versions the user may start (start-right rules of spec 02 §5), filtered in SQL so paging stays right. */
export async function startableDefsPage(db: Database, user: CurrentUser, lang: Lang, body: QueryBody) {
  const defKey = sql.ref<string>('d.def_key');
  const mayStart = sql<boolean>`(d.status = 'deploy' and d.startable and (${user.isAdmin}
      or (not exists (select 1 from wf_def_right r where r.def_key = d.def_key) and not ${flowIsAuthorized(defKey)})
      or ${flowAuthorizedFor(defKey, user.id)}
      or exists (select 1 from wf_def_right r where r.def_key = d.def_key and (
        r.kind = 'everyone'
        or (r.kind = 'user' and r.ref = ${user.account})
        or (r.kind = 'role' and exists (select 1 from uc_user_role ur join uc_role ro on ro.id = ur.role_id where ur.user_id = ${user.id} and ro.code = r.ref))
        or (r.kind = 'org' and exists (select 1 from uc_user_org uo join uc_org m on m.id = uo.org_id join uc_org o on o.code = r.ref
              where uo.user_id = ${user.id} and (m.path = o.path or m.path like o.path || '.%')))))))`;
  return listDefs(db, lang, body, [{ property: 'IS_MAIN_', value: 'Y', operation: 'EQUAL' }], (q) => q.where(mayStart));
}
