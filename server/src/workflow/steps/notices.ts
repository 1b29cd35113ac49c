import { LANGS, type Params } from '../../lib/i18n.js';
import { notify, settleTaskNotices, tellNewTasks, toldInThisTrx } from '../../notify/index.js';
import { nodeNameIn } from '../definitions/names.js';
import { modelOf } from '../definitions/repo.js';
import type { ActionContext } from './context.js';
import { endedInstances, newNotices } from './repo-notices.js';

/**
 * The workflow's notices of one action, handed to notify as data (`Notice`), found where the action
 * left them (the one place every task row, circulated copy and instance end passes): before the
 * action's last statement, inside its transaction, so a rolled-back step tells nobody.
 * - an open task written in this transaction whose assignee was not told of it yet (new task, agent,
 *   secretary, add-sign, transfer, a timer's step) → `task` to the assignee; the start task given back
 *   to the initiator → `result`;
 * - a circulated copy → `cc`; a service node's notice → `system`;
 * - a top instance that ended → `result` to the initiator.
 * Notices about tasks the action took from their readers are marked read first.
 */
export async function collectWorkflowNotices(ctx: ActionContext): Promise<void> {
  if (!ctx.touched.size && !ctx.instIds.size) return;
  const config = ctx.config?.notify;
  const users = [...ctx.touched];
  // what the action took from someone (handled, canceled, transferred away) no longer waits in their bell
  await settleTaskNotices(ctx.trx, users);
  const tasks = await tellNewTasks(ctx.trx, users);
  if (config?.quiet) return;
  const already = tasks.length ? await toldInThisTrx(ctx.trx, [...new Set(tasks.map((t) => t.user_id))]) : new Set<string>();
  for (const task of tasks) {
    // a tool that moved the task told its new holder already (e.g. "X transferred a task to you")
    if (already.has(`${task.user_id}:${task.inst_id}`)) continue;
    const model = await modelOf(ctx.trx, task.def_id);
    const params: Params = { task: task.name, subject: task.subject, initiator: task.creator_name ?? '-' };
    for (const lang of LANGS) params[`task@${lang}`] = nodeNameIn(model, task.node_id, lang, task.name);
    await notify(ctx.trx, config, {
      category: task.is_start ? 'result' : 'task',
      fromUserId: null,
      toUserIds: [task.user_id],
      key: task.is_start ? 'notify.msg.returned' : 'notify.msg.task',
      params,
      link: { taskId: task.task_id, instId: task.inst_id },
      lang: ctx.lang,
    });
  }
  for (const n of await newNotices(ctx.trx, users)) {
    const cc = n.kind === 'circulate';
    await notify(ctx.trx, config, {
      category: cc ? 'cc' : 'system',
      fromUserId: cc ? n.from_user_id : null,
      toUserIds: [n.to_user_id],
      key: cc ? (n.opinion ? 'notify.msg.ccWithWords' : 'notify.msg.cc') : 'notify.msg.notice',
      params: { subject: n.subject, node: n.node_name ?? '-', words: n.opinion ?? '' },
      link: { instId: n.inst_id },
      lang: ctx.lang,
    });
  }
  for (const inst of await endedInstances(ctx.trx, [...ctx.instIds])) {
    await notify(ctx.trx, config, {
      category: 'result',
      fromUserId: null,
      toUserIds: [inst.creator_id],
      key: inst.status === 'end' ? 'notify.msg.approved' : 'notify.msg.ended',
      params: { subject: inst.subject },
      link: { instId: inst.id },
      lang: ctx.lang,
    });
  }
}
