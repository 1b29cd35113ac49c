import type { AppDeps, CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import type { CompleteBody } from '../../../../contract/workflow.js';
import { newId, type ActionContext } from '../steps/context.js';
import { advance, backToStart, endInstance } from '../steps/advance.js';
import { writeCompletion, type TaskCompletion } from '../steps/repo.js';
import type { InstancePatch, StepWrites } from '../steps/sync.js';
import { inAction } from '../steps/transaction.js';
import type { NewTask } from '../steps/task-rows.js';
import { wfError } from '../messages.js';
import { checkFormRules, mergeFormData, rightsAt } from '../model/forms.js';
import { resolveNodeUsers } from '../instances/create.js';
import { recordOpinion } from '../opinions/record.js';
import { checkOpinionFiles } from '../attachments/access.js';
import { usersByIds } from '../support/repo-users.js';
import { actionTarget, type ActionTarget } from './access.js';
import type { StoredNodeRights } from '../tables.js';
import { ACTIVE_STATUSES, allowedActions, NEEDS_OPINION, rejectPlans } from './actions.js';
import * as repo from './repo.js';
import type { StepAction } from '../engine/protocol.js';
import { addSignVote } from '../task-tools/add-sign.js';
import { markReturn, returnJump } from '../task-tools/return.js';
import { noteTaskDone } from '../analytics/collect.js';
import { applySealGrants } from '../../seals/applied.js';

export async function notifyCirculation(
  ctx: ActionContext,
  instId: string,
  taskId: string | null,
  from: CurrentUser,
  userIds: string[],
  opinion?: string,
) {
  const users = await usersByIds(ctx.trx, userIds);
  const ids = [...users.keys()].filter((id) => id !== from.id);
  if (!ids.length) return;
  await repo.insertCirculationNotices(ctx.trx, { instId, taskId, fromUserId: from.id, toUserIds: ids, opinion: opinion ?? null }, newId);
  for (const id of ids) ctx.touched.add(id);
  ctx.touched.add(from.id);
}

/**
 * What a caller besides the approval form adds to a completion (batch approve, auto-approve): a
 * check on the locked task before anything is written (it throws to refuse), and work done at the
 * end inside the same transaction (its messages).
 */
export interface CompletionHooks {
  check?: (target: ActionTarget, rights: StoredNodeRights) => void | Promise<void>;
  after?: (ctx: ActionContext, target: ActionTarget) => Promise<void>;
}

/** Actions that run the engine a step (the task's completion is written with that step). */
const STEPPING_ACTIONS = new Set<string>(['agree', 'oppose', 'skip', 'reject', 'reSubmit']);

/**
 * The one complete call: agree, oppose (countersign votes), reject (back to an earlier node),
 * backToStart, reSubmit (from the start node), skip and manual_end. Rights are checked on the
 * locked task row; the engine advances once per completed task.
 */
export async function completeTask(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: CurrentUser,
  lang: Lang,
  body: CompleteBody,
  hooks: CompletionHooks = {},
) {
  return inAction(deps, lang, (ctx) => completeIn(ctx, user, lang, body, {}, hooks));
}

/** How the task tools' reject differs from the spec's: wider targets, and the way back to the rejecter. */
export interface CompleteOptions {
  wideReject?: boolean;
  backToRejecter?: boolean;
}

/** completeTask inside an action's transaction (the task tools' reject runs it too). */
export async function completeIn(
  ctx: ActionContext,
  user: CurrentUser,
  lang: Lang,
  body: CompleteBody,
  options: CompleteOptions = {},
  hooks: CompletionHooks = {},
) {
  {
    const locked = await actionTarget(ctx.trx, user, body.taskId, body.leaderId);
    const { task, inst, def, form } = locked;
    if (!ACTIVE_STATUSES.has(inst.status)) throw wfError(409, 'instance.notRunning');
    if (inst.is_hang_up) throw wfError(409, 'task.hangUp');
    if (task.add_sign_id) return addSignVote(ctx, user, body, { task, inst, def });
    const targets = body.actionName === 'reject' ? await rejectPlans(ctx.trx, def, inst, task, { wide: options.wideReject }) : [];
    const allowed = allowedActions(def, task, user, targets.length > 0 || body.actionName !== 'reject');
    if (!allowed.includes(body.actionName)) throw wfError(400, 'task.actionNotAllowed', { action: body.actionName });
    if (task.candidate && task.lock_user_id && task.lock_user_id !== user.id && task.lock_user_id !== task.assignee_id) {
      const holder = (await usersByIds(ctx.trx, [task.lock_user_id])).get(task.lock_user_id);
      throw wfError(409, 'task.lockedBySomeone', { name: holder?.name ?? '' });
    }

    const rights = rightsAt(form, task.node_id, task.is_start);
    await hooks.check?.(locked, rights);
    const opinion = body.opinion?.trim() ?? '';
    if (!opinion && (rights.opinion === 'b' || NEEDS_OPINION.has(body.actionName))) throw wfError(400, 'task.opinionRequired');
    if (body.formDataVersion !== undefined && body.formDataVersion !== inst.form_data_version) throw wfError(409, 'task.formChanged');
    if (body.files) await checkOpinionFiles(ctx.trx, user, body.files);
    const forward = body.actionName === 'agree' || body.actionName === 'reSubmit';
    const merged = await mergeFormData(
      { db: ctx.trx, user, lang, sealScope: { taskId: task.id } },
      form,
      rights,
      inst.form_data,
      body.formData,
      {
        skipRequired: !forward,
      },
    );
    await applySealGrants(ctx.trx, user, merged.seals, { instId: inst.id, taskId: task.id });
    const patch: InstancePatch = {};
    if (Object.keys(merged.changes).length) {
      checkFormRules(form, merged.data, lang, Object.keys(merged.changes));
      patch.form_data = merged.data;
      patch.form_data_version = inst.form_data_version + 1;
      await repo.insertFormRecord(ctx.trx, {
        id: newId(),
        inst_id: inst.id,
        task_id: task.id,
        node_id: task.node_id,
        user_id: user.id,
        user_name: user.fullname,
        version: patch.form_data_version,
        changes: JSON.stringify(merged.changes),
      });
    }

    // the task is done and its saved (draft) opinion goes: written with the engine's step when the
    // action makes one (one statement), else now (before its open tasks are cancelled)
    const completedAt = new Date();
    const completion: TaskCompletion = {
      taskId: task.id,
      set: {
        status: 'done',
        action: body.actionName,
        opinion: opinion || null,
        completed_by: user.id,
        complete_time: completedAt,
        is_read: 1,
      },
    };
    noteTaskDone(ctx, task, user.id, completedAt);
    const steps = STEPPING_ACTIONS.has(body.actionName);
    if (!steps) await writeCompletion(ctx.trx, completion);
    const writes: StepWrites = { patch, completion };
    ctx.touched.add(user.id);
    if (task.assignee_id) ctx.touched.add(task.assignee_id);
    if (task.owner_id) ctx.touched.add(task.owner_id);
    const qualfiedIds = task.candidate ? await repo.groupAssignees(ctx.trx, task.group_id) : [task.assignee_id!];
    await recordOpinion(ctx, {
      instId: inst.id,
      taskId: task.id,
      nodeId: task.node_id,
      taskName: task.name,
      status: body.actionName,
      auditorId: user.id,
      opinion: opinion || null,
      files: body.files ?? null,
      qualfiedIds,
      known: [{ id: user.id, account: user.account, name: user.fullname, avatar: null }],
      createTime: task.create_time,
      decision: { formData: patch.form_data ?? inst.form_data },
    });
    if (body.circulateUserIds?.length) await notifyCirculation(ctx, inst.id, task.id, user, body.circulateUserIds, opinion);

    let newTasks: NewTask[] = [];
    const executionId = task.execution_id;
    switch (body.actionName) {
      case 'agree':
      case 'oppose':
      case 'skip': {
        if (!executionId) throw wfError(409, 'task.alreadyDone');
        const message =
          task.sign_index !== null
            ? { vote: body.actionName === 'oppose' ? 'oppose' : 'agree', userId: user.id }
            : { decision: body.actionName, userId: user.id };
        // a task opened by a reject "back to me": its agreement goes straight back to the rejecter's node
        const back = body.actionName === 'agree' ? returnJump(def, task) : null;
        const action: StepAction = back ? { kind: 'jump', plan: back } : { kind: 'complete', executionId, output: message };
        newTasks = (await advance(ctx, inst, def, [action], writes)).newTasks;
        break;
      }
      case 'reject': {
        // the plan was made on the state read in this transaction; the version check guards it
        const target = body.destination ? targets.find((t) => t.nodeId === body.destination) : targets[0];
        if (!target) throw wfError(400, 'task.rejectNoTarget');
        if (target.plan) newTasks = (await advance(ctx, inst, def, [{ kind: 'jump', plan: target.plan }], writes)).newTasks;
        else {
          await writeCompletion(ctx.trx, completion);
          newTasks = [await backToStart(ctx, inst, def, 'backToStart', patch)];
        }
        if (options.backToRejecter) await markReturn(ctx.trx, newTasks, target.nodeId, { nodeId: task.node_id, userId: user.id });
        break;
      }
      case 'backToStart':
        newTasks = [await backToStart(ctx, inst, def, 'backToStart', patch)];
        break;
      case 'manual_end':
        await endInstance(ctx, inst, 'manual_end', patch);
        break;
      case 'reSubmit': {
        // the flow starts afresh from the (possibly corrected) form; approvers are resolved again
        patch.node_users = await resolveNodeUsers(ctx.trx, def.model, inst.creator_id, patch.form_data ?? inst.form_data);
        patch.status = 'running';
        inst.engine_state = null;
        // rejected "back to me": the flow starts and goes straight to the rejecter's node
        const back = returnJump(def, task);
        newTasks = (await advance(ctx, inst, def, back ? [{ kind: 'jump', plan: back }] : [], writes)).newTasks;
        break;
      }
    }
    await hooks.after?.(ctx, locked);
    return { taskId: task.id, instId: inst.id, instStatus: inst.status, newTasks };
  }
}
