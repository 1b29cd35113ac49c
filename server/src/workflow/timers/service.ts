import { readJobsSettings, sendJobs, TIMER_QUEUE } from '../../jobs/index.js';
import type { FlowNode } from '../definitions/model.js';
import type { PendingTimer, StepResult } from '../engine/protocol.js';
import { newId, type ActionContext, type InstanceRecord } from '../steps/context.js';
import type { Database } from '../../db/database.js';
import type { DefInfo } from '../definitions/repo.js';
import type { TimerRow } from '../../../../contract/workflow-timers.js';
import type { Caller } from '../caller.js';
import { instanceForRead } from '../instances/access.js';
import { insertTimers, timersOf, settleTimers, timersWithoutJob, waitingEngineTimers } from './repo.js';
import type { NewWfTimer, WfTimer } from './tables.js';

const settings = readJobsSettings();
const HOUR = 3600_000;

/** Each new row gets its job at its expiry, in the same transaction. */
async function schedule(ctx: ActionContext, rows: NewWfTimer[]): Promise<WfTimer[]> {
  const made = await insertTimers(ctx.trx, rows);
  await sendJobs(
    ctx.trx,
    TIMER_QUEUE,
    made.map((t) => ({ data: { timerId: t.id }, startAfter: t.expire_at, key: t.id })),
    settings,
  );
  return made;
}

const sameTimer = (row: WfTimer, p: PendingTimer) =>
  row.execution_id === p.executionId && row.expire_at.getTime() === new Date(p.expireAt).getTime();

/**
 * After a step wrote the engine state (same transaction): the engine's timers that no longer wait
 * are settled (fired when the engine fired them in this step, else cancelled: the task ended
 * first, an interrupting boundary or the end of the instance took them), and new ones get a row
 * and a job.
 */
export async function syncEngineTimers(
  ctx: ActionContext,
  inst: InstanceRecord,
  def: DefInfo,
  r: Pick<StepResult, 'timers' | 'firedTimers'>,
): Promise<void> {
  const pending = r.timers;
  // most definitions have no timer events: their steps read nothing more
  if (!pending.length && !Object.values(def.model.nodes).some((n) => n.timer)) return;
  const rows = await waitingEngineTimers(ctx.trx, inst.id);
  const gone = rows.filter((row) => !pending.some((p) => sameTimer(row, p)));
  const fired = new Set(r.firedTimers);
  await settleTimers(
    ctx.trx,
    gone.filter((row) => fired.has(row.execution_id ?? '')).map((row) => row.id),
    'fired',
  );
  await settleTimers(
    ctx.trx,
    gone.filter((row) => !fired.has(row.execution_id ?? '')).map((row) => row.id),
    'cancelled',
  );
  const fresh = pending.filter((p) => !rows.some((row) => sameTimer(row, p)));
  await schedule(
    ctx,
    fresh.map((p) => ({
      id: newId(),
      inst_id: inst.id,
      kind: 'bpmn' as const,
      node_id: p.nodeId,
      execution_id: p.executionId,
      task_id: null,
      expire_at: new Date(p.expireAt),
      repeat: p.repeat,
    })),
  );
}

/**
 * The clock of a new task, as its node says: a reminder `remindHours` before its due time (at
 * the due time when the request is urgent and the node names no reminder), the
 * leader told `escalateHours` after it, an agree by the system `autoApproveHours` after it opened.
 */
export async function scheduleTaskTimers(
  ctx: ActionContext,
  inst: InstanceRecord,
  node: FlowNode,
  tasks: { id: string; due_time: Date }[],
): Promise<void> {
  const now = Date.now();
  const rows: NewWfTimer[] = [];
  for (const task of tasks) {
    const due = task.due_time.getTime();
    const add = (kind: NewWfTimer['kind'], at: number) =>
      rows.push({ id: newId(), inst_id: inst.id, kind, node_id: node.id, execution_id: null, task_id: task.id, expire_at: new Date(at) });
    // an urgent request reminds at the due time even where the node sets no reminder
    if (node.remindHours !== undefined) add('remind', Math.max(now, due - node.remindHours * HOUR));
    else if (inst.urgent_state > 0) add('remind', due);
    if (node.escalateHours !== undefined) add('escalate', due + node.escalateHours * HOUR);
    if (node.autoApproveHours !== undefined) add('autoApprove', now + node.autoApproveHours * HOUR);
  }
  if (rows.length) await schedule(ctx, rows);
}

/** Jobs again for waiting timers that have none (see timersWithoutJob); answers how many. */
export async function resendLostTimerJobs(db: Database): Promise<number> {
  const lost = await timersWithoutJob(db, TIMER_QUEUE);
  await sendJobs(
    db,
    TIMER_QUEUE,
    lost.map((t) => ({ data: { timerId: t.id }, startAfter: t.expire_at, key: t.id })),
    settings,
  );
  return lost.length;
}

/** One more job for a timer row (its job came before its time). */
export const resendTimerJob = (db: Database, t: Pick<WfTimer, 'id' | 'expire_at'>): Promise<void> =>
  sendJobs(
    db,
    TIMER_QUEUE,
    // never at once again: a second early answer would turn this into a loop
    [{ data: { timerId: t.id }, startAfter: new Date(Math.max(t.expire_at.getTime(), Date.now() + 1000)), key: t.id }],
    settings,
  );

/** The timers of an instance the caller may read. */
export async function timersOfInstance(db: Database, c: Caller, instId: string): Promise<TimerRow[]> {
  const inst = await instanceForRead(db, c.user, instId);
  return (await timersOf(db, inst.id)).map((t) => ({
    id: t.id,
    kind: t.kind,
    nodeId: t.node_id,
    taskId: t.task_id,
    expireAt: t.expire_at.toISOString(),
    repeat: t.repeat,
    status: t.status,
    settleTime: t.settle_time ? t.settle_time.toISOString() : null,
  }));
}
