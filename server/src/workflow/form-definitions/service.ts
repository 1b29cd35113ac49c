import type { FormDefinition, FormDefinitionInput } from '../../../../contract/workflow-form-definitions.js';
import type { FormView } from '../../../../contract/workflow.js';
import type { Database } from '../../db/database.js';
import { type Caller, requireAdmin } from '../caller.js';
import { pickName } from '../definitions/repo.js';
import { wfError } from '../messages.js';
import { loadForm, localiseFields, rightsAt } from '../model/forms.js';
import { startableKeys } from '../model/rights.js';
import type { FieldRightCode } from '../tables.js';
import * as repo from './repo.js';

export async function get(db: Database, c: Caller, formKey: string): Promise<FormDefinition> {
  const { lang } = c;
  const form = await loadForm(db, formKey);
  if (!form) throw wfError(404, 'form.notFound');
  return {
    formKey: form.formKey,
    name: pickName(form.name, lang),
    fields: localiseFields(form.fields, lang),
    permissions: form.permissions,
  };
}

/** Admin: creates or replaces the form; answers its key. */
export async function save(db: Database, c: Caller, b: FormDefinitionInput): Promise<string> {
  requireAdmin(c);
  await repo.upsertForm(db, b);
  return b.formKey;
}

/**
 * Form preview (spec 02 §2): formId is a form key (design preview) or formKey_nodeId (the rights of
 * one node). Admins, and anyone who may start a deployed flow that uses the form, see it.
 */
export async function preview(db: Database, c: Caller, formId: string): Promise<FormView> {
  const { user, lang } = c;
  const cut = formId.indexOf('_');
  const formKey = cut > 0 ? formId.slice(0, cut) : formId;
  const nodeId = cut > 0 ? formId.slice(cut + 1) : 'start';
  const form = await loadForm(db, formKey);
  if (!form) throw wfError(404, 'form.notFound');
  if (!user.isAdmin && !(await startableKeys(db, user, await repo.defKeysUsingForm(db, formKey))).size)
    throw wfError(403, 'form.forbidden');
  const rights = rightsAt(form, nodeId, nodeId === 'start');
  const empty: Record<string, unknown> = {};
  for (const f of form.fields) empty[f.name] = f.type === 'subtable' ? [] : null;
  return {
    bpmForm: {
      formKey,
      name: pickName(form.name, lang),
      formHtml: '',
      formSetting: { space: 0 },
      expand: localiseFields(form.fields, lang),
      diyJs: '',
    },
    data: empty,
    permission: { fields: rights.fields as Record<string, FieldRightCode>, opinion: rights.opinion },
  };
}
