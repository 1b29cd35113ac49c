import type { Lang } from '../../lib/i18n.js';
import type { I18n, StoredFormColumn, StoredFormField, StoredValueBounds } from '../tables.js';
import { ruleViolations, type StoredFieldRule } from '../../../../contract/form-rules.js';
import { wfError } from '../messages.js';
import type { FormRecord } from './repo-forms.js';

export { formFromRow, loadForm, type FormRecord, type FormRow } from './repo-forms.js';
export { mergeFormData, type Writer } from './form-merge.js';
export { rightsAt } from './rights-at.js';

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
