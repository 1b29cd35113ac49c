import type { NoticeRow } from '../../../../contract/workflow-home.js';
import type { Database } from '../../db/database.js';
import { nodeNamer } from '../definitions/names.js';
import { iso, nameIn } from '../task-lists/repo-common.js';
import { wfError } from '../messages.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';

/** A circulated item or notice for its receiver or sender; the receiver opening it reads it. */
export async function getNotice(db: Database, c: Caller, id: string): Promise<NoticeRow> {
  const n = await db.transaction().execute(async (trx) => {
    const found = await repo.noticeById(trx, id);
    if (!found) throw wfError(404, 'record.notFound');
    if (found.to_user_id !== c.user.id && found.from_user_id !== c.user.id) throw wfError(403, 'record.forbidden');
    if (found.to_user_id === c.user.id && !found.is_read) await repo.markNoticeRead(trx, found.id);
    return found;
  });
  const nodeName = await nodeNamer(db, [n.def_id], c.lang);
  return {
    id: n.id,
    procInstId: n.inst_id,
    subject: n.subject,
    procDefName: nameIn(n.def_name, c.lang),
    kind: n.kind,
    fromUserName: n.fullname ?? null,
    nodeName: n.node_id && n.node_name ? nodeName(n.def_id, n.node_id, n.node_name) : n.node_name,
    opinion: n.opinion,
    isRead: n.to_user_id === c.user.id ? 1 : n.is_read,
    createTime: iso(n.create_time)!,
  };
}
