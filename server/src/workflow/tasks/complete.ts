import type { AppDeps, CurrentUser } from '../../lib/context.js';
import type { CompleteBody } from '../../../../contract/workflow.js';
import { newId, type ActionContext } from '../steps/context.js';
import { writeCompletion, type TaskCompletion } from '../steps/repo.js';
import type { InstancePatch } from '../steps/sync.js';
import { inAction } from '../steps/transaction.js';
import { wfError } from '../messages.js';
import { checkFormRules, mergeFormData, rightsAt } from '../model/forms.js';
import { recordOpinion, taskOpinion } from '../opinions/record.js';
import { checkOpinionFiles } from '../attachments/access.js';
import { usersByIds } from '../support/repo-users.js';
import { actionTarget, type ActionTarget } from './access.js';
import type { StoredNodeRights } from '../tables.js';
import { ACTIVE_STATUSES, allowedActions, NEEDS_OPINION, rejectPlans } from './actions.js';
import * as repo from './repo.js';
import { addSignVote } from '../task-tools/add-sign.js';
import type { Caller } from '../caller.js';
import { ADVANCE } from './complete-advance.js';
import { noteTaskDone } from '../analytics/collect.js';
import { applySealGrants } from '../../seals/index.js';

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
export async function completeTask(deps: Pick<AppDeps, 'db' | 'config'>, c: Caller, body: CompleteBody, hooks: CompletionHooks = {}) {
  return inAction(deps, c.lang, (ctx) => completeIn(ctx, c, body, {}, hooks));
}

/** How the task tools' reject differs from the spec's: wider targets, and the way back to the rejecter. */
export interface CompleteOptions {
  wideReject?: boolean;
  backToRejecter?: boolean;
}

/**
 * completeTask inside an action's transaction (the task tools' reject runs it too): the checks on
 * the locked task, the writes (form, task, opinion), then the flow moved on as the action says.
 */
export async function completeIn(
  ctx: ActionContext,
  c: Caller,
  body: CompleteBody,
  options: CompleteOptions = {},
  hooks: CompletionHooks = {},
) {
  const { user } = c;
  const locked = await lockedTask(ctx, user, body);
  const { task, inst, def } = locked;
  if (task.add_sign_id) return addSignVote(ctx, user, body, { task, inst, def });
  const targets = await checkAction(ctx, user, body, locked, options);
  const { rights, opinion } = await checkInput(ctx, user, body, locked, hooks);

  const patch = await writeForm(ctx, c, body, locked, rights);
  const completion = await writeTaskDone(ctx, user, body, locked, opinion);
  await writeOpinion(ctx, user, body, locked, opinion, patch);

  const newTasks = await ADVANCE[body.actionName]({
    ctx,
    user,
    body,
    locked,
    targets,
    patch,
    completion,
    backToRejecter: options.backToRejecter,
  });
  await hooks.after?.(ctx, locked);
  return { taskId: task.id, instId: inst.id, instStatus: inst.status, newTasks };
}

/** The task locked for the action; refused unless its instance runs and is not hung up. */
async function lockedTask(ctx: ActionContext, user: CurrentUser, body: CompleteBody): Promise<ActionTarget> {
  const locked = await actionTarget(ctx.trx, user, body.taskId, body.leaderId);
  if (!ACTIVE_STATUSES.has(locked.inst.status)) throw wfError(409, 'instance.notRunning');
  if (locked.inst.is_hang_up) throw wfError(409, 'task.hangUp');
  return locked;
}

