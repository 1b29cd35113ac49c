import { sql } from 'kysely';
import type { Database } from '../db/database.js';

// Statements of approve-from-mail links: only hashes of the tokens are stored.

export async function insertTokens(
  trx: Database,
  rows: {
    id: string;
    token_hash: string;
    task_id: string;
    user_id: string;
    action: 'agree' | 'reject';
    delivery_id: string;
    expires_at: Date;
  }[],
) {
  await trx.insertInto('notify_mail_token').values(rows).execute();
}

/** Tokens of an earlier attempt of the same delivery die (only the mail that went out holds live ones). */
export async function dropTokensOfDelivery(trx: Database, deliveryId: string) {
  await trx.deleteFrom('notify_mail_token').where('delivery_id', '=', deliveryId).where('used_at', 'is', null).execute();
}

/** The link with its task and the facts the confirm page shows; locked when `lock`. */
export async function linkByHash(db: Database, hash: string, lock: boolean) {
  let q = db
    .selectFrom('notify_mail_token as k')
    .innerJoin('wf_task as t', 't.id', 'k.task_id')
    .innerJoin('uc_user as u', 'u.id', 'k.user_id')
    .select([
      'k.id',
      'k.task_id',
      'k.user_id',
      'k.action',
      'k.expires_at',
      'k.used_at',
      't.status as task_status',
      't.assignee_id',
      't.inst_id',
      't.name as task_name',
      't.subject',
      't.creator_name',
      't.def_name',
      't.def_id',
      't.node_id',
      'u.account',
      'u.fullname',
      'u.is_admin',
      'u.status as user_status',
    ])
    .where('k.token_hash', '=', hash);
  if (lock) q = q.forUpdate('k');
  return q.executeTakeFirst();
}

/** Uses the link: answers false when it was used meanwhile (the other of two concurrent uses). */
export async function useToken(trx: Database, id: string): Promise<boolean> {
  const r = await trx
    .updateTable('notify_mail_token')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The sibling links of the same task and user die with the one used (agree used: reject dies too). */
export async function killSiblings(trx: Database, taskId: string, userId: string) {
  await trx
    .updateTable('notify_mail_token')
    .set({ used_at: sql<Date>`now()` })
    .where('task_id', '=', taskId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
