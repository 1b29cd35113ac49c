import { describe, expect, it } from 'vitest';
import { complete, start, todoOf, workflowSuite } from './workflow-support.js';
import { flow, processXml, useJobWorker, waitFor } from './timers-support.js';

const { ctx, htadmin: admin, zhangwei, lina } = workflowSuite(['htadmin', 'zhangwei', 'lina']);
useJobWorker(ctx);

/** start -> approve (zhangwei, with the clock given as wf: attributes) -> end; one second is 1/3600 hour. */
async function deployClocked(id: string, clock: Record<string, number>) {
  const attrs = Object.entries(clock)
    .map(([k, seconds]) => ` wf:${k}="${seconds / 3600}"`)
    .join('');
  const xml = processXml(
    id,
    [
      '<startEvent id="start"/>',
      `<userTask id="approve" name="Approve ${id}" wf:assignee="user:zhangwei"${attrs}/>`,
      '<endEvent id="end"/>',
      flow('start', 'approve'),
      flow('approve', 'end'),
    ].join('\n'),
  );
  const res = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const messagesTo = (userId: string, subjectPart: string) =>
  ctx.db
    .selectFrom('inner_message as m')
    .innerJoin('inner_message_receiver as r', 'r.message_id', 'm.id')
    .select(['m.subject', 'm.content', 'm.type'])
    .where('r.receiver_id', '=', userId)
    .where('m.subject', 'like', `%${subjectPart}%`)
    // the clock's messages, not the new-task message every assignee gets (notify)
    .where((eb) => eb.or([eb('m.subject_key', 'is', null), eb('m.subject_key', '!=', 'notify.msg.task')]))
    .execute();
const timers = (instId: string) => ctx.db.selectFrom('wf_timer').selectAll().where('inst_id', '=', instId).execute();
const history = (instId: string) =>
  ctx.db
    .selectFrom('wf_opinion')
    .select(['status', 'opinion', 'auditor_id', 'qualfieds'])
    .where('inst_id', '=', instId)
    .orderBy('create_time')
    .execute();
const settled = (instId: string) =>
  waitFor(
    async () => {
      const rows = await timers(instId);
      return rows.length > 0 && rows.every((t) => t.status !== 'waiting');
    },
    15_000,
    'the timers to settle',
  );

describe('the clock of a task: reminder, escalation, auto-approve', () => {
  it('reminds the assignee once before the due time', async () => {
    await deployClocked('clockRemind', { dueHours: 2, remindHours: 1.5 });
    const { instId } = await start(zhangwei, 'clockRemind', {});
    await settled(instId);
    const sent = await messagesTo(zhangwei.userId, 'Approve clockRemind');
    expect(sent).toHaveLength(1);
    expect(sent[0].type).toBe('task');
    // the due time in the company's zone (Asia/Shanghai here), as every reader of the notice reads it
    const [task] = await ctx.db.selectFrom('wf_task').select('due_time').where('inst_id', '=', instId).execute();
    const shanghai = new Date(task.due_time!.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(sent[0].content).toContain(shanghai);
    expect((await timers(instId)).map((t) => [t.kind, t.status])).toEqual([['remind', 'fired']]);
    expect(await todoOf(zhangwei, instId)).toHaveLength(1);
  });

  it('reminds the assignee of an urgent request at the due time, though the node names no reminder', async () => {
    await deployClocked('clockUrgent', { dueHours: 1 });
    const started = await zhangwei.post('/runtime/instance/v1/start', { defKey: 'clockUrgent', formData: {}, urgentState: 2 });
    expect(started.status).toBe(200);
    const instId = started.body.value.instId as string;
    await settled(instId);
    const sent = await messagesTo(zhangwei.userId, 'Approve clockUrgent');
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain('紧急');
    expect((await timers(instId)).map((t) => [t.kind, t.status])).toEqual([['remind', 'fired']]);
  });

  it("tells the assignee's leader once when the task is overdue, and the history shows it", async () => {
    await deployClocked('clockEscalate', { dueHours: 1, escalateHours: 0 });
    const { instId } = await start(zhangwei, 'clockEscalate', {});
    await settled(instId);
    expect(await messagesTo(lina.userId, 'Approve clockEscalate')).toHaveLength(1);
    const rows = await history(instId);
    const escalations = rows.filter((r) => r.status === 'escalate');
    expect(escalations).toHaveLength(1);
    expect(JSON.stringify(escalations[0].qualfieds)).toContain(lina.userId);
    const [task] = await todoOf(zhangwei, instId);
    expect(task.nodeId).toBe('approve');
    const shown = await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`);
    expect(shown.body.value.map((o: { status: string }) => o.status)).toContain('escalate');
  });

  it('a task done before its due time is neither reminded nor escalated', async () => {
    await deployClocked('clockDone', { dueHours: 1.5, remindHours: 0.5, escalateHours: 0 });
    const { instId } = await start(zhangwei, 'clockDone', {});
    const [task] = await todoOf(zhangwei, instId);
    expect((await complete(zhangwei, task.id)).status).toBe(200);
    await settled(instId);
    expect((await timers(instId)).map((t) => t.status).sort()).toEqual(['cancelled', 'cancelled']);
    expect(await messagesTo(lina.userId, 'Approve clockDone')).toHaveLength(0);
    expect(await messagesTo(zhangwei.userId, 'Approve clockDone')).toHaveLength(0);
    expect((await history(instId)).filter((r) => r.status === 'escalate')).toHaveLength(0);
  });

  it("auto-approves after the node's deadline through the agree of the assignee", async () => {
    await deployClocked('clockAuto', { autoApproveHours: 1 });
    const { instId } = await start(zhangwei, 'clockAuto', {});
    await settled(instId);
    const inst = await ctx.db.selectFrom('wf_instance').select('status').where('id', '=', instId).executeTakeFirstOrThrow();
    expect(inst.status).toBe('end');
    const shown = (await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body.value;
    expect(shown.map((o: { status: string }) => o.status)).toEqual(['start', 'agree', 'end']);
    expect(shown[1].opinion).toBe('超过期限，系统自动同意');
    expect(shown[1].auditor).toBe(zhangwei.userId);
    const task = await ctx.db
      .selectFrom('wf_task')
      .select(['status', 'action'])
      .where('inst_id', '=', instId)
      .where('node_id', '=', 'approve')
      .executeTakeFirstOrThrow();
    expect(task).toEqual({ status: 'done', action: 'agree' });
  });
});
