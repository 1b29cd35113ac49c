import { Type, type Static, type TSchema } from 'typebox';
import { call } from './call.js';
import { IdQuery, Key, KeyQuery, OptionalKey, PageFields, QueryFilter } from './common.js';
import { ColumnRights, FieldRight, FormFieldDef, FormIdQuery, FormView } from './workflow.js';

export const NodeRightsView = Type.Object({
  fields: Type.Record(Type.String(), FieldRight),
  opinion: FieldRight,
  columns: Type.Optional(ColumnRights),
});
export type NodeRightsView = Static<typeof NodeRightsView>;

/** spec 02 §3 "Form preview": bpmForm, data, permission; plus the nodes whose rights may be shown. */
export const FormPreview = Type.Object({
  ...FormView.properties,
  /** 'design' (a form key) or 'template' (formKey_nodeId: opened at one node's rights) */
  previewType: Type.Union([Type.Literal('design'), Type.Literal('template')]),
  /** the node whose rights `permission` holds */
  nodeId: Type.String(),
  /** the start form first, then the user tasks of the flows using this form */
  nodes: Type.Array(Type.Object({ nodeId: Type.String(), name: Type.String(), flowName: Type.String(), permission: NodeRightsView })),
});
export type FormPreview = Static<typeof FormPreview>;

export const DataTemplate = Type.Object({
  templateKey: Type.String(),
  name: Type.String(),
  description: Type.String(),
  fields: Type.Array(FormFieldDef),
  /** field names shown as list columns */
  listColumns: Type.Array(Type.String()),
});
export type DataTemplate = Static<typeof DataTemplate>;

export const TemplateRow = Type.Object({
  id: Type.String(),
  templateKey: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  isDraft: Type.Boolean(),
  createdBy: Type.String(),
  createdByName: Type.String(),
  createdAt: Type.String(),
  updatedByName: Type.String(),
  updatedAt: Type.String(),
  version: Type.Integer(),
});
export type TemplateRow = Static<typeof TemplateRow>;

export const TemplateRowDetail = Type.Object({ row: TemplateRow, canEdit: Type.Boolean() });
export type TemplateRowDetail = Static<typeof TemplateRowDetail>;

export const SaveRowBody = Type.Object({
  templateKey: Key(),
  /** absent: a new row */
  id: Type.Optional(Key()),
  /** the version read, so a change made meanwhile by someone else is refused */
  version: Type.Optional(Type.Integer({ minimum: 0 })),
  data: Type.Record(Type.String(), Type.Unknown()),
  /** true: kept as the caller's draft (required fields not checked) */
  draft: Type.Boolean(),
});
export type SaveRowBody = Static<typeof SaveRowBody>;

export const DraftsBody = KeyQuery('templateKey');

const Options = Type.Array(Type.Object({ value: Type.String(), label: Type.String() }));

export const CustomQueryColumn = Type.Object({
  name: Type.String(),
  label: Type.String(),
  /** text | number | date | month | select */
  type: Type.String(),
  /** the labels of a select column's values */
  options: Type.Optional(Options),
});
export const CustomQueryCondition = Type.Object({
  property: Type.String(),
  label: Type.String(),
  type: Type.String(),
  /** the operation the portal sends for this condition */
  operation: Type.String(),
  options: Type.Optional(Options),
});

/** A predefined query (never SQL from a request). */
export const CustomQueryDef = Type.Object({
  alias: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** 'all': the whole company's data; 'own': only the caller's */
  scope: Type.Union([Type.Literal('all'), Type.Literal('own')]),
  columns: Type.Array(CustomQueryColumn),
  conditions: Type.Array(CustomQueryCondition),
  /** how a chart draws the rows: x categories, the summed y column, one series per value of `series` */
  chart: Type.Optional(Type.Object({ x: Type.String(), y: Type.String(), series: Type.Optional(Type.String()) })),
});
export type CustomQueryDef = Static<typeof CustomQueryDef>;

export const CustomQueryBody = Type.Object({
  alias: OptionalKey(),
  querys: Type.Optional(Type.Array(QueryFilter, { maxItems: 50 })),
});
export type CustomQueryBody = Static<typeof CustomQueryBody>;

/** Page 1 only (spec): every row up to `limit`; `truncated` when there were more. */
export const CustomQueryResult = Type.Object({ ...PageFields(Type.Record(Type.String(), Type.Unknown())), truncated: Type.Boolean() });
export type CustomQueryResult = Static<typeof CustomQueryResult>;

/** The alias may come in the query or the body; doQuery's page is fixed at 1 (spec). */
const AliasQuery = Type.Object({ alias: OptionalKey(), page: Type.Optional(Type.Integer()) });
/** A call on one custom query: its alias (query or body) and the conditions. */
const customQuery = <const P extends string, A extends TSchema>(path: P, answer: A) =>
  call({ method: 'POST', path, query: AliasQuery, body: CustomQueryBody, answer });

/** The form-service calls of the portal (spec 02 §7 "Form service"); paths are ours where the spec shows none. */
export const FORM_CALLS = {
  /** ours: the spec gives no path for the form preview retrieval */
  formPreview: call({ method: 'GET', path: '/form/form/v1/getPreviewById', query: FormIdQuery, answer: FormPreview }),
  templateGet: call({ method: 'GET', path: '/form/dataTemplate/v1/getByKey', query: KeyQuery('templateKey'), answer: DataTemplate }),
  rowGet: call({
    method: 'GET',
    path: '/form/dataTemplate/v1/getRow',
    query: Type.Object({ templateKey: Key(), id: Key() }),
    answer: TemplateRowDetail,
  }),
  rowSave: call({ method: 'POST', path: '/form/dataTemplate/v1/saveRow', body: SaveRowBody, answer: TemplateRow }),
  /** answers 1 */
  rowRemove: call({ method: 'DELETE', path: '/form/dataTemplate/v1/removeRow', query: IdQuery, answer: Type.Integer() }),
  /** the caller's drafts of that template */
  drafts: call({ method: 'POST', path: '/form/dataTemplate/v1/myDrafts', body: DraftsBody, answer: Type.Array(TemplateRow) }),
  queryGetByAlias: customQuery('/form/customQuery/v1/getByAlias', CustomQueryDef),
  queryDo: customQuery('/form/customQuery/v1/doQuery', CustomQueryResult),
};

/** The paths alone, for tests and helpers that build requests by hand. */
export const FORM_PATHS = Object.fromEntries(Object.entries(FORM_CALLS).map(([k, c]) => [k, c.path])) as {
  [K in keyof typeof FORM_CALLS]: (typeof FORM_CALLS)[K]['path'];
};
