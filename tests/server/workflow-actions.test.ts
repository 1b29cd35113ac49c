import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, complete, instanceStatus, LEAVE, PURCHASE, start, todoOf, type Client } from './workflow-support.js';

let ctx: TestContext;
let zhangwei: Client, lina: Client, liuyang: Client, fengxue: Client, zhaomin: Client, wangqiang: Client, admin: Client, wuhao: Client;

beforeAll(async () => {
  ctx = await createTestApp();
  [zhangwei, lina, liuyang, fengxue, zhaomin, wangqiang, admin, wuhao] = await Promise.all(
    ['zhangwei', 'lina', 'liuyang', 'fengxue', 'zhaomin', 'wangqiang', 'htadmin', 'wuhao'].map((a) => as(ctx, a)),
  );
});
afterAll(() => ctx.close());

async function toHr(days = 5) {
  const { instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, days });
  await complete(lina, (await todoOf(lina, instId))[0].id);
  const [hrTask] = await todoOf(liuyang, instId);
  return { instId, hrTask };
}

describe('reject and backToStart return the task', () => {
  it('reject goes back to the previous node and its approver gets the task again', async () => {
    const { instId, hrTask } = await toHr();
    const jumps = await liuyang.post('/runtime/task/v1/getAfterJumpNodes', { taskId: hrTask.id, actionName: 'reject' });
    expect(jumps.body.value.map((n: { nodeId: string }) => n.nodeId)).toEqual(['leaderApprove']);
    expect(jumps.body.value[0].executors[0]).toMatchObject({ account: 'lina' });
    const noOpinion = await liuyang.post('/runtime/task/v1/complete', { taskId: hrTask.id, actionName: 'reject' });
    expect(noOpinion.status).toBe(400);
    const res = await complete(liuyang, hrTask.id, 'reject', { opinion: 'dates overlap a release' });
    expect(res.status).toBe(200);
    const again = await todoOf(lina, instId);
    expect(again).toHaveLength(1);
    expect(again[0].nodeId).toBe('leaderApprove');
    expect(await todoOf(fengxue, instId)).toHaveLength(0);
    // and the flow continues from there
    await complete(lina, again[0].id);
    expect((await todoOf(liuyang, instId))[0].nodeId).toBe('hrApprove');
    const opinions = (await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body.value as {
      status: string;
      statusVal: string;
    }[];
    expect(opinions.map((o) => o.status)).toEqual([
      'start',
      'agree',
      'reject',
      'agree',
      'awaiting_check',
      'awaiting_check',
      'awaiting_check',
    ]);
    expect(opinions[2].statusVal).toBe('Refuse');
  });

  it('backToStart gives the initiator the start node; reSubmit with a corrected form runs the flow again', async () => {
    const { instId, hrTask } = await toHr();
    const res = await complete(liuyang, hrTask.id, 'backToStart', { opinion: 'please split the leave' });
    expect(res.status).toBe(200);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'backToStart' });
    const [startTask] = await todoOf(zhangwei, instId);
    expect(startTask).toMatchObject({ nodeId: 'start' });
    const buttons = (await zhangwei.get(`/runtime/task/v1/getButtonsBytaskId?taskId=${startTask.id}`)).body.value;
    expect(buttons.approvalButtonList.map((b: { alias: string }) => b.alias)).toEqual(expect.arrayContaining(['reSubmit', 'manual_end']));
    const detail = (await zhangwei.get(`/runtime/task/v1/taskDetailBo?taskId=${startTask.id}`)).body.value;
    expect(detail.isFirstNode).toBe(true);
    expect(detail.form.permission.fields.days).toBe('b');
    const re = await complete(zhangwei, startTask.id, 'reSubmit', { formData: { days: 2 }, opinion: 'split' });
    expect(re.status).toBe(200);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'running' });
    const [leaderAgain] = await todoOf(lina, instId);
    const end = await complete(lina, leaderAgain.id);
    // 2 days now: no HR step
    expect(end.body.value.instStatus).toBe('end');
    expect((await zhangwei.get(`/runtime/instance/v1/getInstFormDataVersion?instId=${instId}`)).body.value).toBe(2);
  });

  it('a countersign that can no longer pass returns the instance to the initiator (signNotPass)', async () => {
    const [chenjing, sunli, caoyang] = await Promise.all(['chenjing', 'sunli', 'caoyang'].map((a) => as(ctx, a)));
    const { instId } = await start(zhangwei, 'expenseClaim', {
      expenseType: 'meal',
      amount: 300,
      occurDate: '2026-02-01',
      description: 'Team dinner',
    });
    await complete(chenjing, (await todoOf(chenjing, instId))[0].id, 'oppose', { opinion: 'not a business meal' });
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'running' });
    await complete(sunli, (await todoOf(sunli, instId))[0].id, 'oppose', { opinion: 'agree with chenjing' });
    // two of three opposed: two thirds can no longer agree
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'backToStart' });
    expect(await todoOf(caoyang, instId)).toHaveLength(0);
    expect(await todoOf(lina, instId)).toHaveLength(0);
    expect((await todoOf(zhangwei, instId))[0].nodeId).toBe('start');
    const statuses = (await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body.value.map(
      (o: { status: string }) => o.status,
    );
    expect(statuses).toContain('signNotPass');
  });

  it('only writable fields are taken, and b fields are required', async () => {
    const { instId, hrTask } = await toHr();
    const missing = await liuyang.post('/runtime/task/v1/complete', { taskId: hrTask.id, actionName: 'agree' });
    expect(missing.status).toBe(400); // the HR opinion is b (required)
    const res = await complete(liuyang, hrTask.id, 'agree', { formData: { hrRemark: 'ok', days: 99 }, formDataVersion: 1 });
    expect(res.status).toBe(200);
    const inst = await ctx.db
      .selectFrom('wf_instance')
      .select(['form_data', 'form_data_version'])
      .where('id', '=', instId)
      .executeTakeFirstOrThrow();
    expect(inst.form_data).toMatchObject({ days: 5, hrRemark: 'ok' });
    expect(inst.form_data_version).toBe(2);
  });
});

