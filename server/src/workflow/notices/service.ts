import type { Static } from 'typebox';
import type { NoticeCount, NoticeRow } from '../../../../contract/workflow-home.js';
import type { Database } from '../../db/database.js';
import type { Paging } from '../../db/paging.js';
import type { Lang } from '../../lib/i18n.js';
import { nodeNamer, type NodeNamer } from '../definitions/names.js';
import { iso, nameIn } from '../task-lists/repo-common.js';
import { wfError } from '../messages.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';

/** A notice as the portal reads it, read or not as `isRead` says. */
const noticeRow = (n: repo.NoticeRecord, lang: Lang, nodeName: NodeNamer, isRead: number): NoticeRow => ({
  id: n.id,
  procInstId: n.inst_id,
  subject: n.subject,
  procDefName: nameIn(n.def_name, lang),
  kind: n.kind,
  fromUserName: n.fullname ?? null,
  nodeName: n.node_id && n.node_name ? nodeName(n.def_id, n.node_id, n.node_name) : n.node_name,
  opinion: n.opinion,
  isRead,
  createTime: iso(n.create_time)!,
});

/** A circulated item or notice for its receiver or sender; the receiver opening it reads it. */
export async function getNotice(db: Database, c: Caller, id: string): Promise<NoticeRow> {
  const n = await db.transaction().execute(async (trx) => {
    const found = await repo.noticeById(trx, id);
    if (!found) throw wfError(404, 'record.notFound');
    if (found.to_user_id !== c.user.id && found.from_user_id !== c.user.id) throw wfError(403, 'record.forbidden');
    if (found.to_user_id === c.user.id && !found.is_read) await repo.markNoticeRead(trx, found.id);
    return found;
  });
  return noticeRow(n, c.lang, await nodeNamer(db, [n.def_id], c.lang), n.to_user_id === c.user.id ? 1 : n.is_read);
}

/** A page of the caller's circulated items and notices, unread first, with the counts of all and of the unread. */
export async function noticesOf(db: Database, c: Caller, p: Paging): Promise<Static<typeof NoticeCount>> {
  const rows = await repo.noticeRows(db, c.user.id, p);
  const counts = await repo.noticeCounts(db, c.user.id);
  const nodeName = await nodeNamer(
    db,
    rows.map((n) => n.def_id),
    c.lang,
  );
  return { ...counts, rows: rows.map((n) => noticeRow(n, c.lang, nodeName, n.is_read)) };
}
