import type { QueryBody } from '@contract/common';
import { PORTAL_CALLS as P, type AsyncEvent, type AsyncEventKind, type AsyncExportKind } from '@contract/portal';
import { send } from './call';
import { download } from './http';

export type { AsyncEvent, AsyncEventKind, AsyncExportKind };

/** Async events of the download notice (spec 01 §7 "Files"). */

export function queryAsyncEvents(body: QueryBody) {
  return send(P.eventPage, { body });
}

/** Queues an export for the caller (run it with manualExecuteEvent). */
export function addAsyncEvent(kind: AsyncExportKind) {
  return send(P.eventAdd, { body: { kind } });
}

export function manualExecuteEvent(id: string) {
  return send(P.eventRun, { query: { id } });
}

/** The result file; its name comes from content-disposition. */
export function downLoadResult(eventId: string) {
  return download(P.eventDownload.path, { eventId });
}

export function removeAsyncEvent(id: string) {
  return send(P.eventRemove, { params: { id } });
}

export function removeAllAsyncEvents() {
  return send(P.eventRemoveAll, {});
}
