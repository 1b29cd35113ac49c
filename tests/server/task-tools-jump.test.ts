import { beforeAll, describe, expect, it } from 'vitest';
import { complete, instanceStatus, start, workflowSuite } from './workflow-support.js';
import { history, messagesOf, onlyTask, openTasks, previewAndRun, shape } from './task-tools-support.js';
import { bpmn, endEvent, parallelGateway, startEvent, userTask } from './support/bpmn.js';

/** The administrator's jump (issue 15 part 4): a task's work moves to another user task, back or forward. */
const { ctx, zhangwei, lina, zhaomin, wangqiang, htadmin } = workflowSuite(['zhangwei', 'lina', 'zhaomin', 'wangqiang', 'htadmin']);

const PREVIEW = '/runtime/task/v1/tools/preview';
const RUN = '/runtime/task/v1/tools/run';

// X (lina) -> Y (wangqiang) -> Z (zhaomin) -> end
const CHAIN = bpmn({
  id: 'toolsJump',
  nodes: [startEvent('start'), userTask('X', 'user:lina'), userTask('Y', 'user:wangqiang'), userTask('Z', 'user:zhaomin'), endEvent('end')],
  paths: ['start X Y Z end'],
});

// A (lina) -> fork -> [B (wangqiang) -> C (zhaomin)] + [D (zhangwei)] -> join -> E (lina) -> end
const BRANCHES = bpmn({
  id: 'toolsJumpBranches',
  nodes: [
    startEvent('start'),
    userTask('A', 'user:lina'),
    parallelGateway('fork'),
    userTask('B', 'user:wangqiang'),
    userTask('C', 'user:zhaomin'),
    userTask('D', 'user:zhangwei'),
    parallelGateway('join'),
    userTask('E', 'user:lina'),
    endEvent('end'),
  ],
  paths: ['start A fork B C join E end', 'fork D join'],
});

beforeAll(async () => {
  for (const bpmnXml of [CHAIN, BRANCHES]) {
    const res = await htadmin.post('/flow/def/v1/deploy', { bpmnXml });
    if (res.status !== 200) throw new Error(`deploy failed: ${JSON.stringify(res.body)}`);
  }
});

async function atY() {
  const { instId } = await start(zhangwei, 'toolsJump', {});
  expect((await complete(lina, (await onlyTask(lina, instId)).id)).status).toBe(200);
  return { instId, y: await onlyTask(wangqiang, instId) };
}

describe('admin jump', () => {
  it('options list jump with its targets for an admin only', async () => {
    const { y } = await atY();
    const admin = (await htadmin.get(`/runtime/task/v1/tools/options?taskId=${y.id}`)).body.value;
    expect(admin.tools).toContain('jump');
    expect(admin.jumpTargets.map((t: { nodeId: string }) => t.nodeId)).toEqual(['X', 'Z']);
    const mine = (await wangqiang.get(`/runtime/task/v1/tools/options?taskId=${y.id}`)).body.value;
    expect(mine.tools).not.toContain('jump');
  });

  it('back: Y ends, X opens for lina again; preview = result; history row and messages', async () => {
    const { instId, y } = await atY();
    const linaMessages = await messagesOf(ctx, lina.userId);
    const { preview, result } = await previewAndRun(htadmin, { tool: 'jump', taskId: y.id, destination: 'X', opinion: 'redo the budget' });
    expect(preview.ends).toEqual([expect.objectContaining({ taskId: y.id, nodeId: 'Y', userId: wangqiang.userId })]);
    expect(preview.opens).toEqual([expect.objectContaining({ nodeId: 'X', userId: lina.userId })]);
    expect(preview.told.map((u: { id: string }) => u.id).sort()).toEqual([lina.userId, wangqiang.userId].sort());
    expect(shape(result)).toEqual(shape(preview));
    expect(await openTasks(ctx, instId)).toEqual([`X:${lina.userId}`]);
    expect(await messagesOf(ctx, lina.userId)).toBeGreaterThan(linaMessages);
    const row = (await history(zhangwei, instId)).find((o) => o.status === 'jump');
    expect(row).toMatchObject({ opinion: 'redo the budget', nodeId: 'Y' });
    // the flow goes on from X as usual
    expect((await complete(lina, (await onlyTask(lina, instId)).id)).status).toBe(200);
    expect(await openTasks(ctx, instId)).toEqual([`Y:${wangqiang.userId}`]);
  });

  it('forward: Y is skipped to Z, then the instance ends normally', async () => {
    const { instId, y } = await atY();
    const { preview, result } = await previewAndRun(htadmin, { tool: 'jump', taskId: y.id, destination: 'Z', opinion: 'stuck' });
    expect(preview.opens).toEqual([expect.objectContaining({ nodeId: 'Z', userId: zhaomin.userId })]);
    expect(shape(result)).toEqual(shape(preview));
    expect(await openTasks(ctx, instId)).toEqual([`Z:${zhaomin.userId}`]);
    expect((await complete(zhaomin, (await onlyTask(zhaomin, instId)).id)).status).toBe(200);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  });

  it('a non-admin gets 403, a missing reason 400, a target that cannot be planned 400', async () => {
    const { instId, y } = await atY();
    const body = { tool: 'jump', taskId: y.id, destination: 'X', opinion: 'x' };
    expect((await wangqiang.post(PREVIEW, body)).status).toBe(403);
    expect((await wangqiang.post(RUN, { ...body, fingerprint: 'x' })).status).toBe(403);
    const preview = (await htadmin.post(PREVIEW, body)).body.value;
    expect((await htadmin.post(RUN, { ...body, opinion: ' ', fingerprint: preview.fingerprint })).status).toBe(400);
    const nowhere = await htadmin.post(PREVIEW, { ...body, destination: 'end' });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toMatch(/cannot jump/);
    expect(await openTasks(ctx, instId)).toEqual([`Y:${wangqiang.userId}`]);
  });

  it('409 with a fresh preview when the instance changed since the preview', async () => {
    const { instId, y } = await atY();
    const body = { tool: 'jump', taskId: y.id, destination: 'Z', opinion: 'stuck' };
    const old = (await htadmin.post(PREVIEW, body)).body.value;
    // the task is transferred meanwhile
    await previewAndRun(wangqiang, { tool: 'transfer', taskId: y.id, userId: lina.userId });
    const stale = await htadmin.post(RUN, { ...body, fingerprint: old.fingerprint });
    expect(stale.status).toBe(409);
    expect(stale.body.value.fingerprint).not.toBe(old.fingerprint);
    expect(stale.body.value.ends).toEqual([expect.objectContaining({ taskId: y.id, userId: lina.userId })]);
    expect(await openTasks(ctx, instId)).toEqual([`Y:${lina.userId}`]);
    const run = await htadmin.post(RUN, { ...body, fingerprint: stale.body.value.fingerprint });
    expect(run.status).toBe(200);
    expect(await openTasks(ctx, instId)).toEqual([`Z:${zhaomin.userId}`]);
  });
});

