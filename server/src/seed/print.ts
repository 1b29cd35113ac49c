import { addFrontMenuItem } from '../portal/menus/seed-menu.js';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { ensureBundledTemplate } from '../print/repo.js';

type Lang = 'zh-CN' | 'en-US' | 'id';
interface Bundled {
  id: string;
  name: string;
  formKey: string;
  asset: string;
  lang?: Lang;
  /** the name in the other languages (issue 29.2) */
  names: Partial<Record<Lang, string>>;
}

/** The demo's Word print templates (server/assets/print, built by scripts/make-print-templates.mjs). */
const TEMPLATES: Bundled[] = [
  {
    id: 'print_tpl_leave',
    name: '请假申请单',
    formKey: 'leaveForm',
    asset: 'leave-request.docx',
    names: { 'en-US': 'Leave request form (Chinese)', id: 'Formulir permohonan cuti (bahasa Tionghoa)' },
  },
  {
    id: 'print_tpl_expense',
    name: '费用报销单',
    formKey: 'expenseForm',
    asset: 'expense-claim.docx',
    names: { 'en-US': 'Expense claim form (Chinese)', id: 'Formulir klaim biaya (bahasa Tionghoa)' },
  },
];

/** The same leave form in English and Indonesian: a print is in one language, the template's (issue 29.2). */
const LANGUAGE_TEMPLATES: Bundled[] = [
  {
    id: 'print_tpl_leave_en',
    name: 'Leave request form',
    formKey: 'leaveForm',
    asset: 'leave-request.en-US.docx',
    lang: 'en-US',
    names: { 'zh-CN': '请假申请单（英文）', id: 'Formulir permohonan cuti (bahasa Inggris)' },
  },
  {
    id: 'print_tpl_leave_id',
    name: 'Formulir permohonan cuti',
    formKey: 'leaveForm',
    asset: 'leave-request.id.docx',
    lang: 'id',
    names: { 'zh-CN': '请假申请单（印尼文）', 'en-US': 'Leave request form (Indonesian)' },
  },
];

const marked = async (trx: Database, key: string) =>
  (await sql<{ value: string }>`select value from app_meta where key = ${key}`.execute(trx)).rows.length > 0;
const mark = (trx: Database, key: string) =>
  sql`insert into app_meta (key, value) values (${key}, ${new Date().toISOString()})`.execute(trx);

/**
 * Binds the bundled templates to the demo forms once per database (an app_meta mark), so a data folder
 * made before printing existed gets them too, and a template an admin removed stays removed.
 */
export async function seedPrintTemplates(trx: Database): Promise<void> {
  const forms = await trx.selectFrom('wf_form').select('form_key').execute();
  const present = new Set(forms.map((f) => f.form_key));
  if (!(await marked(trx, 'demo_print_templates'))) {
    for (const t of TEMPLATES) if (present.has(t.formKey)) await ensureBundledTemplate(trx, t);
    // the print template administration, for a menu seeded before it existed
    await addFrontMenuItem(trx, 'flowAdmin', 'printTemplates');
    await mark(trx, 'demo_print_templates');
  }
  if (!(await marked(trx, 'demo_print_template_languages'))) {
    for (const t of LANGUAGE_TEMPLATES) if (present.has(t.formKey)) await ensureBundledTemplate(trx, t);
    // the Chinese ones, seeded before names were translated, get their names in the other languages
    for (const t of TEMPLATES)
      await sql`update print_template set names = ${JSON.stringify(t.names)}::jsonb where id = ${t.id} and names is null`.execute(trx);
    await mark(trx, 'demo_print_template_languages');
  }
}
