import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defById } from '../../server/src/workflow/definitions/repo.js';
import { advance } from '../../server/src/workflow/steps/advance.js';
import { loadInstance } from '../../server/src/workflow/steps/repo.js';
import { inAction } from '../../server/src/workflow/steps/transaction.js';
import { complete, start, todoOf, workflowSuite, type Client, type Loose } from './workflow-support.js';

/**
 * Standard diagrams drawn with the bpmn-js modeler (scripts/draw-standard-diagrams.mjs), none of them
 * naming our namespace, deployed and each run to its end through the API.
 */
const { ctx, htadmin: admin, zhangwei, lina, wangfang } = workflowSuite(['htadmin', 'zhangwei', 'lina', 'wangfang']);

const fixture = (file: string) => readFileSync(new URL(`./fixtures/bpmn/standard/${file}`, import.meta.url), 'utf8');

async function deploy(file: string, defaultAssignee: string | undefined = 'initiator') {
  const res = await admin.post('/flow/def/v1/deploy', { bpmnXml: fixture(file), defaultAssignee });
  expect(res.body.value?.reasons ?? res.body, file).toEqual([]);
  expect(res.status).toBe(200);
  return res.body.value as { defKey: string; unassigned: { id: string }[] };
}

const statusOf = async (instId: string) =>
  (await ctx.db.selectFrom('wf_instance').select('status').where('id', '=', instId).executeTakeFirstOrThrow()).status;
const openNodes = async (instId: string) =>
  (await ctx.db.selectFrom('wf_task').select('node_id').where('inst_id', '=', instId).where('status', '=', 'todo').execute())
    .map((t) => t.node_id)
    .sort();
const reachedOf = async (instId: string) =>
  (await ctx.db.selectFrom('wf_instance').select('reached').where('id', '=', instId).executeTakeFirstOrThrow()).reached;
const history = async (instId: string) =>
  (
    await ctx.db.selectFrom('wf_opinion').select(['node_id', 'status']).where('inst_id', '=', instId).orderBy('complete_time').execute()
  ).map((o) => `${o.node_id}:${o.status}`);

/** A step with no action: timers that expired meanwhile complete (what the timer jobs do for real). */
async function step(instId: string) {
  await inAction(ctx, 'en-US', async (c) => {
    const inst = (await loadInstance(c.trx, instId))!;
    await advance(c, inst, (await defById(c.trx, inst.def_id))!, []);
  });
}

async function only(c: Client, instId: string, nodeId: string) {
  const tasks = (await todoOf(c, instId)).filter((t: Loose) => t.taskKey === nodeId || t.nodeId === nodeId);
  expect(tasks, `${nodeId} for ${c.userId}`).toHaveLength(1);
  return tasks[0];
}

