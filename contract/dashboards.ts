import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { KeyQuery } from './common.js';
import { DASHBOARD_COLS, ScreenAliasQuery, ScreenLayout, ScreenRefresh } from './screen.js';

/**
 * Dashboards (spec 02 §3 "Dashboard item", "Column definition", §7 "Dashboards and large screen", §9): a dashboard
 * is a layout of kind 'dashboard' (served by the large screen's getByAlias), whose items draw columns. A column
 * says where its rows come from (dataFrom, with `${portal}`-style placeholders for the service bases) and how to
 * draw them (chart config: xField, yField with alias, desc and dbType). The server runs dataFrom for the caller,
 * on allow-listed portal calls only.
 */

/** Spec 02 §5/§9: a result of more than 999 rows is not drawn. */
export const DASHBOARD_MAX_ROWS = 999;
/** Spec 02 §9: chart zoom only above 20 rows. */
export const DASHBOARD_ZOOM_ROWS = 20;

export const DashboardField = Type.Object({
  /** the row key */
  alias: Type.String({ maxLength: 64 }),
  /** the label, in the caller's language */
  desc: Type.String({ maxLength: 200 }),
  dbType: Type.Union([Type.Literal('varchar'), Type.Literal('number'), Type.Literal('date')]),
});
export type DashboardField = Static<typeof DashboardField>;

export const DashboardChartType = Type.Union([
  Type.Literal('number'),
  Type.Literal('line'),
  Type.Literal('bar'),
  Type.Literal('pie'),
  Type.Literal('table'),
]);
export type DashboardChartType = Static<typeof DashboardChartType>;

/**
 * Where a click on a drawn value leads: a portal route and its query (the list the value counts); `params` names
 * which field of the clicked row becomes which query parameter (the list's filter), e.g. `{ procDefKey: 'flowKey' }`.
 */
export const DashboardLink = Type.Object({
  path: Type.String({ pattern: '^/[A-Za-z0-9/_-]*$', maxLength: 200 }),
  query: Type.Optional(Type.Record(Type.String(), Type.String())),
  params: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }), Type.String({ maxLength: 64 }))),
});
export type DashboardLink = Static<typeof DashboardLink>;

export const DashboardChartConfig = Type.Object({
  type: DashboardChartType,
  xField: Type.Optional(DashboardField),
  yField: Type.Array(DashboardField, { maxItems: 10 }),
  link: Type.Optional(DashboardLink),
});
export type DashboardChartConfig = Static<typeof DashboardChartConfig>;

export const DashboardColumn = Type.Object({
  id: Type.String(),
  alias: Type.String(),
  /** in the caller's language */
  name: Type.String(),
  /** e.g. `${portal}/portal/dashboards/v1/metric?name=todoCount` */
  dataFrom: Type.String(),
  requestType: Type.Union([Type.Literal('GET'), Type.Literal('POST')]),
  dataParam: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  /** where the rows sit in the answer's value (dotted path); the value itself, or its `rows`, when absent */
  listKey: Type.Optional(Type.String()),
  config: DashboardChartConfig,
  refresh: Type.Optional(ScreenRefresh),
});
export type DashboardColumn = Static<typeof DashboardColumn>;

export const DashboardColumnData = Type.Object({
  alias: Type.String(),
  /** empty when `overLimit` */
  rows: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  total: Type.Integer(),
  /** more than DASHBOARD_MAX_ROWS rows: not drawn */
  overLimit: Type.Boolean(),
  /** when the server read the rows (ISO) */
  updateTime: Type.String(),
});
export type DashboardColumnData = Static<typeof DashboardColumnData>;

/** The caller's own arrangement of a dashboard: every item of the layout once, by key. */
export const UserLayoutPlacement = Type.Object({
  key: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  x: Type.Integer({ minimum: 0, maximum: DASHBOARD_COLS - 1 }),
  y: Type.Integer({ minimum: 0, maximum: 1000 }),
  width: Type.Integer({ minimum: 1, maximum: DASHBOARD_COLS }),
  height: Type.Integer({ minimum: 1, maximum: 40 }),
});
export type UserLayoutPlacement = Static<typeof UserLayoutPlacement>;

export const UserLayoutSaveBody = Type.Object({
  alias: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  items: Type.Array(UserLayoutPlacement, { minItems: 1, maxItems: 50 }),
});
export type UserLayoutSaveBody = Static<typeof UserLayoutSaveBody>;

/** Live workflow figures the demo columns read (rows with stable keys). */
export const DASHBOARD_METRICS = [
  'todoCount',
  'runningCount',
  'instancesByState',
  'startedPerDay',
  'todoByFlow',
  'doneByApprover',
  'startedHistory',
] as const;
export type DashboardMetric = (typeof DASHBOARD_METRICS)[number];

const COLUMNS = '/portal/sysIndexColumn/sysIndexColumn/v1';
const USER_LAYOUT = '/portal/portalUserLayoutConfig/v1';

export const DASHBOARD_CALLS = {
  /** A column definition by alias, texts in the caller's language. */
  columnByAlias: call({ method: 'GET', path: `${COLUMNS}/getByAlias`, query: ScreenAliasQuery, answer: DashboardColumn }),
  /** A column's rows: the server runs its dataFrom as the caller (allow-listed calls only). */
  columnData: call({ method: 'POST', path: `${COLUMNS}/getDatasByAlias`, query: ScreenAliasQuery, answer: DashboardColumnData }),
  /** Saves the caller's arrangement of a dashboard; answers the layout as getByAlias now does. */
  saveUserLayout: call({ method: 'POST', path: `${USER_LAYOUT}/save`, body: UserLayoutSaveBody, answer: ScreenLayout }),
  /** Drops the caller's arrangement (back to the default); answers the default layout. */
  resetUserLayout: call({ method: 'DELETE', path: `${USER_LAYOUT}/remove`, query: ScreenAliasQuery, answer: ScreenLayout }),
  /** One live workflow figure as rows: the company's for administrators, the caller's own otherwise. */
  metric: call({
    method: 'GET',
    path: '/portal/dashboards/v1/metric',
    query: KeyQuery('name'),
    answer: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  }),
};
