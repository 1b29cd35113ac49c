import { Type, type Static } from 'typebox';
import { QueryBody } from './common.js';
import { FieldRight, FormFieldDef, NodeLayout, Nullable, Time } from './workflow.js';

/**
 * Flow model calls: definitions (list, deploy, design), the classification tree of types, forms,
 * agents, secretaries, common approval words and often-used flows.
 */

/** Texts an admin writes in every portal language. */
export const I18nText = Type.Object({
  'zh-CN': Type.String({ maxLength: 500 }),
  'en-US': Type.String({ maxLength: 500 }),
  id: Type.String({ maxLength: 500 }),
});
export type I18nText = Static<typeof I18nText>;

// ---------------------------------------------------------------------------------------------
// Definitions
// ---------------------------------------------------------------------------------------------

/** Filter properties of /flow/def/v1/listJson and query (Hotent column names are aliases). */
export const DEF_FILTER_PROPERTIES = [
  'name',
  'NAME_',
  'defKey',
  'DEF_KEY_',
  'typeId',
  'TYPE_ID_',
  'isMain',
  'IS_MAIN_',
  'status',
  'STATUS_',
  'version',
  'VERSION_',
  'createTime',
  'CREATE_TIME_',
] as const;

export const DefRow = Type.Object({
  id: Type.String(),
  defKey: Type.String(),
  /** in the caller's language */
  name: Type.String(),
  description: Nullable(Type.String()),
  version: Type.Integer(),
  /** Y for the version that starts new instances */
  isMain: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  /** deploy | forbidden */
  status: Type.String(),
  typeId: Nullable(Type.String()),
  typeName: Nullable(Type.String()),
  formKey: Nullable(Type.String()),
  createTime: Time,
  createBy: Nullable(Type.String()),
});
export type DefRow = Static<typeof DefRow>;
export const DefPage = Type.Object({ rows: Type.Array(DefRow), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export const DeployBody = Type.Object({
  /** BPMN 2.0 XML; the process id is the definition key */
  bpmnXml: Type.String({ minLength: 1, maxLength: 2_000_000 }),
  name: Type.Optional(I18nText),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  typeId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  formKey: Type.Optional(Type.String({ maxLength: 128 })),
  /** only check it, deploy nothing */
  validateOnly: Type.Optional(Type.Boolean()),
});
export type DeployBody = Static<typeof DeployBody>;

/** Why a definition is refused; `message` is in the caller's language. */
export const DeployReason = Type.Object({
  code: Type.String({
    description: 'scriptTask | scriptCondition | script | unsafeExpression | badExpression | serviceImplementation | ...',
  }),
  elementId: Nullable(Type.String()),
  message: Type.String(),
});
export type DeployReason = Static<typeof DeployReason>;

/** Answer of deploy: a refused definition is a 400 whose value is this object with ok false. */
export const DeployResult = Type.Object({
  ok: Type.Boolean(),
  reasons: Type.Array(DeployReason),
  defId: Nullable(Type.String()),
  defKey: Nullable(Type.String()),
  version: Nullable(Type.Integer()),
});
export type DeployResult = Static<typeof DeployResult>;

export const SetDefStatusBody = Type.Object({
  defId: Type.String({ minLength: 1, maxLength: 64 }),
  status: Type.Optional(Type.Union([Type.Literal('deploy'), Type.Literal('forbidden')])),
  /** make this version the main one */
  isMain: Type.Optional(Type.Boolean()),
});

export const DefDesign = Type.Object({
  defId: Type.String(),
  defKey: Type.String(),
  name: Type.String(),
  version: Type.Integer(),
  isMain: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  status: Type.String(),
  bpmnXml: Type.String(),
  formKey: Nullable(Type.String()),
  nodes: Type.Array(NodeLayout),
});

// ---------------------------------------------------------------------------------------------
// Classification tree
// ---------------------------------------------------------------------------------------------

export interface FlowTypeNode {
  id: string;
  name: string;
  parentId: string | null;
  sort: number;
  children: FlowTypeNode[];
}
export const FlowTypeNode = Type.Cyclic(
  {
    FlowTypeNode: Type.Object({
      id: Type.String(),
      name: Type.String(),
      parentId: Nullable(Type.String()),
      sort: Type.Integer(),
      children: Type.Array(Type.Ref('FlowTypeNode')),
    }),
  },
  'FlowTypeNode',
);
export const SaveTypeBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  parentId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  name: I18nText,
  sort: Type.Optional(Type.Integer()),
});

// ---------------------------------------------------------------------------------------------
// Forms
// ---------------------------------------------------------------------------------------------

