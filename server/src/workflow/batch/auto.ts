import type { AppDeps, CurrentUser } from '../../lib/context.js';
import type { Lang } from '../../lib/i18n.js';
import { nodesAfter, type FlowModel } from '../definitions/model.js';
import { modelOf } from '../definitions/repo.js';
import { nodeNameIn } from '../definitions/names.js';
import { wfError, wfText } from '../messages.js';
import type { NewTask } from '../steps/task-rows.js';
import { completeTask } from '../tasks/complete.js';
import { tell } from '../urging/tell.js';
import { refuseUnattended } from './check.js';
import * as repo from './repo.js';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Actions after which earlier approvals no longer count: the flow went back. */
const RESTARTS = new Set(['reject', 'backToStart', 'reSubmit']);
/** A chain of automatic approvals stops here (a definition cannot loop it forever). */
const MAX_CHAIN = 50;

type Done = Awaited<ReturnType<typeof repo.doneTasks>>[number];

/**
 * The earlier approval that lets the assignee's new task be approved automatically, by the
 * definition's `wf:autoApproveSame`: `adjacent` when the latest completion of the instance is the
 * assignee's own agree at a node right before this one (through gateways), `anywhere` when the
 * assignee agreed at any other node since the flow last went back (reject, back to start,
 * resubmit). The start node's submission is not an approval.
 */
export function earlierApproval(model: FlowModel, nodeId: string, assigneeId: string, done: Done[]): Done | null {
  const mode = model.autoApproveSame ?? 'off';
  if (mode === 'off') return null;
  const ours = (d: Done) => !d.is_start && d.action === 'agree' && d.completed_by === assigneeId && d.node_id !== nodeId;
  if (mode === 'adjacent') {
    const last = done.find((d) => !d.is_start || RESTARTS.has(d.action ?? ''));
    return last && ours(last) && nodesAfter(model, last.node_id).some((n) => n.id === nodeId) ? last : null;
  }
  for (const d of done) {
    if (RESTARTS.has(d.action ?? '')) return null;
    if (ours(d)) return d;
  }
  return null;
}

/**
 * Approves new tasks whose assignee already approved an earlier node, as the definition says:
 * completed for the assignee by the system through the one completion path, the history row
 * saying where the assignee approved before, the assignee told. Never the start node, a
 * countersign vote (each vote is its own decision), a shared (candidate) task, or a node with a
 * signature to give or a required field still empty. A refusal leaves the task to its assignee.
 */
export async function autoApproveAfter(deps: Deps, lang: Lang, newTasks: NewTask[], depth = 0): Promise<void> {
  const ids = newTasks.filter((t) => t.assigneeId).map((t) => t.id);
  if (depth >= MAX_CHAIN || !ids.length) return;
  for (const task of await repo.openTasks(deps.db, ids)) {
    if (!task.assignee_id || task.is_start || task.sign_index !== null || task.candidate) continue;
    const model = await modelOf(deps.db, task.def_id);
    if (!model?.autoApproveSame || model.autoApproveSame === 'off') continue;
    const before = earlierApproval(model, task.node_id, task.assignee_id, await repo.doneTasks(deps.db, task.inst_id));
    const person = before && (await repo.userById(deps.db, task.assignee_id));
    if (!before || !person) continue;
    const user: CurrentUser = {
      id: person.id,
      account: person.account,
      fullname: person.fullname,
      isAdmin: false,
      sessionId: 'system',
      postId: null,
    };
    const node = nodeNameIn(model, before.node_id, lang, before.name);
    try {
      const done = await completeTask(
        deps,
        { user, lang },
        { taskId: task.id, actionName: 'agree', opinion: wfText(lang, 'autoApprove.opinion', { node }) },
        {
          check: ({ task: locked, form, inst }, rights) => {
            if (locked.sign_index !== null || locked.candidate) throw wfError(409, 'batch.notEnabled');
            refuseUnattended(form, rights, inst.form_data, lang);
          },
          after: (ctx, { task: locked, inst }) =>
            tell(
              ctx,
              null,
              [user.id],
              'autoApprove.message',
              { subject: inst.subject, node: locked.name, earlier: node },
              { category: 'system', link: { instId: inst.id } },
            ),
        },
      );
      await autoApproveAfter(deps, lang, done.newTasks, depth + 1);
    } catch {
      // not approved automatically: the task stays with its assignee, who decides as usual
    }
  }
}
