import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { iso, type Paging } from '../task-lists/repo-common.js';

const secretaryQuery = (db: Database) =>
  db
    .selectFrom('wf_secretary as s')
    .innerJoin('uc_user as l', 'l.id', 's.leader_id')
    .innerJoin('uc_user as y', 'y.id', 's.secretary_id')
    .select([
      's.id',
      's.leader_id',
      's.secretary_id',
      's.def_keys',
      's.enabled',
      's.create_time',
      'l.fullname as leader_name',
      'y.fullname as secretary_name',
    ]);
type SecretarySelect = Awaited<ReturnType<ReturnType<typeof secretaryQuery>['execute']>>[number];
const secretaryRow = (r: SecretarySelect) => ({
  id: r.id,
  leaderId: r.leader_id,
  leaderName: r.leader_name,
  secretaryId: r.secretary_id,
  secretaryName: r.secretary_name,
  defKeys: r.def_keys,
  enabled: r.enabled,
  createTime: iso(r.create_time)!,
});
export type SecretaryView = ReturnType<typeof secretaryRow>;

export interface SecretaryValues {
  leader_id: string;
  secretary_id: string;
  /** JSON text of the definition keys */
  def_keys: string;
  enabled: boolean;
}

export async function secretaryById(db: Database, id: string): Promise<SecretaryView | undefined> {
  const r = await secretaryQuery(db).where('s.id', '=', id).executeTakeFirst();
  return r && secretaryRow(r);
}

/** The leader of a secretary row, locked until the transaction ends. */
export async function leaderOf(trx: Database, id: string): Promise<string | undefined> {
  return (await trx.selectFrom('wf_secretary').select('leader_id').where('id', '=', id).forUpdate().executeTakeFirst())?.leader_id;
}

export async function updateSecretary(trx: Database, id: string, values: SecretaryValues): Promise<void> {
  await trx.updateTable('wf_secretary').set(values).where('id', '=', id).execute();
}

/** Inserts the pair, or updates the flows and flag of the pair that exists; answers the row's id. */
export async function upsertSecretary(trx: Database, id: string, values: SecretaryValues): Promise<string> {
  await trx
    .insertInto('wf_secretary')
    .values({ id, ...values })
    .onConflict((oc) => oc.columns(['leader_id', 'secretary_id']).doUpdateSet({ def_keys: values.def_keys, enabled: values.enabled }))
    .execute();
  const row = await trx
    .selectFrom('wf_secretary')
    .select('id')
    .where('leader_id', '=', values.leader_id)
    .where('secretary_id', '=', values.secretary_id)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every pair (null), or the pairs the user is part of. */
export async function pageSecretaries(db: Database, userId: string | null, p: Paging) {
  const where: Expression<SqlBool> =
    userId === null ? sql<boolean>`true` : sql<boolean>`(s.leader_id = ${userId} or s.secretary_id = ${userId})`;
  const rows = await secretaryQuery(db).where(where).orderBy('s.create_time', 'desc').limit(p.pageSize).offset(p.offset).execute();
  const total = await db
    .selectFrom('wf_secretary as s')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(where)
    .executeTakeFirstOrThrow();
  return { rows: rows.map(secretaryRow), total: total.n, page: p.page, pageSize: p.pageSize };
}

/** Removes the given rows, only the leader's own unless leaderId is null (an admin). */
export async function removeSecretaries(db: Database, ids: string[], leaderId: string | null): Promise<number> {
  let q = db.deleteFrom('wf_secretary').where('id', 'in', ids);
  if (leaderId !== null) q = q.where('leader_id', '=', leaderId);
  return Number((await q.executeTakeFirst()).numDeletedRows);
}
