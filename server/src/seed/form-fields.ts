import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { StoredFormField, StoredNodeRights } from '../workflow/tables.js';
import { loadDemo } from './workflow.js';

/** Bounds a demo field has that an older copy of it lacks. */
const BOUNDS = ['min', 'max', 'maxLength'] as const;

/** The demo fields issue 14 added, per form (other missing fields were removed by an administrator). */
export const ADDED_FIELDS: Record<string, string[]> = { leaveForm: ['phone', 'attachments', 'handover', 'leaderSign'] };

/**
 * The demo forms' fields as an older database holds them, completed from demo.json (issue 14: the
 * leave form's attachments, work handover and leader signature, the value bounds): the `added`
 * fields are put in the demo's place with their rights at the nodes the form has, bounds missing
 * are set. What an administrator changed or removed is left as it is.
 */
export function completeForm(
  stored: { fields: StoredFormField[]; permissions: Record<string, StoredNodeRights> },
  demo: { fields: StoredFormField[]; permissions: Record<string, StoredNodeRights> },
  added: string[],
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
  // after the field before it in the demo (walking back past fields the form lacks), else at the end
  demo.fields.forEach((d, i) => {
    if (!added.includes(d.name) || fields.some((f) => f.name === d.name)) return;
    let at = -1;
    for (let j = i - 1; j >= 0 && at < 0; j--) at = fields.findIndex((f) => f.name === demo.fields[j].name);
    fields.splice(at >= 0 ? at + 1 : fields.length, 0, d);
  });
  const permissions: Record<string, StoredNodeRights> = { ...stored.permissions };
  for (const [node, rights] of Object.entries(demo.permissions)) {
    const own = permissions[node];
    if (!own) continue;
    const rightsOfAdded = Object.fromEntries(
      Object.entries(rights.fields).filter(([k]) => added.includes(k) && !stored.fields.some((f) => f.name === k)),
    );
    permissions[node] = { ...own, fields: { ...own.fields, ...rightsOfAdded } };
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
    const next = completeForm(row, demo, ADDED_FIELDS[demo.formKey] ?? []);
    await db
      .updateTable('wf_form')
      .set({ fields: JSON.stringify(next.fields), permissions: JSON.stringify(next.permissions) })
      .where('form_key', '=', demo.formKey)
      .execute();
  }
  await sql`insert into app_meta (key, value) values ('form_fields_seed', ${new Date().toISOString()})`.execute(db);
}
