import type { I18n, StoredNodeRights } from '../tables.js';
import type { FormRecord } from '../model/forms.js';
import { isEmpty } from '../model/field-values.js';
import type { Lang } from '../../lib/i18n.js';
import { wfError } from '../messages.js';

const writable = (r: string | undefined) => r === 'w' || r === 'b';
const labelIn = (labels: I18n, lang: Lang) => labels[lang] || labels['zh-CN'] || '';

/**
 * Why a task cannot be approved without its form being opened (batch approve and auto-approve):
 * a signature field the node may write (someone must sign), or a required field of the node that
 * is still empty. Thrown as the reason's error; nothing when the task may be approved as it is.
 */
export function refuseUnattended(form: FormRecord | null, rights: StoredNodeRights, data: Record<string, unknown>, lang: Lang): void {
  const fields = form?.fields ?? [];
  const signatures = fields.filter((f) => f.type === 'signature' && writable(rights.fields[f.name]));
  if (signatures.length) throw wfError(409, 'batch.needsSignature', { fields: signatures.map((f) => labelIn(f.labels, lang)).join(', ') });
  const empty = fields.filter((f) => rights.fields[f.name] === 'b' && isEmpty(data[f.name]));
  if (empty.length) throw wfError(409, 'batch.requiredEmpty', { fields: empty.map((f) => labelIn(f.labels, lang)).join(', ') });
}