describe('delegation, agents and secretaries', () => {
  it('a task handed to another user reaches them and can be withdrawn', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [t] = await todoOf(lina, instId);
    const res = await lina.post('/runtime/task/v1/agentToTina', { taskId: t.id, agentId: 'u_zhaomin' });
    expect(res.body.value).toMatchObject({ assigneeId: 'u_zhaomin', ownerId: 'u_lina' });
    expect(await todoOf(lina, instId)).toHaveLength(0);
    expect(await todoOf(zhaomin, instId)).toHaveLength(1);
    const mine = (await lina.post('/runtime/task/v1/getDelegateList', {})).body.value.rows;
    expect(mine.map((r: { id: string }) => r.id)).toContain(t.id);
    const held = (await zhaomin.post('/runtime/task/v1/getAgentAutoList', {})).body.value.rows;
    expect(held.map((r: { id: string }) => r.id)).toContain(t.id);
    // the agent cannot withdraw it, a stranger is refused
    expect((await zhaomin.post('/runtime/task/v1/withdrawAgent', { taskId: t.id })).status).toBe(409);
    expect((await wuhao.post('/runtime/task/v1/withdrawAgent', { taskId: t.id })).status).toBe(403);
    const back = await lina.post('/runtime/task/v1/withdrawAgent', { taskId: t.id });
    expect(back.body.value).toMatchObject({ assigneeId: 'u_lina', ownerId: null });
    expect(await todoOf(zhaomin, instId)).toHaveLength(0);
    expect(await todoOf(lina, instId)).toHaveLength(1);
  });

  it('an agency sends new tasks of the principal to the agent', async () => {
    const now = Date.now();
    const saved = await lina.post('/flow/agent/v1/save', {
      agentId: 'u_zhaomin',
      defKeys: ['leaveRequest'],
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 3600_000).toISOString(),
    });
    expect(saved.status).toBe(200);
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [t] = await todoOf(zhaomin, instId);
    expect(t).toMatchObject({ ownerId: 'u_lina', assigneeId: 'u_zhaomin' });
    expect((await complete(zhaomin, t.id)).status).toBe(200);
    const list = (await lina.post('/flow/agent/v1/listJson', {})).body.value;
    expect(list.total).toBe(1);
    expect((await lina.del(`/flow/agent/v1/remove?ids=${saved.body.value.id}`)).body.value).toBe(1);
    const bad = await lina.post('/flow/agent/v1/save', {
      agentId: 'u_zhaomin',
      startTime: new Date(now).toISOString(),
      endTime: new Date(now - 1).toISOString(),
    });
    expect(bad.status).toBe(400);
  });

  it('a secretary sees the leader tasks by leaderId and may act on them', async () => {
    const saved = await lina.post('/runtime/bpmSecretaryManage/v1/save', { secretaryId: 'u_wuhao' });
    expect(saved.status).toBe(200);
    const { instId } = await start(zhangwei, 'leaveRequest', { ...LEAVE, days: 1 });
    const leaderTodo = (await wuhao.post('/runtime/task/v1/getLeaderTodoList', { leaderId: 'u_lina' })).body.value.rows;
    const t = leaderTodo.find((r: { procInstId: string }) => r.procInstId === instId);
    expect(t).toBeTruthy();
    // without leaderId the secretary has no right on the task
    expect((await wuhao.get(`/runtime/task/v1/taskDetailBo?taskId=${t.id}`)).status).toBe(403);
    const buttons = (await wuhao.get(`/runtime/task/v1/getButtonsBytaskId?taskId=${t.id}&leaderId=u_lina`)).body.value;
    expect(buttons.approvalButtonList.map((b: { alias: string }) => b.alias)).toContain('agree');
    const res = await wuhao.post('/runtime/task/v1/complete', {
      taskId: t.id,
      actionName: 'agree',
      opinion: 'for lina',
      leaderId: 'u_lina',
    });
    expect(res.status).toBe(200);
    const leaderDone = (await wuhao.post('/runtime/task/v1/getLeaderDoneList', { leaderId: 'u_lina' })).body.value.rows;
    expect(leaderDone.map((r: { id: string }) => r.id)).toContain(t.id);
    expect((await wuhao.post('/runtime/task/v1/getDoneList', {})).body.value.rows.map((r: { id: string }) => r.id)).toContain(t.id);
    const removed = await lina.del(`/runtime/bpmSecretaryManage/v1/removes?ids=${saved.body.value.id}`);
    expect(removed.body).toMatchObject({ value: 1 });
    expect((await wuhao.post('/runtime/task/v1/getLeaderTodoList', {})).body.value.rows).toHaveLength(0);
  });
});

