import { describe, expect, it } from 'vitest';
import { LEAVE, start, todoOf, workflowSuite, type Loose } from './workflow-support.js';
import { history, messagesOf, onlyTask } from './task-tools-support.js';

/**
 * Issue 30 item 2: someone leaves. lina (leader of 研发部, whose leader is 研发中心's zhengkai) holds a leave request's
 * to-do; an administrator previews her departure, a change in between is refused with a fresh preview, a failure
 * half-way leaves nothing moved, and the confirm moves everything to zhengkai and ends her sign-in.
 */
const { ctx, htadmin, zhangwei, lina, zhengkai, wuhao } = workflowSuite(['htadmin', 'zhangwei', 'lina', 'zhengkai', 'wuhao']);

const PREVIEW = '/uc/api/departure/v1/preview';
const CONFIRM = '/uc/api/departure/v1/confirm';
const body = () => ({ userId: lina.userId, kind: 'departed' });
const group = (plan: Loose, kind: string) => plan.groups.find((g: Loose) => g.kind === kind);

async function linaState() {
  const tasks = await ctx.db
    .selectFrom('wf_task')
    .select(['id', 'assignee_id'])
    .where('status', '=', 'todo')
    .where('assignee_id', '=', lina.userId)
    .execute();
  const user = await ctx.db.selectFrom('uc_user').select('status').where('id', '=', lina.userId).executeTakeFirstOrThrow();
  const unit = await ctx.db.selectFrom('uc_org').select('leader_id').where('code', '=', 'rd').executeTakeFirstOrThrow();
  const owned = await ctx.db.selectFrom('uc_group').select('id').where('owner_id', '=', lina.userId).execute();
  const audits = await ctx.db.selectFrom('audit_log').select('seq').where('target_id', '=', lina.userId).execute();
  return { tasks: tasks.length, status: user.status, unitLeader: unit.leader_id, groups: owned.length, audits: audits.length };
}

function login(account: string, password = 'Portal@2026') {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { account, password },
    headers: { 'x-forwarded-for': '10.30.0.1', 'p-langid': 'en-US' },
  });
}

