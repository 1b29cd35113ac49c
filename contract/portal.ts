import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { IdQuery, KeyQuery, OptionalKey, PageResult, QueryBody } from './common.js';

/**
 * Portal shell calls (spec 01 §7 "Menu and module", misc portal calls, the download notice).
 * The menu tree is described in docs/menu.md; this is its schema.
 */

export const MenuRouteData = Type.Object({
  keepAlive: Type.Optional(Type.Boolean()),
  activeMenu: Type.Optional(Type.String()),
  newTag: Type.Optional(Type.Boolean()),
  badge: Type.Optional(Type.Union([Type.Number(), Type.String()])),
  openType: Type.Optional(Type.Union([Type.Literal('current'), Type.Literal('tab'), Type.Literal('external')])),
  url: Type.Optional(Type.String()),
  hidden: Type.Optional(Type.Boolean()),
  affix: Type.Optional(Type.Boolean()),
});
export type MenuRouteData = Static<typeof MenuRouteData>;

export const MenuItem = Type.Cyclic(
  {
    MenuItem: Type.Object({
      id: Type.String(),
      parentId: Type.Union([Type.String(), Type.Null()]),
      alias: Type.String(),
      /** In the caller's language (P-LangId, else Accept-Language). */
      name: Type.String(),
      /** '/matter/myTask', possibly with a query string, or a dotted id path for embedded pages. */
      path: Type.String(),
      /** Page registry key 'feature/Page'; absent for directories and embedded pages. */
      component: Type.Optional(Type.String()),
      icon: Type.Optional(Type.String()),
      sort: Type.Integer(),
      routeData: Type.Optional(MenuRouteData),
      children: Type.Optional(Type.Array(Type.Ref('MenuItem'))),
    }),
  },
  'MenuItem',
);
export type MenuItem = Static<typeof MenuItem>;

export const MenuQuery = Type.Object({ menuAlias: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', default: 'front_menu' }) });

/** A system module (GET /sys/sysModule/v1/getJson?id), previewed at /sysModulePreview/{id}/{appName}. */
export const SysModuleItemType = Type.Union([
  Type.Literal('workspace'),
  Type.Literal('datalist'),
  Type.Literal('viewlist'),
  Type.Literal('chart'),
  Type.Literal('other'),
]);
export const SysModuleItem = Type.Object({
  type: SysModuleItemType,
  name: Type.String(),
  /** Template key (datalist, viewlist), chart alias (chart) or a stable code. */
  code: Type.String(),
  /** For workspace and other items: the page to embed (the portal appends the tokens). */
  url: Type.Union([Type.String(), Type.Null()]),
  /** Groups the items of the left menu. */
  columnName: Type.Union([Type.String(), Type.Null()]),
});
export type SysModuleItem = Static<typeof SysModuleItem>;
export const SysModule = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(SysModuleItem),
});
export type SysModule = Static<typeof SysModule>;
export { IdQuery };

/** An application tile of the home page. */
export const SysApp = Type.Object({
  id: Type.String(),
  menuId: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  icon: Type.Union([Type.String(), Type.Null()]),
  url: Type.String(),
  /** current: an app path of the portal; tab: a new browser tab; external: another site. */
  openType: Type.Union([Type.Literal('current'), Type.Literal('tab'), Type.Literal('external')]),
  description: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
});
export type SysApp = Static<typeof SysApp>;
/** queryByFilter: the common paging body, `params.menuId` picks the menu the apps belong to. */
export const SysAppQueryBody = QueryBody;
/** Filterable columns of queryByFilter and authList. */
export const SYS_APP_FILTERS = ['name', 'menuId', 'openType'] as const;

/** Home layout (GET /portal/main/v1/vueFrontHome); items follow the dashboard item shape of spec 02 §3. */
export const LayoutItem = Type.Object({
  type: Type.String(),
  alias: Type.String(),
  x: Type.Integer(),
  y: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  options: Type.Record(Type.String(), Type.Unknown()),
});
export type LayoutItem = Static<typeof LayoutItem>;
export const HomeLayout = Type.Object({
  id: Type.String(),
  alias: Type.String(),
  name: Type.String(),
  items: Type.Array(LayoutItem),
});
export type HomeLayout = Static<typeof HomeLayout>;

export const ShortUrlQuery = KeyQuery('shortUrl');

