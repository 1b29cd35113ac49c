import { describe, expect, it } from 'vitest';
import { complete, EXPENSE, instanceStatus, LEAVE, start, todoOf, workflowSuite } from './workflow-support.js';
import { history, messagesOf, onlyTask, openIds, openTasks, previewAndRun, shape } from './task-tools-support.js';

/** Transfer, add-sign (before/after, parallel/in turn, removal), the preview and its 409 (issue 15 parts 3a and 4). */
const { ctx, zhangwei, lina, zhaomin, wangqiang, chenjing, sunli, caoyang, wuhao, htadmin } = workflowSuite([
  'zhangwei',
  'lina',
  'zhaomin',
  'wangqiang',
  'chenjing',
  'sunli',
  'caoyang',
  'wuhao',
  'htadmin',
]);

const PREVIEW = '/runtime/task/v1/tools/preview';
const RUN = '/runtime/task/v1/tools/run';

/** A leave request of zhangwei waiting for lina (his leader). */
async function leave() {
  const { instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 1 });
  return { instId, task: await onlyTask(lina, instId, 'leaderApprove') };
}

describe('transfer', () => {
  it('moves the task for good: preview equals result, history says from whom, the new holder is told', async () => {
    const { instId, task } = await leave();
    const before = await openIds(ctx, instId);
    const messages = await messagesOf(ctx, zhaomin.userId);
    const body = { tool: 'transfer', taskId: task.id, userId: zhaomin.userId, opinion: 'on leave next week' };

    const { preview, result } = await previewAndRun(lina, body);
    expect(preview.ends).toEqual([expect.objectContaining({ taskId: task.id, userId: lina.userId, nodeId: 'leaderApprove' })]);
    expect(preview.opens).toEqual([expect.objectContaining({ taskId: task.id, userId: zhaomin.userId })]);
    expect(preview.told.map((u: { id: string }) => u.id)).toEqual([zhaomin.userId]);
    expect(shape(result)).toEqual(shape(preview));
    expect(result.fingerprint).toBe(preview.fingerprint);

    expect(await openIds(ctx, instId)).toEqual(before);
    expect(await todoOf(lina, instId)).toHaveLength(0);
    expect((await todoOf(zhaomin, instId)).map((t) => t.id)).toEqual([task.id]);
    expect(await messagesOf(ctx, zhaomin.userId)).toBe(messages + 1);
    const row = (await history(zhangwei, instId)).find((o) => o.status === 'transfer');
    expect(row).toMatchObject({ auditorName: '李娜', opinion: 'on leave next week' });
    expect(JSON.stringify(row)).toContain('zhaomin');
    // permanent: lina has no way back, zhaomin completes it
    expect((await complete(zhaomin, task.id)).status).toBe(200);
  });

  it('a preview writes nothing; refusals: not the holder, to the holder, unknown user; an admin may transfer', async () => {
    const { instId, task } = await leave();
    const messages = await messagesOf(ctx, zhaomin.userId);
    const p = await lina.post(PREVIEW, { tool: 'transfer', taskId: task.id, userId: zhaomin.userId });
    expect(p.status).toBe(200);
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${lina.userId}`]);
    expect(await messagesOf(ctx, zhaomin.userId)).toBe(messages);
    expect((await history(zhangwei, instId)).some((o) => o.status === 'transfer')).toBe(false);

    expect((await zhaomin.post(PREVIEW, { tool: 'transfer', taskId: task.id, userId: wuhao.userId })).status).toBe(403);
    expect((await lina.post(PREVIEW, { tool: 'transfer', taskId: task.id, userId: lina.userId })).status).toBe(400);
    expect((await lina.post(PREVIEW, { tool: 'transfer', taskId: task.id, userId: 'nobody' })).status).toBe(404);
    expect((await lina.post(RUN, { tool: 'transfer', taskId: task.id, userId: zhaomin.userId })).status).toBe(400);
    const { result } = await previewAndRun(htadmin, { tool: 'transfer', taskId: task.id, userId: wuhao.userId });
    expect(result.opens[0].userId).toBe(wuhao.userId);
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${wuhao.userId}`]);
  });
});

