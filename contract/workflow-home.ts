import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { PageBean, QueryFilter } from './common.js';
import { InstanceRow, Nullable, TaskRow } from './workflow.js';

/** Home page calls (POST /runtime/homePage/v1/...) and the flow search. */

/** Body of the home counters: optional paging for the few rows shown beside the count. */
export const HomeCountBody = Type.Object({ pageBean: Type.Optional(PageBean) });

export const HomeTaskCount = Type.Object({ total: Type.Integer(), rows: Type.Array(TaskRow) });
export const HomeInstanceCount = Type.Object({ total: Type.Integer(), rows: Type.Array(InstanceRow) });

/** getNoticeTodoRead: notices (circulated items and service-node notices) with isRead 0 = unread. */
export const NoticeRow = Type.Object({
  id: Type.String(),
  procInstId: Type.String(),
  subject: Type.String(),
  procDefName: Type.String(),
  /** circulate | notice */
  kind: Type.String(),
  fromUserName: Nullable(Type.String()),
  nodeName: Nullable(Type.String()),
  opinion: Nullable(Type.String()),
  isRead: Type.Integer(),
  createTime: Type.String(),
});
export type NoticeRow = Static<typeof NoticeRow>;
export const NoticeCount = Type.Object({ total: Type.Integer(), unread: Type.Integer(), rows: Type.Array(NoticeRow) });

/** getSankey: the caller's instances flowing from category to definition to their state. */
export const Sankey = Type.Object({
  nodes: Type.Array(Type.Object({ name: Type.String() })),
  links: Type.Array(Type.Object({ source: Type.String(), target: Type.String(), value: Type.Integer() })),
});

/** Flow search columns (spec 02 §5); each is a LIKE, all OR'ed. */
export const FLOW_SEARCH_PROPERTIES = ['SUBJECT_', 'ID_', 'PROC_DEF_NAME_', 'PROP1_', 'aiSummaryResult'] as const;

export const RelatedProcessBody = Type.Object({
  pageBean: Type.Optional(PageBean),
  querys: Type.Optional(Type.Array(QueryFilter, { maxItems: 20 })),
});
export type RelatedProcessBody = Static<typeof RelatedProcessBody>;

/** Flow instance row of spec 02 §3. */
export const FlowSearchRow = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  procDefName: Type.String(),
  prop1: Nullable(Type.String()),
  createTime: Type.String(),
  creator: Type.String(),
  aiSummaryResult: Nullable(Type.String()),
});
export type FlowSearchRow = Static<typeof FlowSearchRow>;
export const FlowSearchResult = Type.Object({ rows: Type.Array(FlowSearchRow), total: Type.Integer() });

const HOME = '/runtime/homePage/v1';

/** The home page's calls; each body may be missing (all defaults). */
export const HOME_CALLS = {
  todo: call({ method: 'POST', path: `${HOME}/getMyTodoTask`, body: HomeCountBody, answer: HomeTaskCount }),
  done: call({ method: 'POST', path: `${HOME}/getMyDoneTask`, body: HomeCountBody, answer: HomeTaskCount }),
  request: call({ method: 'POST', path: `${HOME}/getMyRequest`, body: HomeCountBody, answer: HomeInstanceCount }),
  /** Open tasks past their due time. */
  delay: call({ method: 'POST', path: `${HOME}/getMyDelayTask`, body: HomeCountBody, answer: HomeTaskCount }),
  notice: call({ method: 'POST', path: `${HOME}/getNoticeTodoRead`, body: HomeCountBody, answer: NoticeCount }),
  sankey: call({ method: 'POST', path: `${HOME}/getSankey`, body: Type.Object({}), answer: Sankey }),
  /** The flow search (spec 02 §5). */
  relatedProcess: call({ method: 'POST', path: `${HOME}/homePageRelatedProcess`, body: RelatedProcessBody, answer: FlowSearchResult }),
};
