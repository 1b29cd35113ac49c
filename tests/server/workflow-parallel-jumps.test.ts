import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/test-app.js';
import { as, complete, instanceStatus, start, todoOf, type Client, type Loose } from './workflow-support.js';
import { planJump, tokensAt } from '../../server/src/workflow/engine/jumps.js';
import { runStepHere, type StepAction, type Waiting } from '../../server/src/workflow/engine/runner.js';
import { parseDefinition } from '../../server/src/workflow/definitions/parse.js';
import { flowStructure } from '../../server/src/workflow/engine/sections.js';

/**
 * Reject and revoke inside parallel branches (docs/workflow.md, "Reject and revoke are jumps").
 * The flow: X (lina) -> fork -> A1 (liuyang) -> A2 (fengxue) -> join, fork -> B1 (chenjing) ->
 * B2 (sunli) -> join, join -> C (wangqiang) -> end.
 */
let ctx: TestContext;
let zhangwei: Client,
  lina: Client,
  liuyang: Client,
  fengxue: Client,
  chenjing: Client,
  sunli: Client,
  caoyang: Client,
  wangqiang: Client,
  wuhao: Client,
  admin: Client;

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:wf="http://approval-portal.local/schema/wf" id="d" targetNamespace="t">`;

const section = (id: string, branchB: string, extra = '') => `${HEAD}
  <process id="${id}" name="${id}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f0" sourceRef="start" targetRef="X"/>
    <userTask id="X" name="X" wf:assignee="user:lina"/>
    <sequenceFlow id="f1" sourceRef="X" targetRef="fork"/>
    <parallelGateway id="fork"/>
    <sequenceFlow id="fa1" sourceRef="fork" targetRef="A1"/>
    <userTask id="A1" name="A1" wf:assignee="user:liuyang"/>
    <sequenceFlow id="fa2" sourceRef="A1" targetRef="A2"/>
    <userTask id="A2" name="A2" wf:assignee="user:fengxue"/>
    <sequenceFlow id="fa3" sourceRef="A2" targetRef="join"/>
    ${branchB}
    <parallelGateway id="join"/>
    <sequenceFlow id="f2" sourceRef="join" targetRef="C"/>
    <userTask id="C" name="C" wf:assignee="user:wangqiang"/>
    <sequenceFlow id="f3" sourceRef="C" targetRef="end"/>
    <endEvent id="end"/>
    ${extra}
  </process>
</definitions>`;

const TWO_BY_TWO = section(
  'parJumps',
  `<sequenceFlow id="fb1" sourceRef="fork" targetRef="B1"/>
    <userTask id="B1" name="B1" wf:assignee="user:chenjing"/>
    <sequenceFlow id="fb2" sourceRef="B1" targetRef="B2"/>
    <userTask id="B2" name="B2" wf:assignee="user:sunli"/>
    <sequenceFlow id="fb3" sourceRef="B2" targetRef="join"/>`,
);

// branch B is a countersign of the three finance users (every vote needed)
const WITH_COUNTERSIGN = section(
  'parJumpsSign',
  `<sequenceFlow id="fb1" sourceRef="fork" targetRef="V"/>
    <userTask id="V" name="V" wf:assignee="user:chenjing,user:sunli,user:caoyang" wf:passRatio="1">
      <multiInstanceLoopCharacteristics isSequential="false">
        <loopCardinality>=approverCount</loopCardinality>
        <completionCondition>=nrOfCompletedInstances = nrOfInstances</completionCondition>
      </multiInstanceLoopCharacteristics>
    </userTask>
    <sequenceFlow id="fb3" sourceRef="V" targetRef="join"/>`,
);

const SUB = `${HEAD}
  <process id="parJumpsSub" name="parJumpsSub" isExecutable="true">
    <startEvent id="s0"/>
    <sequenceFlow id="s1" sourceRef="s0" targetRef="S"/>
    <userTask id="S" name="S" wf:assignee="user:wuhao"/>
    <sequenceFlow id="s2" sourceRef="S" targetRef="s9"/>
    <endEvent id="s9"/>
  </process>
