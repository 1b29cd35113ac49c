import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database.js';
import type { I18n, StoredFormField, StoredNodeRights } from '../workflow/tables.js';
import { deployDefinition } from '../workflow/definitions/deploy.js';
import { demoXml, type DemoProcess } from '../workflow/demo/layout.js';
import { newId } from '../workflow/steps/context.js';

interface DemoData {
  types: { id: string; parentId: string | null; sort: number; name: I18n }[];
  forms: {
    formKey: string;
    name: I18n;
    summaryFields: string[];
    fields: StoredFormField[];
    permissions: Record<string, StoredNodeRights>;
  }[];
  definitions: {
    key: string;
    typeId: string;
    formKey: string;
    startable: boolean;
    name: I18n;
    description: I18n;
    rights: { kind: string; ref: string }[];
    process: DemoProcess;
  }[];
  approvalItems: { expression: string; sort: number }[];
  watermark: { template: string };
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The demo flows' data (workflow/demo/demo.json). */
export const loadDemo = (): DemoData => JSON.parse(fs.readFileSync(path.join(here, '../workflow/demo/demo.json'), 'utf8')) as DemoData;

/**
 * The demo flows: a classification tree, three forms and four definitions (leave request with
 * an exclusive gateway, expense claim with a parallel countersign, purchase request with a
 * serial countersign, a notice node, a sub process and a call activity of the budget review).
 * They are deployed through the same checks as an upload.
 */
export async function seedWorkflow(db: Database): Promise<void> {
  const demo = loadDemo();
  for (const t of demo.types) {
    await db
      .insertInto('wf_type')
      .values({ id: t.id, parent_id: t.parentId, name: JSON.stringify(t.name), sort: t.sort })
      .execute();
  }
  for (const f of demo.forms) {
    await db
      .insertInto('wf_form')
      .values({
        form_key: f.formKey,
        name: JSON.stringify(f.name),
        fields: JSON.stringify(f.fields),
        permissions: JSON.stringify(f.permissions),
        summary_fields: JSON.stringify(f.summaryFields),
      })
      .execute();
  }
  for (const d of demo.definitions) {
    const outcome = await deployDefinition(db, {
      xml: demoXml(d.process),
      name: d.name,
      description: d.description,
      typeId: d.typeId,
      formKey: d.formKey,
      startable: d.startable,
    });
    if (!outcome.ok) throw new Error(`demo definition ${d.key} refused: ${JSON.stringify(outcome.reasons)}`);
    if (d.rights.length)
      await db
        .insertInto('wf_def_right')
        .values(d.rights.map((r) => ({ def_key: d.key, kind: r.kind, ref: r.ref })))
        .execute();
  }
  await db
    .insertInto('wf_approval_item')
    .values(demo.approvalItems.map((i) => ({ id: newId(), user_id: null, expression: i.expression, sort: i.sort })))
    .execute();
  await db.insertInto('wf_watermark').values({ id: 'default', def_key: null, template: demo.watermark.template }).execute();
}
