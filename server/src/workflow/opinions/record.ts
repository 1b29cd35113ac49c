import { decisionHash, formHash } from '../../signing/index.js';
import { newId, type ActionContext } from '../steps/context.js';
import { usersByIds, type UserInfo } from '../support/repo-users.js';
import type { Qualfied } from '../tables.js';

export interface OpinionInput {
  instId: string;
  taskId?: string | null;
  nodeId: string;
  taskName: string;
  status: string;
  auditorId?: string | null;
  opinion?: string | null;
  files?: string | null;
  /** who could act on the node (the task's assignee or candidates) */
  qualfiedIds?: string[];
  createTime?: Date;
  /** users already at hand (the caller): not read again */
  known?: UserInfo[];
  /** a completed task or the start: the row is bound to the decision (action, opinion, form values) by its hash */
  decision?: { formData: Record<string, unknown> };
}

/** The history row of a task's action: where it was taken, by whom, what was decided and said. */
export const taskOpinion = (
  task: { id: string; node_id: string; name: string },
  instId: string,
  status: string,
  auditorId: string,
  opinion: string,
): OpinionInput => ({
  instId,
  taskId: task.id,
  nodeId: task.node_id,
  taskName: task.name,
  status,
  auditorId,
  opinion: opinion || null,
});

/** Adds one row to the approval history (written with the action's last statement, in order). */
export async function recordOpinion(ctx: ActionContext, input: OpinionInput): Promise<void> {
  const ids = new Set([...(input.qualfiedIds ?? []), ...(input.auditorId ? [input.auditorId] : [])]);
  const users = new Map((input.known ?? []).filter((u) => ids.has(u.id)).map((u) => [u.id, u]));
  const missing = [...ids].filter((id) => !users.has(id));
  if (missing.length) for (const [id, u] of await usersByIds(ctx.trx, missing)) users.set(id, u);
  const qualfieds: Qualfied[] = (input.qualfiedIds ?? [])
    .map((id) => users.get(id))
    .filter((u): u is NonNullable<typeof u> => !!u)
    .map((u) => ({ type: 'user', id: u.id, name: u.name, account: u.account }));
  const now = new Date();
  const created = input.createTime ?? now;
  const auditor = input.auditorId ? users.get(input.auditorId) : undefined;
  const bound = input.decision && auditor ? formHash(input.decision.formData) : null;
  ctx.opinions.push({
    id: newId(),
    inst_id: input.instId,
    task_id: input.taskId ?? null,
    node_id: input.nodeId,
    task_name: input.taskName,
    status: input.status,
    auditor_id: auditor?.id ?? null,
    auditor_name: auditor?.name ?? null,
    opinion: input.opinion ?? null,
    files: input.files ?? null,
    qualfieds: JSON.stringify(qualfieds),
    create_time: created,
    complete_time: now,
    dur_ms: Math.max(0, now.getTime() - created.getTime()),
    decision_form_hash: bound,
    decision_hash:
      bound && auditor
        ? decisionHash({
            taskId: input.taskId ?? '',
            instId: input.instId,
            nodeId: input.nodeId,
            actionName: input.status,
            opinion: input.opinion ?? null,
            userId: auditor.id,
            completeTime: now,
            formHash: bound,
          })
        : null,
  });
}
