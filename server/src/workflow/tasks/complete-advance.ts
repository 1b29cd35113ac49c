import type { TaskAction } from '../../../../contract/workflow-shared.js';
import type { CompleteBody } from '../../../../contract/workflow.js';
import type { CurrentUser } from '../../lib/context.js';
import type { ActionContext } from '../steps/context.js';
import { advance, backToStart, endInstance } from '../steps/advance.js';
import { writeCompletion, type TaskCompletion } from '../steps/repo.js';
import type { InstancePatch } from '../steps/sync.js';
import type { NewTask } from '../steps/task-rows.js';
import { wfError } from '../messages.js';
import { resolveNodeUsers } from '../instances/create.js';
import type { ActionTarget } from './access.js';
import type { RejectTarget } from './actions.js';
import type { StepAction } from '../engine/protocol.js';
import { markReturn, returnJump } from '../task-tools/return.js';

/** A checked completion, its writes made, ready to move the flow on. */
export interface Completing {
  ctx: ActionContext;
  user: CurrentUser;
  body: CompleteBody;
  locked: ActionTarget;
  /** reject: where it may go back to, most recent first */
  targets: RejectTarget[];
  /** the instance's changes and the task's completion, written with the engine's step */
  patch: InstancePatch;
  completion: TaskCompletion;
  /** reject: the way back to the rejecter (the task tools) */
  backToRejecter?: boolean;
}

/** agree, oppose, skip: the engine completes the task's execution (a countersign counts the vote). */
async function decide({ ctx, user, body, locked, patch, completion }: Completing): Promise<NewTask[]> {
  const { task, inst, def } = locked;
  const executionId = task.execution_id;
  if (!executionId) throw wfError(409, 'task.alreadyDone');
  const message =
    task.sign_index !== null
      ? { vote: body.actionName === 'oppose' ? 'oppose' : 'agree', userId: user.id }
      : { decision: body.actionName, userId: user.id };
  // a task opened by a reject "back to me": its agreement goes straight back to the rejecter's node
  const back = body.actionName === 'agree' ? returnJump(def, task) : null;
  const action: StepAction = back ? { kind: 'jump', plan: back } : { kind: 'complete', executionId, output: message };
  return (await advance(ctx, inst, def, [action], { patch, completion })).newTasks;
}

/** Back to an earlier node (the named one, else the most recent), or to the start node when it has no jump. */
async function reject({ ctx, user, body, locked, targets, patch, completion, backToRejecter }: Completing): Promise<NewTask[]> {
  const { task, inst, def } = locked;
  // the plan was made on the state read in this transaction; the version check guards it
  const target = body.destination ? targets.find((t) => t.nodeId === body.destination) : targets[0];
  if (!target) throw wfError(400, 'task.rejectNoTarget');
  let newTasks: NewTask[];
  if (target.plan) newTasks = (await advance(ctx, inst, def, [{ kind: 'jump', plan: target.plan }], { patch, completion })).newTasks;
  else {
    await writeCompletion(ctx.trx, completion);
    newTasks = await backToStart(ctx, inst, def, 'backToStart', patch);
  }
  if (backToRejecter) await markReturn(ctx.trx, newTasks, target.nodeId, { nodeId: task.node_id, userId: user.id });
  return newTasks;
}

async function toStart({ ctx, locked, patch }: Completing): Promise<NewTask[]> {
  return backToStart(ctx, locked.inst, locked.def, 'backToStart', patch);
}

async function manualEnd({ ctx, locked, patch }: Completing): Promise<NewTask[]> {
  await endInstance(ctx, locked.inst, 'manual_end', patch);
  return [];
}

/** The flow starts afresh from the (possibly corrected) form; approvers are resolved again. */
async function reSubmit({ ctx, locked, patch, completion }: Completing): Promise<NewTask[]> {
  const { task, inst, def } = locked;
  patch.node_users = await resolveNodeUsers(ctx.trx, def.model, inst.creator_id, patch.form_data ?? inst.form_data);
  patch.status = 'running';
  inst.engine_state = null;
  // rejected "back to me": the flow starts and goes straight to the rejecter's node
  const back = returnJump(def, task);
  return (await advance(ctx, inst, def, back ? [{ kind: 'jump', plan: back }] : [], { patch, completion })).newTasks;
}

/** How each action moves the flow on; the tasks it opened. */
export const ADVANCE: Record<TaskAction, (c: Completing) => Promise<NewTask[]>> = {
  agree: decide,
  oppose: decide,
  skip: decide,
  reject,
  backToStart: toStart,
  manual_end: manualEnd,
  reSubmit,
};
