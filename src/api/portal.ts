import type { QueryBody } from '@contract/common';
import {
  PORTAL_CALLS as P,
  type AsyncEvent,
  type AsyncEventKind,
  type AsyncExportKind,
  type NewsDetail,
  type NewsItem,
} from '@contract/portal';
import { send } from './call';
import { download, type RequestOptions } from './http';

export type { AsyncEvent, AsyncEventKind, AsyncExportKind, NewsDetail, NewsItem };

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

/** News and notices of the home page (spec 02 §7), in the caller's language. */
export function getNews(classifyId?: string, limit?: number, opts?: RequestOptions) {
  return send(P.news, { query: { ...(classifyId ? { classifyId } : {}), ...(limit ? { limit } : {}) } }, opts);
}

/** One news item with its content (HTML the server sanitized). */
export function getNewsById(id: string) {
  return send(P.newsById, { query: { id } });
}

/** The long address of a short link; the server answers only addresses on the portal's own origin. */
export function getLongUrlByShortUrl(shortUrl: string, opts?: RequestOptions) {
  return send(P.longUrl, { query: { shortUrl } }, opts);
}
