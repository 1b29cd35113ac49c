import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import type { FieldRightCode, StoredFormField, StoredNodeRights } from '../tables.js';
import type { FormRecord } from './repo-forms.js';
import { rightsAt } from './rights-at.js';
import { storedSignatures } from './signatures.js';
import { nodesHandledBy } from './repo-values.js';

/**
 * What a reader may see of an instance's form data (issue 14): a hidden (n) field's value, or a
 * hidden column's cells, never leave the server for someone to whom it is hidden.
 */

/** The data without the fields and subtable columns `rights` hide. */
export function visibleData(rights: StoredNodeRights, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (rights.fields[k] === 'n') continue;
    const cols = rights.columns?.[k];
    const hidden = cols ? Object.keys(cols).filter((c) => cols[c] === 'n') : [];
    out[k] =
      hidden.length && Array.isArray(v)
        ? v.map((row: unknown) =>
            row && typeof row === 'object' ? Object.fromEntries(Object.entries(row).filter(([c]) => !hidden.includes(c))) : row,
          )
        : v;
  }
  return out;
}

/** One change record's values as a reader may see them (hidden fields left out, hidden columns cut from rows). */
export function visibleChanges<C>(rights: StoredNodeRights, changes: Record<string, C>): Record<string, C> {
  const out: Record<string, C> = {};
  for (const [k, change] of Object.entries(changes)) {
    if (rights.fields[k] === 'n') continue;
    if (!rights.columns?.[k] || !change || typeof change !== 'object') {
      out[k] = change;
      continue;
    }
    const c = change as Record<string, unknown>;
    out[k] = { ...c, from: visibleData(rights, { [k]: c.from })[k], to: visibleData(rights, { [k]: c.to })[k] } as C;
  }
  return out;
}

/** The most closed of two rights for reading: hidden wins, then read only. */
const closer = (a: FieldRightCode, b: FieldRightCode | undefined): FieldRightCode => (a === 'n' || b === 'n' ? 'n' : 'r');

/** Read-only rights that hide what any of `all` hides. */
function readOnlyUnion(all: StoredNodeRights[], opinion: FieldRightCode): StoredNodeRights {
  const fields: Record<string, FieldRightCode> = {};
  const columns: Record<string, Record<string, FieldRightCode>> = {};
  for (const r of all) {
    for (const [k, v] of Object.entries(r.fields)) fields[k] = closer(v, fields[k]);
    for (const [k, cols] of Object.entries(r.columns ?? {}))
      for (const [c, v] of Object.entries(cols)) (columns[k] ??= {})[c] = closer(v, columns[k]?.[c]);
  }
  return { fields, opinion, ...(Object.keys(columns).length ? { columns } : {}) };
}

/**
 * The rights of someone reading an instance without a task of it open before him (the instance
 * form, change records, attachments): the rights of every node where he holds or held a task, the
 * start node for the initiator, else the `default` node; a field hidden at any of them is hidden.
 * All read only; the opinion box follows the default node.
 */
export async function readerRights(
  db: Database,
  form: FormRecord | null,
  startId: string,
  inst: { id: string; creator_id: string },
  user: CurrentUser,
): Promise<StoredNodeRights> {
  const reading = rightsAt(form, 'default', false);
  if (!form) return reading;
  const all: StoredNodeRights[] = [];
  if (inst.creator_id === user.id) all.push(rightsAt(form, startId, true));
  for (const node of await nodesHandledBy(db, inst.id, user.id)) all.push(rightsAt(form, node, node === startId));
  return readOnlyUnion(all.length ? all : [reading], reading.opinion === 'n' ? 'n' : 'r');
}

/** Whether `fileId` sits in a place of the data that `rights` show: a file field, a file column, a signature. */
export function showsFile(fields: StoredFormField[], rights: StoredNodeRights, data: Record<string, unknown>, fileId: string): boolean {
  const has = (v: unknown) => (Array.isArray(v) ? v.includes(fileId) : v === fileId);
  for (const f of fields) {
    if (rights.fields[f.name] === 'n' || rights.fields[f.name] === undefined) continue;
    const v = data[f.name];
    if (f.type === 'file' && has(v)) return true;
    if (f.type === 'signature' && storedSignatures(v).some((e) => e.signature === fileId)) return true;
    if (f.type === 'subtable' && Array.isArray(v)) {
      const cols = (f.columns ?? []).filter((c) => c.type === 'file' && rights.columns?.[f.name]?.[c.name] !== 'n');
      if (v.some((row: unknown) => row && typeof row === 'object' && cols.some((c) => has((row as Record<string, unknown>)[c.name]))))
        return true;
    }
  }
  return false;
}