async function completeNode(c: Client, instId: string, nodeId: string) {
  const task = await ctx.db
    .selectFrom('wf_task')
    .select('id')
    .where('inst_id', '=', instId)
    .where('node_id', '=', nodeId)
    .where('assignee_id', '=', c.userId)
    .where('status', '=', 'todo')
    .executeTakeFirstOrThrow();
  const res = await complete(c, task.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const deliver = (c: Client, body: Record<string, unknown>) => c.post('/runtime/instance/v1/deliverMessage', body);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('standard BPMN drawn with the bpmn-js modeler runs to its end', () => {
  it('plain and manual tasks pass, a user task without an approver goes to the default chosen at deploy', async () => {
    const d = await deploy('tasks.bpmn', 'initiator');
    expect(d.unassigned.map((u) => u.id)).toEqual(['review']);
    const { instId } = await start(zhangwei, 'stdTasks', {});
    expect(await openNodes(instId)).toEqual(['review']);
    await only(zhangwei, instId, 'review');
    await completeNode(zhangwei, instId, 'review');
    expect(await statusOf(instId)).toBe('end');
  });

  it('multi-instance: the approver list decides the cardinality, the FEEL completion condition ends it early; sequential and plain loops', async () => {
    await deploy('multi-instance.bpmn', 'user:lina,user:zhangwei,user:wangfang');
    const { instId } = await start(zhangwei, 'stdMulti', {});
    expect(await openNodes(instId)).toEqual(['votes', 'votes', 'votes']);
    await completeNode(lina, instId, 'votes');
    await completeNode(wangfang, instId, 'votes');
    // two of three voted: done, the third vote is withdrawn; the sequential one asks the list in turn
    expect(await openNodes(instId)).toEqual(['inTurn']);
    await completeNode(lina, instId, 'inTurn');
    expect(await openNodes(instId)).toEqual(['inTurn']);
    await completeNode(zhangwei, instId, 'inTurn');
    // a sequential multi-instance sub process: its user task comes once per round
    for (let round = 0; round < 2; round++) {
      expect(await openNodes(instId)).toEqual(['roundCheck', 'roundCheck', 'roundCheck']);
      await completeNode(lina, instId, 'roundCheck');
    }
    expect(await statusOf(instId)).toBe('end');
  });

  it('a call activity without our attributes starts the called flow and continues when it ends', async () => {
    await deploy('callee.bpmn');
    await deploy('call-activity.bpmn');
    const { instId } = await start(zhangwei, 'stdCaller', {});
    const sub = await ctx.db.selectFrom('wf_instance').select('id').where('parent_id', '=', instId).executeTakeFirstOrThrow();
    await completeNode(zhangwei, sub.id, 'check');
    expect(await statusOf(sub.id)).toBe('end');
    await completeNode(zhangwei, instId, 'after');
    expect(await statusOf(instId)).toBe('end');
  });

  it('timers: an intermediate duration, an interrupting and a non-interrupting boundary (cycle) and a date; the step never fires one early', async () => {
    await deploy('timers.bpmn');
    const quick = await start(zhangwei, 'stdTimers', {});
    const late = await start(zhangwei, 'stdTimers', {});
    expect(await openNodes(quick.instId)).toEqual([]);
    await step(quick.instId);
    expect(await openNodes(quick.instId)).toEqual([]);
    await sleep(1100);
    await step(quick.instId);
    await step(late.instId);
    // approved in time: the boundary timers go with the task
    expect(await openNodes(quick.instId)).toEqual(['approve']);
    await completeNode(zhangwei, quick.instId, 'approve');
    expect(await statusOf(quick.instId)).toBe('end');
    // too late: the interrupting timer ends the task and escalates; the date already passed fires at once
    expect(await openNodes(late.instId)).toEqual(['approve']);
    await sleep(1100);
    await step(late.instId);
    expect(await openNodes(late.instId)).toEqual(['escalate']);
    // the non-interrupting reminder fired beside it without ending the task first
    const reached = (await ctx.db.selectFrom('wf_instance').select('reached').where('id', '=', late.instId).executeTakeFirstOrThrow())
      .reached;
    expect(reached).toEqual(expect.arrayContaining(['late', 'remind', 'reminded']));
    await completeNode(zhangwei, late.instId, 'escalate');
    expect(await statusOf(late.instId)).toBe('end');
  });

  it('messages and signals: a receive task, an event-based gateway, boundary message and signal, a broadcast and its throw', async () => {
    await deploy('events.bpmn');
    const [a, b, c] = [
      await start(zhangwei, 'stdEvents', {}),
      await start(zhangwei, 'stdEvents', {}),
      await start(zhangwei, 'stdEvents', {}),
    ];
    expect(await openNodes(a.instId)).toEqual([]);
    // the initiator may send a message to his own instance
    const paid = await deliver(zhangwei, { instId: a.instId, messageName: 'paid' });
    expect(paid.body.value).toEqual({ instIds: [a.instId] });
    for (const x of [b, c]) {
      expect((await deliver(zhangwei, { instId: x.instId, messageName: 'paid', variables: { amount: 5 } })).status).toBe(200);
      // by business number as well as by instance
      expect((await deliver(zhangwei, { businessKey: x.prop1, messageName: 'approved' })).body.value).toEqual({ instIds: [x.instId] });
      expect(await openNodes(x.instId)).toEqual(['confirm']);
    }
    // a signal goes to every instance waiting for it: a at its gateway, b and c on the non-interrupting boundary
    const cancel = await deliver(admin, { signalName: 'cancelAll' });
    expect(cancel.body.value.instIds).toContain(a.instId);
    expect(await statusOf(a.instId)).toBe('end');
    expect(await history(a.instId)).toEqual(expect.arrayContaining(['receive:message', 'onCancel:signal']));
    for (const x of [b, c]) {
      expect(await openNodes(x.instId)).toEqual(['confirm']);
      expect(await reachedOf(x.instId)).toEqual(expect.arrayContaining(['noted', 'notedEnd']));
    }
    // the flow chart and the history by node answer for the new node kinds
    const image = await zhangwei.get(`/runtime/instance/v1/getBpmImage?proInstId=${b.instId}`);
    expect(image.status, JSON.stringify(image.body)).toBe(200);
    const byNode = await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions2?instId=${b.instId}`);
    expect(byNode.status, JSON.stringify(byNode.body)).toBe(200);
    // an interrupting boundary message ends the task and takes its own way to the end
    expect((await deliver(zhangwei, { instId: c.instId, messageName: 'withdrawn' })).status).toBe(200);
    expect(await openNodes(c.instId)).toEqual([]);
    expect(await statusOf(c.instId)).toBe('end');
    expect(await reachedOf(c.instId)).toContain('withdrawnEnd');
    await completeNode(zhangwei, b.instId, 'confirm');
    expect(await statusOf(b.instId)).toBe('end');
  });

  it('delivery rights: a stranger may not send, a broadcast is an admin’s, nothing waiting is said so', async () => {
    const { instId } = await start(zhangwei, 'stdEvents', {});
    expect((await deliver(lina, { instId, messageName: 'paid' })).status).toBe(403);
    expect((await deliver(zhangwei, { signalName: 'cancelAll' })).status).toBe(403);
    expect((await deliver(admin, { messageName: 'paid' })).status).toBe(400);
    expect((await deliver(admin, { instId, messageName: 'approved' })).status).toBe(404);
    expect((await deliver(admin, { instId, messageName: 'paid', signalName: 'x' })).status).toBe(400);
  });

  it('event sub processes: a non-interrupting signal start runs beside the work, an interrupting message start replaces it', async () => {
    await deploy('event-subprocess.bpmn');
    const { instId } = await start(zhangwei, 'stdEventSub', {});
    expect(await openNodes(instId)).toEqual(['work']);
    expect((await deliver(admin, { signalName: 'noteAll', instId })).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['work']);
    const reached = (await ctx.db.selectFrom('wf_instance').select('reached').where('id', '=', instId).executeTakeFirstOrThrow()).reached;
    expect(reached).toEqual(expect.arrayContaining(['noteSub', 'noted', 'noteEnd']));
    expect(await history(instId)).toContain('noteStart:signal');
    expect((await deliver(zhangwei, { instId, messageName: 'urgent' })).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['urgentWork']);
    await completeNode(zhangwei, instId, 'urgentWork');
    expect(await statusOf(instId)).toBe('end');
  });

  it('an event sub process started by a timer: armed with the instance, it interrupts the work when it fires, and is dropped when the work ends first', async () => {
    await deploy('event-subprocess-timer.bpmn');
    const early = await start(zhangwei, 'stdTimerSub', {});
    const late = await start(zhangwei, 'stdTimerSub', {});
    expect(await openNodes(early.instId)).toEqual(['slow']);
    await completeNode(zhangwei, early.instId, 'slow');
    expect(await statusOf(early.instId)).toBe('end');
    await sleep(1100);
    await step(late.instId);
    expect(await openNodes(late.instId)).toEqual(['hurry']);
    await completeNode(zhangwei, late.instId, 'hurry');
    expect(await statusOf(late.instId)).toBe('end');
    expect(await reachedOf(late.instId)).not.toContain('end');
  });

  it('a collaboration deploys its one executable pool; the drawn pool is not run', async () => {
    const d = await deploy('collaboration.bpmn');
    expect(d.defKey).toBe('stdPools');
    const { instId } = await start(zhangwei, 'stdPools', {});
    expect(await openNodes(instId)).toEqual(['handle']);
    await completeNode(zhangwei, instId, 'handle');
    expect(await statusOf(instId)).toBe('end');
  });

  it('a message thrown by one process reaches an instance of another waiting for it', async () => {
    await deploy('catch-message.bpmn');
    await deploy('throw-message.bpmn');
    const catcher = await start(lina, 'stdCatcher', {});
    expect(await openNodes(catcher.instId)).toEqual([]);
    const thrower = await start(zhangwei, 'stdThrower', {});
    await completeNode(zhangwei, thrower.instId, 'fill');
    expect(await statusOf(thrower.instId)).toBe('end');
    expect(await openNodes(catcher.instId)).toEqual(['ship']);
    await completeNode(lina, catcher.instId, 'ship');
    expect(await statusOf(catcher.instId)).toBe('end');
  });
});
