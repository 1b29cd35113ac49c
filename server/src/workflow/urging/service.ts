import {
  URGE_INTERVAL_MINUTES,
  type CcReceipt,
  type UrgeBody,
  type UrgeResult,
  type UrgeState,
} from '../../../../contract/workflow-urging.js';
import type { Database } from '../../db/database.js';
import type { AppDeps, CurrentUser } from '../../lib/context.js';
import type { InstanceRecord } from '../steps/context.js';
import { newId } from '../steps/context.js';
import { inAction } from '../steps/transaction.js';
import { instanceForRead, mayCirculate } from '../instances/access.js';
import { nodeNamer } from '../definitions/names.js';
import { recordOpinion } from '../opinions/record.js';
import { groupAssignees } from '../tasks/repo.js';
import { ACTIVE_STATUSES } from '../tasks/actions.js';
import { leaderOf, usersByIds } from '../support/repo-users.js';
import { iso } from '../task-lists/repo-common.js';
import { wfError } from '../messages.js';
import type { Caller } from '../caller.js';
import { tell } from './tell.js';
import * as repo from './repo.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const INTERVAL_MS = URGE_INTERVAL_MINUTES * 60_000;
/** The urge at which the assignee's leader is told too (once: later urges reach the assignee only). */
const ESCALATE_AT = 2;

/**
 * Who may urge (decision, issue 15): whoever may pass the instance on — its initiator, anyone who
 * holds or held a task of it, and administrators (instances/access.ts mayCirculate) — but not
 * the assignee of the task urged. Someone who only received a copy may read the instance, not urge.
 */
async function mayUrge(db: Database, inst: InstanceRecord, user: CurrentUser, assignees: string[]): Promise<boolean> {
  return !assignees.includes(user.id) && (await mayCirculate(db, inst, user));
}

/**
 * Urges the assignee of an open task (催办): an inner message and a history row; at most once per
 * task in URGE_INTERVAL_MINUTES, whoever urges (a refusal says when it may be urged again). The
 * second urge of a task is escalated to the assignee's leader: a message and a history row too.
 */
export async function urge(deps: Deps, c: Caller, body: UrgeBody): Promise<UrgeResult> {
  return inAction(deps, c.lang, async (ctx) => {
    const task = await repo.taskForUrge(ctx.trx, body.taskId);
    if (!task) throw wfError(404, 'task.notFound');
    const inst = await instanceForRead(ctx.trx, c.user, task.inst_id);
    if (task.status !== 'todo') throw wfError(409, 'task.alreadyDone');
    if (!ACTIVE_STATUSES.has(inst.status)) throw wfError(409, 'instance.notRunning');
    const assignees = task.candidate ? await groupAssignees(ctx.trx, task.group_id) : [task.assignee_id].filter((id): id is string => !!id);
    if (!(await mayUrge(ctx.trx, inst, c.user, assignees))) throw wfError(403, 'urging.forbidden');
    const now = new Date();
    const before = await repo.urgesOfTask(ctx.trx, task);
    if (before.last && now.getTime() - before.last.getTime() < INTERVAL_MS) {
      const minutes = Math.max(1, Math.ceil((before.last.getTime() + INTERVAL_MS - now.getTime()) / 60_000));
      throw wfError(429, 'urging.tooSoon', { minutes, interval: URGE_INTERVAL_MINUTES });
    }
    const count = before.count + 1;
    const message = body.message?.trim() || null;
    const about = { user: c.user.fullname, subject: inst.subject, node: task.name, message: message ?? '' };
    await tell(ctx, c.user.id, assignees, message ? 'urging.messageWithWords' : 'urging.message', about, {
      link: { taskId: task.id, instId: inst.id },
    });
    await recordOpinion(ctx, {
      instId: inst.id,
      taskId: task.id,
      nodeId: task.node_id,
      taskName: task.name,
      status: 'urge',
      auditorId: c.user.id,
      opinion: message,
      qualfiedIds: assignees,
    });
    let leader: { id: string; name: string } | null = null;
    if (count === ESCALATE_AT && task.assignee_id) {
      const leaderId = await leaderOf(ctx.trx, task.assignee_id);
      const found = leaderId ? (await usersByIds(ctx.trx, [leaderId])).get(leaderId) : undefined;
      if (found) {
        leader = { id: found.id, name: found.name };
        const assignee = (await usersByIds(ctx.trx, [task.assignee_id])).get(task.assignee_id);
        await tell(
          ctx,
          c.user.id,
          [found.id],
          'urging.escalation',
          { ...about, assignee: assignee?.name ?? '', count },
          { link: { instId: inst.id } },
        );
        await recordOpinion(ctx, {
          instId: inst.id,
          taskId: task.id,
          nodeId: task.node_id,
          taskName: task.name,
          status: 'urgeEscalate',
          auditorId: c.user.id,
          opinion: message,
          qualfiedIds: [found.id],
        });
      }
    }
    await repo.insertUrge(ctx.trx, {
      id: newId(),
      task_id: task.id,
      inst_id: inst.id,
      from_user_id: c.user.id,
      to_user_id: task.assignee_id,
      escalated_to: leader?.id ?? null,
      message,
      create_time: now,
    });
    ctx.touched.add(c.user.id);
    ctx.instIds.add(inst.id);
    return { taskId: task.id, count, escalatedTo: leader, nextAllowed: new Date(now.getTime() + INTERVAL_MS).toISOString() };
  });
}

/** The open tasks of an instance the caller may read, with their urges and whether the caller may urge each now. */
export async function urgeState(db: Database, c: Caller, instId: string): Promise<UrgeState[]> {
  const inst = await instanceForRead(db, c.user, instId);
  const rows = await repo.openTasksWithUrges(db, inst.id);
  const nodeName = await nodeNamer(
    db,
    rows.map((r) => r.def_id),
    c.lang,
  );
  const participant = ACTIVE_STATUSES.has(inst.status) && (await mayCirculate(db, inst, c.user));
  const now = Date.now();
  return rows.map((r) => {
    const next = r.last ? new Date(new Date(r.last).getTime() + INTERVAL_MS) : null;
    return {
      taskId: r.id,
      nodeName: nodeName(r.def_id, r.node_id, r.name),
      assigneeName: r.assignee_name,
      count: r.count,
      lastTime: iso(r.last),
      canUrge: participant && r.assignee_id !== c.user.id && (!next || next.getTime() <= now),
      nextAllowed: next && next.getTime() > now ? next.toISOString() : null,
    };
  });
}

/**
 * The circulated copies of an instance with their receipts: the initiator and administrators see
 * every copy, anyone else the copies they sent.
 */
export async function ccReceipts(db: Database, c: Caller, instId: string): Promise<CcReceipt[]> {
  const inst = await instanceForRead(db, c.user, instId);
  const everyone = c.user.isAdmin || inst.creator_id === c.user.id;
  const rows = await repo.ccReceipts(db, inst.id, everyone ? null : c.user.id);
  return rows.map((r) => ({
    id: r.id,
    toUserId: r.to_user_id,
    toUserName: r.to_name,
    fromUserId: r.from_user_id,
    fromUserName: r.from_name,
    opinion: r.opinion,
    receivedTime: iso(r.create_time)!,
    openedTime: iso(r.opened_time),
  }));
}