describe('admin jump inside a parallel section', () => {
  async function atC() {
    const { instId } = await start(zhangwei, 'toolsJumpBranches', {});
    expect((await complete(lina, (await onlyTask(lina, instId)).id)).status).toBe(200);
    expect((await complete(wangqiang, (await onlyTask(wangqiang, instId)).id)).status).toBe(200);
    return { instId, c: await onlyTask(zhaomin, instId) };
  }

  it('back within the branch: C ends, B opens, the other branch keeps its task; the join still waits for both', async () => {
    const { instId, c } = await atC();
    const opts = (await htadmin.get(`/runtime/task/v1/tools/options?taskId=${c.id}`)).body.value;
    const targets = opts.jumpTargets.map((t: { nodeId: string }) => t.nodeId);
    expect(targets).toEqual(expect.arrayContaining(['B', 'A', 'E']));
    // the other branch (open, and another branch of the section) is no target
    expect(targets).not.toContain('D');
    const { preview, result } = await previewAndRun(htadmin, { tool: 'jump', taskId: c.id, destination: 'B', opinion: 'again' });
    expect(shape(result)).toEqual(shape(preview));
    expect(await openTasks(ctx, instId)).toEqual([`B:${wangqiang.userId}`, `D:${zhangwei.userId}`].sort());
    expect((await complete(wangqiang, (await onlyTask(wangqiang, instId)).id)).status).toBe(200);
    expect((await complete(zhaomin, (await onlyTask(zhaomin, instId)).id)).status).toBe(200);
    expect(await openTasks(ctx, instId)).toEqual([`D:${zhangwei.userId}`]);
    expect((await complete(zhangwei, (await onlyTask(zhangwei, instId, 'D')).id)).status).toBe(200);
    expect(await openTasks(ctx, instId)).toEqual([`E:${lina.userId}`]);
  });

  it('forward out of the section: every task of it ends, E opens; across branches is refused', async () => {
    const { instId, c } = await atC();
    const across = await htadmin.post(PREVIEW, { tool: 'jump', taskId: c.id, destination: 'D', opinion: 'x' });
    expect(across.status).toBe(400);
    const { preview, result } = await previewAndRun(htadmin, { tool: 'jump', taskId: c.id, destination: 'E', opinion: 'skip the rest' });
    expect(preview.ends.map((t: { nodeId: string }) => t.nodeId).sort()).toEqual(['C', 'D']);
    expect(shape(result)).toEqual(shape(preview));
    expect(await openTasks(ctx, instId)).toEqual([`E:${lina.userId}`]);
    expect((await complete(lina, (await onlyTask(lina, instId)).id)).status).toBe(200);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  });
});
