import type { QueryBody } from '../../../../contract/common.js';
import type { PrintLogBody, PrintRecordQuery, PrintRecordRow } from '../../../../contract/workflow-print-records.js';
import type { Database } from '../../db/database.js';
import { whereFromQuerys } from '../../db/filters.js';
import type { PageResult } from '../../lib/reply.js';
import { newId } from '../steps/context.js';
import { instanceForRead } from '../instances/access.js';
import { iso } from '../task-lists/repo-common.js';
import { paging } from '../../db/paging.js';
import type { Caller } from '../caller.js';
import * as repo from './repo.js';

const toRow = (r: repo.PrintRecord): PrintRecordRow => ({
  id: r.id,
  procInstId: r.inst_id,
  nodeId: r.node_id,
  templateId: r.template_id,
  templateName: r.template_name,
  userId: r.user_id,
  userName: r.user_name,
  createTime: iso(r.create_time)!,
  fileId: r.file_id,
  purpose: r.purpose,
});

/** The records of an instance the caller may read (of one node when named), newest first. */
export async function recordsOfInstance(db: Database, c: Caller, query: PrintRecordQuery): Promise<PrintRecordRow[]> {
  await instanceForRead(db, c.user, query.procInstId);
  return (await repo.recordsOfInstance(db, query.procInstId, query.nodeId)).map(toRow);
}

/** A page of the caller's own records (an admin's: everyone's). */
export async function queryRecords(db: Database, c: Caller, body: QueryBody): Promise<PageResult<PrintRecordRow>> {
  const p = paging(body);
  const { rows, total } = await repo.pageRecords(db, c.user, whereFromQuerys(repo.PRINT_FILTERS, body.querys), p);
  return { rows: rows.map(toRow), total, page: p.page, pageSize: p.pageSize };
}

/** Records a print the server made (wordPrint, batch print); the caller checked the rights. */
export async function recordPrint(
  db: Database,
  user: { id: string; fullname: string },
  r: {
    instId: string;
    nodeId: string | null;
    templateId: string;
    templateName: string;
    fileId: string;
    purpose: 'print' | 'download' | 'batch';
  },
): Promise<void> {
  await repo.insertRecord(db, {
    id: newId(),
    inst_id: r.instId,
    node_id: r.nodeId,
    template_id: r.templateId,
    template_name: r.templateName,
    user_id: user.id,
    user_name: user.fullname,
    file_id: r.fileId,
    purpose: r.purpose,
  });
}

/** Records that the caller printed the form of an instance they may read. */
export async function logPrint(db: Database, c: Caller, body: PrintLogBody): Promise<PrintRecordRow> {
  return db.transaction().execute(async (trx) => {
    await instanceForRead(trx, c.user, body.procInstId);
    const row = await repo.insertRecord(trx, {
      id: newId(),
      inst_id: body.procInstId,
      node_id: body.nodeId ?? null,
      template_id: body.templateId ?? null,
      template_name: body.templateName ?? null,
      user_id: c.user.id,
      user_name: c.user.fullname,
    });
    return toRow(row);
  });
}
