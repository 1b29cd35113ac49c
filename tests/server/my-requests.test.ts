import { describe, expect, it } from 'vitest';
import { as, complete, LEAVE, start, todoOf, workflowSuite, type Client, type Loose } from './workflow-support.js';

// Issue 29 item 9: what "my requests" offers on each request is the server's rule, and the server holds to it.
const { ctx, zhangwei, lina, htadmin: admin } = workflowSuite(['zhangwei', 'lina', 'htadmin']);

async function myRequest(c: Client, instId: string): Promise<Loose> {
  const res = await c.post('/runtime/instance/v1/getMyRequestList', { pageBean: { page: 1, pageSize: 100 } });
  expect(res.status).toBe(200);
  return (res.body.value.rows as Loose[]).find((r) => r.id === instId);
}

/** Completes every open task of the instance (as its assignee) until it ends. */
async function runToEnd(instId: string) {
  for (let i = 0; i < 10; i++) {
    const t = await ctx.db
      .selectFrom('wf_task')
      .innerJoin('uc_user as u', 'u.id', 'wf_task.assignee_id')
      .select(['wf_task.id', 'u.account'])
      .where('inst_id', '=', instId)
      .where('wf_task.status', '=', 'todo')
      .executeTakeFirst();
    if (!t) return;
    expect((await complete(await as(ctx, t.account), t.id)).status).toBe(200);
  }
}

const exists = async (instId: string) =>
  Boolean(await ctx.db.selectFrom('wf_instance').select('id').where('id', '=', instId).executeTakeFirst());

describe('my requests: the actions each request offers', () => {
  it('a running request offers revoke only; not while it is held', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    expect(await myRequest(zhangwei, instId)).toMatchObject({ status: 'running', requestActions: ['revoke'], startTaskId: null });
    expect((await zhangwei.get(`/runtime/instance/v1/hangUp?instId=${instId}`)).status).toBe(200);
    expect((await myRequest(zhangwei, instId)).requestActions).toEqual([]);
  });

  it('a request returned to its initiator shows its state, offers resubmit and withdraw, and its task is not "awaiting approval"', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    expect((await complete(lina, task.id, 'backToStart', { opinion: 'Please add the dates' })).status).toBe(200);
    const [startTask] = await todoOf(zhangwei, instId);
    expect(startTask).toMatchObject({ status: 'todo', nodeStatus: 'backToStart' });
    const row = await myRequest(zhangwei, instId);
    expect(row).toMatchObject({ status: 'backToStart', requestActions: ['resubmit', 'endProcess'], startTaskId: startTask.id });
    // the task's own page says the same
    const detail = await zhangwei.get(`/runtime/task/v1/taskDetailBo?taskId=${startTask.id}`);
    expect(detail.body.value.bpmTask.nodeStatus).toBe('backToStart');
    // deleting it is refused: it still waits for its initiator
    expect((await zhangwei.del(`/runtime/instance/v1/remove?ids=${instId}`)).status).toBe(403);
    expect(await exists(instId)).toBe(true);
    // withdrawn by its initiator: ended by hand, then it may go
    expect((await zhangwei.post('/runtime/instance/v1/endProcess', { instId, opinion: 'not needed' })).status).toBe(200);
    expect(await myRequest(zhangwei, instId)).toMatchObject({ status: 'manual_end', requestActions: ['remove'], startTaskId: null });
    expect((await zhangwei.del(`/runtime/instance/v1/remove?ids=${instId}`)).body.value).toBe(1);
    expect(await exists(instId)).toBe(false);
  });

  it('a request revoked to its start offers resubmit and withdraw too; resubmitted it runs again', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    expect((await zhangwei.post('/runtime/instance/v1/revoke', { instId })).status).toBe(200);
    const [startTask] = await todoOf(zhangwei, instId);
    expect(startTask.nodeStatus).toBe('revoker_to_start');
    expect(await myRequest(zhangwei, instId)).toMatchObject({ status: 'revoker_to_start', requestActions: ['resubmit', 'endProcess'] });
    expect((await complete(zhangwei, startTask.id, 'reSubmit')).status).toBe(200);
    expect(await myRequest(zhangwei, instId)).toMatchObject({ status: 'running', requestActions: ['revoke'], startTaskId: null });
  });

  it('an approved request offers nothing, and its initiator cannot delete it (an admin can)', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    await runToEnd(instId);
    expect(await myRequest(zhangwei, instId)).toMatchObject({ status: 'end', requestActions: [] });
    const refused = await zhangwei.del(`/runtime/instance/v1/remove?ids=${instId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/approved/i);
    expect(await exists(instId)).toBe(true);
    expect((await admin.del(`/runtime/instance/v1/remove?ids=${instId}`)).body.value).toBe(1);
    expect(await exists(instId)).toBe(false);
  });

  it('the other instance tabs carry no request actions', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const res = await zhangwei.post('/runtime/instance/v1/getOverviewList', { pageBean: { page: 1, pageSize: 100 } });
    const row = (res.body.value.rows as Loose[]).find((r) => r.id === instId);
    expect(row).toBeDefined();
    expect(row.requestActions).toBeUndefined();
  });
});
