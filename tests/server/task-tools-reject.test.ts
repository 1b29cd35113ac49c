import { beforeAll, describe, expect, it } from 'vitest';
import { complete, EXPENSE, instanceStatus, start, todoOf, workflowSuite } from './workflow-support.js';
import { history, onlyTask, openTasks, previewAndRun, shape } from './task-tools-support.js';
import { bpmn, endEvent, startEvent, userTask } from './support/bpmn.js';

/** The task tools' reject: to any node passed, the initiator included, and straight back to the rejecter. */
const { ctx, zhangwei, lina, zhaomin, wangqiang, chenjing, sunli, caoyang, htadmin } = workflowSuite([
  'zhangwei',
  'lina',
  'zhaomin',
  'wangqiang',
  'chenjing',
  'sunli',
  'caoyang',
  'htadmin',
]);

// X (lina) -> Y (wangqiang) -> Z (zhaomin) -> end
const CHAIN = bpmn({
  id: 'toolsChain',
  nodes: [startEvent('start'), userTask('X', 'user:lina'), userTask('Y', 'user:wangqiang'), userTask('Z', 'user:zhaomin'), endEvent('end')],
  paths: ['start X Y Z end'],
});

beforeAll(async () => {
  const res = await htadmin.post('/flow/def/v1/deploy', { bpmnXml: CHAIN });
  if (res.status !== 200) throw new Error(`deploy failed: ${JSON.stringify(res.body)}`);
});

const FINANCE = () => [chenjing, sunli, caoyang].map((c) => `financeCountersign:${c.userId}`);

async function expense(amount = 100) {
  const { instId } = await start(zhangwei, 'expenseClaim', { ...EXPENSE, amount });
  return { instId, lead: await onlyTask(lina, instId, 'leaderApprove') };
}

