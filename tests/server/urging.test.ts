import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { as, complete, LEAVE, start, todoOf, workflowSuite } from './workflow-support.js';
import { history, messagesTo } from './batch-support.js';
import { leaderOf } from '../../server/src/workflow/support/repo-users.js';

const { ctx, zhangwei, lina, chenjing } = workflowSuite(['zhangwei', 'lina', 'chenjing']);

const urge = (c: typeof zhangwei, taskId: string, message?: string, lang?: string) =>
  c.post('/runtime/task/v1/urge', { taskId, ...(message ? { message } : {}) }, lang);

/** Moves the task's urges back in time, as if the interval had passed. */
const age = (taskId: string, minutes: number) =>
  sql`update wf_urge set create_time = create_time - make_interval(mins => ${minutes}) where task_id = ${taskId}`.execute(ctx.db);

async function leaderTask() {
  const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
  const [task] = await todoOf(lina, instId);
  return { instId, taskId: task.id as string };
}

describe('urging', () => {
  it('tells the assignee, writes a history row, and refuses a second urge within 10 minutes in the caller language', async () => {
    const { instId, taskId } = await leaderTask();
    const before = (await messagesTo(ctx, lina.userId)).length;
    const res = await urge(zhangwei, taskId, 'Please, I fly on Monday');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ taskId, count: 1, escalatedTo: null });
    const got = await messagesTo(ctx, lina.userId);
    expect(got).toHaveLength(before + 1);
    expect(got.at(-1)).toContain('Reminder');
    const rows = (await history(ctx, instId)).filter((r) => r.status === 'urge');
    expect(rows).toEqual([
      expect.objectContaining({ auditor_id: zhangwei.userId, opinion: 'Please, I fly on Monday', node_id: 'leaderApprove' }),
    ]);

    const again = await urge(zhangwei, taskId);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('A task can be urged once every 10 minutes: please try again in 10 minutes');
    const zh = await urge(zhangwei, taskId, undefined, 'zh-CN');
    expect(zh.body.message).toBe('同一任务每 10 分钟只能催办一次，请 10 分钟后再试');
    // the rate limit is per task, whoever urges: an admin is refused too
    const admin = await as(ctx, 'htadmin');
    expect((await urge(admin, taskId)).status).toBe(429);
    expect((await messagesTo(ctx, lina.userId)).length).toBe(before + 1);
  });

  it("escalates to the assignee's leader at the second urge, exactly once", async () => {
    const { instId, taskId } = await leaderTask();
    const leaderId = (await leaderOf(ctx.db, lina.userId))!;
    expect(leaderId).toBeTruthy();
    const leaderBefore = (await messagesTo(ctx, leaderId)).length;
    expect((await urge(zhangwei, taskId)).body.value.escalatedTo).toBeNull();
    await age(taskId, 11);
    const second = await urge(zhangwei, taskId);
    expect(second.body.value).toMatchObject({ count: 2, escalatedTo: { id: leaderId } });
    const told = await messagesTo(ctx, leaderId);
    expect(told).toHaveLength(leaderBefore + 1);
    expect(told.at(-1)).toContain('Escalated reminder');
    await age(taskId, 11);
    const third = await urge(zhangwei, taskId);
    expect(third.body.value).toMatchObject({ count: 3, escalatedTo: null });
    expect(await messagesTo(ctx, leaderId)).toHaveLength(leaderBefore + 1);
    const rows = await history(ctx, instId);
    expect(rows.filter((r) => r.status === 'urge')).toHaveLength(3);
    expect(rows.filter((r) => r.status === 'urgeEscalate')).toHaveLength(1);
    // the history shows them with their labels
    const opinions = await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`);
    expect(opinions.status).toBe(200);
    expect(opinions.body.value.map((o: { statusVal: string }) => o.statusVal)).toEqual(expect.arrayContaining(['Urged', 'Urge escalated']));
  });

  it('a shared (candidate) task is one task to urge: its candidates are told together, the interval is shared', async () => {
    const { instId, taskId } = await leaderTask();
    expect((await complete(lina, taskId)).status).toBe(200);
    // more than 3 days: HR's shared task, one row per candidate
    const rows = await ctx.db
      .selectFrom('wf_task')
      .select(['id', 'assignee_id'])
      .where('inst_id', '=', instId)
      .where('status', '=', 'todo')
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    const before = await Promise.all(rows.map((r) => messagesTo(ctx, r.assignee_id!)));
    expect((await urge(zhangwei, rows[0].id)).status).toBe(200);
    for (const [i, r] of rows.entries()) expect(await messagesTo(ctx, r.assignee_id!)).toHaveLength(before[i].length + 1);
    expect((await urge(zhangwei, rows[1].id)).status).toBe(429);
  });

  it('two urges at once: one goes through, the other is told to wait', async () => {
    const { taskId } = await leaderTask();
    const [a, b] = await Promise.all([urge(zhangwei, taskId), urge(zhangwei, taskId)]);
    expect([a.status, b.status].sort()).toEqual([200, 429]);
  });

  it('who may urge: the initiator, participants and admins; not the assignee, not a stranger; only open tasks', async () => {
    const { instId, taskId } = await leaderTask();
    expect((await urge(lina, taskId)).status).toBe(403);
    const stranger = await urge(chenjing, taskId);
    expect(stranger.status).toBe(403);
    const admin = await as(ctx, 'htadmin');
    expect((await urge(admin, taskId)).status).toBe(200);
    expect((await urge(zhangwei, 'no-such-task')).status).toBe(404);
    // the state lists the open task: the assignee may not urge it, the initiator must wait
    const state = await zhangwei.get(`/runtime/task/v1/urgeState?instId=${instId}`);
    expect(state.body.value).toEqual([
      expect.objectContaining({ taskId, count: 1, canUrge: false, nextAllowed: expect.any(String), assigneeName: expect.any(String) }),
    ]);
    expect((await complete(lina, taskId)).status).toBe(200);
    await age(taskId, 11);
    expect((await urge(zhangwei, taskId)).status).toBe(409);
  });
});
