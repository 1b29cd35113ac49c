import type { QueryBody } from '../../../../contract/common.js';
import type { TaskExceptionRow } from '../../../../contract/workflow-exceptions.js';
import type { Database } from '../../db/database.js';
import { whereFromQuerys } from '../../db/filters.js';
import type { Lang } from '../../lib/i18n.js';
import type { PageResult } from '../../lib/reply.js';
import { countTree, iso, nameIn, paging } from '../task-lists/repo-common.js';
import { wfText } from '../messages.js';
import { idList, requireAdmin, type Caller } from '../caller.js';
import { csvLine } from '../export/csv.js';
import * as repo from './repo.js';

/** The most rows one export writes. */
const EXPORT_MAX = 10_000;

const toRow = (r: repo.ExceptionRecord, lang: Lang): TaskExceptionRow => ({
  id: r.id,
  procInstId: r.inst_id,
  subject: r.subject,
  procDefName: nameIn(r.def_name, lang),
  typeId: r.type_id,
  nodeId: r.node_id,
  nodeName: r.node_name,
  message: wfText(lang, `exception.${r.code}`, r.params),
  code: r.code,
  createTime: iso(r.create_time)!,
});

const filterOf = (body: QueryBody) => whereFromQuerys(repo.EXCEPTION_COLUMNS, body.querys);

async function rowsOf(db: Database, body: QueryBody, lang: Lang, limit: number, offset: number): Promise<TaskExceptionRow[]> {
  const rows = await repo.exceptionRows(db, filterOf(body), body.sorters ?? body.sorter, limit, offset);
  return rows.map((r) => toRow(r, lang));
}

export async function listExceptions(db: Database, c: Caller, body: QueryBody): Promise<PageResult<TaskExceptionRow>> {
  requireAdmin(c);
  const p = paging(body);
  const rows = await rowsOf(db, body, c.lang, p.pageSize + 1, p.offset);
  const page = rows.slice(0, p.pageSize);
  const total = await repo.exceptionTotal(db, filterOf(body), p, page.length, rows.length > p.pageSize);
  return { rows: page, total, page: p.page, pageSize: p.pageSize };
}

/** The CSV lines of the filtered exceptions. */
export async function exportExceptions(db: Database, c: Caller, body: QueryBody): Promise<string[]> {
  requireAdmin(c);
  const rows = await rowsOf(db, body, c.lang, EXPORT_MAX, 0);
  return [
    wfText(c.lang, 'export.exceptionHeader'),
    ...rows.map((r) => csvLine([r.procDefName, r.subject, r.nodeName, r.message, r.createTime])),
  ];
}

export async function removeExceptions(db: Database, c: Caller, ids: string): Promise<number> {
  requireAdmin(c);
  return repo.removeExceptions(db, idList(ids));
}

export async function exceptionTypeTree(db: Database, c: Caller, body: QueryBody) {
  requireAdmin(c);
  return countTree(db, c.lang, await repo.countsByType(db, filterOf(body)));
}
