import type { Database } from '../../db/database.js';
import type { AllowList } from '../../db/filters.js';
import { selectPage, type PageQuery } from '../../db/filtered-page.js';
import type { AsyncEvent, AsyncEventKind } from '../../../../contract/portal.js';
import type { PortalAsyncEventTable } from '../tables.js';

export const eventFilters: AllowList = {
  name: { column: 'e.name', kind: 'text' },
  kind: { column: 'e.kind', kind: 'text', ops: ['EQUAL', 'IN'] },
  status: { column: 'e.status', kind: 'text', ops: ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN'] },
  createTime: { column: 'e.created_at', kind: 'date' },
};

type EventRow = Pick<
  import('kysely').Selectable<PortalAsyncEventTable>,
  'id' | 'name' | 'kind' | 'status' | 'result_file_id' | 'result_file_name' | 'error' | 'created_at' | 'finished_at' | 'progress' | 'notes'
>;

export function toAsyncEvent(e: EventRow): AsyncEvent {
  return {
    id: e.id,
    name: e.name,
    kind: e.kind,
    status: e.status,
    resultFileId: e.result_file_id,
    resultFileName: e.result_file_name,
    error: e.error,
    createTime: e.created_at.toISOString(),
    finishTime: e.finished_at ? e.finished_at.toISOString() : null,
    progress: e.progress,
    notes: e.notes,
  };
}

const COLUMNS = [
  'e.id',
  'e.name',
  'e.kind',
  'e.status',
  'e.result_file_id',
  'e.result_file_name',
  'e.error',
  'e.created_at',
  'e.finished_at',
  'e.progress',
  'e.notes',
] as const;

export const pageEvents = (db: Database, userId: string, q: PageQuery): Promise<{ rows: AsyncEvent[]; total: number }> =>
  selectPage(
    db.selectFrom('portal_async_event as e').where('e.user_id', '=', userId),
    q,
    (query) => query.select([...COLUMNS]),
    (query) => query.orderBy('e.created_at', 'desc').orderBy('e.id'),
    toAsyncEvent,
  );

function findOwnEvent(db: Database, userId: string, id: string) {
  return db
    .selectFrom('portal_async_event as e')
    .select([...COLUMNS, 'e.started_at', 'e.params'])
    .where('e.id', '=', id)
    .where('e.user_id', '=', userId);
}

const RETURNED = [
  'id',
  'name',
  'kind',
  'status',
  'result_file_id',
  'result_file_name',
  'error',
  'created_at',
  'finished_at',
  'progress',
  'notes',
] as const;

export async function insertEvent(
  db: Database,
  row: { id: string; userId: string; kind: AsyncEventKind; name: string; params?: unknown },
): Promise<AsyncEvent> {
  const created = await db
    .insertInto('portal_async_event')
    .values({
      id: row.id,
      user_id: row.userId,
      kind: row.kind,
      name: row.name,
      params: row.params === undefined ? null : JSON.stringify(row.params),
    })
    .returning([...RETURNED])
    .executeTakeFirstOrThrow();
  return toAsyncEvent(created);
}

export async function markRunning(trx: Database, id: string): Promise<void> {
  await trx
    .updateTable('portal_async_event')
    .set({ status: 'running', started_at: new Date(), error: null, progress: null, notes: '[]' })
    .where('id', '=', id)
    .execute();
}

/** How far a running event is (percent); a deleted or finished event is left alone. */
export async function setProgress(db: Database, id: string, percent: number): Promise<void> {
  await db
    .updateTable('portal_async_event')
    .set({ progress: Math.max(0, Math.min(100, Math.round(percent))) })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export type Outcome =
  { status: 'success'; fileId: string; fileName: string; notes?: string[] } | { status: 'failed'; error: string; notes?: string[] };

/** Records how a run ended; undefined when the event was deleted meanwhile. */
export async function recordOutcome(trx: Database, userId: string, id: string, outcome: Outcome): Promise<AsyncEvent | undefined> {
  const row = await trx
    .updateTable('portal_async_event')
    .set(
      outcome.status === 'success'
        ? {
            status: 'success',
            result_file_id: outcome.fileId,
            result_file_name: outcome.fileName,
            error: null,
            finished_at: new Date(),
            progress: 100,
            notes: JSON.stringify(outcome.notes ?? []),
          }
        : { status: 'failed', error: outcome.error, finished_at: new Date(), notes: JSON.stringify(outcome.notes ?? []) },
    )
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning([...RETURNED])
    .executeTakeFirst();
  return row && toAsyncEvent(row);
}

/** Deletes the user's events (one, or all) and answers their result file ids. */
export async function deleteOwnEvents(db: Database, userId: string, id?: string): Promise<(string | null)[]> {
  let q = db.deleteFrom('portal_async_event').where('user_id', '=', userId);
  if (id) q = q.where('id', '=', id);
  const removed = await q.returning(['result_file_id']).execute();
  return removed.map((r) => r.result_file_id);
}

/** One of the user's events, its row locked until the transaction ends. */
export const lockOwnEvent = (trx: Database, userId: string, id: string) => findOwnEvent(trx, userId, id).forUpdate().executeTakeFirst();
export const ownEvent = (db: Database, userId: string, id: string) => findOwnEvent(db, userId, id).executeTakeFirst();
