import type { PrintTagList } from '../../../contract/print.js';
import type { AppDeps, CurrentUser } from '../lib/context.js';
import { notFound } from '../lib/errors.js';
import { t, type Lang } from '../lib/i18n.js';
import { loadForm } from '../workflow/index.js';
import { starterTemplate } from './starter.js';
import { templateTagList } from './tags.js';
import { requireAdmin } from './templates.js';

/** What the template administration tells about a form: its tags, and a starter template made of them. */

export async function formTags(deps: AppDeps, user: CurrentUser, lang: Lang, formKey: string): Promise<PrintTagList> {
  requireAdmin(user);
  const form = await loadForm(deps.db, formKey);
  if (!form) throw notFound('print.formNotFound');
  return templateTagList(form, lang);
}

export async function starterDocument(
  deps: AppDeps,
  user: CurrentUser,
  lang: Lang,
  formKey: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const list = await formTags(deps, user, lang, formKey);
  const name = (list.formName || list.formKey).replace(/[\\/:*?"<>|\r\n]+/g, ' ').slice(0, 80);
  return { bytes: await starterTemplate(list, lang), fileName: t(lang, 'print.starter.fileName', { form: name }) };
}
