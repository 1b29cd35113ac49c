import type { FormPreview } from '../../../../contract/forms.js';
import type { Database } from '../../db/database.js';
import type { CurrentUser, Caller } from '../../lib/context.js';
import { t } from '../../lib/i18n.js';
import { formsError } from '../messages.js';
import { flowsUsingForm } from './repo.js';
import { pickName, loadForm, localiseFields, rightsAt, type FormRecord, startableKeys, type FlowModel } from '../../workflow/index.js';

/**
 * What a form id names (spec 02 §2): a form key is a design preview; `formKey_nodeId` is a template
 * preview, the form as one node of its flows sees it. A key that itself holds an underscore wins.
 */
export async function resolveFormId(
  db: Database,
  formId: string,
): Promise<{ form: FormRecord; nodeId: string; previewType: 'design' | 'template' } | null> {
  const whole = await loadForm(db, formId);
  if (whole) return { form: whole, nodeId: 'start', previewType: 'design' };
  const cut = formId.lastIndexOf('_');
  if (cut <= 0 || cut === formId.length - 1) return null;
  const form = await loadForm(db, formId.slice(0, cut));
  return form ? { form, nodeId: formId.slice(cut + 1), previewType: 'template' } : null;
}

/** Admins, and anyone who may start a (deployed, main) flow that uses the form. */
async function mayPreview(db: Database, user: CurrentUser, defKeys: string[]): Promise<boolean> {
  if (user.isAdmin) return true;
  return (await startableKeys(db, user, defKeys)).size > 0;
}

export async function formPreview(db: Database, c: Caller, formId: string): Promise<FormPreview> {
  const { user, lang } = c;
  const found = await resolveFormId(db, formId);
  if (!found) throw formsError(404, 'form.notFound');
  const { form, previewType } = found;
  const defs = await flowsUsingForm(db, form.formKey);
  if (
    !(await mayPreview(
      db,
      user,
      defs.map((d) => d.def_key),
    ))
  )
    throw formsError(403, 'form.forbidden');

  // one entry per node id: the rights are kept per node id on the form, whichever flow it is in
  const nodes = new Map<string, FormPreview['nodes'][number]>();
  nodes.set('start', {
    nodeId: 'start',
    name: t(lang, 'forms.node.start'),
    flowName: '',
    permission: rightsAt(form, 'start', true),
  });
  for (const d of defs) {
    const model = d.model as FlowModel;
    const flowName = pickName(d.name, lang);
    for (const id of model.order) {
      const n = model.nodes[id];
      if (n.type !== 'userTask') continue;
      const seen = nodes.get(id);
      if (seen) seen.flowName = seen.flowName ? `${seen.flowName}, ${flowName}` : flowName;
      else nodes.set(id, { nodeId: id, name: n.name || id, flowName, permission: rightsAt(form, id, false) });
    }
  }
  const permission = nodes.get(found.nodeId)?.permission ?? rightsAt(form, found.nodeId, found.nodeId === 'start');
  const data: Record<string, unknown> = {};
  for (const f of form.fields) data[f.name] = f.type === 'subtable' ? [] : null;
  return {
    bpmForm: {
      formKey: form.formKey,
      name: pickName(form.name, lang),
      formHtml: '',
      formSetting: { space: 0 },
      expand: localiseFields(form.fields, lang),
      diyJs: '',
    },
    data,
    permission,
    previewType,
    nodeId: found.nodeId,
    nodes: [...nodes.values()],
  };
}
