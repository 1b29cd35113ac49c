import type { Lang } from '../../lib/i18n.js';
import type { FieldRightCode, I18n, StoredFormColumn, StoredFormField, StoredNodeRights, StoredValueBounds } from '../tables.js';
import { ruleViolations, type StoredFieldRule } from '../../../../contract/form-rules.js';
import { wfError } from '../messages.js';
import type { FormRecord } from './repo-forms.js';

export { formFromRow, loadForm, type FormRecord, type FormRow } from './repo-forms.js';
export { mergeFormData, type Writer } from './form-merge.js';

const label = (labels: I18n, lang: Lang) => labels[lang] || labels['zh-CN'] || '';
const localiseRules = (rules: StoredFieldRule[] | undefined, lang: Lang) =>
  rules?.length ? { rules: rules.map((r) => ({ ...r, message: label(r.message, lang) })) } : {};
const bounds = (b: StoredValueBounds) => ({
  ...(b.min !== undefined ? { min: b.min } : {}),
  ...(b.max !== undefined ? { max: b.max } : {}),
  ...(b.maxLength !== undefined ? { maxLength: b.maxLength } : {}),
});
const localiseOptions = (options: StoredFormField['options'], lang: Lang) =>
  options ? { options: options.map((o) => ({ value: o.value, labelKey: o.labelKey, label: label(o.labels, lang) })) } : {};

/** What a field and a subtable column both show, labels in the caller's language. */
const localiseCommon = (c: StoredFormColumn, lang: Lang) => ({
  name: c.name,
  labelKey: c.labelKey,
  label: label(c.labels, lang),
  type: c.type,
  required: c.required,
  ...bounds(c),
  ...localiseOptions(c.options, lang),
});

/** Fields with their labels in the caller's language (the FormFieldDef of the contract). */
export function localiseFields(fields: StoredFormField[], lang: Lang) {
  return fields.map((f) => ({
    ...localiseCommon(f, lang),
    ...(f.columns
      ? {
          columns: f.columns.map((c) => ({
            ...localiseCommon(c, lang),
            ...localiseRules(c.rules, lang),
          })),
        }
      : {}),
    ...(f.freezeCol !== undefined ? { freezeCol: f.freezeCol } : {}),
    // user, org, post, role: one or several; signature: replace or append, secret-free seals
    ...(f.multiple !== undefined ? { multiple: f.multiple } : {}),
    ...(f.signature ? { signature: f.signature } : {}),
    ...localiseRules(f.rules, lang),
  }));
}

/**
 * A column's right at a node: its own entry, else its subtable's (a required column of a writable
 * subtable is b). A column is never more open than its subtable: hidden stays hidden, read only
 * stays read only (or hidden).
 */
function columnRight(table: FieldRightCode, own: FieldRightCode | undefined, required: boolean): FieldRightCode {
  if (table === 'n') return 'n';
  if (table === 'r') return own === 'n' ? 'n' : 'r';
  const right = own ?? 'w';
  return right === 'w' && required ? 'b' : right;
}

/**
 * Rights of a node: its own entry, else `default`; the start form defaults to writable (b for
 * required fields), other nodes to read only. The opinion box is writable unless set. Subtables
 * get the right of each of their columns (`columns`).
 */
export function rightsAt(form: FormRecord | null, nodeId: string, isStart: boolean): StoredNodeRights {
  const own = form?.permissions[isStart ? 'start' : nodeId] ?? (isStart ? undefined : form?.permissions.default);
  const fields: Record<string, FieldRightCode> = {};
  const columns: Record<string, Record<string, FieldRightCode>> = {};
  for (const f of form?.fields ?? []) {
    const right = own?.fields[f.name] ?? (isStart ? (f.required ? 'b' : 'w') : 'r');
    fields[f.name] = right;
    if (f.type === 'subtable' && f.columns?.length)
      columns[f.name] = Object.fromEntries(
        f.columns.map((c) => [c.name, columnRight(right, own?.columns?.[f.name]?.[c.name], c.required)]),
      );
  }
  return { fields, opinion: own?.opinion ?? (isStart ? 'n' : 'w'), ...(Object.keys(columns).length ? { columns } : {}) };
}

/**
 * The form's business rules on `data` (already coerced): the first broken one is a 400 with its
 * message in the caller's language. With `changed`, only rules reading a changed field are judged.
 */
export function checkFormRules(form: FormRecord | null, data: Record<string, unknown>, lang: Lang, changed?: Iterable<string>): void {
  if (!form) return;
  const [broken] = ruleViolations(form.fields, data, changed ? new Set(changed) : undefined);
  if (!broken) return;
  const message = label(broken.rule.message, lang);
  const details = { field: broken.field, ...(broken.column ? { column: broken.column, row: broken.row } : {}) };
  if (broken.column === undefined) throw wfError(400, 'task.ruleBroken', { message }, details);
  const field = form.fields.find((f) => f.name === broken.field);
  throw wfError(
    400,
    'task.ruleBrokenRow',
    { field: field ? label(field.labels, lang) : broken.field, row: (broken.row ?? 0) + 1, message },
    details,
  );
}
