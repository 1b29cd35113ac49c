import type { Database } from '../../db/database.js';
import { canReadFile } from '../../files/index.js';
import { fileReaders } from '../attachments/readers.js';
import type { CurrentUser } from '../../lib/context.js';
import { t, type Lang } from '../../lib/i18n.js';
import type { FieldRightCode, I18n, StoredFormColumn, StoredFormField, StoredNodeRights } from '../tables.js';
import { wfError } from '../messages.js';
import { coerceValue, isEmpty, isIdType, MAX_ROWS } from './field-values.js';
import { existingIds } from './repo-values.js';
import { checkSignature, type GrantMatch, type GrantScope } from '../../seals/index.js';
import { mergeSignatures } from './signatures.js';
import type { FormRecord } from './repo-forms.js';

/**
 * Who writes: the database to check ids and files in, the caller, the language of refusals, and where the form is
 * (the task, or the start form of a flow) for the seal grants its signatures may carry; without it, none.
 */
export interface Writer {
  db: Database;
  user: CurrentUser;
  lang: Lang;
  sealScope?: GrantScope;
}

export type Changes = Record<string, { from: unknown; to: unknown }>;

const labelOf = (labels: I18n, lang: Lang) => labels[lang] || labels['zh-CN'] || '';
const writable = (r: FieldRightCode | undefined) => r === 'w' || r === 'b';
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const listOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? [v] : [];

/**
 * The ids and files a value names that were not in the stored value must exist (ids) or be the
 * caller's to use (files): one may not point a form at someone else's file to gain its reading.
 */
async function checkRefs(w: Writer, type: string, value: unknown, stored: unknown, label: string): Promise<void> {
  if (type !== 'file' && !isIdType(type)) return;
  const before = new Set(listOf(stored));
  const added = listOf(value).filter((id) => !before.has(id));
  if (!added.length) return;
  if (type === 'file') {
    for (const id of added) if (!(await canReadFile(w.db, w.user, id, fileReaders))) throw wfError(400, 'form.valueFile', { field: label });
    return;
  }
  if (!isIdType(type)) return;
  const found = await existingIds(w.db, type, added);
  if (added.some((id) => !found.has(id))) throw wfError(400, 'form.valueUnknown', { field: label });
}

/** The right of each column of a subtable at a node (rightsAt fills them in). */
const columnRights = (rights: StoredNodeRights, f: StoredFormField) => rights.columns?.[f.name] ?? {};

/**
 * A subtable's rows from the input: cells of writable columns checked by their column's type,
 * cells of read-only and hidden columns kept from the stored row at the same position (rows are
 * matched by position, so where such columns exist, stored rows cannot be removed).
 */
async function mergeRows(w: Writer, f: StoredFormField, rights: StoredNodeRights, stored: unknown, input: unknown): Promise<unknown> {
  const label = labelOf(f.labels, w.lang);
  if (isEmpty(input)) input = [];
  if (!Array.isArray(input)) throw wfError(400, 'task.fieldInvalid', { field: label });
  if (input.length > MAX_ROWS) throw wfError(400, 'form.valueRows', { field: label, max: MAX_ROWS });
  const before = Array.isArray(stored) ? (stored as Record<string, unknown>[]) : [];
  const cols = columnRights(rights, f);
  const columns = f.columns ?? [];
  const locked = columns.filter((c) => !writable(cols[c.name]));
  if (locked.length && input.length < before.length) throw wfError(400, 'form.rowsFixed', { field: label });
  const rows: Record<string, unknown>[] = [];
  for (const [i, row] of input.entries()) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) throw wfError(400, 'task.fieldInvalid', { field: label });
    const given = row as Record<string, unknown>;
    const old = before[i] && typeof before[i] === 'object' ? before[i] : {};
    const out: Record<string, unknown> = {};
    for (const c of columns) {
      if (!writable(cols[c.name])) {
        out[c.name] = old[c.name] ?? null;
        continue;
      }
      const cell = cellLabel(w.lang, label, i, c);
      const value = coerceCell(c, given[c.name], cell);
      await checkRefs(w, c.type, value, old[c.name], cell);
      out[c.name] = value;
    }
    rows.push(out);
  }
  return rows.length ? rows : null;
}

const cellLabel = (lang: Lang, field: string, row: number, c: StoredFormColumn) =>
  t(lang, 'workflow.form.cell', { field, row: row + 1, column: labelOf(c.labels, lang) });

