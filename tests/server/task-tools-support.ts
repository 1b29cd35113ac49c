import { expect } from 'vitest';
import type { TestContext } from './support/test-app.js';
import { todoOf, type Client, type Loose } from './workflow-support.js';

/** Previews a tool, then runs it with the preview's fingerprint; both answers. */
export async function previewAndRun(c: Client, body: Record<string, unknown>) {
  const preview = await c.post('/runtime/task/v1/tools/preview', body);
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  const run = await c.post('/runtime/task/v1/tools/run', { ...body, fingerprint: preview.body.value.fingerprint });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  return { preview: preview.body.value as Loose, result: run.body.value as Loose };
}

/** What a plan says ends and opens, as comparable lists (opened tasks get new ids on every run). */
export const shape = (plan: Loose) => ({
  ends: plan.ends.map((t: Loose) => `${t.taskId}:${t.nodeId}:${t.userId}`).sort(),
  opens: plan.opens.map((t: Loose) => `${t.nodeId}:${t.userId}`).sort(),
  told: plan.told.map((u: Loose) => u.id).sort(),
});

/** The open tasks of an instance as node:user, sorted. */
export async function openTasks(ctx: TestContext, instId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('wf_task')
    .select(['id', 'node_id', 'assignee_id'])
    .where('root_id', '=', instId)
    .where('status', '=', 'todo')
    .execute();
  return rows.map((r) => `${r.node_id}:${r.assignee_id}`).sort();
}

export async function openIds(ctx: TestContext, instId: string): Promise<string[]> {
  const rows = await ctx.db.selectFrom('wf_task').select('id').where('root_id', '=', instId).where('status', '=', 'todo').execute();
  return rows.map((r) => r.id).sort();
}

/** How many inner messages a user has received. */
export async function messagesOf(ctx: TestContext, userId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('inner_message_receiver')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('receiver_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function history(c: Client, instId: string): Promise<Loose[]> {
  return (await c.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body.value as Loose[];
}

/** The one open task of a user in an instance (at a node). */
export async function onlyTask(c: Client, instId: string, nodeId?: string): Promise<Loose> {
  const rows = (await todoOf(c, instId)).filter((t) => !nodeId || t.nodeId === nodeId);
  expect(rows).toHaveLength(1);
  return rows[0];
}
