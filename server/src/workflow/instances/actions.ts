import type { AppDeps, CurrentUser } from '../../lib/context.js';
import type { Caller } from '../caller.js';
import { defById } from '../definitions/repo.js';
import { flowStructure } from '../engine/sections.js';
import type { ActionContext, InstanceRecord } from '../steps/context.js';
import { loadInstance } from '../steps/repo.js';
import { advance, backToStart, endInstance } from '../steps/advance.js';
import { planJump, tokensAt } from '../engine/jumps.js';
import { inAction } from '../steps/transaction.js';
import { wfError } from '../messages.js';
import { recordOpinion, type OpinionInput } from '../opinions/record.js';
import { notifyCirculation } from '../tasks/complete.js';
import { ACTIVE_STATUSES, subInstanceRunsIn } from '../tasks/actions.js';
import { instanceForRead, requireCreatorOrAdmin, requireParticipant } from './access.js';
import * as repo from './repo.js';
import { initiatorMayRemove } from '../task-lists/request-actions.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

async function openHolders(ctx: ActionContext, instId: string): Promise<void> {
  const rows = await repo.openHoldersOf(ctx.trx, instId);
  for (const r of rows) for (const u of [r.assignee_id, r.owner_id]) if (u) ctx.touched.add(u);
}

async function lockedInstance(ctx: ActionContext, user: CurrentUser, instId: string): Promise<InstanceRecord> {
  await instanceForRead(ctx.trx, user, instId);
  const inst = await loadInstance(ctx.trx, instId);
  if (!inst) throw wfError(404, 'instance.notFound');
  return inst;
}

/** Records the caller's action on the instance, at a node, with the opinion the caller wrote. */
function callerOpinion(
  ctx: ActionContext,
  user: CurrentUser,
  at: { instId: string; nodeId: string; taskName: string; opinion?: string },
  status: string,
  more: Pick<OpinionInput, 'taskId' | 'qualfiedIds'> = {},
): Promise<void> {
  return recordOpinion(ctx, { ...at, status, auditorId: user.id, opinion: at.opinion ?? null, ...more });
}

/**
 * Revoke. With a task id: its handler takes it back while nobody has acted on what followed in
 * its part of the flow (its branch when it lies in a parallel branch, else the whole flow): the
 * following open tasks there are withdrawn, or, when it was the last of its branch, its token is
 * taken back from the join; then the node is entered again (revoker). Without: the initiator
 * takes the whole instance back to the start (revoker_to_start).
 */
export async function revokeInstance(deps: Deps, c: Caller, body: { instId: string; taskId?: string; opinion?: string }) {
  const { user, lang } = c;
  return inAction(deps, lang, async (ctx) => {
    const inst = await lockedInstance(ctx, user, body.instId);
    if (inst.status !== 'running') throw wfError(409, 'instance.notRunning');
    if (inst.is_hang_up) throw wfError(409, 'task.hangUp');
    const def = await defById(ctx.trx, inst.def_id);
    if (!def) throw wfError(404, 'def.notFound');
    if (!body.taskId) {
      requireCreatorOrAdmin(inst, user);
      const start = def.model.nodes[def.model.startId];
      const at = { instId: inst.id, nodeId: start.id, taskName: start.name, opinion: body.opinion };
      await callerOpinion(ctx, user, at, 'revoker_to_start', { qualfiedIds: [inst.creator_id] });
      const newTasks = await backToStart(ctx, inst, def, 'revoker_to_start');
      return { instId: inst.id, instStatus: inst.status, newTasks };
    }
    const mine = await repo.taskOfInstance(ctx.trx, body.taskId, inst.id);
    if (!mine) throw wfError(404, 'task.notFound');
    if (mine.completed_by !== user.id || mine.status !== 'done') throw wfError(403, 'task.forbidden');
    const refuse = () => wfError(409, 'task.revokeNotAllowed');
    // a countersign vote, a start node or a node outside the supported structure is never revoked
    const node = def.model.nodes[mine.node_id];
    if (mine.sign_index !== null || mine.is_start || node?.type !== 'userTask' || node.signType !== null) throw refuse();
    const plan = planJump(def.model, flowStructure(def.model), mine.node_id, mine.node_id);
    if (!plan) throw refuse();
    const later = await repo.tasksAfter(ctx.trx, inst.id, plan.region, mine.id, mine.complete_time!);
    // someone acted on what followed (in this branch), or the node is open again
    if (later.some((t) => t.status === 'done' || t.node_id === mine.node_id)) throw refuse();
    // what followed: open tasks in the region, or the branch's token waiting at its join
    const followed =
      later.length > 0 ||
      (plan.join !== null && tokensAt(inst.engine_state, plan.join.joinId).some((id) => plan.join!.sources.includes(id)));
    if (!followed || (await subInstanceRunsIn(ctx.trx, inst.id, plan.region))) throw refuse();
    const at = { instId: inst.id, nodeId: mine.node_id, taskName: mine.name, opinion: body.opinion };
    await callerOpinion(ctx, user, at, 'revoker', { taskId: mine.id, qualfiedIds: [user.id] });
    const { newTasks } = await advance(ctx, inst, def, [{ kind: 'jump', plan }]);
    return { instId: inst.id, instStatus: inst.status, newTasks };
  });
}