</definitions>`;

// branch B calls a sub flow
const WITH_CALL = section(
  'parJumpsCall',
  `<sequenceFlow id="fb1" sourceRef="fork" targetRef="call"/>
    <callActivity id="call" name="call" calledElement="parJumpsSub"/>
    <sequenceFlow id="fb3" sourceRef="call" targetRef="join"/>`,
);

beforeAll(async () => {
  ctx = await createTestApp();
  [zhangwei, lina, liuyang, fengxue, chenjing, sunli, caoyang, wangqiang, wuhao, admin] = await Promise.all(
    ['zhangwei', 'lina', 'liuyang', 'fengxue', 'chenjing', 'sunli', 'caoyang', 'wangqiang', 'wuhao', 'htadmin'].map((a) => as(ctx, a)),
  );
  for (const xml of [TWO_BY_TWO, WITH_COUNTERSIGN, SUB, WITH_CALL]) {
    const res = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml });
    if (res.status !== 200) throw new Error(`deploy failed: ${JSON.stringify(res.body)}`);
  }
});
afterAll(() => ctx.close());

/** The one open task of a user in an instance. */
async function only(c: Client, instId: string, nodeId?: string): Promise<Loose> {
  const rows = (await todoOf(c, instId)).filter((t) => !nodeId || t.nodeId === nodeId);
  expect(rows).toHaveLength(1);
  return rows[0];
}

async function agree(c: Client, instId: string, nodeId?: string) {
  const t = await only(c, instId, nodeId);
  const res = await complete(c, t.id);
  expect(res.status).toBe(200);
  return t;
}

async function openNodes(instId: string): Promise<string[]> {
  const rows = await ctx.db.selectFrom('wf_task').select('node_id').where('inst_id', '=', instId).where('status', '=', 'todo').execute();
  return rows.map((r) => r.node_id).sort();
}

async function tasksAt(instId: string, nodeId: string) {
  return ctx.db
    .selectFrom('wf_task')
    .select(['id', 'status', 'action'])
    .where('inst_id', '=', instId)
    .where('node_id', '=', nodeId)
    .execute();
}

async function engineState(instId: string) {
  return (await ctx.db.selectFrom('wf_instance').select('engine_state').where('id', '=', instId).executeTakeFirstOrThrow()).engine_state;
}

async function rejectTargets(c: Client, taskId: string): Promise<string[]> {
  const res = await c.post('/runtime/task/v1/getAfterJumpNodes', { taskId, actionName: 'reject' });
  expect(res.status).toBe(200);
  return res.body.value.map((n: { nodeId: string }) => n.nodeId);
}

async function buttons(c: Client, taskId: string): Promise<string[]> {
  return (await c.get(`/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}`)).body.value.approvalButtonList.map(
    (b: { alias: string }) => b.alias,
  );
}

/** Starts the two-by-two flow and agrees X: A1 and B1 are open. */
async function forked(defKey = 'parJumps') {
  const { instId } = await start(zhangwei, defKey, {});
  await agree(lina, instId, 'X');
  return instId;
}

/** Finishes whatever of both branches is open, then C: the instance ends, C agreed exactly once. */
async function finish(instId: string) {
  const order: [Client, string][] = [
    [liuyang, 'A1'],
    [fengxue, 'A2'],
    [chenjing, 'B1'],
    [sunli, 'B2'],
  ];
  for (const [c, node] of order) if ((await openNodes(instId)).includes(node)) await agree(c, instId, node);
  expect(await openNodes(instId)).toEqual(['C']);
  await agree(wangqiang, instId, 'C');
  expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  expect((await tasksAt(instId, 'C')).filter((t) => t.status === 'done' && t.action === 'agree')).toHaveLength(1);
  expect(await openNodes(instId)).toEqual([]);
}

describe('reject inside a parallel branch', () => {
  it('offers the handled nodes of its own branch and before the fork, never the other branch', async () => {
    const instId = await forked();
    await agree(chenjing, instId, 'B1');
    await agree(liuyang, instId, 'A1');
    const a2 = await only(fengxue, instId, 'A2');
    expect(await rejectTargets(fengxue, a2.id)).toEqual(['A1', 'X']);
    expect(await buttons(fengxue, a2.id)).toContain('reject');
    const b2 = await only(sunli, instId, 'B2');
    expect(await rejectTargets(sunli, b2.id)).toEqual(['B1', 'X']);
    // a node of another branch is refused even when asked for by name
    const cross = await complete(fengxue, a2.id, 'reject', { destination: 'B1', opinion: 'no' });
    expect(cross.status).toBe(400);
    expect(cross.body.message).toBe('There is no step to return to');
  });

  it('to an earlier node of the same branch: only that branch goes back, the join still waits for both', async () => {
    const instId = await forked();
    const b1 = await only(chenjing, instId, 'B1');
    await agree(liuyang, instId, 'A1');
    const a2 = await only(fengxue, instId, 'A2');
    const res = await complete(fengxue, a2.id, 'reject', { destination: 'A1', opinion: 'fix the amount' });
    expect(res.status).toBe(200);
    expect(await openNodes(instId)).toEqual(['A1', 'B1']);
    // branch B untouched: the same task is still open
    expect((await only(chenjing, instId, 'B1')).id).toBe(b1.id);
    await agree(liuyang, instId, 'A1');
    await agree(fengxue, instId, 'A2');
    // A has arrived at the join, B has not: C must not start
    expect(await openNodes(instId)).toEqual(['B1']);
    await finish(instId);
  });

  it('with the other branch already waiting at the join: the join keeps its token and fires once', async () => {
    const instId = await forked();
    await agree(chenjing, instId, 'B1');
    await agree(sunli, instId, 'B2');
    expect(tokensAt(await engineState(instId), 'join')).toEqual(['B2']);
    await agree(liuyang, instId, 'A1');
    const a2 = await only(fengxue, instId, 'A2');
    expect((await complete(fengxue, a2.id, 'reject', { destination: 'A1', opinion: 'again' })).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['A1']);
    expect(tokensAt(await engineState(instId), 'join')).toEqual(['B2']);
    await agree(liuyang, instId, 'A1');
    expect(await openNodes(instId)).toEqual(['A2']);
    await agree(fengxue, instId, 'A2');
    expect(await openNodes(instId)).toEqual(['C']);
    await finish(instId);
  });

  it('to a node before the fork: every branch task is cancelled, the join forgets its tokens, the fork runs anew', async () => {
    const instId = await forked();
    await agree(chenjing, instId, 'B1');
    await agree(sunli, instId, 'B2');
    await agree(liuyang, instId, 'A1');
    const a2 = await only(fengxue, instId, 'A2');
    const res = await complete(fengxue, a2.id, 'reject', { destination: 'X', opinion: 'start over' });
    expect(res.status).toBe(200);
    expect(res.body.value.newTasks.map((t: { nodeId: string }) => t.nodeId)).toEqual(['X']);
    expect(await openNodes(instId)).toEqual(['X']);
    expect(tokensAt(await engineState(instId), 'join')).toEqual([]);
    expect(await todoOf(fengxue, instId)).toHaveLength(0);
    await agree(lina, instId, 'X');
    expect(await openNodes(instId)).toEqual(['A1', 'B1']);
    // only A done in the new round: the old B2 token must not make the join fire
    await agree(liuyang, instId, 'A1');
    await agree(fengxue, instId, 'A2');
    expect(await openNodes(instId)).toEqual(['B1']);
    await finish(instId);
    const opinions = (await zhangwei.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body.value as {
      status: string;
      taskKey?: string;
    }[];
    expect(opinions.filter((o) => o.status === 'reject')).toHaveLength(1);
  });

  it('while the other branch is still open: its open task is cancelled too', async () => {
    const instId = await forked();
    await agree(liuyang, instId, 'A1');
    const a2 = await only(fengxue, instId, 'A2');
    expect((await complete(fengxue, a2.id, 'reject', { destination: 'X', opinion: 'start over' })).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['X']);
    expect(await todoOf(chenjing, instId)).toHaveLength(0);
    expect((await tasksAt(instId, 'B1')).map((t) => t.status)).toEqual(['canceled']);
    await agree(lina, instId, 'X');
    await finish(instId);
  });

  it('from the node after the join back into a branch: that branch runs again, the other one counts as done', async () => {
    const instId = await forked();
    for (const [c, node] of [
      [liuyang, 'A1'],
      [fengxue, 'A2'],
      [chenjing, 'B1'],
      [sunli, 'B2'],
    ] as [Client, string][])
      await agree(c, instId, node);
    const c1 = await only(wangqiang, instId, 'C');
    expect(await rejectTargets(wangqiang, c1.id)).toEqual(['B2', 'B1', 'A2', 'A1', 'X']);
    expect((await complete(wangqiang, c1.id, 'reject', { destination: 'A2', opinion: 'receipt missing' })).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['A2']);
    expect(tokensAt(await engineState(instId), 'join')).toEqual(['B2']);
    await agree(fengxue, instId, 'A2');
    expect(await openNodes(instId)).toEqual(['C']);
    await agree(wangqiang, instId, 'C');
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
    expect((await tasksAt(instId, 'C')).map((t) => t.status).sort()).toEqual(['done', 'done']);
  });

  it('from the node after the join to before the fork: both branches run anew', async () => {
    const instId = await forked();
    await finishBranches(instId);
    const c1 = await only(wangqiang, instId, 'C');
    expect((await complete(wangqiang, c1.id, 'reject', { destination: 'X', opinion: 'all again' })).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['X']);
    await agree(lina, instId, 'X');
    expect(await openNodes(instId)).toEqual(['A1', 'B1']);
    await agree(chenjing, instId, 'B1');
    await agree(sunli, instId, 'B2');
    expect(await openNodes(instId)).toEqual(['A1']);
    await finish(instId);
  });
});

async function finishBranches(instId: string) {
  for (const [c, node] of [
    [liuyang, 'A1'],
    [fengxue, 'A2'],
    [chenjing, 'B1'],
    [sunli, 'B2'],
  ] as [Client, string][])
    await agree(c, instId, node);
}

describe('revoke inside a parallel branch', () => {
  it('the handler takes a task back while its successor in the branch is untouched', async () => {
    const instId = await forked();
    const a1 = await agree(liuyang, instId, 'A1');
    // the other branch acting does not matter
    await agree(chenjing, instId, 'B1');
    expect(await openNodes(instId)).toEqual(['A2', 'B2']);
    const b2 = await only(sunli, instId, 'B2');
    const res = await liuyang.post('/runtime/instance/v1/revoke', { instId, taskId: a1.id, opinion: 'wrong click' });
    expect(res.status).toBe(200);
    expect(await openNodes(instId)).toEqual(['A1', 'B2']);
    expect(await todoOf(fengxue, instId)).toHaveLength(0);
    expect((await tasksAt(instId, 'A2')).map((t) => t.status)).toEqual(['canceled']);
    expect((await only(sunli, instId, 'B2')).id).toBe(b2.id);
    await finish(instId);
  });

  it('the last task of a branch: its token is taken back from the join, the other branch keeps its own', async () => {
    const instId = await forked();
    await agree(liuyang, instId, 'A1');
    await agree(fengxue, instId, 'A2');
    const b1 = await agree(chenjing, instId, 'B1');
    expect(b1.nodeId).toBe('B1');
    const b2 = await agree(sunli, instId, 'B2');
    // both branches are in: the join fired, so B2 can no longer be revoked
    expect(await openNodes(instId)).toEqual(['C']);
    expect((await sunli.post('/runtime/instance/v1/revoke', { instId, taskId: b2.id })).status).toBe(409);

    const other = await forked();
    await agree(chenjing, other, 'B1');
    const last = await agree(sunli, other, 'B2');
    expect(tokensAt(await engineState(other), 'join')).toEqual(['B2']);
    await agree(liuyang, other, 'A1');
    const res = await sunli.post('/runtime/instance/v1/revoke', { instId: other, taskId: last.id });
    expect(res.status).toBe(200);
    expect(tokensAt(await engineState(other), 'join')).toEqual([]);
    expect(await openNodes(other)).toEqual(['A2', 'B2']);
    // A arrives first now: the join waits for B2 again
    await agree(fengxue, other, 'A2');
    expect(await openNodes(other)).toEqual(['B2']);
    expect(tokensAt(await engineState(other), 'join')).toEqual(['A2']);
    await finish(other);
  });

  it('is refused once the successor in the branch acted (409, translated)', async () => {
    const instId = await forked();
    const a1 = await agree(liuyang, instId, 'A1');
    await agree(fengxue, instId, 'A2');
    const en = await liuyang.post('/runtime/instance/v1/revoke', { instId, taskId: a1.id });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('The next step was already handled or the process moved on; it cannot be revoked');
    const zh = await liuyang.post('/runtime/instance/v1/revoke', { instId, taskId: a1.id }, 'zh-CN');
    expect(zh.status).toBe(409);
    expect(zh.body.message).toMatch(/撤回/);
    expect(await openNodes(instId)).toEqual(['B1']);
    // someone else's task is not the caller's to revoke
    expect((await chenjing.post('/runtime/instance/v1/revoke', { instId, taskId: a1.id })).status).toBe(403);
  });

  it('the node before the fork: while both branches are untouched, they are withdrawn', async () => {
    const { instId } = await start(zhangwei, 'parJumps', {});
    const x = await agree(lina, instId, 'X');
    expect((await lina.post('/runtime/instance/v1/revoke', { instId, taskId: x.id })).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['X']);
    await agree(lina, instId, 'X');
    await agree(chenjing, instId, 'B1');
    // one branch acted: the node before the fork can no longer be revoked
    const again = (await tasksAt(instId, 'X')).filter((t) => t.status === 'done');
    expect(again).toHaveLength(2);
    for (const t of again) expect((await lina.post('/runtime/instance/v1/revoke', { instId, taskId: t.id })).status).toBe(409);
    await finish(instId);
  });
});

describe('countersigns and call activities inside branches', () => {
  it('a vote offers no reject and no countersign is a target; a jump before the fork withdraws the votes', async () => {
    const instId = await forked('parJumpsSign');
    const vote = await only(chenjing, instId, 'V');
    expect(await rejectTargets(chenjing, vote.id)).toEqual([]);
    expect(await buttons(chenjing, vote.id)).not.toContain('reject');
    expect((await complete(chenjing, vote.id)).status).toBe(200);
    // a vote cannot be revoked either
    expect((await chenjing.post('/runtime/instance/v1/revoke', { instId, taskId: vote.id })).status).toBe(409);
    await agree(liuyang, instId, 'A1');
    const a2 = await only(fengxue, instId, 'A2');
    expect(await rejectTargets(fengxue, a2.id)).toEqual(['A1', 'X']);
    expect((await complete(fengxue, a2.id, 'reject', { destination: 'X', opinion: 'again' })).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['X']);
    await agree(lina, instId, 'X');
    // the countersign runs anew with every vote
    expect(await openNodes(instId)).toEqual(['A1', 'V', 'V', 'V']);
    for (const c of [chenjing, sunli, caoyang]) await agree(c, instId, 'V');
    await agree(liuyang, instId, 'A1');
    await agree(fengxue, instId, 'A2');
    await agree(wangqiang, instId, 'C');
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  });

  it('while a sub instance runs in the part that would start over, that target is not offered', async () => {
    const instId = await forked('parJumpsCall');
    expect(await openNodes(instId)).toEqual(['A1']);
    await agree(liuyang, instId, 'A1');
    const a2 = await only(fengxue, instId, 'A2');
    // A1 is in A's own branch (the sub instance runs in the other one); X would discard it
    expect(await rejectTargets(fengxue, a2.id)).toEqual(['A1']);
    expect((await complete(fengxue, a2.id, 'reject', { destination: 'X', opinion: 'x' })).status).toBe(400);
    expect((await complete(fengxue, a2.id, 'reject', { destination: 'A1', opinion: 'x' })).status).toBe(200);
    await agree(liuyang, instId, 'A1');
    // the sub instance ends: now the node before the fork is offered
    const sub = await only(
      wuhao,
      (await ctx.db.selectFrom('wf_instance').select('id').where('parent_id', '=', instId).executeTakeFirstOrThrow()).id,
    );
    expect((await complete(wuhao, sub.id)).status).toBe(200);
    const a2again = await only(fengxue, instId, 'A2');
    expect(await rejectTargets(fengxue, a2again.id)).toEqual(['A1', 'X']);
    await agree(fengxue, instId, 'A2');
    await agree(wangqiang, instId, 'C');
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  });
});

/**
 * The engine alone (no database) on shapes the two-by-two flow does not have: a section nested in
 * a branch, an exclusive choice inside a branch with both paths into the join, and forks that are
 * not block-structured.
 */
const wrap = (body: string) => `${HEAD}<process id="p" isExecutable="true">${body}</process></definitions>`;
const task = (id: string) => `<userTask id="${id}" wf:assignee="initiator"/>`;
const flow = (id: string, from: string, to: string, cond?: string) =>
  cond
    ? `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><conditionExpression xsi:type="tFormalExpression">${cond}</conditionExpression></sequenceFlow>`
    : `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`;

const NESTED = wrap(
  [
    '<startEvent id="s"/>',
    flow('f0', 's', 'X'),
    task('X'),
    flow('f1', 'X', 'F'),
    '<parallelGateway id="F"/>',
    flow('fa', 'F', 'A1'),
    task('A1'),
    flow('fa1', 'A1', 'F2'),
    '<parallelGateway id="F2"/>',
    flow('fp', 'F2', 'P'),
    task('P'),
    flow('fp1', 'P', 'J2'),
    flow('fq', 'F2', 'Q'),
    task('Q'),
    flow('fq1', 'Q', 'J2'),
    '<parallelGateway id="J2"/>',
    flow('fj2', 'J2', 'A2'),
    task('A2'),
    flow('fa2', 'A2', 'J'),
    flow('fb', 'F', 'B1'),
    task('B1'),
    flow('fb1', 'B1', 'J'),
    '<parallelGateway id="J"/>',
    flow('fj', 'J', 'C'),
    task('C'),
    flow('fc', 'C', 'e'),
    '<endEvent id="e"/>',
  ].join(''),
);

const CHOICE = wrap(
  [
    '<startEvent id="s"/>',
    flow('f0', 's', 'F'),
    '<parallelGateway id="F"/>',
    flow('fa', 'F', 'A1'),
    task('A1'),
    flow('fa1', 'A1', 'G'),
    '<exclusiveGateway id="G" default="gq"/>',
    flow('gp', 'G', 'P', '=amount &gt; 5'),
    task('P'),
    flow('fp', 'P', 'J'),
    flow('gq', 'G', 'Q'),
    task('Q'),
    flow('fq', 'Q', 'J'),
    flow('fb', 'F', 'B1'),
    task('B1'),
    flow('fb1', 'B1', 'J'),
    '<parallelGateway id="J"/>',
    flow('fj', 'J', 'C'),
    task('C'),
    flow('fc', 'C', 'e'),
    '<endEvent id="e"/>',
  ].join(''),
);

// branch B ends at its own end event: not a block, so nothing inside is a jump end
const OPEN_ENDED = wrap(
  [
    '<startEvent id="s"/>',
    flow('f0', 's', 'X'),
    task('X'),
    flow('f1', 'X', 'F'),
    '<parallelGateway id="F"/>',
    flow('fa', 'F', 'A1'),
    task('A1'),
    flow('fa1', 'A1', 'A2'),
    task('A2'),
    flow('fa2', 'A2', 'e'),
    flow('fb', 'F', 'B1'),
    task('B1'),
    flow('fb1', 'B1', 'e2'),
    '<endEvent id="e"/>',
    '<endEvent id="e2"/>',
  ].join(''),
);

async function engineOf(xml: string) {
  const parsed = await parseDefinition(xml);
  if (!parsed.model) throw new Error(JSON.stringify(parsed.reasons));
  const model = parsed.model;
  const st = flowStructure(model);
  const scope = { data: { amount: 10 }, approverCount: () => 1, passRatio: () => 1 };
  let state: unknown = null;
  let waiting = new Map<string, Waiting>();
  let ended = false;
  const step = async (actions?: StepAction[]) => {
    const r = await runStepHere({ name: 'jumps', xml, state, scope, actions });
    state = r.state;
    waiting = r.waiting;
    ended = r.ended;
  };
  await step();
  return {
    st,
    plan: (from: string, to: string) => planJump(model, st, from, to),
    open: () => [...waiting.values()].map((w) => w.nodeId).sort(),
    tokens: (join: string) => tokensAt(state, join).sort(),
    ended: () => ended,
    agree: (nodeId: string) => {
      // what waits after the last step is what the engine recovers waiting (the executions are in the state)
      const w = [...waiting.values()].find((x) => x.nodeId === nodeId);
      if (!w) throw new Error(`${nodeId} is not waiting`);
      return step([{ kind: 'complete', executionId: w.executionId, output: { decision: 'agree' } }]);
    },
    jump: (from: string, to: string) => {
      const plan = planJump(model, st, from, to);
      if (!plan) throw new Error(`no jump ${from} -> ${to}`);
      return step([{ kind: 'jump', plan }]);
    },
  };
}

describe('jumps on other shapes (engine only)', () => {
  it('a section nested in a branch: reset with its branch, or one inner branch alone', async () => {
    const e = await engineOf(NESTED);
    expect(e.st.chains.get('P')).toEqual([
      { fork: 'F', branch: 0 },
      { fork: 'F2', branch: 0 },
    ]);
    expect(e.plan('P', 'Q')).toBeNull();
    expect(e.plan('P', 'B1')).toBeNull();
    await e.agree('X');
    await e.agree('A1');
    expect(e.open()).toEqual(['B1', 'P', 'Q']);
    await e.agree('Q');
    expect(e.tokens('J2')).toEqual(['Q']);
    // back to A1 from P: the whole of branch A starts over (Q's token at the inner join goes too)
    await e.jump('P', 'A1');
    expect(e.open()).toEqual(['A1', 'B1']);
    expect(e.tokens('J2')).toEqual([]);
    await e.agree('A1');
    await e.agree('Q');
    expect(e.tokens('J2')).toEqual(['Q']);
    // Q again (a revoke of the inner branch's last node): its token leaves J2, P stays open
    await e.jump('Q', 'Q');
    expect(e.tokens('J2')).toEqual([]);
    expect(e.open()).toEqual(['B1', 'P', 'Q']);
    await e.agree('P');
    expect(e.tokens('J2')).toEqual(['P']);
    await e.agree('Q');
    expect(e.open()).toEqual(['A2', 'B1']);
    await e.agree('A2');
    expect(e.tokens('J')).toEqual(['A2']);
    await e.agree('B1');
    expect(e.open()).toEqual(['C']);
    // after the outer join back into the inner branch: every other branch counts as done
    await e.jump('C', 'Q');
    expect(e.open()).toEqual(['Q']);
    expect(e.tokens('J2')).toEqual(['P']);
    expect(e.tokens('J')).toEqual(['B1']);
    await e.agree('Q');
    expect(e.open()).toEqual(['A2']);
    await e.agree('A2');
    expect(e.open()).toEqual(['C']);
    await e.agree('C');
    expect(e.ended()).toBe(true);
  });

  it('an exclusive choice inside a branch: the path not taken keeps counting at the join', async () => {
    const e = await engineOf(CHOICE);
    await e.agree('A1');
    expect(e.open()).toEqual(['B1', 'P']);
    await e.agree('P');
    // the join holds P's token and the discarded path's
    expect(e.tokens('J')).toEqual(['P', 'Q']);
    await e.jump('P', 'P');
    expect(e.tokens('J')).toEqual(['Q']);
    expect(e.open()).toEqual(['B1', 'P']);
    await e.agree('B1');
    expect(e.open()).toEqual(['P']);
    await e.agree('P');
    expect(e.open()).toEqual(['C']);
    await e.jump('C', 'A1');
    expect(e.tokens('J')).toEqual(['B1']);
    await e.agree('A1');
    await e.agree('P');
    expect(e.open()).toEqual(['C']);
    await e.jump('C', 'P');
    expect(e.tokens('J')).toEqual(['B1', 'Q']);
    await e.agree('P');
    await e.agree('C');
    expect(e.ended()).toBe(true);
  });

  it('a fork whose branches do not meet again offers no jump inside it', async () => {
    const e = await engineOf(OPEN_ENDED);
    expect(e.st.sections.size).toBe(0);
    expect([...e.st.unsupported].sort()).toEqual(['A1', 'A2', 'B1', 'e', 'e2']);
    expect(e.plan('A2', 'A1')).toBeNull();
    expect(e.plan('A2', 'X')).toBeNull();
    expect(e.plan('X', 'X')).not.toBeNull();
  });
});