/** A field as an admin writes it (labels in every language); answers resolve `label` to the caller's. */
export const FormFieldInput = Type.Object({
  name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
  labelKey: Type.String({ maxLength: 128 }),
  labels: I18nText,
  type: Type.Enum(['text', 'textarea', 'number', 'money', 'date', 'select', 'user', 'file', 'subtable'] as const),
  required: Type.Boolean(),
  options: Type.Optional(
    Type.Array(Type.Object({ value: Type.String({ maxLength: 100 }), labelKey: Type.String({ maxLength: 128 }), labels: I18nText }), {
      maxItems: 200,
    }),
  ),
  columns: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
        labelKey: Type.String({ maxLength: 128 }),
        labels: I18nText,
        type: Type.String({ maxLength: 32 }),
        required: Type.Boolean(),
      }),
      { maxItems: 50 },
    ),
  ),
  freezeCol: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type FormFieldInput = Static<typeof FormFieldInput>;

export const NodeRights = Type.Object({ fields: Type.Record(Type.String(), FieldRight), opinion: FieldRight });

export const FormDefinitionInput = Type.Object({
  formKey: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,127}$' }),
  name: I18nText,
  fields: Type.Array(FormFieldInput, { minItems: 1, maxItems: 200 }),
  /** rights per node id; `start` is the start form, `default` applies to nodes not listed */
  permissions: Type.Record(Type.String(), NodeRights),
  /** the field holding the amount or days the summary and subject mention (optional) */
  summaryFields: Type.Optional(Type.Array(Type.String(), { maxItems: 10 })),
});
export type FormDefinitionInput = Static<typeof FormDefinitionInput>;

export const FormDefinition = Type.Object({
  formKey: Type.String(),
  name: Type.String(),
  fields: Type.Array(FormFieldDef),
  permissions: Type.Record(Type.String(), NodeRights),
});

// ---------------------------------------------------------------------------------------------
// Agents and secretaries
// ---------------------------------------------------------------------------------------------

export const AgentRow = Type.Object({
  id: Type.String(),
  principalId: Type.String(),
  principalName: Type.String(),
  agentId: Type.String(),
  agentName: Type.String(),
  /** empty: every flow */
  defKeys: Type.Array(Type.String()),
  startTime: Time,
  endTime: Time,
  enabled: Type.Boolean(),
  createTime: Time,
});
export type AgentRow = Static<typeof AgentRow>;
export const AgentPage = Type.Object({ rows: Type.Array(AgentRow), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export const AgentSaveBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  /** whose tasks go to the agent; default the caller (only an admin names someone else) */
  principalId: Type.Optional(Type.String({ maxLength: 64 })),
  agentId: Type.String({ minLength: 1, maxLength: 64 }),
  defKeys: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { maxItems: 200 })),
  startTime: Time,
  endTime: Time,
  enabled: Type.Optional(Type.Boolean()),
});
export type AgentSaveBody = Static<typeof AgentSaveBody>;

export const SecretaryRow = Type.Object({
  id: Type.String(),
  leaderId: Type.String(),
  leaderName: Type.String(),
  secretaryId: Type.String(),
  secretaryName: Type.String(),
  defKeys: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  createTime: Time,
});
export const SecretaryPage = Type.Object({
  rows: Type.Array(SecretaryRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export const SecretarySaveBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  /** default the caller; only an admin names another leader */
  leaderId: Type.Optional(Type.String({ maxLength: 64 })),
  secretaryId: Type.String({ minLength: 1, maxLength: 64 }),
  defKeys: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { maxItems: 200 })),
  enabled: Type.Optional(Type.Boolean()),
});

// ---------------------------------------------------------------------------------------------
// Common approval words and often-used flows
// ---------------------------------------------------------------------------------------------

export const ApprovalItemRow = Type.Object({
  id: Type.String(),
  expression: Type.String(),
  /** true: the caller's own; false: shared by an admin with everyone */
  isPersonal: Type.Boolean(),
  sort: Type.Integer(),
  createTime: Time,
});
export const ApprovalItemPage = Type.Object({
  rows: Type.Array(ApprovalItemRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export const ApprovalItemSaveBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  expression: Type.String({ minLength: 1, maxLength: 500 }),
  sort: Type.Optional(Type.Integer()),
  /** false (shared) only for admins; default true */
  isPersonal: Type.Optional(Type.Boolean()),
});

export const OftenFlowRow = Type.Object({
  defKey: Type.String(),
  defId: Type.String(),
  name: Type.String(),
  typeId: Nullable(Type.String()),
  typeName: Nullable(Type.String()),
  sort: Type.Integer(),
});
export const SaveOftenFlowBody = Type.Object({ defKeys: Type.Array(Type.String({ maxLength: 128 }), { maxItems: 100 }) });

/** getHasAuthFlowList: definitions the caller may start, with isOften marking the often-used ones. */
export const AuthFlowRow = Type.Object({ ...DefRow.properties, isOften: Type.Boolean() });
export const AuthFlowPage = Type.Object({
  rows: Type.Array(AuthFlowRow),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export { QueryBody };
