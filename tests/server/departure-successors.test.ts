import { describe, expect, it } from 'vitest';
import { complete, start, todoOf, workflowSuite, type Client, type Loose } from './workflow-support.js';

/**
 * Issue 30 item 2, what stays named after someone leaves: a flow whose steps name a user (`user:zhaomin`,
 * `user:wangfang`) is not changed, and the steps go to the 'rules' successor recorded at the departure (chosen, else
 * the leader; through a successor who left too); a request whose starter left goes back, when sent to its start, to
 * the 'requests' successor, and an `initiator` rule with it; without a successor, to the administrators with an
 * exception; enabled again, the user is named again.
 */
const { ctx, htadmin, zhaomin, wangfang, zhangwei, yangfan, huanglei, lina, wuhao, gaofeng } = workflowSuite([
  'htadmin',
  'zhaomin',
  'wangfang',
  'zhangwei',
  'yangfan',
  'huanglei',
  'lina',
  'wuhao',
  'gaofeng',
]);

const PREVIEW = '/uc/api/departure/v1/preview';
const CONFIRM = '/uc/api/departure/v1/confirm';
const group = (plan: Loose, kind: string) => plan.groups.find((g: Loose) => g.kind === kind);

const FLOW = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:wf="http://approval-portal.local/schema/wf" id="d" targetNamespace="t">
  <process id="succFlow" name="Successor flow" isExecutable="true">
    <startEvent id="s" name="Submit"/><sequenceFlow id="f1" sourceRef="s" targetRef="named"/>
    <userTask id="named" name="Named" wf:assignee="user:zhaomin"/><sequenceFlow id="f2" sourceRef="named" targetRef="second"/>
    <userTask id="second" name="Second" wf:assignee="user:wangfang"/><sequenceFlow id="f3" sourceRef="second" targetRef="mine"/>
    <userTask id="mine" name="Mine" wf:assignee="initiator"/><sequenceFlow id="f4" sourceRef="mine" targetRef="boss"/>
    <userTask id="boss" name="Boss" wf:assignee="initiatorLeader"/><sequenceFlow id="f5" sourceRef="boss" targetRef="e"/>
    <endEvent id="e"/>
  </process>
