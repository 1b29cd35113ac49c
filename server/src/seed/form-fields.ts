import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { StoredFormField, StoredNodeRights } from '../workflow/tables.js';
import { loadDemo } from './workflow.js';

/** Bounds a demo field has that an older copy of it lacks. */
const BOUNDS = ['min', 'max', 'maxLength'] as const;

/**
 * The demo forms' fields as an older database holds them, completed from demo.json (issue 14: the
 * leave form's attachments, work handover and leader signature, the value bounds): fields and
 * columns missing are added in the demo's order, bounds missing are set, rights missing are set.
 * What an administrator changed or removed is left as it is.
 */
export function completeForm(
  stored: { fields: StoredFormField[]; permissions: Record<string, StoredNodeRights> },
  demo: { fields: StoredFormField[]; permissions: Record<string, StoredNodeRights> },
) {
  const fields = stored.fields.map((f) => {
    const d = demo.fields.find((x) => x.name === f.name);
    if (!d) return f;
    const out: StoredFormField = { ...f };
    for (const b of BOUNDS) if (out[b] === undefined && d[b] !== undefined) out[b] = d[b];
    if (out.columns && d.columns)
      out.columns = out.columns.map((c) => {
        const dc = d.columns?.find((x) => x.name === c.name);
        const col = { ...c };
        for (const b of BOUNDS) if (dc && col[b] === undefined && dc[b] !== undefined) col[b] = dc[b];
        return col;
      });
    return out;
  });
  demo.fields.forEach((d, i) => {
    if (fields.some((f) => f.name === d.name)) return;
    const before = demo.fields[i - 1]?.name;
    const at = before ? fields.findIndex((f) => f.name === before) + 1 : 0;
    fields.splice(at > 0 ? at : fields.length, 0, d);
  });
  const permissions: Record<string, StoredNodeRights> = { ...stored.permissions };
  for (const [node, rights] of Object.entries(demo.permissions)) {
    const own = permissions[node];
    if (!own) continue;
    const added = Object.fromEntries(Object.entries(rights.fields).filter(([k]) => !stored.fields.some((f) => f.name === k)));
    permissions[node] = { ...own, fields: { ...own.fields, ...added } };
  }
  return { fields, permissions };
}

/** Completes the demo forms once (its own app_meta key), also in a database seeded before issue 14. */
export async function upgradeDemoForms(db: Database): Promise<void> {
  const done = await sql<{ value: string }>`select value from app_meta where key = 'form_fields_seed'`.execute(db);
  if (done.rows.length) return;
  for (const demo of loadDemo().forms) {
    const row = await db.selectFrom('wf_form').select(['fields', 'permissions']).where('form_key', '=', demo.formKey).executeTakeFirst();
    if (!row) continue;
    const next = completeForm(row, demo);
    await db
      .updateTable('wf_form')
      .set({ fields: JSON.stringify(next.fields), permissions: JSON.stringify(next.permissions) })
      .where('form_key', '=', demo.formKey)
      .execute();
  }
  await sql`insert into app_meta (key, value) values ('form_fields_seed', ${new Date().toISOString()})`.execute(db);
}