describe('locks, hang-up, revoke and manual end', () => {
  it('a candidate locks the HR task; others see LockedBySomeone and cannot complete it; admin can unlock', async () => {
    const { instId, hrTask } = await toHr();
    expect((await liuyang.post('/runtime/task/v1/lock', { taskId: hrTask.id, action: 'lock' })).body.value.lockStatus).toBe(3);
    const [theirs] = await todoOf(fengxue, instId);
    expect(theirs.lockStatus).toBe(4);
    const blocked = await complete(fengxue, theirs.id, 'agree', { opinion: 'x' });
    expect(blocked.status).toBe(409);
    expect((await fengxue.post('/runtime/task/v1/lock', { taskId: theirs.id, action: 'lock' })).status).toBe(409);
    expect((await zhangwei.post('/runtime/task/v1/lock', { taskId: theirs.id, action: 'adminUnlock' })).status).toBe(403);
    expect((await admin.post('/runtime/task/v1/lock', { taskId: theirs.id, action: 'adminUnlock' })).status).toBe(200);
    const adminView = await admin.get(`/runtime/task/v1/getButtonsBytaskId?taskId=${theirs.id}`);
    expect(adminView.body.value.lockStatus).toBe(5);
    expect((await complete(fengxue, theirs.id, 'agree', { opinion: 'ok' })).status).toBe(200);
  });

  it('a hung-up instance cannot be handled until the hang-up is cancelled', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [t] = await todoOf(lina, instId);
    expect((await lina.get(`/runtime/instance/v1/hangUp?instId=${instId}`)).status).toBe(403);
    expect((await zhangwei.get(`/runtime/instance/v1/hangUp?instId=${instId}`)).body.value).toMatchObject({ isHangUp: true });
    expect((await todoOf(lina, instId))[0].nodeStatus).toBe('hangUp');
    expect((await complete(lina, t.id)).status).toBe(409);
    expect((await zhangwei.get(`/runtime/instance/v1/cancelHangUp?instId=${instId}`)).body.value).toMatchObject({ isHangUp: false });
    expect((await complete(lina, t.id)).status).toBe(200);
    expect((await zhangwei.get(`/runtime/instance/v1/suspendAll?instId=${instId}`)).status).toBe(404);
  });

  it('the handler revokes a task while the next step is untouched (revoker)', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [t] = await todoOf(lina, instId);
    await complete(lina, t.id);
    expect(await todoOf(liuyang, instId)).toHaveLength(1);
    const res = await lina.post('/runtime/instance/v1/revoke', { instId, taskId: t.id, opinion: 'wrong click' });
    expect(res.status).toBe(200);
    expect(await todoOf(liuyang, instId)).toHaveLength(0);
    const again = await todoOf(lina, instId);
    expect(again).toHaveLength(1);
    // once the next step acted, revoke is refused
    await complete(lina, again[0].id);
    const [hr] = await todoOf(liuyang, instId);
    await complete(liuyang, hr.id, 'agree', { opinion: 'ok' });
    expect((await lina.post('/runtime/instance/v1/revoke', { instId, taskId: again[0].id })).status).toBe(409);
  });

  it('the initiator revokes to the start (revoker_to_start) and can end the instance', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    expect((await lina.post('/runtime/instance/v1/revoke', { instId })).status).toBe(403);
    expect((await zhangwei.post('/runtime/instance/v1/revoke', { instId })).status).toBe(200);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'revoker_to_start' });
    expect(await todoOf(lina, instId)).toHaveLength(0);
    const end = await zhangwei.post('/runtime/instance/v1/endProcess', { instId, opinion: 'no longer needed' });
    expect(end.status).toBe(200);
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'manual_end' });
    expect(await todoOf(zhangwei, instId)).toHaveLength(0);
  });
});

