import type { Database } from '../../db/database.js';

/** A notice with its instance and sender, for its receiver or sender. */
export function noticeById(db: Database, id: string) {
  return db
    .selectFrom('wf_notice as n')
    .innerJoin('wf_instance as i', 'i.id', 'n.inst_id')
    .leftJoin('uc_user as f', 'f.id', 'n.from_user_id')
    .select([
      'n.id',
      'n.inst_id',
      'n.kind',
      'n.to_user_id',
      'n.from_user_id',
      'n.node_id',
      'n.node_name',
      'n.opinion',
      'n.is_read',
      'n.create_time',
      'i.subject',
      'i.def_id',
      'i.def_name',
      'f.fullname',
    ])
    .where('n.id', '=', id)
    .executeTakeFirst();
}

export async function markNoticeRead(db: Database, id: string): Promise<void> {
  await db.updateTable('wf_notice').set({ is_read: 1 }).where('id', '=', id).execute();
}
