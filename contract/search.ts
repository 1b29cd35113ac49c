import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { OptionalKey, PageBean, PageResult, QueryFilter, Sorter } from './common.js';

/** Document search of the global search and the document list (spec 01 §7, spec 02 §3). */

export const DocRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  docCatalogueLabel: Type.String(),
  docVersion: Type.String(),
  docStatusLabel: Type.String(),
  docCode: Type.String(),
  /** ISO date-time; the portal shows it as YYYY-MM-DD in local time. */
  createdTime: Type.String(),
  /** When the version took effect; the list is sorted by it, newest first. */
  effectiveTime: Type.Union([Type.String(), Type.Null()]),
  docOwnerName: Type.String(),
  dmsUrl: Type.String(),
});
export type DocRow = Static<typeof DocRow>;

/**
 * POST /runtime/homePage/v1/queryDocList. `title` (a plain LIKE on the title) and/or querys on
 * the allow-listed properties below; pageBean defaults to page 1, size 10. Sorting is fixed:
 * effective time descending (then code), as the spec asks.
 */
export const DocQueryBody = Type.Object({
  pageBean: Type.Optional(PageBean),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  querys: Type.Optional(Type.Array(QueryFilter, { maxItems: 20 })),
  sorters: Type.Optional(Type.Array(Sorter, { maxItems: 0 })),
});
export type DocQueryBody = Static<typeof DocQueryBody>;
export const DOC_FILTERS = ['title', 'docCode', 'docCatalogueLabel', 'docStatusLabel', 'docOwnerName'] as const;
export const DOC_PAGE_SIZE = 10;

/**
 * POST /runtime/bpmIndexTaggedEventLog/v1/addEventLog: the search and usage log. `type` names
 * what happened (user, document, flow searches; aiSummary, cardLink, usage ...); the other fields
 * are optional details. The whole body is limited to 8 KB, `detail` to 4 KB of JSON.
 */
export const EventLogBody = Type.Object(
  {
    type: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,39}$' }),
    searchText: Type.Optional(Type.String({ maxLength: 200 })),
    instId: OptionalKey(),
    taskId: OptionalKey(),
    procDefKey: OptionalKey(128),
    detail: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type EventLogBody = Static<typeof EventLogBody>;
export const EVENT_LOG_DETAIL_MAX_BYTES = 4096;
export const EventLogSaved = Type.Object({ id: Type.String() });

/** Document search and the search / usage event log. */
export const SEARCH_CALLS = {
  /** The body may be missing: every field has its default. */
  docList: call({ method: 'POST', path: '/runtime/homePage/v1/queryDocList', body: DocQueryBody, answer: PageResult(DocRow) }),
  addEventLog: call({ method: 'POST', path: '/runtime/bpmIndexTaggedEventLog/v1/addEventLog', body: EventLogBody, answer: EventLogSaved }),
};
