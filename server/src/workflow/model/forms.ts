import type { Lang } from '../../lib/i18n.js';
import type { FieldRightCode, I18n, StoredFormField, StoredNodeRights } from '../tables.js';
import { ruleViolations, type StoredFieldRule } from '../../../../contract/form-rules.js';
import { wfError } from '../messages.js';
import type { FormRecord } from './repo-forms.js';

export { formFromRow, loadForm, type FormRecord, type FormRow } from './repo-forms.js';

const label = (labels: I18n, lang: Lang) => labels[lang] || labels['zh-CN'] || '';
const localiseRules = (rules: StoredFieldRule[] | undefined, lang: Lang) =>
  rules?.length ? { rules: rules.map((r) => ({ ...r, message: label(r.message, lang) })) } : {};

/** Fields with their labels in the caller's language (the FormFieldDef of the contract). */
export function localiseFields(fields: StoredFormField[], lang: Lang) {
  return fields.map((f) => ({
    name: f.name,
    labelKey: f.labelKey,
    label: label(f.labels, lang),
    type: f.type,
    required: f.required,
    ...(f.options ? { options: f.options.map((o) => ({ value: o.value, labelKey: o.labelKey, label: label(o.labels, lang) })) } : {}),
    ...(f.columns
      ? {
          columns: f.columns.map((c) => ({
            name: c.name,
            labelKey: c.labelKey,
            label: label(c.labels, lang),
            type: c.type,
            required: c.required,
            ...localiseRules(c.rules, lang),
          })),
        }
      : {}),
    ...(f.freezeCol !== undefined ? { freezeCol: f.freezeCol } : {}),
    ...localiseRules(f.rules, lang),
  }));
}

/**
 * Rights of a node: its own entry, else `default`; the start form defaults to writable (b for
 * required fields), other nodes to read only. The opinion box is writable unless set.
 */
export function rightsAt(form: FormRecord | null, nodeId: string, isStart: boolean): StoredNodeRights {
  const own = form?.permissions[isStart ? 'start' : nodeId] ?? (isStart ? undefined : form?.permissions.default);
  const fields: Record<string, FieldRightCode> = {};
  for (const f of form?.fields ?? []) fields[f.name] = own?.fields[f.name] ?? (isStart ? (f.required ? 'b' : 'w') : 'r');
  return { fields, opinion: own?.opinion ?? (isStart ? 'n' : 'w') };
}

function empty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

function coerce(field: StoredFormField, v: unknown, lang: Lang): unknown {
  if (empty(v)) return null;
  const bad = () => wfError(400, 'task.fieldInvalid', { field: label(field.labels, lang) });
  switch (field.type) {
    case 'number':
    case 'money': {
      const n = typeof v === 'number' ? v : Number(String(v).trim());
      if (!Number.isFinite(n)) throw bad();
      return field.type === 'money' ? Math.round(n * 100) / 100 : n;
    }
    case 'select': {
      const s = String(v);
      if (field.options && !field.options.some((o) => o.value === s)) throw bad();
      return s;
    }
    case 'subtable':
      if (!Array.isArray(v)) throw bad();
      return v
        .slice(0, 500)
        .map((row) =>
          row && typeof row === 'object'
            ? Object.fromEntries(Object.entries(row as object).map(([k, x]) => [k, typeof x === 'object' ? null : x]))
            : {},
        );
    case 'user':
    case 'file':
      return Array.isArray(v) ? v.map(String).slice(0, 100) : String(v).slice(0, 2000);
    default:
      if (typeof v === 'object') throw bad();
      return String(v).slice(0, 10000);
  }
}

/**
 * Takes from the input only fields the node may write (w or b), coerces them by type and checks
 * b (and required at the start). Returns the merged data and what changed.
 */
export function mergeFormData(
  form: FormRecord | null,
  rights: StoredNodeRights,
  base: Record<string, unknown>,
  input: Record<string, unknown> | undefined,
  lang: Lang,
  opts: { skipRequired?: boolean } = {},
): { data: Record<string, unknown>; changes: Record<string, { from: unknown; to: unknown }> } {
  const data = { ...base };
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (!form) {
    // a definition without a form keeps plain values only
    for (const [k, v] of Object.entries(input ?? {}))
      if (/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(k) && (v === null || typeof v !== 'object')) data[k] = v;
    return { data, changes };
  }
  for (const f of form.fields) {
    const right = rights.fields[f.name];
    if (right !== 'w' && right !== 'b') continue;
    if (input && Object.prototype.hasOwnProperty.call(input, f.name)) {
      const value = coerce(f, input[f.name], lang);
      if (JSON.stringify(value) !== JSON.stringify(data[f.name] ?? null)) changes[f.name] = { from: data[f.name] ?? null, to: value };
      data[f.name] = value;
    }
    if (right === 'b' && !opts.skipRequired && empty(data[f.name]))
      throw wfError(400, 'task.fieldRequired', { field: label(f.labels, lang) });
  }
  return { data, changes };
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
