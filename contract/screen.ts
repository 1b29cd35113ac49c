import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { KeyQuery } from './common.js';

/**
 * The large screen (spec 02 §2 "Large-screen preview", §3 "Large-screen layout", §7 "Dashboards and large screen").
 * A layout answers its canvas config, its elements' keys and `designHtml`: Base64 of the UTF-8 JSON of a
 * `ScreenDesign` (the whole drawing: canvas config and every element with its options). Texts in the design are
 * already in the caller's language.
 */

/** Spec 02 §9: canvas default 1920x1080. */
export const SCREEN_DEFAULT_WIDTH = 1920;
export const SCREEN_DEFAULT_HEIGHT = 1080;
/** Spec 02 §5: a dashboard result of more than 999 rows is not drawn. */
export const SCREEN_MAX_ROWS = 999;

export const ScreenBackgroundType = Type.Union([Type.Literal('color'), Type.Literal('image'), Type.Literal('file')]);
export type ScreenBackgroundType = Static<typeof ScreenBackgroundType>;

/** Built-in background images (drawn by the portal, no file). */
export const SCREEN_BUILTIN_BACKGROUNDS = ['grid', 'nebula', 'circuit'] as const;

export const ScreenConfig = Type.Object({
  width: Type.Integer({ minimum: 100, maximum: 10000 }),
  height: Type.Integer({ minimum: 100, maximum: 10000 }),
  backgroundType: ScreenBackgroundType,
  backgroundColor: Type.Optional(Type.String({ maxLength: 64 })),
  /** one of SCREEN_BUILTIN_BACKGROUNDS */
  backgroundImage: Type.Optional(Type.String({ maxLength: 64 })),
  /** an uploaded file, shown through the file service's preview call */
  backgroundFile: Type.Optional(Type.Union([Type.Object({ id: Type.String({ maxLength: 64 }) }), Type.Null()])),
});
export type ScreenConfig = Static<typeof ScreenConfig>;

/** Element families; `alias` names the kind inside the family. */
export const ScreenElementType = Type.Union([
  Type.Literal('text'),
  Type.Literal('time'),
  Type.Literal('decoration'),
  Type.Literal('borderBox'),
  Type.Literal('chart'),
]);
export type ScreenElementType = Static<typeof ScreenElementType>;

/** The chart kinds of spec 02 §2 "Dashboard widgets". */
export const SCREEN_CHART_KINDS = [
  'line',
  'bar',
  'pie',
  'radar',
  'gauge',
  'ring',
  'capsule',
  'conicalColumn',
  'scrollRankingBoard',
  'waterLevelPond',
  'percentPond',
  'digitalFlop',
  'scrollBoard',
] as const;
export type ScreenChartKind = (typeof SCREEN_CHART_KINDS)[number];
export const SCREEN_DECORATIONS = 12;
export const SCREEN_BORDER_BOXES = 13;

/** Tabular data of a widget: the first column names a row, the others are its values (one series each). */
/** Whose workflow figures a screen shows: the company's (to those with the right) or the caller's own. */
export const ScreenFigures = Type.Union([Type.Literal('company'), Type.Literal('own')]);
export type ScreenFigures = Static<typeof ScreenFigures>;

export const ScreenData = Type.Object({
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Array(Type.Union([Type.String(), Type.Number()]))),
  /** live workflow figures: whose they are */
  figures: Type.Optional(ScreenFigures),
});
export type ScreenData = Static<typeof ScreenData>;

/** Live figures the server computes from the approvals (the `workflow` data source). */
export const SCREEN_WORKFLOW_METRICS = [
  'totals',
  'todoByFlow',
  'requestsPerDay',
  'doneByApprover',
  'instancesByState',
  'recentTasks',
  'completionRate',
] as const;
export type ScreenWorkflowMetric = (typeof SCREEN_WORKFLOW_METRICS)[number];

/** Spec 02 §3 dashboard item refresh: on, rate and rule (minute or hour). */
export const ScreenRefresh = Type.Object({
  on: Type.Boolean(),
  rate: Type.Integer({ minimum: 1, maximum: 1440 }),
  rule: Type.Union([Type.Literal('minute'), Type.Literal('hour')]),
});
export type ScreenRefresh = Static<typeof ScreenRefresh>;

