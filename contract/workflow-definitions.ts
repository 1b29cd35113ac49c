import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, KeyQuery, OptionalKey, PageResult, QueryBody } from './common.js';
import { NodeLayout, Nullable, Time } from './workflow.js';

/** Flow definitions (spec 02 §7 "Flow model"): the list, the design, deployment and status of versions. */

/** Texts an admin writes in every portal language. */
export const I18nText = Type.Object({
  'zh-CN': Type.String({ maxLength: 500 }),
  'en-US': Type.String({ maxLength: 500 }),
  id: Type.String({ maxLength: 500 }),
});
export type I18nText = Static<typeof I18nText>;

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

/** A version of a definition: its number, whether it is the main one, its status. */
const VersionFields = {
  version: Type.Integer(),
  /** Y for the version that starts new instances */
  isMain: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  /** deploy | forbidden */
  status: Type.String(),
};
/** The flow type (category) of a definition, named in the caller's language. */
export const FlowTypeFields = { typeId: Nullable(Type.String()), typeName: Nullable(Type.String()) };

export const DefRow = Type.Object({
  id: Type.String(),
  defKey: Type.String(),
  /** in the caller's language */
  name: Type.String(),
  description: Nullable(Type.String()),
  ...VersionFields,
  ...FlowTypeFields,
  formKey: Nullable(Type.String()),
  /** the form's own name in the caller's language (never another flow's name: issue 29.8) */
  formName: Type.Optional(Nullable(Type.String())),
  createTime: Time,
  createBy: Nullable(Type.String()),
});
export type DefRow = Static<typeof DefRow>;
export const DefPage = PageResult(DefRow);
export type DefPage = Static<typeof DefPage>;

export const DeployBody = Type.Object({
  /** BPMN 2.0 XML; the process id is the definition key */
  bpmnXml: Type.String({ minLength: 1, maxLength: 2_000_000 }),
  name: Type.Optional(I18nText),
  /** plain text (counts as zh-CN), or per language (issue 29.8): a language left empty keeps the file's <documentation> */
  description: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 2000 }),
      Type.Object({
        'zh-CN': Type.Optional(Type.String({ maxLength: 2000 })),
        'en-US': Type.Optional(Type.String({ maxLength: 2000 })),
        id: Type.Optional(Type.String({ maxLength: 2000 })),
      }),
    ]),
  ),
  typeId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  formKey: OptionalKey(128),
  /** only check it, deploy nothing */
  validateOnly: Type.Optional(Type.Boolean()),
  /** approver rule for user tasks drawn without `wf:assignee`: initiator | initiatorLeader | role:<code> | user:<account> … */
  defaultAssignee: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
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
  /** user tasks drawn without an approver rule: they go to `defaultAssignee` (refused without one) */
  unassigned: Type.Optional(Type.Array(Type.Object({ id: Type.String(), name: Type.String() }))),
});
export type DeployResult = Static<typeof DeployResult>;

export const SetDefStatusBody = Type.Object({
  defId: Key(),
  status: Type.Optional(Type.Union([Type.Literal('deploy'), Type.Literal('forbidden')])),
  /** make this version the main one */
  isMain: Type.Optional(Type.Boolean()),
});
export type SetDefStatusBody = Static<typeof SetDefStatusBody>;

export const DefDesign = Type.Object({
  defId: Type.String(),
  defKey: Type.String(),
  name: Type.String(),
  ...VersionFields,
  bpmnXml: Type.String(),
  formKey: Nullable(Type.String()),
  nodes: Type.Array(NodeLayout),
});
export type DefDesign = Static<typeof DefDesign>;

const DEF = '/flow/def/v1';

export const DEFINITION_CALLS = {
  list: call({ method: 'POST', path: `${DEF}/listJson`, body: QueryBody, answer: DefPage }),
  /** Main versions only (the server adds IS_MAIN_ = Y). */
  query: call({ method: 'POST', path: `${DEF}/query`, body: QueryBody, answer: DefPage }),
  flowHasStartRights: call({ method: 'GET', path: `${DEF}/flowHasStartRights`, query: KeyQuery('defKey', 128), answer: Type.Boolean() }),
  design: call({ method: 'GET', path: `${DEF}/getDefDesignByDefId`, query: KeyQuery('defId'), answer: DefDesign }),
  /** Ours (admin). A refused definition answers 400 with a DeployResult (ok false, the reasons) as value. */
  deploy: call({ method: 'POST', path: `${DEF}/deploy`, body: DeployBody, answer: DeployResult }),
  /** Ours (admin). */
  setStatus: call({ method: 'POST', path: `${DEF}/setStatus`, body: SetDefStatusBody, answer: Type.Boolean() }),
};