describe('circulation, likes, collections, drafts, often flows and start rights', () => {
  it('circulates an instance: the sender sees it under ciculated, the receiver under received', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    expect((await wuhao.post('/runtime/instance/v1/circulate', { instId, userIds: ['u_wangqiang'] })).status).toBe(403);
    expect((await zhangwei.post('/runtime/instance/v1/circulate', { instId, userIds: ['u_wangqiang'], opinion: 'FYI' })).status).toBe(200);
    const sent = (await zhangwei.post('/runtime/instance/v1/getCirculatedList', {})).body.value.rows;
    expect(sent.map((r: { id: string }) => r.id)).toContain(instId);
    const received = (await wangqiang.post('/runtime/instance/v1/getReceivedList', {})).body.value.rows;
    const row = received.find((r: { id: string }) => r.id === instId);
    expect(row.isRead).toBe(0);
    const notice = await wangqiang.get(`/runtime/instance/v1/getNotice?id=${row.refId}`);
    expect(notice.body.value).toMatchObject({ kind: 'circulate', isRead: 1, opinion: 'FYI' });
    // the receiver may now read the instance
    expect((await wangqiang.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).status).toBe(200);
    const home = (await wangqiang.post('/runtime/homePage/v1/getNoticeTodoRead', {})).body.value;
    expect(home.total).toBeGreaterThanOrEqual(1);
  });

  it('lets only the initiator, participants and administrators circulate (issue 13): a receiver may read, not pass on', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    expect((await zhangwei.post('/runtime/instance/v1/circulate', { instId, userIds: ['u_wangqiang'] })).status).toBe(200);
    const passedOn = await wangqiang.post('/runtime/instance/v1/circulate', { instId, userIds: ['u_wuhao'] }, 'en-US');
    expect(passedOn.status).toBe(403);
    expect(passedOn.body.message).toBe(
      'Only the initiator, the people who took part in the approval or an administrator may circulate this request',
    );
    // the instance form tells the portal whether to offer the button
    const mayCirculate = async (c: typeof lina) =>
      (await c.get(`/runtime/instance/v1/getInstanceForm?instId=${instId}`)).body.value.mayCirculate;
    expect(await mayCirculate(wangqiang)).toBe(false);
    expect(await mayCirculate(zhangwei)).toBe(true);
    expect(await mayCirculate(lina)).toBe(true);
    // lina holds the first task: a participant
    expect((await lina.post('/runtime/instance/v1/circulate', { instId, userIds: ['u_wuhao'] })).status).toBe(200);
  });

  it('likes and collections', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const liked = await lina.post('/bpm/like/addOrUpdateLikeRecord', { refId: instId, like: true });
    expect(liked.body.value).toMatchObject({ count: 1, liked: true });
    expect((await wuhao.post('/bpm/like/addOrUpdateLikeRecord', { refId: instId, like: true })).status).toBe(403);
    const list = (await zhangwei.get(`/bpm/like/getLikeListByRefId?ids=${instId}`)).body.value;
    expect(list[0]).toMatchObject({ count: 1, liked: false, users: [{ id: 'u_lina' }] });
    expect((await lina.post('/runtime/instance/v1/collect', { instId, collect: true })).status).toBe(200);
    expect((await lina.post('/runtime/instance/v1/getCollectionList', {})).body.value.rows.map((r: { id: string }) => r.id)).toContain(
      instId,
    );
    await lina.post('/runtime/instance/v1/collect', { instId, collect: false });
    expect((await lina.post('/runtime/instance/v1/getCollectionList', {})).body.value.rows).toHaveLength(0);
  });

  it('drafts: save, list, update, start from a draft (which then goes away)', async () => {
    const saved = await zhaomin.post('/runtime/instance/v1/start', {
      defKey: 'purchaseRequest',
      formData: { itemName: 'Desk' },
      draft: true,
    });
    expect(saved.body.value.instId).toBeNull();
    const draftId = saved.body.value.draftId;
    const drafts = (await zhaomin.post('/runtime/instance/v1/getMyDraftList', {})).body.value.rows;
    expect(drafts[0]).toMatchObject({ id: draftId, status: 'draft', procDefKey: 'purchaseRequest' });
    expect((await wuhao.get(`/runtime/instance/v1/getDraft?id=${draftId}`)).status).toBe(403);
    const missing = await zhaomin.post('/runtime/instance/v1/start', {
      defKey: 'purchaseRequest',
      formData: { itemName: 'Desk' },
      draftId,
    });
    expect(missing.status).toBe(400); // required fields
    expect(missing.body.message).toMatch(/^Please fill in the required field: /);
    const invalid = await zhaomin.post('/runtime/instance/v1/start', {
      defKey: 'purchaseRequest',
      formData: { ...PURCHASE, quantity: 'many' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Quantity must be a number');
    const started = await zhaomin.post('/runtime/instance/v1/start', {
      defKey: 'purchaseRequest',
      formData: { ...PURCHASE, itemName: 'Desk' },
      draftId,
    });
    expect(started.status).toBe(200);
    expect((await zhaomin.post('/runtime/instance/v1/getMyDraftList', {})).body.value.rows).toHaveLength(0);
  });

  it('start rights by key, often-used flows and the flows a user may start', async () => {
    expect((await zhangwei.get('/flow/def/v1/flowHasStartRights?defKey=leaveRequest')).body.value).toBe(true);
    // the budget review is only reachable through the purchase request's call activity
    expect((await zhangwei.get('/flow/def/v1/flowHasStartRights?defKey=purchaseBudget')).body.value).toBe(false);
    expect((await zhangwei.post('/runtime/instance/v1/start', { defKey: 'purchaseBudget', formData: {} })).status).toBe(403);
    await ctx.db.insertInto('wf_def_right').values({ def_key: 'expenseClaim', kind: 'role', ref: 'finance' }).execute();
    await ctx.db.deleteFrom('wf_def_right').where('def_key', '=', 'expenseClaim').where('kind', '=', 'everyone').execute();
    expect((await zhangwei.get('/flow/def/v1/flowHasStartRights?defKey=expenseClaim')).body.value).toBe(false);
    const auth = (await zhangwei.post('/bpmModel/BpmOftenFlow/v1/getHasAuthFlowList', {})).body.value.rows.map(
      (r: { defKey: string }) => r.defKey,
    );
    expect(auth.sort()).toEqual(['leaveRequest', 'purchaseRequest']);
    const often = await zhangwei.post('/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow', {
      defKeys: ['purchaseRequest', 'expenseClaim', 'leaveRequest'],
    });
    expect(often.body.value.map((r: { defKey: string }) => r.defKey)).toEqual(['purchaseRequest', 'leaveRequest']);
    expect((await zhangwei.get('/bpmModel/BpmOftenFlow/v1/getMyOftenFlow')).body.value).toHaveLength(2);
  });

  it('common approval words: shared ones for all, personal ones for their owner', async () => {
    const mineId = (await zhangwei.post('/flow/approvalItem/v1/save', { expression: 'LGTM' })).body.value;
    expect((await zhangwei.post('/flow/approvalItem/v1/save', { expression: 'for all', isPersonal: false })).status).toBe(403);
    const list = (await zhangwei.post('/flow/approvalItem/v1/listJson?isPersonal=true', {})).body.value.rows.map(
      (r: { expression: string }) => r.expression,
    );
    expect(list).toContain('LGTM');
    expect(list).toContain('同意');
    expect(
      (await lina.post('/flow/approvalItem/v1/listJson?isPersonal=true', {})).body.value.rows.map(
        (r: { expression: string }) => r.expression,
      ),
    ).not.toContain('LGTM');
    expect((await lina.del(`/flow/approvalItem/v1/remove?ids=${mineId}`)).body.value).toBe(0);
    expect((await zhangwei.del(`/flow/approvalItem/v1/remove?ids=${mineId}`)).body.value).toBe(1);
  });

  it('urgent state, watermark and print records', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const conf = (await zhangwei.post('/runtime/instance/v1/getUrgentStateConf', {}, 'zh-CN')).body.value;
    expect(conf.map((c: { label: string }) => c.label)).toEqual(['普通', '紧急', '特急']);
    expect((await lina.post('/runtime/instance/v1/setUrgentState', { instId, urgentState: 2 })).status).toBe(403);
    await zhangwei.post('/runtime/instance/v1/setUrgentState', { instId, urgentState: 2 });
    expect((await lina.post('/runtime/instance/v1/getUrgrntById', { id: instId })).body.value.urgentState).toBe(2);
    expect((await todoOf(lina, instId))[0].urgentState).toBe(2);
    const wm = (await lina.get(`/bpmModel/bpmWatermark/v1/getByInstId?instId=${instId}`)).body.value;
    expect(wm.text).toContain('李娜 lina');
    await lina.post('/runtime/bpmPrintRecord/v1/printLog', { procInstId: instId, nodeId: 'leaderApprove', templateName: 'A4' });
    const records = (await zhangwei.get(`/runtime/bmpPrintRecord/v1/getByProInstId?procInstId=${instId}`)).body.value;
    expect(records[0]).toMatchObject({ userName: '李娜', templateName: 'A4' });
    expect((await wuhao.get(`/runtime/bmpPrintRecord/v1/getByProInstId?procInstId=${instId}`)).status).toBe(403);
  });
});

