import { describe, expect, it } from 'vitest';
import { complete, LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import { sql, type Kysely } from 'kysely';
import { up as settleOld } from '../../server/src/db/migrations/1044_notify_task_notices_settled.js';

// Issue 29 item 9: a task's notices are read once the task is no longer the reader's to handle (lina's bell said 9,
// mostly about tasks she had handled).
const { ctx, zhangwei, lina, zhaomin } = workflowSuite(['zhangwei', 'lina', 'zhaomin']);

type Row = { id: string; category: string; taskId: string | null; instId: string | null; isRead: number };

async function about(c: Client, instId: string): Promise<Row[]> {
  const res = await c.post('/innermsg/messageReceiver/v1/list', { pageBean: { page: 1, pageSize: 100 } });
  expect(res.status).toBe(200);
  return (res.body.value.rows as Row[]).filter((r) => r.instId === instId);
}

const badge = async (c: Client) => (await c.get('/innermsg/messageReceiver/v1/getMsgbadge')).body.value as number;

describe("a task's notices are read once the task is handled", () => {
  it('the handler who agrees reads the new-task notice; the next holder has theirs unread', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    expect(await about(lina, instId)).toEqual([expect.objectContaining({ category: 'task', taskId: task.id, isRead: 0 })]);
    const before = await badge(lina);
    expect((await complete(lina, task.id)).status).toBe(200);
    expect(await about(lina, instId)).toEqual([expect.objectContaining({ category: 'task', taskId: task.id, isRead: 1 })]);
    expect(await badge(lina)).toBe(before - 1);
  });

  it('a transferred task: the old holder reads it, the new holder is told and has it unread', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    const body = { tool: 'transfer', taskId: task.id, userId: zhaomin.userId, opinion: 'away' };
    const preview = await lina.post('/runtime/task/v1/tools/preview', body);
    expect(preview.status).toBe(200);
    // a preview changes nothing: still unread
    expect((await about(lina, instId)).map((r) => r.isRead)).toEqual([0]);
    const run = await lina.post('/runtime/task/v1/tools/run', { ...body, fingerprint: preview.body.value.fingerprint });
    expect(run.status).toBe(200);
    expect((await about(lina, instId)).map((r) => r.isRead)).toEqual([1]);
    expect((await about(zhaomin, instId)).map((r) => r.isRead)).toEqual([0]);
  });

  it('a task withdrawn by the revoke to the start is read by its holder; the returned start task is read once resubmitted', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    expect((await complete(lina, task.id, 'backToStart', { opinion: 'dates missing' })).status).toBe(200);
    const [startTask] = await todoOf(zhangwei, instId);
    const returned = (await about(zhangwei, instId)).filter((r) => r.taskId === startTask.id);
    expect(returned).toEqual([expect.objectContaining({ category: 'result', isRead: 0 })]);
    expect((await complete(zhangwei, startTask.id, 'reSubmit')).status).toBe(200);
    expect((await about(zhangwei, instId)).filter((r) => r.taskId === startTask.id).map((r) => r.isRead)).toEqual([1]);
    // lina has the new task; the initiator revokes it: hers is read, the notice of the task gone
    const [again] = await todoOf(lina, instId);
    expect((await about(lina, instId)).find((r) => r.taskId === again.id)?.isRead).toBe(0);
    expect((await zhangwei.post('/runtime/instance/v1/revoke', { instId })).status).toBe(200);
    expect((await about(lina, instId)).every((r) => r.isRead === 1)).toBe(true);
  });

  it('notices an older server left unread are settled once by the migration; an open task keeps its notice unread', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    expect((await complete(lina, task.id)).status).toBe(200);
    const { instId: open } = await start(zhangwei, 'leaveRequest', LEAVE);
    // as an older server left it: the notice of a handled task still unread
    await sql`update inner_message_receiver r set is_read = false, read_time = null from inner_message m
      where m.id = r.message_id and r.receiver_id = ${lina.userId} and m.link->>'taskId' = ${task.id}`.execute(ctx.db);
    expect((await about(lina, instId)).map((r) => r.isRead)).toEqual([0]);
    await settleOld(ctx.db as unknown as Kysely<unknown>);
    expect((await about(lina, instId)).map((r) => r.isRead)).toEqual([1]);
    expect((await about(lina, open)).map((r) => r.isRead)).toEqual([0]);
  });
});
