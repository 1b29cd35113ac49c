import type { Expression, SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AllowList } from '../../lib/filters.js';
import type { AsyncEvent } from '../../../../contract/portal.js';
import type { PortalAsyncEventTable } from '../tables.js';

export const eventFilters: AllowList = {
  name: { column: 'e.name', kind: 'text' },
  kind: { column: 'e.kind', kind: 'text', ops: ['EQUAL', 'IN'] },
  status: { column: 'e.status', kind: 'text', ops: ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN'] },
  createTime: { column: 'e.created_at', kind: 'date' },
};

type EventRow = Pick<
  import('kysely').Selectable<PortalAsyncEventTable>,
  'id' | 'name' | 'kind' | 'status' | 'result_file_id' | 'result_file_name' | 'error' | 'created_at' | 'finished_at'
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
] as const;

export async function pageEvents(
  db: Database,
  userId: string,
  q: {
    where?: Expression<SqlBool>;
    order: ReturnType<typeof import('../../lib/filters.js').orderFromSorters>;
    limit: number;
    offset: number;
  },
): Promise<{ rows: AsyncEvent[]; total: number }> {
  let base = db.selectFrom('portal_async_event as e').where('e.user_id', '=', userId);
  if (q.where) base = base.where(q.where);
  let rowsQ = base.select([...COLUMNS]);
  for (const o of q.order) rowsQ = rowsQ.orderBy(o);
  const [rows, count] = await Promise.all([
    rowsQ.orderBy('e.created_at', 'desc').orderBy('e.id').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toAsyncEvent), total: Number(count.n) };
}

export function findOwnEvent(db: Database, userId: string, id: string) {
  return db
    .selectFrom('portal_async_event as e')
    .select([...COLUMNS, 'e.started_at'])
    .where('e.id', '=', id)
    .where('e.user_id', '=', userId);
}