/** Manual end by the initiator or an admin. */
export async function endProcess(deps: Deps, c: Caller, body: { instId: string; opinion?: string }) {
  const { user, lang } = c;
  return inAction(deps, lang, async (ctx) => {
    const found = await lockedInstance(ctx, user, body.instId);
    const inst = found.parent_id ? ((await loadInstance(ctx.trx, found.root_id)) ?? found) : found;
    requireCreatorOrAdmin(inst, user);
    if (!ACTIVE_STATUSES.has(inst.status)) throw wfError(409, 'instance.notRunning');
    const def = await defById(ctx.trx, inst.def_id);
    const end = def ? Object.values(def.model.nodes).find((n) => n.type === 'endEvent' && n.parent === null) : undefined;
    await openHolders(ctx, inst.id);
    await callerOpinion(
      ctx,
      user,
      { instId: inst.id, nodeId: end?.id ?? 'end', taskName: end?.name ?? 'end', opinion: body.opinion },
      'manual_end',
    );
    await endInstance(ctx, inst, 'manual_end');
    return { instId: inst.id, instStatus: inst.status, newTasks: [] };
  });
}

/** Hang up (hold) an instance or cancel the hang-up; tasks cannot be handled while it is held. */
export async function setHangUp(deps: Deps, c: Caller, instId: string, hang: boolean) {
  const { user, lang } = c;
  return inAction(deps, lang, async (ctx) => {
    const inst = await lockedInstance(ctx, user, instId);
    requireCreatorOrAdmin(inst, user);
    if (!ACTIVE_STATUSES.has(inst.status)) throw wfError(409, 'instance.notRunning');
    if (inst.is_hang_up === hang) throw wfError(409, hang ? 'instance.alreadyHangUp' : 'instance.notHangUp');
    await repo.setTreeHangUp(ctx.trx, inst.root_id, hang);
    await openHolders(ctx, inst.root_id);
    ctx.touched.add(inst.creator_id);
    ctx.instIds.add(inst.id);
    return { instId: inst.id, isHangUp: hang };
  });
}

export async function circulate(deps: Deps, c: Caller, body: { instId: string; taskId?: string; userIds: string[]; opinion?: string }) {
  const { user, lang } = c;
  return inAction(deps, lang, async (ctx) => {
    const inst = await lockedInstance(ctx, user, body.instId);
    await requireParticipant(ctx.trx, inst, user);
    await notifyCirculation(ctx, inst.id, body.taskId ?? null, user, body.userIds, body.opinion);
    ctx.instIds.add(inst.id);
    return true;
  });
}

/** Deletes instances: an admin any, the initiator only those ended by hand (withdrawn, terminated). */
export async function removeInstances(deps: Deps, c: Caller, ids: string[]) {
  const { user, lang } = c;
  return inAction(deps, lang, async (ctx) => {
    for (const id of ids) {
      const inst = await loadInstance(ctx.trx, id);
      if (!inst) continue;
      requireCreatorOrAdmin(inst, user);
      if (!user.isAdmin && ACTIVE_STATUSES.has(inst.status)) throw wfError(403, 'instance.removeRunning');
      // an approved request is a record: its initiator deletes only what was ended by hand (issue 29 item 9)
      if (!user.isAdmin && !initiatorMayRemove(inst.status)) throw wfError(403, 'instance.removeApproved');
      await openHolders(ctx, inst.root_id);
      await repo.deleteInstance(ctx.trx, id);
      ctx.instIds.add(id);
    }
    return ids.length;
  });
}
