import type { PrintTagList } from '../../../contract/print.js';
import type { AppDeps, Caller } from '../lib/context.js';
import { notFound } from '../lib/errors.js';
import { t } from '../lib/i18n.js';
import { loadForm } from '../workflow/index.js';
import { starterTemplate } from './starter.js';
import { templateTagList } from './tags.js';
import { requireAdmin } from './templates.js';

/** What the template administration tells about a form: its tags, and a starter template made of them. */

export async function formTags(deps: AppDeps, c: Caller, formKey: string): Promise<PrintTagList> {
  const { user, lang } = c;
  requireAdmin(user);
  const form = await loadForm(deps.db, formKey);
  if (!form) throw notFound('print.formNotFound');
  return templateTagList(form, lang);
}

export async function starterDocument(deps: AppDeps, c: Caller, formKey: string): Promise<{ bytes: Buffer; fileName: string }> {
  const { lang } = c;
  const list = await formTags(deps, c, formKey);
  const name = (list.formName || list.formKey).replace(/[\\/:*?"<>|\r\n]+/g, ' ').slice(0, 80);
  return { bytes: await starterTemplate(list, lang), fileName: t(lang, 'print.starter.fileName', { form: name }) };
}
