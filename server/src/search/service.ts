import crypto from 'node:crypto';
import type { PageResultOf } from '../../../contract/common.js';
import { DOC_PAGE_SIZE, EVENT_LOG_DETAIL_MAX_BYTES, type DocQueryBody, type DocRow, type EventLogBody } from '../../../contract/search.js';
import type { Database } from '../db/database.js';
import { badRequest } from '../lib/errors.js';
import { pageOf, whereFromQuerys } from '../db/filters.js';
import type { Lang } from '../lib/i18n.js';
import { docFilters, insertEventLog, searchDocuments } from './repo.js';

/** The document list: title LIKE and/or the allow-listed filters, newest effective time first. */
export async function queryDocs(db: Database, body: DocQueryBody, lang: Lang): Promise<PageResultOf<DocRow>> {
  const { page, pageSize, offset } = pageOf(body, DOC_PAGE_SIZE);
  const result = await searchDocuments(db, {
    title: body.title,
    where: whereFromQuerys(docFilters, body.querys),
    limit: pageSize,
    offset,
    lang,
  });
  return { ...result, page, pageSize };
}

/** Records one search or usage event of the caller; the detail is kept as JSON of at most 4 KB. */
export async function logEvent(db: Database, userId: string, body: EventLogBody): Promise<{ id: string }> {
  const detail = body.detail === undefined ? null : JSON.stringify(body.detail);
  if (detail && Buffer.byteLength(detail) > EVENT_LOG_DETAIL_MAX_BYTES) {
    throw badRequest('search.detailTooLarge', { max: EVENT_LOG_DETAIL_MAX_BYTES });
  }
  const id = crypto.randomUUID();
  await insertEventLog(db, {
    id,
    userId,
    type: body.type,
    searchText: body.searchText?.trim() || null,
    instId: body.instId ?? null,
    taskId: body.taskId ?? null,
    procDefKey: body.procDefKey ?? null,
    detail,
  });
  return { id };
}