describe('a completion writes its task once, with the saved opinion gone', () => {
  const saved = (taskId: string) => ctx.db.selectFrom('wf_saved_opinion').select('opinion').where('task_id', '=', taskId).execute();
  const taskRow = (taskId: string) =>
    ctx.db.selectFrom('wf_task').select(['status', 'action', 'opinion', 'completed_by']).where('id', '=', taskId).executeTakeFirstOrThrow();

  it('agree (written with the engine step) and backToStart (written on its own) both close the task and drop its draft opinion', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    const [leaderTask] = await todoOf(lina, instId);
    expect((await lina.post('/runtime/task/v1/createBpmSaveOpinion', { instId, taskId: leaderTask.id, opinion: 'draft' })).status).toBe(
      200,
    );
    expect(await saved(leaderTask.id)).toEqual([{ opinion: 'draft' }]);
    expect((await complete(lina, leaderTask.id, 'agree', { opinion: 'fine' })).status).toBe(200);
    expect(await saved(leaderTask.id)).toEqual([]);
    expect(await taskRow(leaderTask.id)).toMatchObject({ status: 'done', action: 'agree', opinion: 'fine' });

    const [hrTask] = await todoOf(liuyang, instId);
    await liuyang.post('/runtime/task/v1/createBpmSaveOpinion', { instId, taskId: hrTask.id, opinion: 'half written' });
    expect(await saved(hrTask.id)).toHaveLength(1);
    expect((await complete(liuyang, hrTask.id, 'backToStart', { opinion: 'wrong dates' })).status).toBe(200);
    expect(await saved(hrTask.id)).toEqual([]);
    expect(await taskRow(hrTask.id)).toMatchObject({ status: 'done', action: 'backToStart', opinion: 'wrong dates' });
    // the other HR candidates' rows were cancelled, not completed
    const others = await ctx.db
      .selectFrom('wf_task')
      .select('status')
      .where('inst_id', '=', instId)
      .where('node_id', '=', 'hrApprove')
      .where('id', '<>', hrTask.id)
      .execute();
    expect(others.map((o) => o.status)).toEqual(others.map(() => 'canceled'));
    expect(others.length).toBeGreaterThan(0);
  });
});
