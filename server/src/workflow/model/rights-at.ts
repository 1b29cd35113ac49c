import type { FieldRightCode, StoredNodeRights } from '../tables.js';
import type { FormRecord } from './repo-forms.js';

// apart from forms.ts so that the read rights (form-read.ts, the instance file rule) do not import the form writes

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
 * required fields), other nodes to read only, except signature fields, writable wherever the rights
 * do not name them (spec 02 §5 "signature default w"). The opinion box is writable unless set.
 * Subtables get the right of each of their columns (`columns`).
 */
export function rightsAt(form: FormRecord | null, nodeId: string, isStart: boolean): StoredNodeRights {
  const own = form?.permissions[isStart ? 'start' : nodeId] ?? (isStart ? undefined : form?.permissions.default);
  const fields: Record<string, FieldRightCode> = {};
  const columns: Record<string, Record<string, FieldRightCode>> = {};
  for (const f of form?.fields ?? []) {
    const right = own?.fields[f.name] ?? (isStart ? (f.required ? 'b' : 'w') : f.type === 'signature' ? 'w' : 'r');
    fields[f.name] = right;
    if (f.type === 'subtable' && f.columns?.length)
      columns[f.name] = Object.fromEntries(
        f.columns.map((c) => [c.name, columnRight(right, own?.columns?.[f.name]?.[c.name], c.required)]),
      );
  }
  return { fields, opinion: own?.opinion ?? (isStart ? 'n' : 'w'), ...(Object.keys(columns).length ? { columns } : {}) };
}