function coerceCell(c: StoredFormColumn, v: unknown, label: string): unknown {
  // a column is a simple value: no nested tables or signature lists in a cell
  if (c.type === 'subtable' || c.type === 'signature') return isEmpty(v) ? null : coerceValue({ ...c, type: 'text' }, v, label);
  return coerceValue(c, v, label);
}

/**
 * A signature field's value: the caller's new entry places a picture he uploaded (no seal's), or his seal's picture
 * with a grant of its check for this form (issue 27 items 1 and 3); the grants are collected to be used up where
 * the entry is stored.
 */
async function signatureValue(w: Writer, f: StoredFormField, label: string, stored: unknown, input: unknown, seals: GrantMatch[]) {
  const { value, newFile, grant } = mergeSignatures(stored, input, w.user, label, new Date(), f.signature?.isCover === true);
  if (!newFile) return value;
  const check = await checkSignature(w.db, w.user.id, newFile, grant, w.sealScope ?? null);
  if (!check.ok) throw wfError(400, check.reason === 'notGranted' ? 'form.sealNotGranted' : 'form.signatureNotOwn', { field: label });
  if (check.grant) seals.push(check.grant);
  return value;
}

async function valueOf(
  w: Writer,
  f: StoredFormField,
  rights: StoredNodeRights,
  stored: unknown,
  input: unknown,
  seals: GrantMatch[],
): Promise<unknown> {
  const label = labelOf(f.labels, w.lang);
  if (f.type === 'subtable') return mergeRows(w, f, rights, stored, input);
  if (f.type === 'signature') return signatureValue(w, f, label, stored, input, seals);
  const value = coerceValue(f, input, label);
  await checkRefs(w, f.type, value, stored, label);
  return value;
}

/** Whether a field must hold a value when the task goes forward: b, or writable and required by the form. */
const mustFill = (right: FieldRightCode | undefined, required: boolean) => right === 'b' || (right === 'w' && required);

function requireFilled(f: StoredFormField, rights: StoredNodeRights, data: Record<string, unknown>, lang: Lang): void {
  const right = rights.fields[f.name];
  if (mustFill(right, f.required) && isEmpty(data[f.name])) throw wfError(400, 'task.fieldRequired', { field: labelOf(f.labels, lang) });
  if (f.type !== 'subtable' || !writable(right) || !Array.isArray(data[f.name])) return;
  const cols = columnRights(rights, f);
  (data[f.name] as Record<string, unknown>[]).forEach((row, i) => {
    for (const c of f.columns ?? [])
      if (cols[c.name] === 'b' && isEmpty(row?.[c.name]))
        throw wfError(400, 'task.fieldRequired', { field: cellLabel(lang, labelOf(f.labels, lang), i, c) });
  });
}

/**
 * The form data after the caller's input at a node with `rights`: only fields the node may write
 * (w, b) are taken, checked by type and bounds; values of read-only (r) and hidden (n) fields in
 * the input are ignored and the stored ones kept. Required fields (b, or w and required) must hold
 * a value unless `skipRequired` (drafts, saves, rejects). Answers the data, what changed, and the
 * seal grants of new signature entries: whoever stores the data uses them up (applySealGrants).
 */
export async function mergeFormData(
  w: Writer,
  form: FormRecord | null,
  rights: StoredNodeRights,
  base: Record<string, unknown>,
  input: Record<string, unknown> | undefined,
  opts: { skipRequired?: boolean } = {},
): Promise<{ data: Record<string, unknown>; changes: Changes; seals: GrantMatch[] }> {
  const data = { ...base };
  const changes: Changes = {};
  const seals: GrantMatch[] = [];
  if (!form) {
    // a definition without a form keeps plain values only
    for (const [k, v] of Object.entries(input ?? {}))
      if (/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(k) && (v === null || typeof v !== 'object') && !(typeof v === 'string' && v.length > 10_000))
        data[k] = v;
    return { data, changes, seals };
  }
  for (const f of form.fields) {
    if (!writable(rights.fields[f.name])) continue;
    if (input && Object.prototype.hasOwnProperty.call(input, f.name)) {
      const value = await valueOf(w, f, rights, data[f.name], input[f.name], seals);
      if (!same(value, data[f.name])) changes[f.name] = { from: data[f.name] ?? null, to: value };
      data[f.name] = value;
    }
    if (!opts.skipRequired) requireFilled(f, rights, data, w.lang);
  }
  return { data, changes, seals };
}
