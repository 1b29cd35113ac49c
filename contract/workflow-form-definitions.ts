import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { KeyQuery } from './common.js';
import { ColumnRights, FieldRight, FormFieldDef, FormIdQuery, FormView } from './workflow.js';
import { I18nText } from './workflow-definitions.js';
import { SignatureFieldConfig } from './seals.js';

/** Form definitions of flows (ours: the spec names no path) and the form preview of spec 02 §7 "Form service". */

/** The value types the server checks (server/src/workflow/model/field-values.ts). */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'richtext',
  'number',
  'money',
  'date',
  'datetime',
  'select',
  'user',
  'org',
  'post',
  'role',
  'file',
  'subtable',
  'signature',
] as const;
/** A subtable's cells are simple values: no tables, signatures or rich text inside a cell. */
export const COLUMN_TYPES = FIELD_TYPES.filter((t) => t !== 'subtable' && t !== 'signature' && t !== 'richtext');

const InputBounds = {
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
};
const Option = Type.Object({ value: Type.String({ maxLength: 100 }), labelKey: Type.String({ maxLength: 128 }), labels: I18nText });

/** A field as an admin writes it (labels in every language); answers resolve `label` to the caller's. */
export const FormFieldInput = Type.Object({
  name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
  labelKey: Type.String({ maxLength: 128 }),
  labels: I18nText,
  type: Type.Enum(FIELD_TYPES),
  required: Type.Boolean(),
  ...InputBounds,
  options: Type.Optional(
    Type.Array(Option, {
      maxItems: 200,
    }),
  ),
  columns: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
        labelKey: Type.String({ maxLength: 128 }),
        labels: I18nText,
        type: Type.Enum(COLUMN_TYPES),
        required: Type.Boolean(),
        ...InputBounds,
        options: Type.Optional(Type.Array(Option, { maxItems: 200 })),
      }),
      { maxItems: 50 },
    ),
  ),
  freezeCol: Type.Optional(Type.Integer({ minimum: 0 })),
  /** user, org, post, role: several may be chosen */
  multiple: Type.Optional(Type.Boolean()),
  signature: Type.Optional(SignatureFieldConfig),
});
export type FormFieldInput = Static<typeof FormFieldInput>;

export const NodeRights = Type.Object({
  fields: Type.Record(Type.String(), FieldRight),
  opinion: FieldRight,
  columns: Type.Optional(ColumnRights),
  /**
   * Whether the node's people may print the form (server/src/print/rights.ts): unset, the initiator and
   * the participants may and other readers may not; false refuses this node's people; true on the
   * default node lets every reader print. Admins always may.
   */
  print: Type.Optional(Type.Boolean()),
});

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
export type FormDefinition = Static<typeof FormDefinition>;

const FORM = '/flow/form/v1';

export const FORM_DEFINITION_CALLS = {
  get: call({ method: 'GET', path: `${FORM}/getByKey`, query: KeyQuery('formKey', 128), answer: FormDefinition }),
  /** Admin: creates or replaces the form; answers its key. */
  save: call({ method: 'POST', path: `${FORM}/save`, body: FormDefinitionInput, answer: Type.String() }),
  /** formId is a form key (the start form) or formKey_nodeId (the rights of one node); no data. */
  preview: call({ method: 'GET', path: `${FORM}/preview`, query: FormIdQuery, answer: FormView }),
};
