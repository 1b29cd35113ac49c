import { beforeAll, describe, expect, it } from 'vitest';
import { userTask } from './support/bpmn.js';
import { as, LEAVE, start, todo, workflowSuite } from './workflow-support.js';
import { modelOf } from '../../server/src/workflow/definitions/repo.js';
import { batchTask, deploy, history, messagesTo, straightFlow } from './batch-support.js';

const { ctx, zhangwei, lina } = workflowSuite(['zhangwei', 'lina']);

const approve = (taskIds: string[], extra: Record<string, unknown> = {}, lang?: string) =>
  zhangwei.post('/runtime/task/v1/batchApprove', { taskIds, ...extra }, lang);

/** Starts `n` requests of a flow as lina and returns zhangwei's open task on each. */
async function tasksOf(defKey: string, n: number): Promise<{ instId: string; taskId: string }[]> {
  const out: { instId: string; taskId: string }[] = [];
  for (let i = 0; i < n; i++) {
    const { instId, newTasks } = await start(lina, defKey, { ...LEAVE, reason: `batch ${i}` });
    out.push({ instId, taskId: newTasks[0].id });
  }
  return out;
}

beforeAll(async () => {
  const admin = await as(ctx, 'htadmin');
  await deploy(admin, straightFlow('batchOn', [batchTask('approve', 'user:zhangwei')]));
  await deploy(admin, straightFlow('batchOff', [userTask('approve', 'user:zhangwei')]));
  // leaderApprove of the leave form may write the leader's signature; hrApprove requires an opinion
  await deploy(admin, straightFlow('batchSign', [batchTask('leaderApprove', 'user:zhangwei')]));
  await deploy(admin, straightFlow('batchOpinion', [batchTask('hrApprove', 'user:zhangwei')]));
  // a node whose form rights make hrRemark required (b) and still empty
  const form = await ctx.db.selectFrom('wf_form').select('permissions').where('form_key', '=', 'leaveForm').executeTakeFirstOrThrow();
  const permissions = {
    ...form.permissions,
    needsRemark: { ...form.permissions.default, fields: { ...form.permissions.default.fields, hrRemark: 'b' } },
  };
  await ctx.db
    .updateTable('wf_form')
    .set({ permissions: JSON.stringify(permissions) })
    .where('form_key', '=', 'leaveForm')
    .execute();
  await deploy(admin, straightFlow('batchRequired', [batchTask('needsRemark', 'user:zhangwei')]));
});

