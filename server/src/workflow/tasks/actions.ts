import type { Database } from '../../db/database.js';
import type { CurrentUser } from '../../lib/context.js';
import { LOCK_STATUS, type TaskAction } from '../../../../contract/workflow.js';
import { isJumpSafe, parallelDepths } from '../definitions/model.js';
import type { DefInfo } from '../definitions/repo.js';
import type { InstanceRecord } from '../engine/context.js';
import type { TaskAccess, TaskRecord } from './access.js';

/** Actions that need an opinion text whatever the node's opinion right says. */
export const NEEDS_OPINION = new Set(['reject', 'backToStart', 'oppose', 'manual_end']);

/** Instance statuses in which work is still open (running, or waiting at the start node). */
export const ACTIVE_STATUSES = new Set(['running', 'backToStart', 'revoker_to_start']);

/**
 * Nodes a reject may return to: user tasks already handled in this instance that are safe jump
 * targets (top level, outside parallel branches), most recent first. None while other work is
 * open in parallel or a sub instance runs, because a jump would strand it.
 */
export async function rejectTargets(db: Database, def: DefInfo, inst: InstanceRecord, task: TaskRecord): Promise<string[]> {
  const depths = parallelDepths(def.model);
  if (task.is_start || task.sign_index !== null || !isJumpSafe(def.model, task.node_id, depths)) return [];
  const others = await db
    .selectFrom('wf_task')
    .select('id')
    .where('inst_id', '=', inst.id)
    .where('status', '=', 'todo')
    .where('group_id', '<>', task.group_id)
    .executeTakeFirst();
  if (others) return [];
  const subs = await db.selectFrom('wf_instance').select('id').where('parent_id', '=', inst.id).where('status', '=', 'running').executeTakeFirst();
  if (subs) return [];
  const done = await db
    .selectFrom('wf_task')
    .select(['node_id'])
    .where('inst_id', '=', inst.id)
    .where('status', '=', 'done')
    .where('is_start', '=', false)
    .orderBy('complete_time', 'desc')
    .execute();
  const out: string[] = [];
  for (const { node_id } of done) {
    if (node_id !== task.node_id && !out.includes(node_id) && isJumpSafe(def.model, node_id, depths) && def.model.nodes[node_id]?.signType === null) out.push(node_id);
  }
  return out;
}

/** What the handler of a task may do with it. */
export function allowedActions(def: DefInfo, task: TaskRecord, user: CurrentUser, canReject: boolean): TaskAction[] {
  if (task.is_start) return ['reSubmit', 'manual_end'];
  if (task.sign_index !== null) return ['agree', 'oppose'];
  const node = def.model.nodes[task.node_id];
  const out: TaskAction[] = ['agree'];
  if (canReject) out.push('reject');
  out.push('backToStart');
  if (node?.allowSkip) out.push('skip');
  if (user.isAdmin) out.push('manual_end');
  return out;
}

/** Lock status code of spec 02 §4 for the caller. */
export function lockStatusOf(task: TaskRecord, user: CurrentUser, access: TaskAccess | null): number {
  if (task.status !== 'todo') return LOCK_STATUS.hasHandle;
  if (access === 'admin') return LOCK_STATUS.adminOperate;
  if (!task.candidate) return LOCK_STATUS.NoUnlock;
  if (!task.lock_user_id) return LOCK_STATUS.canLock;
  return task.lock_user_id === user.id ? LOCK_STATUS.canUnlock : LOCK_STATUS.LockedBySomeone;
}
