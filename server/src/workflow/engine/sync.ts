import { sql, type Updateable } from 'kysely';
import type { DefInfo } from '../definitions/repo.js';
import { newId, VersionConflict, type ActionContext, type InstanceRecord } from './context.js';
import { countersignFacts, type StepResult, type Waiting } from './runner.js';
import { createTaskRows, type NewTask } from './task-rows.js';
import { recordOpinion } from '../opinions/record.js';
import type { WfTaskTable } from '../tables.js';

/** Columns an action changes together with the engine state (in the same version-checked write). */
export interface InstancePatch {
  form_data?: Record<string, unknown>;
  form_data_version?: number;
  status?: string;
  node_users?: Record<string, string[]>;
}

/** A task completed by the action that makes this step (set on its row, its saved opinion deleted). */
export interface TaskCompletion {
  taskId: string;
  set: Updateable<WfTaskTable>;
}

/** What the first step of an action writes besides the engine state, in the same statement. */
export interface StepWrites {
  patch?: InstancePatch;
  completion?: TaskCompletion;
}

/** Writes a completion on its own (an action that makes no engine step: back to the start, ending by hand). */
export async function writeCompletion(ctx: ActionContext, completion: TaskCompletion): Promise<void> {
  await ctx.trx
    .with('unsaved', (db) => db.deleteFrom('wf_saved_opinion').where('task_id', '=', completion.taskId))
    .updateTable('wf_task')
    .set(completion.set)
    .where('id', '=', completion.taskId)
    .execute();
}

interface OpenTask {
  id: string;
  execution_id: string | null;
  assignee_id: string | null;
  owner_id: string | null;
}

export type FollowUp =
  { kind: 'call'; waiting: Waiting } | { kind: 'notPass'; nodeId: string; mode: 'backToStart' | 'end' } | { kind: 'ended' };

export interface SyncResult {
  newTasks: NewTask[];
  /** executions of nodes without approvers that skip themselves */
  skips: Waiting[];
  followUps: FollowUp[];
}

/**
 * Stores what one engine step produced: the new state (only if nobody wrote the instance since
 * we read it: optimistic lock on `version`), tasks for what now waits, cancellation of tasks
 * whose execution no longer waits (a countersign decided early, a discarded branch), notices of
 * service nodes and the result of finished countersigns.
 */