describe('batch approve', () => {
  it('approves each task through the completion path: history row, instance ended, initiator told', async () => {
    const tasks = await tasksOf('batchOn', 3);
    const res = await approve(tasks.map((t) => t.taskId));
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ approved: 3, skipped: 0, failed: 0 });
    for (const [i, t] of tasks.entries()) {
      expect(res.body.value.results[i]).toMatchObject({ taskId: t.taskId, outcome: 'approved', code: null, subject: expect.any(String) });
      const rows = (await history(ctx, t.instId)).filter((r) => r.node_id === 'approve');
      expect(rows).toEqual([expect.objectContaining({ status: 'agree', auditor_id: zhangwei.userId, opinion: 'Agreed (batch approval)' })]);
      expect((await lina.get(`/runtime/instance/v1/getInstanceStatus?instId=${t.instId}`)).body.value.status).toBe('end');
    }
    expect((await messagesTo(ctx, lina.userId)).filter((s) => s.includes('passed'))).toHaveLength(3);
  });

  it('skips, with the reason in the caller language, what cannot be approved unseen; approves the rest', async () => {
    const [on] = await tasksOf('batchOn', 1);
    const [off] = await tasksOf('batchOff', 1);
    const [sign] = await tasksOf('batchSign', 1);
    const [opinion] = await tasksOf('batchOpinion', 1);
    const [required] = await tasksOf('batchRequired', 1);
    const res = await approve([off, sign, opinion, required, on].map((t) => t.taskId));
    expect(res.body.value).toMatchObject({ approved: 1, skipped: 4, failed: 0 });
    const [a, b, c, d, e] = res.body.value.results;
    expect(a).toMatchObject({ outcome: 'skipped', code: 'workflow.batch.notEnabled' });
    expect(b).toMatchObject({ outcome: 'skipped', code: 'workflow.batch.needsSignature', reason: expect.stringContaining('signature') });
    expect(c).toMatchObject({ outcome: 'skipped', code: 'workflow.batch.opinionRequired' });
    expect(d).toMatchObject({ outcome: 'skipped', code: 'workflow.batch.requiredEmpty' });
    expect(e).toMatchObject({ outcome: 'approved' });
    // nothing was written for the skipped ones
    for (const t of [off, sign, opinion, required]) expect((await todo(zhangwei)).some((r) => r.id === t.taskId)).toBe(true);
    // with an opinion, the node that requires one is approved
    const again = await approve([opinion.taskId], { opinion: '同意' });
    expect(again.body.value.results[0]).toMatchObject({ outcome: 'approved' });
    const zh = await approve([off.taskId], {}, 'zh-CN');
    expect(zh.body.value.results[0].reason).toBe('该环节未开启批量审批，请打开表单逐一处理');
  });

  it("reports tasks that are not the caller's as failed, without naming them, beside the approved ones", async () => {
    const [mine] = await tasksOf('batchOn', 1);
    const { newTasks } = await start(zhangwei, 'leaveRequest', LEAVE);
    const res = await approve([newTasks[0].id, 'no-such-task', mine.taskId]);
    expect(res.body.value).toMatchObject({ approved: 1, failed: 2 });
    expect(res.body.value.results[0]).toMatchObject({ outcome: 'failed', code: 'workflow.task.forbidden', subject: null });
    expect(res.body.value.results[1]).toMatchObject({ outcome: 'failed', code: 'workflow.task.notFound' });
    expect(res.body.value.results[2]).toMatchObject({ outcome: 'approved' });
  });

  it("reads wf:batchApprove per node at deployment; the demo purchase request's leader step has it", async () => {
    const def = await ctx.db
      .selectFrom('wf_def')
      .select('id')
      .where('def_key', '=', 'batchOn')
      .where('is_main', '=', true)
      .executeTakeFirstOrThrow();
    expect((await modelOf(ctx.db, def.id))?.nodes.approve.batchApprove).toBe(true);
    const off = await ctx.db
      .selectFrom('wf_def')
      .select('id')
      .where('def_key', '=', 'batchOff')
      .where('is_main', '=', true)
      .executeTakeFirstOrThrow();
    expect((await modelOf(ctx.db, off.id))?.nodes.approve.batchApprove).toBeUndefined();
    const demo = await ctx.db
      .selectFrom('wf_def')
      .select('id')
      .where('def_key', '=', 'purchaseRequest')
      .where('is_main', '=', true)
      .executeTakeFirstOrThrow();
    expect((await modelOf(ctx.db, demo.id))?.nodes.deptLeader.batchApprove).toBe(true);
  });

  it('takes at most 100 tasks at once', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `t${i}`);
    const res = await approve(ids);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('At most 100 tasks can be approved at once (101 were selected)');
    // duplicates count once
    const [t] = await tasksOf('batchOn', 1);
    const dup = await approve([...Array.from({ length: 100 }, () => t.taskId), 'x']);
    expect(dup.status).toBe(200);
    expect(dup.body.value.results).toHaveLength(2);
  });

  it('20 concurrent batch approvals of overlapping selections complete every task exactly once', async () => {
    const tasks = await tasksOf('batchOn', 30);
    const ids = tasks.map((t) => t.taskId);
    // caller i takes 12 tasks from position i, wrapping around, half of them in reverse order
    const selections = Array.from({ length: 20 }, (_, i) => {
      const sel = Array.from({ length: 12 }, (_, k) => ids[(i * 3 + k) % ids.length]);
      return i % 2 ? sel.reverse() : sel;
    });
    expect(new Set(selections.flat()).size).toBe(30);
    const answers = await Promise.all(selections.map((sel) => approve(sel)));
    for (const a of answers) expect(a.status).toBe(200);
    const all = answers.flatMap((a) => a.body.value.results as { taskId: string; outcome: string; code: string | null }[]);
    for (const id of ids) {
      const mine = all.filter((r) => r.taskId === id);
      expect(mine.filter((r) => r.outcome === 'approved')).toHaveLength(1);
      for (const r of mine.filter((x) => x.outcome !== 'approved'))
        expect(r).toMatchObject({ outcome: 'skipped', code: 'workflow.task.alreadyDone' });
    }
    const agreed = await ctx.db
      .selectFrom('wf_opinion')
      .select(['task_id'])
      .where('task_id', 'in', ids)
      .where('status', '=', 'agree')
      .execute();
    expect(agreed).toHaveLength(30);
    expect(new Set(agreed.map((r) => r.task_id)).size).toBe(30);
    const ended = await ctx.db
      .selectFrom('wf_instance')
      .select('status')
      .where(
        'id',
        'in',
        tasks.map((t) => t.instId),
      )
      .execute();
    expect(ended.every((r) => r.status === 'end')).toBe(true);
  });
});
