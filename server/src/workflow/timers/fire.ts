import type { AppDeps } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { t, type Lang } from '../../lib/i18n.js';
import { dateTimeIn, DEFAULT_COMPANY_TIME_ZONE } from '../../lib/time-zone.js';
import { notify } from '../../notify/index.js';
import { defById } from '../definitions/repo.js';
import { advance } from '../steps/advance.js';
import type { ActionContext } from '../steps/context.js';
import { loadInstance } from '../steps/repo.js';
import { inAction } from '../steps/transaction.js';
import { recordOpinion } from '../opinions/record.js';
import { leaderOf } from '../support/repo-users.js';
import { ACTIVE_STATUSES } from '../tasks/actions.js';
import { completeIn } from '../tasks/complete.js';
import { resendTimerJob } from './service.js';
import { lockTimer, settleTimers, taskOfTimer, userOfTimer, type TimerTask } from './repo.js';
import type { WfTimer } from './tables.js';

/** Texts the system writes (messages, history) are in the portal's default language. */
const LANG: Lang = 'zh-CN';

export type FireOutcome = 'fired' | 'settled' | 'cancelled' | 'early' | 'failed';

/**
 * The job of one timer row, in one action transaction. The row is locked first: a second job for
 * it (pg-boss retrying after a killed worker, another process) waits, then finds it settled and
 * does nothing. An engine timer fires by running the instance one step (recovering the state
 * completes every timer whose time has come); the step settles the row.
 */
export async function fireTimer(deps: Pick<AppDeps, 'db' | 'config'>, timerId: string): Promise<FireOutcome> {
  return inAction(deps, LANG, async (ctx) => {
    const timer = await lockTimer(ctx.trx, timerId);
    if (!timer || timer.status !== 'waiting') return 'settled';
    if (timer.expire_at.getTime() > Date.now() + 50) {
      // this server's clock is behind the database's: the timer gets a job again at its time
      await resendTimerJob(ctx.trx, timer);
      return 'early';
    }
    const done = timer.kind === 'bpmn' ? await fireEngineTimer(ctx, timer) : await fireTaskTimer(ctx, timer);
    if (done !== 'early') await settleTimers(ctx.trx, [timer.id], done);
    return done;
  });
}

async function fireEngineTimer(ctx: ActionContext, timer: WfTimer): Promise<'fired' | 'cancelled' | 'early'> {
  const inst = await loadInstance(ctx.trx, timer.inst_id);
  if (!inst || !ACTIVE_STATUSES.has(inst.status) || !inst.engine_state) return 'cancelled';
  const def = await defById(ctx.trx, inst.def_id);
  if (!def) return 'cancelled';
  await advance(ctx, inst, def, []);
  // the step settled the row (fired, or cancelled when the engine no longer had it)
  const after = await lockTimer(ctx.trx, timer.id);
  if (after?.status === 'waiting') {
    await resendTimerJob(ctx.trx, timer);
    return 'early';
  }
  return after?.status === 'fired' ? 'fired' : 'cancelled';
}

async function fireTaskTimer(ctx: ActionContext, timer: WfTimer): Promise<'fired' | 'cancelled' | 'failed'> {
  const task = timer.task_id ? await taskOfTimer(ctx.trx, timer.task_id) : undefined;
  if (!task || task.status !== 'todo' || !task.assignee_id) return 'cancelled';
  if (timer.kind === 'remind') {
    const inst = await loadInstance(ctx.trx, task.inst_id);
    await tell(ctx, [task.assignee_id], (inst?.urgent_state ?? 0) > 0 ? 'timer.remindUrgent' : 'timer.remind', task);
    return 'fired';
  }
  if (timer.kind === 'escalate') {
    const leader = await leaderOf(ctx.trx, task.assignee_id);
    await recordOpinion(ctx, {
      instId: task.inst_id,
      taskId: task.id,
      nodeId: task.node_id,
      taskName: task.name,
      status: 'escalate',
      opinion: t(LANG, leader ? 'timer.escalated' : 'timer.escalatedNoLeader'),
      qualfiedIds: leader ? [leader] : [],
    });
    if (leader) await tell(ctx, [leader], 'timer.escalate', task);
    ctx.touched.add(task.assignee_id);
    return 'fired';
  }
  return autoApprove(ctx, task);
}

/** The assignee's agree, made by the system through the one completion path, with its own opinion text. */
async function autoApprove(ctx: ActionContext, task: TimerTask): Promise<'fired' | 'failed'> {
  const user = await userOfTimer(ctx.trx, task.assignee_id!);
  if (!user) return 'failed';
  try {
    await completeIn(
      ctx,
      {
        user: { id: user.id, account: user.account, fullname: user.fullname, isAdmin: false, sessionId: 'timer', postId: null },
        lang: LANG,
      },
      { taskId: task.id, actionName: 'agree', opinion: t(LANG, 'timer.autoApproved') },
    );
  } catch (err) {
    // a refusal (a required field is empty, the task was locked): the task stays with its assignee
    if (err instanceof AppError && err.status < 500) return 'failed';
    throw err;
  }
  return 'fired';
}

async function tell(ctx: ActionContext, userIds: string[], key: string, task: TimerTask): Promise<void> {
  // a notice's text is written once for every reader: its due time is the company's (as a request's subject)
  const zone = ctx.config?.printTimeZone ?? DEFAULT_COMPANY_TIME_ZONE;
  const due = task.due_time ? dateTimeIn(task.due_time, zone).slice(0, 16) : '-';
  const params = { task: task.name, subject: task.subject, due };
  const own = key !== 'timer.escalate';
  const to = await notify(ctx.trx, ctx.config?.notify, {
    category: own ? 'task' : 'urge',
    fromUserId: null,
    toUserIds: userIds,
    key,
    params,
    link: own ? { taskId: task.id, instId: task.inst_id } : { instId: task.inst_id },
    type: 'task',
  });
  for (const u of to) ctx.touched.add(u);
}