describe('someone leaves', () => {
  let instId = '';
  let taskId = '';

  it('only an administrator may preview or confirm, and never for themselves', async () => {
    ({ instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 1 }));
    taskId = (await onlyTask(lina, instId, 'leaderApprove')).id;
    await ctx.db
      .insertInto('uc_group')
      .values({
        id: 'dep-g1',
        code: 'dep-g1',
        name: 'Lina team',
        description: null,
        owner_id: lina.userId,
        create_by: lina.userId,
        update_time: new Date(),
      })
      .execute();
    expect((await zhangwei.post(PREVIEW, body())).status).toBe(403);
    const refused = await zhangwei.post(CONFIRM, { ...body(), fingerprint: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/administrators/);
    const self = await htadmin.post(PREVIEW, { userId: htadmin.userId, kind: 'disabled' }, 'zh-CN');
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('管理员不能为自己办理离职或停用');
    const badTarget = await htadmin.post(PREVIEW, { ...body(), choices: { todo: lina.userId } });
    expect(badTarget.status).toBe(400);
  });

  it('previews what she holds and whom each goes to: her leader, up the tree', async () => {
    const res = await htadmin.post(PREVIEW, body());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const plan = res.body.value;
    expect(plan.leader).toEqual({ id: zhengkai.userId, name: expect.any(String) });
    expect(group(plan, 'todo').items).toContainEqual(
      expect.objectContaining({ id: taskId, title: expect.stringContaining(''), target: expect.objectContaining({ id: zhengkai.userId }) }),
    );
    expect(group(plan, 'groups').items.map((i: Loose) => i.id)).toEqual(['dep-g1']);
    expect(group(plan, 'units').items.map((i: Loose) => i.target.id)).toEqual([zhengkai.userId]);
    expect(plan.missing).toEqual([]);
    // an administrator's choice per kind wins
    const chosen = await htadmin.post(PREVIEW, { ...body(), choices: { groups: wuhao.userId } });
    expect(group(chosen.body.value, 'groups').items[0].target.id).toBe(wuhao.userId);
    expect(group(chosen.body.value, 'todo').items[0].target.id).toBe(zhengkai.userId);
    expect(chosen.body.value.fingerprint).not.toBe(plan.fingerprint);
  });

  it('refuses a confirm when something changed since the preview, with the fresh preview', async () => {
    const before = (await htadmin.post(PREVIEW, body())).body.value;
    const second = await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 2 });
    const secondTask = (await onlyTask(lina, second.instId, 'leaderApprove')).id;
    const res = await htadmin.post(CONFIRM, { ...body(), fingerprint: before.fingerprint });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/changed since the preview/);
    expect(group(res.body.value, 'todo').items.map((i: Loose) => i.id)).toContain(secondTask);
    expect((await linaState()).status).toBe(1);
  });

  it('a failure half-way leaves nothing moved', async () => {
    const before = await linaState();
    const msgs = await messagesOf(ctx, zhengkai.userId);
    const plan = (await htadmin.post(PREVIEW, body())).body.value;
    await ctx.db.executeQuery(
      // the status is written after the tasks, groups and units moved: fail there
      (await import('kysely')).sql`
        create function dep_fail() returns trigger language plpgsql as $$ begin raise exception 'forced'; end $$;
        create trigger dep_fail before update of status on uc_user for each row execute function dep_fail();
      `.compile(ctx.db),
    );
    try {
      const res = await htadmin.post(CONFIRM, { ...body(), fingerprint: plan.fingerprint });
      expect(res.status).toBe(500);
    } finally {
      await ctx.db.executeQuery((await import('kysely')).sql`drop trigger dep_fail on uc_user; drop function dep_fail();`.compile(ctx.db));
    }
    expect(await linaState()).toEqual(before);
    expect(await messagesOf(ctx, zhengkai.userId)).toBe(msgs);
    expect(
      (await lina.get('/api/user/v1/user/getDetailByAccountOrId?accountOrId=' + Buffer.from('lina').toString('base64'))).status,
    ).not.toBe(402);
  });

  it('the confirm moves the to-do to the leader with a history row, tells him, and ends her sign-in', async () => {
    const msgs = await messagesOf(ctx, zhengkai.userId);
    const plan = (await htadmin.post(PREVIEW, body())).body.value;
    expect(group(plan, 'todo').count).toBe(2);
    const res = await htadmin.post(CONFIRM, { ...body(), fingerprint: plan.fingerprint });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ kind: 'departed', moved: { todo: 2, groups: 1, units: 1 } });
    expect(res.body.value.told.map((u: Loose) => u.id)).toEqual([zhengkai.userId]);
    expect(res.body.value.sessions).toBeGreaterThanOrEqual(1);

    // the leader sees it in his to-do list, with a history row naming him
    expect((await todoOf(zhengkai, instId)).map((t) => t.id)).toEqual([taskId]);
    const rows = await history(zhengkai, instId);
    const moved = rows.find((r: Loose) => r.status === 'transfer' || r.nodeStatus === 'transfer');
    expect(moved, JSON.stringify(rows)).toBeTruthy();
    expect(JSON.stringify(moved)).toContain(zhengkai.userId);
    expect(await messagesOf(ctx, zhengkai.userId)).toBe(msgs + 1);

    const after = await linaState();
    expect(after).toMatchObject({ tasks: 0, status: 2, unitLeader: zhengkai.userId, groups: 0, audits: 2 });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target_id', '=', lina.userId)
      .where('action', 'like', 'departure.%')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('departure.confirm');
    // and uc's own entry of the status, in the same transaction
    const status = await ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', lina.userId).orderBy('seq').execute();
    expect(status.map((a) => a.action)).toEqual(['user.depart', 'departure.confirm']);
    expect(JSON.parse(audit.after!)).toMatchObject({ status: 2, moved: { todo: 2 } });

    // her token is refused at once, and so is her sign-in
    const probe = await lina.post('/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 10 } });
    expect(probe.body.code).toBe(402);
    const signIn = await login('lina');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toMatch(/left the company/);
    // the task can be completed by its new holder
    const done = await zhengkai.post('/runtime/task/v1/complete', { taskId, actionName: 'agree', opinion: 'ok' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });
});