</definitions>`;

async function depart(user: Client, choices: Record<string, string> = {}) {
  const plan = (await htadmin.post(PREVIEW, { userId: user.userId, kind: 'departed', choices })).body.value;
  const res = await htadmin.post(CONFIRM, { userId: user.userId, kind: 'departed', choices, fingerprint: plan.fingerprint });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return plan;
}

const successors = (userId: string) =>
  ctx.db.selectFrom('uc_user_successor').select(['kind', 'successor_id', 'set_by']).where('user_id', '=', userId).orderBy('kind').execute();
const exceptions = (instId: string) =>
  ctx.db.selectFrom('wf_exception').select(['code', 'node_id']).where('inst_id', '=', instId).execute();
const openTasks = (instId: string) =>
  ctx.db
    .selectFrom('wf_task')
    .select(['node_id', 'assignee_id', 'is_start'])
    .where('inst_id', '=', instId)
    .where('status', '=', 'todo')
    .orderBy('assignee_id')
    .execute();

describe('successors of someone who left', () => {
  it('the preview lists the flows naming her with whom their steps go to; the fingerprint covers it', async () => {
    expect((await htadmin.post('/flow/def/v1/deploy', { bpmnXml: FLOW })).status).toBe(200);
    const byDefault = (await htadmin.post(PREVIEW, { userId: zhaomin.userId, kind: 'departed' })).body.value;
    expect(group(byDefault, 'rules').items).toEqual([
      expect.objectContaining({ detail: 'succFlow', target: expect.objectContaining({ id: lina.userId }) }),
    ]);
    const choices = { rules: wuhao.userId };
    const chosen = (await htadmin.post(PREVIEW, { userId: zhaomin.userId, kind: 'departed', choices })).body.value;
    expect(group(chosen, 'rules')).toMatchObject({ chosen: { id: wuhao.userId }, items: [{ target: { id: wuhao.userId } }] });
    expect(chosen.fingerprint).not.toBe(byDefault.fingerprint);
    // the choice is not what was previewed: refused with the plan that would be applied
    const stale = await htadmin.post(CONFIRM, { userId: zhaomin.userId, kind: 'departed', choices, fingerprint: byDefault.fingerprint });
    expect(stale.status).toBe(409);
    expect(group(stale.body.value, 'rules').items[0].target.id).toBe(wuhao.userId);
    expect(await successors(zhaomin.userId)).toEqual([]);
    // a departed user is no valid recipient
    const invalid = await htadmin.post(PREVIEW, { userId: zhaomin.userId, kind: 'departed', choices: { rules: zhaomin.userId } });
    expect(invalid.status).toBe(400);

    const res = await htadmin.post(CONFIRM, { userId: zhaomin.userId, kind: 'departed', choices, fingerprint: chosen.fingerprint });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value.moved.rules).toBe(1);
    // the rules successor is told, though nothing else of hers is theirs
    const told = await ctx.db
      .selectFrom('inner_message as m')
      .innerJoin('inner_message_receiver as r', 'r.message_id', 'm.id')
      .select(['m.params', 'm.subject_key'])
      .where('r.receiver_id', '=', wuhao.userId)
      .where('m.subject_key', '=', 'departures.handedOver.departed')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0].params).toMatchObject({ flows: 1, todo: 0 });
    expect(await successors(zhaomin.userId)).toEqual([
      { kind: 'requests', successor_id: lina.userId, set_by: htadmin.userId },
      { kind: 'rules', successor_id: wuhao.userId, set_by: htadmin.userId },
    ]);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('after')
      .where('target_id', '=', zhaomin.userId)
      .where('action', '=', 'departure.confirm')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({
      rulesNaming: ['succFlow'],
      successors: { rules: { id: wuhao.userId }, requests: { id: lina.userId } },
    });
    // the deployed flow is not changed
    const def = await ctx.db
      .selectFrom('wf_def')
      .select(['version', 'model'])
      .where('def_key', '=', 'succFlow')
      .where('is_main', '=', true)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(def.model)).toContain('"ref":"zhaomin"');

    // wangfang leaves without a choice: her leader lina
    await depart(wangfang);
    expect((await successors(wangfang.userId)).find((s) => s.kind === 'rules')?.successor_id).toBe(lina.userId);
  });

  it('a new request reaches the successors at the steps naming those who left, with no exception', async () => {
    const { instId, newTasks } = await start(yangfan, 'succFlow', {});
    expect(newTasks.map((t) => [t.nodeId, t.assigneeId])).toEqual([['named', wuhao.userId]]);
    const [named] = await todoOf(wuhao, instId);
    expect((await complete(wuhao, named.id)).status).toBe(200);
    const [second] = await todoOf(lina, instId);
    expect(second.nodeId).toBe('second');
    expect(await exceptions(instId)).toEqual([]);
  });

  it('a request whose starter left goes back to the requests successor; re-submitted, initiator and leader resolve', async () => {
    const { instId } = await start(zhangwei, 'succFlow', {});
    await depart(zhangwei, { requests: yangfan.userId });
    const [named] = await todoOf(wuhao, instId);
    const back = await complete(wuhao, named.id, 'backToStart', { opinion: 'please redo' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await openTasks(instId)).toEqual([{ node_id: 's', assignee_id: yangfan.userId, is_start: true }]);
    expect(await exceptions(instId)).toEqual([]);
    const [startTask] = await todoOf(yangfan, instId);
    expect(startTask.nodeId).toBe('s');

    const again = await complete(yangfan, startTask.id, 'reSubmit');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const inst = await ctx.db
      .selectFrom('wf_instance')
      .select(['node_users', 'creator_id'])
      .where('id', '=', instId)
      .executeTakeFirstOrThrow();
    expect(inst.creator_id).toBe(zhangwei.userId);
    // the initiator rule: the requests successor; the initiator's leader: zhangwei's (lina), as before he left
    expect(inst.node_users).toMatchObject({ named: [wuhao.userId], second: [lina.userId], mine: [yangfan.userId], boss: [lina.userId] });
    expect(await exceptions(instId)).toEqual([]);
  });

  it('a successor who left too hands the steps on to their own successor', async () => {
    await depart(wuhao);
    expect((await successors(wuhao.userId)).find((s) => s.kind === 'rules')?.successor_id).toBe(gaofeng.userId);
    const { newTasks } = await start(yangfan, 'succFlow', {});
    expect(newTasks.map((t) => [t.nodeId, t.assigneeId])).toEqual([['named', gaofeng.userId]]);
  });

  it('a starter who left with no successor recorded: the start goes to the administrators with an exception', async () => {
    const { instId } = await start(huanglei, 'succFlow', {});
    await depart(huanglei);
    // as for someone disabled before successors were recorded
    await ctx.db.deleteFrom('uc_user_successor').where('user_id', '=', huanglei.userId).execute();
    const [named] = await todoOf(gaofeng, instId);
    expect((await complete(gaofeng, named.id, 'backToStart', { opinion: 'redo' })).status).toBe(200);
    expect(await openTasks(instId)).toEqual([{ node_id: 's', assignee_id: htadmin.userId, is_start: true }]);
    expect(await exceptions(instId)).toEqual([{ code: 'noApprover', node_id: 's' }]);
    expect((await todoOf(htadmin, instId)).map((t) => t.nodeId)).toEqual(['s']);
  });

  it('enabled again, she is named again and her successors are dropped', async () => {
    const user = (await htadmin.get(`/uc/adminUsers/v1/get?id=${zhaomin.userId}`)).body.value;
    const res = await htadmin.post('/uc/adminUsers/v1/setStatus', { id: zhaomin.userId, version: user.version, status: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await successors(zhaomin.userId)).toEqual([]);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select('after')
      .where('target_id', '=', zhaomin.userId)
      .where('action', '=', 'user.enable')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toEqual({ status: 1, successorsDropped: 2 });
    const { newTasks } = await start(yangfan, 'succFlow', {});
    expect(newTasks.map((t) => [t.nodeId, t.assigneeId])).toEqual([['named', zhaomin.userId]]);
  });
});
