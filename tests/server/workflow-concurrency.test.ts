import { describe, expect, it } from 'vitest';
import { bpmn, endEvent, startEvent, userTask } from './support/bpmn.js';
import { as, complete, EXPENSE, LEAVE, start, todoOf, workflowSuite } from './workflow-support.js';

const { ctx, zhangwei, lina, chenjing, sunli, caoyang } = workflowSuite(['zhangwei', 'lina', 'chenjing', 'sunli', 'caoyang']);

const version = async (instId: string) =>
  (await ctx.db.selectFrom('wf_instance').select('version').where('id', '=', instId).executeTakeFirstOrThrow()).version;

describe('a task completes once', () => {
  it('20 concurrent completions of one task: one wins, 19 get the conflict answer, one history row, one engine step', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    const before = await version(instId);
    const results = await Promise.all(Array.from({ length: 20 }, () => complete(lina, task.id)));
    const wins = results.filter((r) => r.status === 200);
    const conflicts = results.filter((r) => r.status === 409);
    expect(wins).toHaveLength(1);
    expect(conflicts).toHaveLength(19);
    for (const c of conflicts)
      expect(c.body).toMatchObject({ state: false, code: 409, message: 'This task has already been handled; refresh to see its state' });
    const history = await ctx.db.selectFrom('wf_opinion').select('id').where('task_id', '=', task.id).execute();
    expect(history).toHaveLength(1);
    expect(await version(instId)).toBe(before + 1);
    // exactly one set of HR tasks was created (the engine advanced once)
    const hr = await ctx.db.selectFrom('wf_task').select('id').where('inst_id', '=', instId).where('node_id', '=', 'hrApprove').execute();
    expect(hr).toHaveLength(3);
  });

  it('the conflict message follows the caller language', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 1 });
    const [task] = await todoOf(lina, instId);
    expect((await complete(lina, task.id)).status).toBe(200);
    const zh = await lina.post('/runtime/task/v1/complete', { taskId: task.id, actionName: 'agree', opinion: 'x' }, 'zh-CN');
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('该任务已被处理，请刷新后查看');
    const id = await lina.post('/runtime/task/v1/complete', { taskId: task.id, actionName: 'agree', opinion: 'x' }, 'id');
    expect(id.body.message).toBe('Tugas ini sudah ditangani; muat ulang untuk melihat statusnya');
  });

  it('concurrent votes on a 2/3 countersign: the votes before the decision count, a late one is told its task is gone', async () => {
    const { instId } = await start(zhangwei, 'expenseClaim', { ...EXPENSE, amount: 9000 });
    const votes = await Promise.all(
      [chenjing, sunli, caoyang].map(async (c) => {
        const [t] = await todoOf(c, instId);
        return c.post('/runtime/task/v1/complete', { taskId: t.id, actionName: 'agree', opinion: 'ok' });
      }),
    );
    // a vote may arrive after the countersign was already decided by two others: then its task is gone
    const okVotes = votes.filter((v) => v.status === 200);
    expect(okVotes.length).toBeGreaterThanOrEqual(2);
    for (const v of votes) expect([200, 409]).toContain(v.status);
    const rows = await ctx.db
      .selectFrom('wf_opinion')
      .select(['status', 'auditor_id'])
      .where('inst_id', '=', instId)
      .where('node_id', '=', 'financeCountersign')
      .execute();
    expect(rows.filter((r) => r.status === 'agree')).toHaveLength(okVotes.length);
    expect(rows.filter((r) => r.status === 'signPass')).toHaveLength(1);
  });

  it('three concurrent votes of a countersign that needs every vote: all three succeed and count', async () => {
    const admin = await as(ctx, 'htadmin');
    const xml = bpmn({
      id: 'allVotes',
      name: 'All votes',
      nodes: [startEvent('start'), userTask('vote', 'role:finance', { name: 'Vote', allVotes: true }), endEvent('end')],
      paths: ['start vote end'],
    });
    expect((await admin.post('/flow/def/v1/deploy', { bpmnXml: xml })).status).toBe(200);
    const { instId } = await start(zhangwei, 'allVotes', {});
    const results = await Promise.all(
      [chenjing, sunli, caoyang].map(async (c) => {
        const [t] = await todoOf(c, instId);
        return complete(c, t.id);
      }),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await ctx.db
      .selectFrom('wf_opinion')
      .select(['status'])
      .where('inst_id', '=', instId)
      .where('node_id', '=', 'vote')
      .execute();
    expect(rows.filter((r) => r.status === 'agree')).toHaveLength(3);
    expect(rows.filter((r) => r.status === 'signPass')).toHaveLength(1);
    const inst = await ctx.db.selectFrom('wf_instance').select(['status', 'version']).where('id', '=', instId).executeTakeFirstOrThrow();
    expect(inst.status).toBe('end');
  });

  it('the leader and two voters acting at once on one instance all succeed', async () => {
    const { instId } = await start(zhangwei, 'expenseClaim', { ...EXPENSE, amount: 100 });
    const [lt] = await todoOf(lina, instId);
    const [a] = await todoOf(chenjing, instId);
    const [b] = await todoOf(sunli, instId);
    const results = await Promise.all([
      complete(lina, lt.id),
      complete(chenjing, a.id, 'oppose', { opinion: 'no receipt' }),
      complete(sunli, b.id),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const opinions = await ctx.db.selectFrom('wf_opinion').select(['status', 'task_id']).where('inst_id', '=', instId).execute();
    for (const t of [lt, a, b]) expect(opinions.filter((o) => o.task_id === t.id)).toHaveLength(1);
  });
});