export async function syncStep(
  ctx: ActionContext,
  inst: InstanceRecord,
  def: DefInfo,
  r: StepResult,
  writes: StepWrites = {},
): Promise<SyncResult> {
  const patch = writes.patch ?? {};
  const completion = writes.completion;
  const followUps: FollowUp[] = [];
  for (const cs of r.countersignsEnded) {
    const node = def.model.nodes[cs.nodeId];
    // the ratio is over every approver of the node, voted or not (a countersign may end early)
    const total = Math.max(cs.votes.length, inst.node_users[cs.nodeId]?.length ?? 0);
    const facts = countersignFacts(cs.votes, total, node?.passRatio ?? 1);
    const pass = facts.passRatio >= (node?.passRatio ?? 1) - 1e-9;
    await recordOpinion(ctx, {
      instId: inst.id,
      nodeId: cs.nodeId,
      taskName: node?.name ?? cs.nodeId,
      status: pass ? 'signPass' : 'signNotPass',
    });
    if (!pass) followUps.push({ kind: 'notPass', nodeId: cs.nodeId, mode: node?.onNotPass ?? 'backToStart' });
  }
  // a failed countersign takes the instance back (or ends it) whatever the engine did next
  const ended = r.ended && !followUps.length;
  const reached = [...new Set([...inst.reached, ...r.entered])];
  const status = ended ? 'end' : (patch.status ?? inst.status);
  const endTime = ended ? new Date() : null;
  // one statement: the version-checked write, the completed task (when the step is a completion)
  // and the instance's open tasks, read in the same snapshot, so without the completed one
  const set = {
    engine_state: JSON.stringify(r.state),
    reached: JSON.stringify(reached),
    status,
    end_time: endTime,
    ...(patch.form_data ? { form_data: JSON.stringify(patch.form_data) } : {}),
    ...(patch.form_data_version ? { form_data_version: patch.form_data_version } : {}),
    ...(patch.node_users ? { node_users: JSON.stringify(patch.node_users) } : {}),
  };
  const doneId = completion?.taskId ?? '';
  const withWrite = ctx.trx.with('written', (db) =>
    db
      .updateTable('wf_instance')
      .set({ ...set, version: sql<number>`version + 1` })
      .where('id', '=', inst.id)
      .where('version', '=', inst.version)
      .returning('id'),
  );
  // the added CTEs are not read by the select; the cast keeps the builder's one shape
  const statement = completion
    ? (withWrite
        .with('completed', (db) => db.updateTable('wf_task').set(completion.set).where('id', '=', doneId))
        .with('unsaved', (db) => db.deleteFrom('wf_saved_opinion').where('task_id', '=', doneId)) as unknown as typeof withWrite)
    : withWrite;
  const written = await statement
    .selectNoFrom((eb) => [
      eb
        .selectFrom('written')
        .select((w) => w.fn.countAll<number>().as('n'))
        .as('updated'),
      sql<
        OpenTask[]
      >`(select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'execution_id', t.execution_id, 'assignee_id', t.assignee_id, 'owner_id', t.owner_id)), '[]'::jsonb)
        from wf_task t where t.inst_id = ${inst.id} and t.status = 'todo' and not t.is_start and t.id <> ${doneId})`.as('open'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(written.updated) !== 1) throw new VersionConflict();
  Object.assign(inst, { version: inst.version + 1, reached, status, end_time: endTime, engine_state: r.state }, patch);
  ctx.instIds.add(inst.id);
  const open = written.open;

  const gone = open.filter((t) => !t.execution_id || !r.waiting.has(t.execution_id));
  if (gone.length) {
    await ctx.trx
      .updateTable('wf_task')
      .set({ status: 'canceled', complete_time: new Date() })
      .where(
        'id',
        'in',
        gone.map((t) => t.id),
      )
      .execute();
    for (const t of gone) for (const u of [t.assignee_id, t.owner_id]) if (u) ctx.touched.add(u);
  }

  const have = new Set(open.map((t) => t.execution_id));
  const newTasks: NewTask[] = [];
  const skips: Waiting[] = [];
  for (const w of r.waiting.values()) {
    if (have.has(w.executionId)) continue;
    if (w.kind === 'callActivity') {
      followUps.push({ kind: 'call', waiting: w });
      continue;
    }
    const node = def.model.nodes[w.nodeId];
    if (!node) continue;
    const made = await createTaskRows(ctx, inst, def, node, w.executionId, w.index);
    if (made === 'skip') skips.push(w);
    else newTasks.push(...made);
  }

  for (const nodeId of r.serviceNodes) {
    const node = def.model.nodes[nodeId];
    const users = inst.node_users[nodeId] ?? [];
    if (!node || !users.length) continue;
    await ctx.trx
      .insertInto('wf_notice')
      .values(
        users.map((u) => ({
          id: newId(),
          inst_id: inst.id,
          kind: 'notice',
          from_user_id: null,
          to_user_id: u,
          node_id: nodeId,
          node_name: node.name,
        })),
      )
      .execute();
    for (const u of users) ctx.touched.add(u);
  }

  if (ended) {
    const endNode = [...r.entered].reverse().find((id) => def.model.nodes[id]?.type === 'endEvent' && def.model.nodes[id]?.parent === null);
    await recordOpinion(ctx, {
      instId: inst.id,
      nodeId: endNode ?? 'end',
      taskName: endNode ? def.model.nodes[endNode].name : 'end',
      status: 'end',
    });
    ctx.touched.add(inst.creator_id);
    followUps.push({ kind: 'ended' });
  }
  return { newTasks, skips, followUps };
}