/** Spec 02 §3 dashboard item: a column (by alias) placed on a 12-column grid; x/y/width/height in grid units. */
export const DASHBOARD_COLS = 12;
export const DashboardItem = Type.Object({
  key: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  type: Type.Literal('column'),
  /** the column definition (sysIndexColumn) the item draws */
  alias: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  x: Type.Integer({ minimum: 0, maximum: DASHBOARD_COLS - 1 }),
  y: Type.Integer({ minimum: 0, maximum: 1000 }),
  width: Type.Integer({ minimum: 1, maximum: DASHBOARD_COLS }),
  height: Type.Integer({ minimum: 1, maximum: 40 }),
  options: Type.Object({
    dataAlias: Type.Optional(Type.String({ maxLength: 64 })),
    refresh: Type.Optional(ScreenRefresh),
    config: Type.Record(Type.String(), Type.Unknown()),
  }),
});
export type DashboardItem = Static<typeof DashboardItem>;

export const ScreenElementOptions = Type.Object({
  /** the workflow metric the element draws (SCREEN_WORKFLOW_METRICS); static `data` when absent */
  dataAlias: Type.Optional(Type.String({ maxLength: 64 })),
  data: Type.Optional(ScreenData),
  refresh: Type.Optional(ScreenRefresh),
  /** the kind's own settings (colours, title, dur, reverse, text, unit...) */
  config: Type.Record(Type.String(), Type.Unknown()),
});
export type ScreenElementOptions = Static<typeof ScreenElementOptions>;

export const ScreenElement = Type.Object({
  key: Type.String({ maxLength: 64 }),
  type: ScreenElementType,
  /** 'text', 'time', 'dv-decoration-1'..'12', 'dv-border-box-1'..'13' or a chart kind */
  alias: Type.String({ maxLength: 64 }),
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number({ minimum: 1 }),
  height: Type.Number({ minimum: 1 }),
  options: ScreenElementOptions,
});
export type ScreenElement = Static<typeof ScreenElement>;

/** What `designHtml` decodes to. */
export const ScreenDesign = Type.Object({
  config: ScreenConfig,
  elements: Type.Array(ScreenElement),
});
export type ScreenDesign = Static<typeof ScreenDesign>;

export const ScreenLayout = Type.Object({
  id: Type.String(),
  alias: Type.String(),
  /** in the caller's language */
  name: Type.String(),
  config: ScreenConfig,
  elements: Type.Array(Type.Object({ key: Type.String() })),
  /** Base64 of the UTF-8 JSON of a ScreenDesign */
  designHtml: Type.String(),
  /** 'dashboard': a grid of columns (items) the user may arrange; absent or 'screen': a large screen */
  kind: Type.Optional(Type.Union([Type.Literal('screen'), Type.Literal('dashboard')])),
  /** a dashboard's items, in the caller's own arrangement when saved (portalUserLayoutConfig) */
  items: Type.Optional(Type.Array(DashboardItem)),
  /** true when `items` carry the caller's saved arrangement rather than the default */
  customized: Type.Optional(Type.Boolean()),
  /** a large screen: whose workflow figures its widgets show to this caller (the screen says so) */
  figures: Type.Optional(ScreenFigures),
});
export type ScreenLayout = Static<typeof ScreenLayout>;

export const ScreenAliasQuery = Type.Object({ alias: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
export const ScreenMetricQuery = KeyQuery('metric');

const LAYOUTS = '/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1';

export const SCREEN_CALLS = {
  /** A large-screen layout by alias, with its design (403 when the layout is for other roles). */
  layoutByAlias: call({ method: 'GET', path: `${LAYOUTS}/getByAlias`, query: ScreenAliasQuery, answer: ScreenLayout }),
  /** One workflow metric for a screen widget: the company's to administrators and roles of data scope `all`, else the caller's own. */
  workflowData: call({ method: 'GET', path: '/portal/largeScreen/v1/workflowData', query: ScreenMetricQuery, answer: ScreenData }),
};
