import type { Lang } from '../../lib/i18n.js';
import type { StoredNodeRights } from '../tables.js';
import { wfError } from '../messages.js';
import type { ActionTarget } from '../tasks/access.js';
import { refuseUnattended } from './check.js';

/**
 * The batch's own rules on a locked task (batch approve and its check before confirming): the node is switched on
 * (`wf:batchApprove`), nothing must be signed or filled in by hand, and an opinion the node requires is given.
 * `opinionMissing: 'tell'` answers true for a missing required opinion instead of refusing (the check: the user
 * may still write one).
 */
export function batchCheck(
  lang: Lang,
  { task, def, inst, form }: ActionTarget,
  rights: StoredNodeRights,
  o: { given: string; opinionMissing: 'refuse' | 'tell' },
): boolean {
  if (task.is_start || !def.model.nodes[task.node_id]?.batchApprove) throw wfError(409, 'batch.notEnabled');
  refuseUnattended(form, rights, inst.form_data, lang);
  if (rights.opinion === 'b' && !o.given) {
    if (o.opinionMissing === 'tell') return true;
    throw wfError(409, 'batch.opinionRequired');
  }
  return false;
}