/** Whether the caller may take this action on the task now (a candidate task another holds is refused); a reject's targets. */
async function checkAction(ctx: ActionContext, user: CurrentUser, body: CompleteBody, locked: ActionTarget, options: CompleteOptions) {
  const { task, inst, def } = locked;
  const targets = body.actionName === 'reject' ? await rejectPlans(ctx.trx, def, inst, task, { wide: options.wideReject }) : [];
  const allowed = allowedActions(def, task, user, targets.length > 0 || body.actionName !== 'reject');
  if (!allowed.includes(body.actionName)) throw wfError(400, 'task.actionNotAllowed', { action: body.actionName });
  if (task.candidate && task.lock_user_id && task.lock_user_id !== user.id && task.lock_user_id !== task.assignee_id) {
    const holder = (await usersByIds(ctx.trx, [task.lock_user_id])).get(task.lock_user_id);
    throw wfError(409, 'task.lockedBySomeone', { name: holder?.name ?? '' });
  }
  return targets;
}

/** What the action brings, checked under the node's rights: the opinion it needs, the form version it saw, its files. */
async function checkInput(ctx: ActionContext, user: CurrentUser, body: CompleteBody, locked: ActionTarget, hooks: CompletionHooks) {
  const { task, inst, form } = locked;
  const rights = rightsAt(form, task.node_id, task.is_start);
  await hooks.check?.(locked, rights);
  const opinion = body.opinion?.trim() ?? '';
  if (!opinion && (rights.opinion === 'b' || NEEDS_OPINION.has(body.actionName))) throw wfError(400, 'task.opinionRequired');
  if (body.formDataVersion !== undefined && body.formDataVersion !== inst.form_data_version) throw wfError(409, 'task.formChanged');
  if (body.files) await checkOpinionFiles(ctx.trx, user, body.files);
  return { rights, opinion };
}

/** The form fields the node may write, merged and checked; the seals they grant and a form record are written. */
async function writeForm(ctx: ActionContext, c: Caller, body: CompleteBody, locked: ActionTarget, rights: StoredNodeRights) {
  const { user, lang } = c;
  const { task, inst, form } = locked;
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
  if (!Object.keys(merged.changes).length) return patch;
  checkFormRules(form, merged.data, lang, Object.keys(merged.changes));
  patch.form_data = merged.data;
  patch.form_data_version = inst.form_data_version + 1;
  await repo.insertFormRecord(ctx.trx, {
    id: newId(),
    inst_id: inst.id,
    subject: inst.subject,
    task_id: task.id,
    node_id: task.node_id,
    user_id: user.id,
    user_name: user.fullname,
    version: patch.form_data_version,
    changes: JSON.stringify(merged.changes),
  });
  return patch;
}

/**
 * The task is done and its saved (draft) opinion goes: written with the engine's step when the
 * action makes one (one statement), else now (before its open tasks are cancelled).
 */
async function writeTaskDone(ctx: ActionContext, user: CurrentUser, body: CompleteBody, { task }: ActionTarget, opinion: string) {
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
  if (!STEPPING_ACTIONS.has(body.actionName)) await writeCompletion(ctx.trx, completion);
  ctx.touched.add(user.id);
  if (task.assignee_id) ctx.touched.add(task.assignee_id);
  if (task.owner_id) ctx.touched.add(task.owner_id);
  return completion;
}

/** The action's history row (with the form as decided) and the circulation it sends along. */
async function writeOpinion(
  ctx: ActionContext,
  user: CurrentUser,
  body: CompleteBody,
  { task, inst }: ActionTarget,
  opinion: string,
  patch: InstancePatch,
) {
  const qualfiedIds = task.candidate ? await repo.groupAssignees(ctx.trx, task.group_id) : [task.assignee_id!];
  await recordOpinion(ctx, {
    ...taskOpinion(task, inst.id, body.actionName, user.id, opinion),
    files: body.files ?? null,
    qualfiedIds,
    known: [{ id: user.id, account: user.account, name: user.fullname, avatar: null }],
    createTime: task.create_time,
    decision: { formData: patch.form_data ?? inst.form_data },
  });
  if (body.circulateUserIds?.length) await notifyCirculation(ctx, inst.id, task.id, user, body.circulateUserIds, opinion);
}
