import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/database.js';
import type { AllowList } from '../db/filters.js';
import type { DocRow } from '../../../contract/search.js';
import type { Lang } from '../lib/i18n.js';
import { documentLabel } from './i18n.js';

/** Document search filters: title takes LIKE (and exact match), the labels and code the usual text ops. */
export const docFilters: AllowList = {
  title: { column: 'd.title', kind: 'text', ops: ['LIKE', 'LEFT_LIKE', 'RIGHT_LIKE', 'EQUAL'] },
  docCode: { column: 'd.code', kind: 'text' },
  docCatalogueLabel: { column: 'd.catalogue_label', kind: 'text' },
  docStatusLabel: { column: 'd.status_label', kind: 'text' },
  docOwnerName: { column: 'd.owner_name', kind: 'text' },
};

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchDocuments(
  db: Database,
  q: { title?: string; where?: Expression<SqlBool>; limit: number; offset: number; lang: Lang },
): Promise<{ rows: DocRow[]; total: number }> {
  let base = db.selectFrom('doc_document as d');
  const title = q.title?.trim();
  if (title) base = base.where(sql<SqlBool>`d.title ilike ${'%' + escapeLike(title) + '%'}`);
  if (q.where) base = base.where(q.where);
  const [rows, count] = await Promise.all([
    base
      .selectAll('d')
      // spec 02 §9: sorted by effective time, newest first; documents not yet effective last
      .orderBy(sql`d.effective_time desc nulls last`)
      .orderBy('d.code')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((d) => ({
      id: d.id,
      title: d.title,
      docCatalogueLabel: documentLabel(d.catalogue_label, q.lang),
      docVersion: d.version,
      docStatusLabel: documentLabel(d.status_label, q.lang),
      docCode: d.code,
      createdTime: d.created_time.toISOString(),
      effectiveTime: d.effective_time ? d.effective_time.toISOString() : null,
      docOwnerName: d.owner_name,
      dmsUrl: d.dms_url,
    })),
  };
}

export interface EventLogRow {
  id: string;
  userId: string;
  type: string;
  searchText: string | null;
  instId: string | null;
  taskId: string | null;
  procDefKey: string | null;
  detail: string | null;
}

export async function insertEventLog(db: Database, row: EventLogRow): Promise<void> {
  await db
    .insertInto('bpm_index_tagged_event_log')
    .values({
      id: row.id,
      user_id: row.userId,
      type: row.type,
      search_text: row.searchText,
      inst_id: row.instId,
      task_id: row.taskId,
      proc_def_key: row.procDefKey,
      detail: row.detail,
    })
    .execute();
}
