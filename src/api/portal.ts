import type { PageResultOf, QueryBody } from '@contract/common';
import type { AsyncEvent, AsyncEventKind } from '@contract/portal';
import { del, download, get, post } from './http';

export type { AsyncEvent, AsyncEventKind };

/** Async events of the download notice (spec 01 §7 "Files"). */
const EVENTS = '/portal/sysAsyncEvent/v1';

export function queryAsyncEvents(body: QueryBody) {
  return post<PageResultOf<AsyncEvent>>(`${EVENTS}/queryPageList`, body);
}

/** Queues an export for the caller (run it with manualExecuteEvent). */
export function addAsyncEvent(kind: AsyncEventKind) {
  return post<AsyncEvent>(`${EVENTS}/add`, { kind });
}

export function manualExecuteEvent(id: string) {
  return get<AsyncEvent>(`${EVENTS}/manualExecuteEvent`, { id });
}

/** The result file; its name comes from content-disposition. */
export function downLoadResult(eventId: string) {
  return download(`${EVENTS}/downLoadResult`, { eventId });
}

export function removeAsyncEvent(id: string) {
  return del<unknown>(`${EVENTS}/${encodeURIComponent(id)}`);
}

export function removeAllAsyncEvents() {
  return del<unknown>(`${EVENTS}/deleteAllByUser`);
}
