import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { WfNoticeTable } from '../tables.js';

// The workflow's rows an action wrote that someone must be told of (read from xmin: rows written by the current
// transaction carry its id; workflow actions use no savepoints). notify's own bookkeeping of told tasks stays there.

const THIS_TRX = sql<boolean>`xmin = pg_current_xact_id()::xid`;

/** A notice as told: its row's columns with the instance's subject. */
export type NewNotice = Pick<
  Selectable<WfNoticeTable>,
  'id' | 'inst_id' | 'task_id' | 'kind' | 'from_user_id' | 'to_user_id' | 'node_name' | 'opinion'
> & { subject: string };

/** Circulated copies and service-node notices to these users written in this transaction. */
export async function newNotices(trx: Database, userIds: string[]): Promise<NewNotice[]> {
  if (!userIds.length) return [];
  return trx
    .selectFrom('wf_notice as n')
    .innerJoin('wf_instance as i', 'i.id', 'n.inst_id')
    .select(['n.id', 'n.inst_id', 'n.task_id', 'n.kind', 'n.from_user_id', 'n.to_user_id', 'n.node_name', 'n.opinion', 'i.subject'])
    .where('n.to_user_id', 'in', userIds)
    .where(sql<boolean>`n.xmin = pg_current_xact_id()::xid`)
    .execute();
}

/** Top instances among these that ended (or were ended by hand) in this transaction. */
export async function endedInstances(trx: Database, instIds: string[]) {
  if (!instIds.length) return [];
  return trx
    .selectFrom('wf_instance')
    .select(['id', 'subject', 'creator_id', 'status'])
    .where('id', 'in', instIds)
    .where(sql<boolean>`id = root_id`)
    .where('status', 'in', ['end', 'manual_end'])
    .where(THIS_TRX)
    .execute();
}
