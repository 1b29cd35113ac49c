import type { DeliverBody, DeliverResult } from '../../../../contract/workflow-deliveries.js';
import type { AppDeps } from '../../lib/context.js';
import type { Caller } from '../caller.js';
import { wfError } from '../messages.js';
import { deliverEvent } from '../steps/advance.js';
import { loadInstance } from '../steps/repo.js';
import { holdsOpenTask, instanceByBusinessKey } from '../steps/repo-events.js';
import { inAction } from '../steps/transaction.js';

/**
 * Delivers a message or signal through the API. Rights: an administrator may send anything; the
 * initiator of an instance or someone holding one of its open tasks may send a message or signal
 * to that one instance (named by id or business number). A broadcast (a signal to no instance in
 * particular) is an administrator's. Nothing waiting is a refusal, so a caller knows it went nowhere.
 */
export async function deliverMessage(deps: Pick<AppDeps, 'db' | 'config'>, c: Caller, b: DeliverBody): Promise<DeliverResult> {
  if (!!b.messageName === !!b.signalName) throw wfError(400, 'deliver.nameRequired');
  const kind = b.messageName ? 'message' : 'signal';
  const name = (b.messageName ?? b.signalName)!;
  const targeted = !!(b.instId || b.businessKey);
  if (kind === 'message' && !targeted) throw wfError(400, 'deliver.targetRequired');
  if (!c.user.isAdmin) {
    if (!targeted) throw wfError(403, 'deliver.forbidden');
    const inst = b.instId ? await loadInstance(deps.db, b.instId) : await instanceByBusinessKey(deps.db, b.businessKey!);
    if (b.instId && b.businessKey && inst && (await instanceByBusinessKey(deps.db, b.businessKey))?.id !== inst.id)
      throw wfError(403, 'deliver.forbidden');
    const allowed = inst && (inst.creator_id === c.user.id || (await holdsOpenTask(deps.db, inst.id, c.user.id)));
    if (!allowed) throw wfError(403, 'deliver.forbidden');
  }
  const instIds = await inAction(deps, c.lang, (ctx) =>
    deliverEvent(ctx, {
      kind,
      name,
      instId: b.instId || null,
      businessKey: b.businessKey || null,
      variables: b.variables,
      auditorId: c.user.id,
    }),
  );
  if (!instIds.length) throw wfError(404, 'deliver.nothingWaits', { name });
  return { instIds };
}
