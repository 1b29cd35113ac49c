import { describe, expect, it } from 'vitest';
import { complete, LEAVE, start, workflowSuite, type Client, type Loose } from './workflow-support.js';
import { messagesOf, onlyTask, openTasks, previewAndRun } from './task-tools-support.js';

/**
 * Issue 29 item 6: a transfer (移交) leaves the one who transferred a trace they can see and open; the hand-over
 * (转办) is previewed like the tools and keeps its owner.
 */
const { ctx, zhangwei, lina, zhaomin, wuhao, htadmin } = workflowSuite(['zhangwei', 'lina', 'zhaomin', 'wuhao', 'htadmin']);

async function doneOf(c: Client, instId: string): Promise<Loose[]> {
  const res = await c.post('/runtime/task/v1/getDoneList', { pageBean: { page: 1, pageSize: 50 } });
  expect(res.status).toBe(200);
  return (res.body.value.rows as Loose[]).filter((r) => r.procInstId === instId);
}

async function leave() {
  const { instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 1 });
  return { instId, task: await onlyTask(lina, instId, 'leaderApprove') };
}

describe('the trace a transfer leaves', () => {
  it('is a Done row of the transferrer: "transferred to" the new handler, readable afterwards', async () => {
    const { instId, task } = await leave();
    expect(await doneOf(lina, instId)).toHaveLength(0);
    await previewAndRun(lina, { tool: 'transfer', taskId: task.id, userId: zhaomin.userId, opinion: 'away next week' });

    const rows = await doneOf(lina, instId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nodeId: 'leaderApprove', nodeStatus: 'transfer', status: 'transferred', transferredTo: '赵敏' });
    expect(rows[0].id).not.toBe(task.id);
    expect(rows[0].completeTime).toBeTruthy();
    // the transferrer may still read the process and the trace, but no longer act on the moved task
    expect((await lina.get(`/runtime/instance/v1/getInstanceStatus?instId=${instId}`)).status).toBe(200);
    expect((await lina.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).status).toBe(200);
    const trace = await lina.get(`/runtime/task/v1/taskDetailBo?taskId=${rows[0].id}`);
    expect(trace.status).toBe(200);
    const buttons = await lina.get(`/runtime/task/v1/getButtonsBytaskId?taskId=${rows[0].id}`);
    expect(buttons.status).toBe(200);
    expect(buttons.body.value.taskStatus).toBe('transferred');
    expect((await lina.get(`/runtime/task/v1/taskDetailBo?taskId=${task.id}`)).status).toBe(403);
    expect((await complete(lina, rows[0].id)).status).toBe(409);

    // the trace is nobody's open task: the new handler's to-do is the one task, and the flow goes on from it
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${zhaomin.userId}`]);
    expect(await doneOf(zhaomin, instId)).toHaveLength(0);
    expect((await complete(zhaomin, task.id)).status).toBe(200);
    const zhaominDone = await doneOf(zhaomin, instId);
    expect(zhaominDone.map((r) => r.nodeStatus)).toEqual(['agree']);
    expect(zhaominDone[0].transferredTo).toBeUndefined();
    // lina's Done list still shows the transfer, once
    expect((await doneOf(lina, instId)).map((r) => r.nodeStatus)).toEqual(['transfer']);
  });

  it('a preview leaves no trace; an administrator who transfers keeps the trace, not the former holder', async () => {
    const { instId, task } = await leave();
    const rowsOf = async () => (await ctx.db.selectFrom('wf_task').select('id').where('inst_id', '=', instId).execute()).length;
    const before = await rowsOf();
    expect((await lina.post('/runtime/task/v1/tools/preview', { tool: 'transfer', taskId: task.id, userId: zhaomin.userId })).status).toBe(
      200,
    );
    expect(await doneOf(lina, instId)).toHaveLength(0);
    expect(await rowsOf()).toBe(before);

    await previewAndRun(htadmin, { tool: 'transfer', taskId: task.id, userId: wuhao.userId });
    expect(await doneOf(lina, instId)).toHaveLength(0);
    expect((await doneOf(htadmin, instId)).map((r) => r.transferredTo)).toEqual(['吴昊']);
  });
});

describe('the hand-over (delegate) as a previewed tool', () => {
  it('previews the move to the agent and who is told, then runs it: the owner keeps it under My delegations', async () => {
    const { instId, task } = await leave();
    const messages = await messagesOf(ctx, zhaomin.userId);
    const preview = await lina.post('/runtime/task/v1/tools/preview', { tool: 'delegate', taskId: task.id, userId: zhaomin.userId });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.value.ends).toEqual([expect.objectContaining({ taskId: task.id, userId: lina.userId })]);
    expect(preview.body.value.opens).toEqual([expect.objectContaining({ taskId: task.id, userId: zhaomin.userId })]);
    expect(preview.body.value.told.map((u: Loose) => u.id)).toEqual([zhaomin.userId]);
    // the preview wrote nothing
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${lina.userId}`]);
    expect(await messagesOf(ctx, zhaomin.userId)).toBe(messages);

    const { result } = await previewAndRun(lina, { tool: 'delegate', taskId: task.id, userId: zhaomin.userId, opinion: 'please' });
    expect(result.tool).toBe('delegate');
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${zhaomin.userId}`]);
    expect(await messagesOf(ctx, zhaomin.userId)).toBe(messages + 1);
    const mine = await lina.post('/runtime/task/v1/getDelegateList', { pageBean: { page: 1, pageSize: 50 } });
    expect((mine.body.value.rows as Loose[]).filter((r) => r.procInstId === instId).map((r) => r.assigneeId)).toEqual([zhaomin.userId]);
    // a hand-over is no transfer: no trace in Done, and the owner takes it back
    expect(await doneOf(lina, instId)).toHaveLength(0);
    expect((await lina.post('/runtime/task/v1/withdrawAgent', { taskId: task.id })).status).toBe(200);
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${lina.userId}`]);
  });

  it('refuses what the delegate call refuses: not the holder, to oneself, no agent', async () => {
    const { task } = await leave();
    const body = { tool: 'delegate', taskId: task.id };
    expect((await zhaomin.post('/runtime/task/v1/tools/preview', { ...body, userId: wuhao.userId })).status).toBe(403);
    expect((await lina.post('/runtime/task/v1/tools/preview', { ...body, userId: lina.userId })).status).toBe(400);
    expect((await lina.post('/runtime/task/v1/tools/preview', body)).status).toBe(404);
  });
});
