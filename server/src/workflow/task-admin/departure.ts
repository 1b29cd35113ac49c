import type { ServerConfig } from '../../config.js';
import { markTasksTold } from '../../notify/index.js';
import type { Database } from '../../db/database.js';
import type { Lang } from '../../lib/i18n.js';
import { recordOpinion } from '../opinions/record.js';
import { actionContext, newId } from '../steps/context.js';
import { finishAction } from '../steps/transaction.js';
import type { UserInfo } from '../support/repo-users.js';
import * as repo from './repo-departure.js';

export {
  definitionsNaming,
  delegationsOf,
  endDelegations,
  openTasksDelegatedBy,
  openTasksHeldBy,
  runningRequestsOf,
  type Delegation,
  type HeldTask,
  type RunningRequest,
} from './repo-departure.js';

/** One task of a leaving user and whom it goes to. */
export interface TaskMove {
  task: repo.HeldTask;
  to: string;
}

export interface HandOver {
  /** the leaving user */
  from: string;
  /** the administrator who confirmed */
  by: string;
  /** the history rows' note (in the administrator's language) */
  note: string;
  /** tasks they hold: the holder changes */
  held: TaskMove[];
  /** tasks they handed to an agent: the owner changes, the agent keeps working */
  delegated: TaskMove[];
  /** people already at hand (for the history rows' names) */
  known: UserInfo[];
}

/**
 * Hands a leaving user's open tasks over inside the caller's transaction, the way an administrator's transfer does:
 * each task gets a "transfer" history row naming the administrator and the new holder, and the people concerned get
 * the live update on commit. A candidate's row is canceled when the new holder already has a row of the same group
 * (one of them acts for all). The tasks were read locked by the caller. The new holders are not sent a message per
 * task: the caller sends each one message for the whole hand-over.
 */
export async function handOverTasks(trx: Database, config: ServerConfig, lang: Lang, h: HandOver): Promise<void> {
  const ctx = actionContext(trx, lang, config);
  const targets = [...new Set(h.held.map((m) => m.to))];
  const already = await repo.openRowsInGroups(
    trx,
    h.held.filter((m) => m.task.candidate).map((m) => m.task.group_id),
    targets,
  );
  const byTarget = new Map<string, string[]>();
  const cancel: string[] = [];
  for (const m of h.held) {
    if (m.task.candidate && already.has(`${m.task.group_id}:${m.to}`)) cancel.push(m.task.id);
    else byTarget.set(m.to, [...(byTarget.get(m.to) ?? []), m.task.id]);
  }
  for (const [to, ids] of byTarget) await repo.moveHeldTasks(trx, ids, h.from, to);
  await repo.cancelRows(trx, cancel);
  await repo.releaseLocks(trx, h.from);
  const ownerTo = new Map<string, string[]>();
  for (const m of h.delegated) ownerTo.set(m.to, [...(ownerTo.get(m.to) ?? []), m.task.id]);
  for (const [to, ids] of ownerTo) await repo.changeOwner(trx, ids, to);

  for (const m of [...h.held, ...h.delegated]) {
    await recordOpinion(ctx, {
      instId: m.task.inst_id,
      taskId: m.task.id,
      nodeId: m.task.node_id,
      taskName: m.task.name,
      status: 'transfer',
      auditorId: h.by,
      opinion: h.note,
      qualfiedIds: [m.to],
      known: h.known,
    });
    for (const id of [m.to, m.task.assignee_id, m.task.owner_id]) if (id) ctx.touched.add(id);
    ctx.instIds.add(m.task.inst_id);
  }
  // the new holders hear of it in the departure's one message each, not once per task
  await markTasksTold(
    trx,
    h.held.map((m) => ({ taskId: m.task.id, userId: m.to })),
  );
  await finishAction(ctx);
}

/** Gives each running request to its new follower (a notice in their Received list, which lets them read it). */
export async function followRequests(trx: Database, from: string, moves: { instId: string; to: string }[]): Promise<void> {
  await repo.insertFollowNotices(
    trx,
    moves.map((m) => ({ id: newId(), inst_id: m.instId, from, to: m.to })),
  );
}
