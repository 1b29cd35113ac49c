import { describe, expect, it } from 'vitest';
import { as, complete, LEAVE, start, todoOf, workflowSuite, type Client } from './workflow-support.js';
import { actionContext } from '../../server/src/workflow/steps/context.js';
import { finishAction } from '../../server/src/workflow/steps/transaction.js';
import { completeIn } from '../../server/src/workflow/tasks/complete.js';

const { ctx, zhangwei, lina, chenjing } = workflowSuite(['zhangwei', 'lina', 'chenjing']);

type Row = { id: string; subject: string; category: string; taskId: string | null; instId: string | null; isRead: number; starred: number };

async function messages(c: Client, querys: unknown[] = [], lang = 'en-US'): Promise<Row[]> {
  const res = await c.post('/innermsg/messageReceiver/v1/list', { pageBean: { page: 1, pageSize: 100 }, querys }, lang);
  expect(res.status).toBe(200);
  return res.body.value.rows;
}

const about = (rows: Row[], instId: string) => rows.filter((r) => r.instId === instId);

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

describe('messages from the workflow', () => {
  it('a new task tells its assignee (category task, deep link), in the reader language', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    const mine = about(await messages(lina, [{ property: 'category', value: 'task', operation: 'EQUAL' }]), instId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ category: 'task', taskId: task.id, instId, isRead: 0, starred: 0 });
    expect(mine[0].subject).toMatch(/^New task: /);
    // the node name too is in the reader's language
    expect(mine[0].subject.replace(/"[^"]*"/, '')).not.toMatch(/[\u4e00-\u9fff]/);
    const zh = about(await messages(lina, [], 'zh-CN'), instId);
    expect(zh[0].subject).toMatch(/^新待办/);
    const id = about(await messages(lina, [], 'id'), instId);
    expect(id[0].subject).toMatch(/^Tugas baru/);
    // the initiator is told nothing about their own start
    expect(about(await messages(zhangwei), instId)).toEqual([]);
  });

  it('circulation tells the receivers (cc); the end tells the initiator (result)', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    expect((await zhangwei.post('/runtime/instance/v1/circulate', { instId, userIds: [chenjing.userId], opinion: 'FYI' })).status).toBe(
      200,
    );
    const cc = about(await messages(chenjing), instId);
    expect(cc.map((r) => r.category)).toEqual(['cc']);
    await runToEnd(instId);
    const result = about(await messages(zhangwei), instId).filter((r) => r.category === 'result');
    expect(result).toHaveLength(1);
    expect(result[0].subject).toMatch(/complete/);
  });

  it('a rolled-back step sends nothing', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [task] = await todoOf(lina, instId);
    const before = await ctx.db
      .selectFrom('inner_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const linaUser = { id: lina.userId, account: 'lina', fullname: 'lina', isAdmin: false, sessionId: 's', postId: null };
    let inside = 0;
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        const actx = actionContext(trx, 'en-US', ctx.config);
        await completeIn(actx, { user: linaUser, lang: 'en-US' }, { taskId: task.id, actionName: 'agree', opinion: 'ok' });
        await finishAction(actx);
        const n = await trx
          .selectFrom('inner_message')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        inside = Number(n.n);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(inside).toBeGreaterThan(Number(before.n));
    const after = await ctx.db
      .selectFrom('inner_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('star, filters, counts and mark all read work on the caller rows only', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [row] = about(await messages(lina), instId);
    expect((await lina.get(`/innermsg/messageReceiver/v1/star?ids=${row.id}&starred=1`)).body.value).toEqual({ count: 1 });
    // another user cannot star lina's row
    expect((await chenjing.get(`/innermsg/messageReceiver/v1/star?ids=${row.id}&starred=1`)).body.value).toEqual({ count: 0 });
    const starred = await messages(lina, [{ property: 'starred', value: 1, operation: 'EQUAL' }]);
    expect(starred.map((r) => r.id)).toContain(row.id);
    expect(starred.every((r) => r.starred === 1)).toBe(true);
    const counts = (await lina.get('/innermsg/messageReceiver/v1/counts')).body.value as { category: string; unread: number }[];
    expect(counts.find((c) => c.category === 'task')!.unread).toBeGreaterThan(0);
    expect((await lina.get('/innermsg/messageReceiver/v1/markAll?category=task')).status).toBe(200);
    const after = (await lina.get('/innermsg/messageReceiver/v1/counts')).body.value as { category: string; unread: number }[];
    expect(after.find((c) => c.category === 'task')!.unread).toBe(0);
    expect((await lina.get('/innermsg/messageReceiver/v1/getMsgbadge')).body.value).toBe(after.reduce((s, c) => s + c.unread, 0));
    // an unknown filter column is still refused
    const bad = await lina.post('/innermsg/messageReceiver/v1/list', {
      pageBean: { page: 1, pageSize: 10 },
      querys: [{ property: 'link', value: 'x', operation: 'EQUAL' }],
    });
    expect(bad.status).toBe(400);
  });
});
