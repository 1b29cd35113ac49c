import { addFrontMenuItem } from '../portal/menus/seed-menu.js';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { ensureBundledTemplate } from '../print/repo.js';

/** The demo's Word print templates (server/assets/print, built by scripts/make-print-templates.mjs). */
const TEMPLATES = [
  { id: 'print_tpl_leave', name: '请假申请单', formKey: 'leaveForm', asset: 'leave-request.docx' },
  { id: 'print_tpl_expense', name: '费用报销单', formKey: 'expenseForm', asset: 'expense-claim.docx' },
];

/**
 * Binds the bundled templates to the demo forms once per database (an app_meta mark), so a data folder
 * made before printing existed gets them too, and a template an admin removed stays removed.
 */
export async function seedPrintTemplates(trx: Database): Promise<void> {
  const done = await sql<{ value: string }>`select value from app_meta where key = 'demo_print_templates'`.execute(trx);
  if (done.rows.length) return;
  const forms = await trx.selectFrom('wf_form').select('form_key').execute();
  const present = new Set(forms.map((f) => f.form_key));
  for (const t of TEMPLATES) if (present.has(t.formKey)) await ensureBundledTemplate(trx, t);
  // the print template administration, for a menu seeded before it existed
  await addFrontMenuItem(trx, 'flowAdmin', 'printTemplates');
  await sql`insert into app_meta (key, value) values ('demo_print_templates', ${new Date().toISOString()})`.execute(trx);
}