describe('the 409 stale preview', () => {
  it('refuses a run when the instance changed since the preview and answers a fresh preview', async () => {
    const { instId } = await start(zhangwei, 'expenseClaim', { ...EXPENSE, amount: 100 });
    const task = await onlyTask(lina, instId, 'leaderApprove');
    const body = { tool: 'transfer', taskId: task.id, userId: zhaomin.userId };
    const old = (await lina.post(PREVIEW, body)).body.value;
    // a finance vote changes the instance meanwhile
    expect((await complete(chenjing, (await onlyTask(chenjing, instId)).id)).status).toBe(200);
    const stale = await lina.post(RUN, { ...body, fingerprint: old.fingerprint });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed since you looked/);
    expect(stale.body.value.fingerprint).not.toBe(old.fingerprint);
    expect(stale.body.value.ends[0]).toMatchObject({ taskId: task.id, userId: lina.userId });
    // nothing happened; the fresh fingerprint runs
    expect((await todoOf(lina, instId)).map((t) => t.id)).toEqual([task.id]);
    const run = await lina.post(RUN, { ...body, fingerprint: stale.body.value.fingerprint });
    expect(run.status).toBe(200);
    expect(shape(run.body.value)).toEqual(shape(stale.body.value));
  });
});

describe('add-sign', () => {
  it('after, two in turn: lina approves, zhaomin then wangqiang act, then the flow moves on', async () => {
    const { instId, task } = await leave();
    const body = {
      tool: 'addSign',
      taskId: task.id,
      mode: 'after',
      sequential: true,
      userIds: [zhaomin.userId, wangqiang.userId],
      opinion: 'fine by me',
    };
    const { preview, result } = await previewAndRun(lina, body);
    expect(preview.opens.map((t: { userId: string }) => t.userId)).toEqual([zhaomin.userId]);
    expect(shape(result)).toEqual(shape(preview));
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${zhaomin.userId}`]);
    expect((await history(zhangwei, instId)).map((o) => o.status)).toContain('addSignAfter');

    const mine = await onlyTask(zhaomin, instId);
    const buttons = (await zhaomin.get(`/runtime/task/v1/getButtonsBytaskId?taskId=${mine.id}`)).body.value.approvalButtonList.map(
      (b: { alias: string }) => b.alias,
    );
    expect(buttons).toEqual(expect.arrayContaining(['agree', 'oppose']));
    expect(buttons).not.toContain('reject');
    expect((await complete(zhaomin, mine.id, 'reject')).status).toBe(400);
    const told = await messagesOf(ctx, wangqiang.userId);
    expect((await complete(zhaomin, mine.id)).status).toBe(200);
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${wangqiang.userId}`]);
    expect(await messagesOf(ctx, wangqiang.userId)).toBe(told + 1);
    expect((await complete(wangqiang, (await onlyTask(wangqiang, instId)).id)).status).toBe(200);
    // one day of leave: after the leader the flow ends
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  });

  it('before, in parallel: both act, then the task comes back to lina; an oppose returns it early', async () => {
    const { instId, task } = await leave();
    await previewAndRun(lina, { tool: 'addSign', taskId: task.id, mode: 'before', userIds: [zhaomin.userId, wuhao.userId] });
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${wuhao.userId}`, `leaderApprove:${zhaomin.userId}`].sort());
    expect(await todoOf(lina, instId)).toHaveLength(0);
    await complete(zhaomin, (await onlyTask(zhaomin, instId)).id);
    expect(await todoOf(lina, instId)).toHaveLength(0);
    await complete(wuhao, (await onlyTask(wuhao, instId)).id);
    const back = await onlyTask(lina, instId, 'leaderApprove');
    expect(back.id).not.toBe(task.id);

    // again, and zhaomin opposes: wuhao's task goes, lina has it back
    await previewAndRun(lina, { tool: 'addSign', taskId: back.id, mode: 'before', userIds: [zhaomin.userId, wuhao.userId] });
    expect((await complete(zhaomin, (await onlyTask(zhaomin, instId)).id, 'oppose', { opinion: '' })).status).toBe(400);
    expect((await complete(zhaomin, (await onlyTask(zhaomin, instId)).id, 'oppose', { opinion: 'too long' })).status).toBe(200);
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${lina.userId}`]);
    expect((await complete(lina, (await onlyTask(lina, instId)).id)).status).toBe(200);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
    const statuses = (await history(zhangwei, instId)).map((o) => o.status);
    expect(statuses.filter((s) => s === 'addSignBefore')).toHaveLength(2);
    expect(statuses).toContain('oppose');
  });

  it('removing a signer who has not acted: by the one who added them only; the chain moves on', async () => {
    const { instId, task } = await leave();
    const add = {
      tool: 'addSign',
      taskId: task.id,
      mode: 'after',
      sequential: true,
      userIds: [zhaomin.userId, wuhao.userId, wangqiang.userId],
    };
    await previewAndRun(lina, add);
    const opts = (await lina.get(`/runtime/task/v1/tools/options?taskId=${task.id}`)).body.value;
    expect(opts.tools).toContain('removeAddSign');
    expect(opts.addSigns[0].signers.map((s: { state: string }) => s.state)).toEqual(['open', 'queued', 'queued']);

    const remove = (userId: string) => ({ tool: 'removeAddSign', taskId: task.id, userId });
    expect((await zhaomin.post(PREVIEW, remove(wuhao.userId))).status).toBe(403);
    // a queued one leaves the queue
    const queued = await previewAndRun(lina, remove(wuhao.userId));
    expect(queued.result.ends).toEqual([]);
    await complete(zhaomin, (await onlyTask(zhaomin, instId)).id);
    expect((await lina.post(PREVIEW, remove(zhaomin.userId))).status).toBe(409);
    // the open one: the chain is over, the flow moves on with lina's approval
    const open = await previewAndRun(lina, remove(wangqiang.userId));
    expect(open.preview.ends.map((t: { userId: string }) => t.userId)).toEqual([wangqiang.userId]);
    expect(shape(open.result)).toEqual(shape(open.preview));
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
    expect((await history(zhangwei, instId)).filter((o) => o.status === 'addSignRemove')).toHaveLength(2);
  });

  it('refused on a countersign vote and on the start node; signers cannot be yourself', async () => {
    const { instId } = await start(zhangwei, 'expenseClaim', { ...EXPENSE, amount: 100 });
    const vote = await onlyTask(sunli, instId);
    expect((await sunli.post(PREVIEW, { tool: 'addSign', taskId: vote.id, mode: 'before', userIds: [wuhao.userId] })).status).toBe(400);
    const lead = await onlyTask(lina, instId, 'leaderApprove');
    expect((await lina.post(PREVIEW, { tool: 'addSign', taskId: lead.id, mode: 'before', userIds: [lina.userId] })).status).toBe(400);
    expect((await lina.post(PREVIEW, { tool: 'addSign', taskId: lead.id, userIds: [wuhao.userId] })).status).toBe(400);
    expect((await caoyang.post(PREVIEW, { tool: 'addSign', taskId: lead.id, mode: 'before', userIds: [wuhao.userId] })).status).toBe(403);
    // inside a parallel branch: the other branch steps while the chain runs, and the chain keeps its execution
    await previewAndRun(lina, { tool: 'addSign', taskId: lead.id, mode: 'after', userIds: [wuhao.userId] });
    // two thirds decide the countersign: the third vote is withdrawn
    for (const c of [chenjing, sunli]) await complete(c, (await onlyTask(c, instId)).id);
    expect(await openTasks(ctx, instId)).toEqual([`leaderApprove:${wuhao.userId}`]);
    await complete(wuhao, (await onlyTask(wuhao, instId)).id);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  });
});
