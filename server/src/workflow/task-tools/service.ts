import type { AppDeps } from '../../lib/context.js';
import type { Database } from '../../db/database.js';
import type { AddSignChain, ToolName, ToolOptions, ToolRequest } from '../../../../contract/workflow.js';
import { nodeNameIn } from '../definitions/names.js';
import type { Caller } from '../caller.js';
import { usersByIds } from '../support/repo-users.js';
import { ACTIVE_STATUSES, rejectPlans } from '../tasks/actions.js';
import { loadTaskContext } from '../tasks/detail.js';
import { jumpPlans } from './jump.js';
import { previewTool, runTool409 } from './preview.js';
import * as repo from './repo.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The tools the caller may use on a task now, the reject targets and the chains they may remove signers from. */
export async function options(db: Database, c: Caller, q: { taskId: string; leaderId?: string }): Promise<ToolOptions> {
  const { task, access, inst, def } = await loadTaskContext(db, c.user, q.taskId, q.leaderId);
  const tools: ToolName[] = [];
  const open = task.status === 'todo' && ACTIVE_STATUSES.has(inst.status) && !inst.is_hang_up;
  const handler = access === 'assignee' || access === 'secretary';
  const targets = open && handler && !task.add_sign_id ? await rejectPlans(db, def, inst, task, { wide: true }) : [];
  if (targets.length) tools.push('reject');
  if (open && !task.is_start && !task.add_sign_id && (handler || c.user.isAdmin)) tools.push('transfer');
  if (open && handler && !task.is_start && !task.add_sign_id && task.sign_index === null && task.execution_id) tools.push('addSign');
  const jumps = open && c.user.isAdmin ? await jumpPlans(db, def, inst, task) : [];
  if (jumps.length) tools.push('jump');

  const chains = c.user.isAdmin ? await repo.openChainsBy(db, task.id, null) : await repo.openChainsBy(db, task.id, c.user.id);
  const users = await usersByIds(
    db,
    chains.flatMap((ch) => ch.user_ids),
  );
  const addSigns: AddSignChain[] = [];
  for (const ch of chains) {
    const rows = await repo.chainTasks(db, ch.id);
    // a chain always has an open row while it runs; none left: the flow moved past it (a reject elsewhere)
    if (!rows.some((r) => r.status === 'todo')) continue;
    const stateOf = (u: string): AddSignChain['signers'][number]['state'] => {
      if (ch.queue.includes(u)) return 'queued';
      const mine = rows.filter((r) => r.assignee_id === u);
      if (mine.some((r) => r.status === 'todo')) return 'open';
      return mine.some((r) => r.status === 'done') ? 'done' : 'canceled';
    };
    addSigns.push({
      id: ch.id,
      mode: ch.mode,
      sequential: ch.sequential,
      signers: ch.user_ids.map((u) => ({ userId: u, name: users.get(u)?.name ?? '', state: stateOf(u) })),
    });
  }
  if (addSigns.length && ACTIVE_STATUSES.has(inst.status)) tools.push('removeAddSign');
  return {
    taskId: task.id,
    instId: inst.id,
    tools,
    rejectTargets: targets.map((t) => ({
      nodeId: t.nodeId,
      name: nodeNameIn(def.model, t.nodeId, c.lang, def.model.nodes[t.nodeId]?.name ?? t.nodeId),
      isStart: t.plan === null,
    })),
    addSigns,
    jumpTargets: jumps.map((t) => ({
      nodeId: t.nodeId,
      name: nodeNameIn(def.model, t.nodeId, c.lang, def.model.nodes[t.nodeId]?.name ?? t.nodeId),
      isStart: false,
    })),
  };
}

export const preview = (deps: Deps, c: Caller, body: ToolRequest) => previewTool(deps, c, body);

export const run = (deps: Deps, c: Caller, body: ToolRequest) => runTool409(deps, c, body);
