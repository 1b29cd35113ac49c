import type { QueryBody } from '../../../../contract/common.js';
import type { TaskExceptionRow } from '../../../../contract/workflow-exceptions.js';
import type { Database } from '../../db/database.js';
import { whereFromQuerys } from '../../db/filters.js';
import type { Lang } from '../../lib/i18n.js';
import type { PageResult } from '../../lib/reply.js';
import { countTree, iso, nameIn } from '../task-lists/repo-common.js';
import { paging } from '../../db/paging.js';
import { wfText } from '../messages.js';
import { requireAdmin, type Caller } from '../caller.js';
import { idList } from '../../lib/ids.js';
import { csvLine } from '../export/csv.js';
import { nodeNamer, type NodeNamer } from '../definitions/names.js';
import * as repo from './repo.js';

/** The most rows one export writes. */
const EXPORT_MAX = 10_000;

const toRow = (r: repo.ExceptionRecord, lang: Lang, nodeName: NodeNamer): TaskExceptionRow => ({
  id: r.id,
  procInstId: r.inst_id,
  subject: r.subject,
  procDefName: nameIn(r.def_name, lang),
  typeId: r.type_id,
  nodeId: r.node_id,
  // the step in the reader's language (the definition's wf:name-*), not the one it was recorded in
  nodeName: nodeName(r.def_id, r.node_id, r.node_name),
  message: wfText(lang, `exception.${r.code}`, r.params),
  code: r.code,
  createTime: iso(r.create_time)!,
});

const filterOf = (body: QueryBody) => whereFromQuerys(repo.EXCEPTION_COLUMNS, body.querys);

export async function listExceptions(db: Database, c: Caller, body: QueryBody): Promise<PageResult<TaskExceptionRow>> {
  requireAdmin(c);
  const p = paging(body);
  const { rows, total } = await repo.pageExceptions(db, filterOf(body), body.sorters ?? body.sorter, p);
  const namer = await nodeNamer(
    db,
    rows.map((r) => r.def_id),
    c.lang,
  );
  return { rows: rows.map((r) => toRow(r, c.lang, namer)), total, page: p.page, pageSize: p.pageSize };
}

/** The CSV lines of the filtered exceptions. */
export async function exportExceptions(db: Database, c: Caller, body: QueryBody): Promise<string[]> {
  requireAdmin(c);
  const records = await repo.exceptionRows(db, filterOf(body), body.sorters ?? body.sorter, EXPORT_MAX);
  const namer = await nodeNamer(
    db,
    records.map((r) => r.def_id),
    c.lang,
  );
  const rows = records.map((r) => toRow(r, c.lang, namer));
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