/** Signature tags (POST /portal/sysTag/v1/query and save). */
export const SysTag = Type.Object({
  id: Type.String(),
  typeKey: Type.String(),
  name: Type.String(),
  color: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
  createBy: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
});
export type SysTag = Static<typeof SysTag>;
export const SysTagSave = Type.Object(
  {
    /** Absent for a new tag; an existing tag can be changed by its creator or an administrator. */
    id: OptionalKey(),
    typeKey: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,40}$', default: 'signature' }),
    name: Type.String({ minLength: 1, maxLength: 60 }),
    color: Type.Optional(Type.Union([Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' }), Type.Null()])),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  },
  { additionalProperties: false },
);
export type SysTagSave = Static<typeof SysTagSave>;
export const SYS_TAG_FILTERS = ['name', 'typeKey', 'createBy'] as const;

/** News and notices of the home page. */
export const NewsItem = Type.Object({
  id: Type.String(),
  classifyId: Type.String(),
  classifyName: Type.String(),
  title: Type.String(),
  summary: Type.Union([Type.String(), Type.Null()]),
  author: Type.Union([Type.String(), Type.Null()]),
  publishTime: Type.String(),
  isTop: Type.Boolean(),
});
export type NewsItem = Static<typeof NewsItem>;
/** The content is HTML sanitized on write (a small safe subset). */
export const NewsDetail = Type.Intersect([NewsItem, Type.Object({ content: Type.String() })]);
export type NewsDetail = Static<typeof NewsDetail>;
export const NewsQuery = Type.Object({
  classifyId: OptionalKey(),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

/** The error toast's feedback form (spec 01 §8). */
export const FeedbackSave = Type.Object(
  {
    message: Type.String({ maxLength: 2000 }),
    link: Type.String({ maxLength: 2000 }),
    /** File id of the uploaded screenshot (POST /system/file/v1/upload), when taken. */
    screenshot: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    text: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type FeedbackSave = Static<typeof FeedbackSave>;

/**
 * Async events of the download notice. status: pending (waits for a run), running, success
 * (resultFileId set, download with downLoadResult?eventId), failed (error set).
 */
export const AsyncEventStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('running'),
  Type.Literal('success'),
  Type.Literal('failed'),
]);
export type AsyncEventStatus = Static<typeof AsyncEventStatus>;
/** What a user may queue with add: the caller's inner messages, or the users of the caller's main department. */
export const AsyncExportKind = Type.Union([Type.Literal('messages.csv'), Type.Literal('department-users.csv')]);
export type AsyncExportKind = Static<typeof AsyncExportKind>;
/** What an event produces: an export, or a batch print's merged PDF (queued by batchPrint, contract/print.ts). */
export const AsyncEventKind = Type.Union([Type.Literal('messages.csv'), Type.Literal('department-users.csv'), Type.Literal('print.pdf')]);
export type AsyncEventKind = Static<typeof AsyncEventKind>;
export const AsyncEvent = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: AsyncEventKind,
  status: AsyncEventStatus,
  resultFileId: Type.Union([Type.String(), Type.Null()]),
  resultFileName: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  createTime: Type.String(),
  finishTime: Type.Union([Type.String(), Type.Null()]),
  /** percent done while running, for events that report it (batch print); null otherwise */
  progress: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()])),
  /** remarks on a finished run that did not make it fail (batch print: instances left out, and why) */
  notes: Type.Optional(Type.Array(Type.String())),
});
export type AsyncEvent = Static<typeof AsyncEvent>;
export const ASYNC_EVENT_FILTERS = ['name', 'kind', 'status', 'createTime'] as const;
/** POST /portal/sysAsyncEvent/v1/add: queues an export for the caller; run it with manualExecuteEvent. */
export const AsyncEventAdd = Type.Object({ kind: AsyncExportKind }, { additionalProperties: false });
export const EventIdQuery = KeyQuery('eventId');
export const IdParams = IdQuery;

const Created = Type.Object({ id: Type.String() });
const Count = Type.Object({ count: Type.Integer() });
const EVENTS = '/portal/sysAsyncEvent/v1';

/** The portal shell's calls: menus and modules, home apps and layout, content, feedback, the download notice. */
export const PORTAL_CALLS = {
  /** The caller's menu tree (docs/menu.md), names in the caller's language. */
  menu: call({ method: 'GET', path: '/sys/sysMenu/v1/getCurrentUserMenu', query: MenuQuery, answer: Type.Array(MenuItem) }),
  module: call({ method: 'GET', path: '/sys/sysModule/v1/getJson', query: IdQuery, answer: SysModule }),
  /** spec 01 §9: the home app list asks for page 1, size 50 */
  appsByFilter: call({ method: 'POST', path: '/portal/sysApp/v1/queryByFilter', body: SysAppQueryBody, answer: PageResult(SysApp) }),
  appAuthList: call({ method: 'POST', path: '/portal/sysApp/v1/authList', body: QueryBody, answer: Type.Array(SysApp) }),
  homeLayout: call({ method: 'GET', path: '/portal/main/v1/vueFrontHome', answer: HomeLayout }),
  longUrl: call({ method: 'GET', path: '/portal/shorturlManage/v1/getLongUrlByShortUrl', query: ShortUrlQuery, answer: Type.String() }),
  tagQuery: call({ method: 'POST', path: '/portal/sysTag/v1/query', body: QueryBody, answer: PageResult(SysTag) }),
  tagSave: call({ method: 'POST', path: '/portal/sysTag/v1/save', body: SysTagSave, answer: Created }),
  news: call({ method: 'GET', path: '/portalNewsNotice/v1/getNews', query: NewsQuery, answer: Type.Array(NewsItem) }),
  newsById: call({ method: 'GET', path: '/portalNewsNotice/v1/getNewsById', query: IdQuery, answer: NewsDetail }),
  feedbackSave: call({ method: 'POST', path: '/portal/feedback/v1/save', body: FeedbackSave, answer: Created }),
  eventPage: call({ method: 'POST', path: `${EVENTS}/queryPageList`, body: QueryBody, answer: PageResult(AsyncEvent) }),
  eventAdd: call({ method: 'POST', path: `${EVENTS}/add`, body: AsyncEventAdd, answer: AsyncEvent }),
  eventRun: call({ method: 'GET', path: `${EVENTS}/manualExecuteEvent`, query: IdQuery, answer: AsyncEvent }),
  /** The result file (raw bytes); its name comes in Content-Disposition. */
  eventDownload: call({ method: 'GET', path: `${EVENTS}/downLoadResult`, query: EventIdQuery }),
  eventRemoveAll: call({ method: 'DELETE', path: `${EVENTS}/deleteAllByUser`, answer: Count }),
  eventRemove: call({ method: 'DELETE', path: `${EVENTS}/:id`, params: IdParams, answer: Count }),
};
