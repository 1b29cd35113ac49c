import type { Database } from '../../db/database.js';
import type { DefInfo } from '../definitions/repo.js';
import { planJump, type JumpPlan } from '../engine/jumps.js';
import { flowStructure } from '../engine/sections.js';
import type { NewTask } from '../steps/task-rows.js';
import type { ReturnTo } from '../tables.js';
import type { TaskRecord } from '../tasks/repo.js';
import { setReturnTo } from './repo.js';

/**
 * "Back to me" after a reject: the tasks the reject opened at its target remember the rejecter's
 * node; their completion (or the re-submission from the start node) jumps straight back there,
 * skipping the nodes in between. Not for countersign votes (a vote alone does not decide its node).
 */
export async function markReturn(trx: Database, newTasks: NewTask[], targetNodeId: string, to: ReturnTo): Promise<void> {
  await setReturnTo(
    trx,
    newTasks.filter((t) => t.nodeId === targetNodeId).map((t) => t.id),
    to,
  );
}

/** The jump back to the rejecter's node for a task opened by a reject "back to me", or null. */
export function returnJump(def: DefInfo, task: TaskRecord): JumpPlan | null {
  const to = task.return_to;
  if (!to || task.sign_index !== null) return null;
  const from = task.is_start ? def.model.startId : task.node_id;
  if (from === to.nodeId || !def.model.nodes[to.nodeId]) return null;
  return planJump(def.model, flowStructure(def.model), from, to.nodeId);
}