describe('reject to the initiator inside the parallel section', () => {
  it('ends every task of the section, opens the start node for the initiator, tells everyone concerned; result = preview', async () => {
    const { instId, lead } = await expense();
    const opts = (await lina.get(`/runtime/task/v1/tools/options?taskId=${lead.id}`)).body.value;
    expect(opts.tools).toEqual(expect.arrayContaining(['reject', 'transfer', 'addSign']));
    expect(opts.rejectTargets).toEqual([{ nodeId: 'start', name: 'Submit claim', isStart: true }]);

    const before = await openTasks(ctx, instId);
    expect(before).toEqual([`leaderApprove:${lina.userId}`, ...FINANCE()].sort());
    const { preview, result } = await previewAndRun(lina, {
      tool: 'reject',
      taskId: lead.id,
      destination: 'start',
      opinion: 'receipts missing',
    });
    expect(preview.ends.map((t: { nodeId: string; userId: string }) => `${t.nodeId}:${t.userId}`).sort()).toEqual(before);
    expect(preview.opens).toEqual([expect.objectContaining({ nodeId: 'start', userId: zhangwei.userId })]);
    expect(preview.told.map((u: { id: string }) => u.id).sort()).toEqual(
      [zhangwei.userId, chenjing.userId, sunli.userId, caoyang.userId].sort(),
    );
    expect(preview.instStatus).toBe('backToStart');
    expect(shape(result)).toEqual(shape(preview));
    expect(await openTasks(ctx, instId)).toEqual([`start:${zhangwei.userId}`]);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'backToStart' });
    expect((await history(zhangwei, instId)).find((o) => o.status === 'reject')).toMatchObject({ opinion: 'receipts missing' });
  });

  it('back to the rejecter: the resubmission goes straight to lina, the finance votes count as given', async () => {
    const { instId, lead } = await expense();
    await previewAndRun(lina, { tool: 'reject', taskId: lead.id, destination: 'start', opinion: 'fix it', backToRejecter: true });
    const startTask = await onlyTask(zhangwei, instId);
    expect((await complete(zhangwei, startTask.id, 'reSubmit')).status).toBe(200);
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${lina.userId}`]);
    await complete(lina, (await onlyTask(lina, instId)).id);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  });

  it('a countersign vote may reject too (the whole countersign goes); a stranger may not', async () => {
    const { instId, lead } = await expense();
    const vote = await onlyTask(sunli, instId);
    expect((await chenjing.post('/runtime/task/v1/tools/preview', { tool: 'reject', taskId: vote.id, destination: 'start' })).status).toBe(
      403,
    );
    const { preview, result } = await previewAndRun(sunli, {
      tool: 'reject',
      taskId: vote.id,
      destination: 'start',
      opinion: 'wrong cost centre',
    });
    expect(preview.ends.map((t: { taskId: string }) => t.taskId)).toContain(lead.id);
    expect(shape(result)).toEqual(shape(preview));
    expect(await openTasks(ctx, instId)).toEqual([`start:${zhangwei.userId}`]);
    // the run needs an opinion
    const again = await expense();
    const v2 = await onlyTask(sunli, again.instId);
    const p = (await sunli.post('/runtime/task/v1/tools/preview', { tool: 'reject', taskId: v2.id, destination: 'start' })).body.value;
    const run = await sunli.post('/runtime/task/v1/tools/run', {
      tool: 'reject',
      taskId: v2.id,
      destination: 'start',
      fingerprint: p.fingerprint,
    });
    expect(run.status).toBe(400);
  });

  it('a reject from the other branch takes an add-sign chain with the section', async () => {
    const { instId, lead } = await expense();
    await previewAndRun(lina, { tool: 'addSign', taskId: lead.id, mode: 'after', userIds: [zhaomin.userId] });
    const vote = await onlyTask(sunli, instId);
    const { preview } = await previewAndRun(sunli, { tool: 'reject', taskId: vote.id, destination: 'start', opinion: 'start over' });
    expect(preview.ends.map((t: { userId: string }) => t.userId)).toContain(zhaomin.userId);
    expect(await openTasks(ctx, instId)).toEqual([`start:${zhangwei.userId}`]);
    const opts = (await lina.get(`/runtime/task/v1/tools/options?taskId=${lead.id}`)).body.value;
    expect(opts.addSigns).toEqual([]);
    expect(
      (await lina.post('/runtime/task/v1/tools/preview', { tool: 'removeAddSign', taskId: lead.id, userId: zhaomin.userId })).status,
    ).toBe(404);
  });

  it('from after the join back to the countersign: every vote again, the leader result stands', async () => {
    const { instId, lead } = await expense(8000);
    await complete(lina, lead.id);
    for (const c of [chenjing, sunli]) await complete(c, (await onlyTask(c, instId)).id);
    const gm = await onlyTask(wangqiang, instId, 'gmApprove');
    const opts = (await wangqiang.get(`/runtime/task/v1/tools/options?taskId=${gm.id}`)).body.value;
    expect(opts.rejectTargets.map((t: { nodeId: string }) => t.nodeId)).toEqual(
      expect.arrayContaining(['financeCountersign', 'leaderApprove', 'start']),
    );
    const { preview, result } = await previewAndRun(wangqiang, {
      tool: 'reject',
      taskId: gm.id,
      destination: 'financeCountersign',
      opinion: 'vote again',
    });
    expect(preview.opens.map((t: { nodeId: string; userId: string }) => `${t.nodeId}:${t.userId}`).sort()).toEqual(FINANCE().sort());
    expect(shape(result)).toEqual(shape(preview));
    for (const c of [chenjing, sunli]) await complete(c, (await onlyTask(c, instId)).id);
    expect(await openTasks(ctx, instId)).toEqual([`gmApprove:${wangqiang.userId}`]);
  });
});

describe('back to the rejecter on a chain', () => {
  it('Z rejects to X with "back to me": X agrees and Z has the task, Y is skipped', async () => {
    const { instId } = await start(zhangwei, 'toolsChain', {});
    await complete(lina, (await onlyTask(lina, instId)).id);
    await complete(wangqiang, (await onlyTask(wangqiang, instId)).id);
    const z = await onlyTask(zhaomin, instId);
    const opts = (await zhaomin.get(`/runtime/task/v1/tools/options?taskId=${z.id}`)).body.value;
    expect(opts.rejectTargets.map((t: { nodeId: string }) => t.nodeId)).toEqual(['Y', 'X', 'start']);
    await previewAndRun(zhaomin, { tool: 'reject', taskId: z.id, destination: 'X', opinion: 'redo', backToRejecter: true });
    expect(await openTasks(ctx, instId)).toEqual([`X:${lina.userId}`]);
    await complete(lina, (await onlyTask(lina, instId)).id);
    expect(await openTasks(ctx, instId)).toEqual([`Z:${zhaomin.userId}`]);
    expect(await todoOf(wangqiang, instId)).toHaveLength(0);
    await complete(zhaomin, (await onlyTask(zhaomin, instId)).id);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  });

  it('without it, the flow runs through Y again', async () => {
    const { instId } = await start(zhangwei, 'toolsChain', {});
    await complete(lina, (await onlyTask(lina, instId)).id);
    await complete(wangqiang, (await onlyTask(wangqiang, instId)).id);
    const z = await onlyTask(zhaomin, instId);
    await previewAndRun(zhaomin, { tool: 'reject', taskId: z.id, destination: 'X', opinion: 'redo' });
    await complete(lina, (await onlyTask(lina, instId)).id);
    expect(await openTasks(ctx, instId)).toEqual([`Y:${wangqiang.userId}`]);
  });
});
