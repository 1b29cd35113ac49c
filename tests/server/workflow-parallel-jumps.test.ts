import { beforeAll, describe, expect, it } from 'vitest';
import { complete, instanceStatus, start, todoOf, type Client, type Loose, workflowSuite } from './workflow-support.js';
import { planJump, tokensAt } from '../../server/src/workflow/engine/jumps.js';
import { runStepHere, type StepAction, type Waiting } from '../../server/src/workflow/engine/runner.js';
import { parseDefinition } from '../../server/src/workflow/definitions/parse.js';
import { flowStructure } from '../../server/src/workflow/engine/sections.js';
import { bpmn, callActivity, endEvent, exclusiveGateway, parallelGateway, startEvent, userTask } from './support/bpmn.js';

/**
 * Reject and revoke inside parallel branches (docs/workflow.md, "Reject and revoke are jumps").
 * The flow: X (lina) -> fork -> A1 (liuyang) -> A2 (fengxue) -> join, fork -> B1 (chenjing) ->
 * B2 (sunli) -> join, join -> C (wangqiang) -> end.
 */
const { ctx, zhangwei, lina, liuyang, fengxue, chenjing, sunli, caoyang, wangqiang, wuhao, htadmin } = workflowSuite([
  'zhangwei',
  'lina',
  'liuyang',
  'fengxue',
  'chenjing',
  'sunli',
  'caoyang',
  'wangqiang',
  'wuhao',
  'htadmin',
]);

/** The two-by-two shape with its own branch B: `branchB` is its nodes, `pathB` the path from the fork to the join. */
const section = (id: string, branchB: string[], pathB: string) =>
  bpmn({
    id,
    nodes: [
      startEvent('start'),
      userTask('X', 'user:lina'),
      parallelGateway('fork'),
      userTask('A1', 'user:liuyang'),
      userTask('A2', 'user:fengxue'),
      ...branchB,
      parallelGateway('join'),
      userTask('C', 'user:wangqiang'),
      endEvent('end'),
    ],
    paths: ['start X fork A1 A2 join C end', `fork ${pathB} join`],
  });

const TWO_BY_TWO = section('parJumps', [userTask('B1', 'user:chenjing'), userTask('B2', 'user:sunli')], 'B1 B2');

// branch B is a countersign of the three finance users (every vote needed)
const WITH_COUNTERSIGN = section('parJumpsSign', [userTask('V', 'user:chenjing,user:sunli,user:caoyang', { allVotes: true })], 'V');

const SUB = bpmn({ id: 'parJumpsSub', nodes: [startEvent('s0'), userTask('S', 'user:wuhao'), endEvent('s9')], paths: ['s0 S s9'] });

// branch B calls a sub flow
const WITH_CALL = section('parJumpsCall', [callActivity('call', 'parJumpsSub')], 'call');

beforeAll(async () => {
  for (const xml of [TWO_BY_TWO, WITH_COUNTERSIGN, SUB, WITH_CALL]) {
    const res = await htadmin.post('/flow/def/v1/deploy', { bpmnXml: xml });
    if (res.status !== 200) throw new Error(`deploy failed: ${JSON.stringify(res.body)}`);
  }
});

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

/** Who acts at each node of the two-by-two flow. */
const APPROVER: Record<string, Client> = { X: lina, A1: liuyang, A2: fengxue, B1: chenjing, B2: sunli, C: wangqiang };

/** The open task at a node of the two-by-two flow, as its approver sees it. */
const openAt = (instId: string, nodeId: string) => only(APPROVER[nodeId], instId, nodeId);

/** Agrees these nodes in this order, each by its approver; answers their tasks. */
async function agreeAt(instId: string, ...nodeIds: string[]): Promise<Loose[]> {
  const tasks: Loose[] = [];
  for (const nodeId of nodeIds) tasks.push(await agree(APPROVER[nodeId], instId, nodeId));
  return tasks;
}

/** The approver of an open task rejects it back to `destination`. */
const reject = (task: Loose, destination: string, opinion = 'again') =>
  complete(APPROVER[task.nodeId], task.id, 'reject', { destination, opinion });

const revoke = (c: Client, instId: string, taskId: string, opts: { lang?: string; opinion?: string } = {}) =>
  c.post('/runtime/instance/v1/revoke', { instId, taskId, opinion: opts.opinion }, opts.lang);

/** Starts the two-by-two flow and agrees X: A1 and B1 are open. */
async function forked(defKey = 'parJumps') {
  const { instId } = await start(zhangwei, defKey, {});
  await agreeAt(instId, 'X');
  return instId;
}

/** Finishes whatever of both branches is open, then C: the instance ends, C agreed exactly once. */
async function finish(instId: string) {
  for (const nodeId of ['A1', 'A2', 'B1', 'B2']) if ((await openNodes(instId)).includes(nodeId)) await agreeAt(instId, nodeId);
  expect(await openNodes(instId)).toEqual(['C']);
  await agreeAt(instId, 'C');
  expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  expect((await tasksAt(instId, 'C')).filter((t) => t.status === 'done' && t.action === 'agree')).toHaveLength(1);
  expect(await openNodes(instId)).toEqual([]);
}

describe('reject inside a parallel branch', () => {
  it('offers the handled nodes of its own branch and before the fork, never the other branch', async () => {
    const instId = await forked();
    await agreeAt(instId, 'B1', 'A1');
    const a2 = await openAt(instId, 'A2');
    expect(await rejectTargets(fengxue, a2.id)).toEqual(['A1', 'X']);
    expect(await buttons(fengxue, a2.id)).toContain('reject');
    const b2 = await openAt(instId, 'B2');
    expect(await rejectTargets(sunli, b2.id)).toEqual(['B1', 'X']);
    // a node of another branch is refused even when asked for by name
    const cross = await reject(a2, 'B1', 'no');
    expect(cross.status).toBe(400);
    expect(cross.body.message).toBe('There is no step to return to');
  });

  it('to an earlier node of the same branch: only that branch goes back, the join still waits for both', async () => {
    const instId = await forked();
    const b1 = await openAt(instId, 'B1');
    await agreeAt(instId, 'A1');
    const res = await reject(await openAt(instId, 'A2'), 'A1', 'fix the amount');
    expect(res.status).toBe(200);
    expect(await openNodes(instId)).toEqual(['A1', 'B1']);
    // branch B untouched: the same task is still open
    expect((await openAt(instId, 'B1')).id).toBe(b1.id);
    await agreeAt(instId, 'A1', 'A2');
    // A has arrived at the join, B has not: C must not start
    expect(await openNodes(instId)).toEqual(['B1']);
    await finish(instId);
  });

  it('with the other branch already waiting at the join: the join keeps its token and fires once', async () => {
    const instId = await forked();
    await agreeAt(instId, 'B1', 'B2');
    expect(tokensAt(await engineState(instId), 'join')).toEqual(['B2']);
    await agreeAt(instId, 'A1');
    expect((await reject(await openAt(instId, 'A2'), 'A1')).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['A1']);
    expect(tokensAt(await engineState(instId), 'join')).toEqual(['B2']);
    await agreeAt(instId, 'A1');
    expect(await openNodes(instId)).toEqual(['A2']);
    await agreeAt(instId, 'A2');
    expect(await openNodes(instId)).toEqual(['C']);
    await finish(instId);
  });

  it('to a node before the fork: every branch task is cancelled, the join forgets its tokens, the fork runs anew', async () => {
    const instId = await forked();
    await agreeAt(instId, 'B1', 'B2', 'A1');
    const res = await reject(await openAt(instId, 'A2'), 'X', 'start over');
    expect(res.status).toBe(200);
    expect(res.body.value.newTasks.map((t: { nodeId: string }) => t.nodeId)).toEqual(['X']);
    expect(await openNodes(instId)).toEqual(['X']);
    expect(tokensAt(await engineState(instId), 'join')).toEqual([]);
    expect(await todoOf(fengxue, instId)).toHaveLength(0);
    await agreeAt(instId, 'X');
    expect(await openNodes(instId)).toEqual(['A1', 'B1']);
    // only A done in the new round: the old B2 token must not make the join fire
    await agreeAt(instId, 'A1', 'A2');
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
    await agreeAt(instId, 'A1');
    expect((await reject(await openAt(instId, 'A2'), 'X', 'start over')).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['X']);
    expect(await todoOf(chenjing, instId)).toHaveLength(0);
    expect((await tasksAt(instId, 'B1')).map((t) => t.status)).toEqual(['canceled']);
    await agreeAt(instId, 'X');
    await finish(instId);
  });

  it('from the node after the join back into a branch: that branch runs again, the other one counts as done', async () => {
    const instId = await forked();
    await agreeAt(instId, 'A1', 'A2', 'B1', 'B2');
    const c1 = await openAt(instId, 'C');
    expect(await rejectTargets(wangqiang, c1.id)).toEqual(['B2', 'B1', 'A2', 'A1', 'X']);
    expect((await reject(c1, 'A2', 'receipt missing')).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['A2']);
    expect(tokensAt(await engineState(instId), 'join')).toEqual(['B2']);
    await agreeAt(instId, 'A2');
    expect(await openNodes(instId)).toEqual(['C']);
    await agreeAt(instId, 'C');
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
    expect((await tasksAt(instId, 'C')).map((t) => t.status).sort()).toEqual(['done', 'done']);
  });

  it('from the node after the join to before the fork: both branches run anew', async () => {
    const instId = await forked();
    await agreeAt(instId, 'A1', 'A2', 'B1', 'B2');
    expect((await reject(await openAt(instId, 'C'), 'X', 'all again')).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['X']);
    await agreeAt(instId, 'X');
    expect(await openNodes(instId)).toEqual(['A1', 'B1']);
    await agreeAt(instId, 'B1', 'B2');
    expect(await openNodes(instId)).toEqual(['A1']);
    await finish(instId);
  });
});

describe('revoke inside a parallel branch', () => {
  it('the handler takes a task back while its successor in the branch is untouched', async () => {
    const instId = await forked();
    const [a1] = await agreeAt(instId, 'A1');
    // the other branch acting does not matter
    await agreeAt(instId, 'B1');
    expect(await openNodes(instId)).toEqual(['A2', 'B2']);
    const b2 = await openAt(instId, 'B2');
    const res = await revoke(liuyang, instId, a1.id, { opinion: 'wrong click' });
    expect(res.status).toBe(200);
    expect(await openNodes(instId)).toEqual(['A1', 'B2']);
    expect(await todoOf(fengxue, instId)).toHaveLength(0);
    expect((await tasksAt(instId, 'A2')).map((t) => t.status)).toEqual(['canceled']);
    expect((await openAt(instId, 'B2')).id).toBe(b2.id);
    await finish(instId);
  });

  it('the last task of a branch: its token is taken back from the join, the other branch keeps its own', async () => {
    const instId = await forked();
    const [, , b1, b2] = await agreeAt(instId, 'A1', 'A2', 'B1', 'B2');
    expect(b1.nodeId).toBe('B1');
    // both branches are in: the join fired, so B2 can no longer be revoked
    expect(await openNodes(instId)).toEqual(['C']);
    expect((await revoke(sunli, instId, b2.id)).status).toBe(409);

    const other = await forked();
    const [, last] = await agreeAt(other, 'B1', 'B2');
    expect(tokensAt(await engineState(other), 'join')).toEqual(['B2']);
    await agreeAt(other, 'A1');
    const res = await revoke(sunli, other, last.id);
    expect(res.status).toBe(200);
    expect(tokensAt(await engineState(other), 'join')).toEqual([]);
    expect(await openNodes(other)).toEqual(['A2', 'B2']);
    // A arrives first now: the join waits for B2 again
    await agreeAt(other, 'A2');
    expect(await openNodes(other)).toEqual(['B2']);
    expect(tokensAt(await engineState(other), 'join')).toEqual(['A2']);
    await finish(other);
  });

  it('is refused once the successor in the branch acted (409, translated)', async () => {
    const instId = await forked();
    const [a1] = await agreeAt(instId, 'A1', 'A2');
    const en = await revoke(liuyang, instId, a1.id);
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('The next step was already handled or the process moved on; it cannot be revoked');
    const zh = await revoke(liuyang, instId, a1.id, { lang: 'zh-CN' });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toMatch(/撤回/);
    expect(await openNodes(instId)).toEqual(['B1']);
    // someone else's task is not the caller's to revoke
    expect((await revoke(chenjing, instId, a1.id)).status).toBe(403);
  });

  it('the node before the fork: while both branches are untouched, they are withdrawn', async () => {
    const { instId } = await start(zhangwei, 'parJumps', {});
    const [x] = await agreeAt(instId, 'X');
    expect((await revoke(lina, instId, x.id)).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['X']);
    await agreeAt(instId, 'X', 'B1');
    // one branch acted: the node before the fork can no longer be revoked
    const again = (await tasksAt(instId, 'X')).filter((t) => t.status === 'done');
    expect(again).toHaveLength(2);
    for (const t of again) expect((await revoke(lina, instId, t.id)).status).toBe(409);
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
    expect((await revoke(chenjing, instId, vote.id)).status).toBe(409);
    await agreeAt(instId, 'A1');
    const a2 = await openAt(instId, 'A2');
    expect(await rejectTargets(fengxue, a2.id)).toEqual(['A1', 'X']);
    expect((await reject(a2, 'X')).status).toBe(200);
    expect(await openNodes(instId)).toEqual(['X']);
    await agreeAt(instId, 'X');
    // the countersign runs anew with every vote
    expect(await openNodes(instId)).toEqual(['A1', 'V', 'V', 'V']);
    for (const c of [chenjing, sunli, caoyang]) await agree(c, instId, 'V');
    await agreeAt(instId, 'A1', 'A2', 'C');
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  });

  it('while a sub instance runs in the part that would start over, that target is not offered', async () => {
    const instId = await forked('parJumpsCall');
    expect(await openNodes(instId)).toEqual(['A1']);
    await agreeAt(instId, 'A1');
    const a2 = await openAt(instId, 'A2');
    // A1 is in A's own branch (the sub instance runs in the other one); X would discard it
    expect(await rejectTargets(fengxue, a2.id)).toEqual(['A1']);
    expect((await reject(a2, 'X', 'x')).status).toBe(400);
    expect((await reject(a2, 'A1', 'x')).status).toBe(200);
    await agreeAt(instId, 'A1');
    // the sub instance ends: now the node before the fork is offered
    const sub = await only(
      wuhao,
      (await ctx.db.selectFrom('wf_instance').select('id').where('parent_id', '=', instId).executeTakeFirstOrThrow()).id,
    );
    expect((await complete(wuhao, sub.id)).status).toBe(200);
    const a2again = await openAt(instId, 'A2');
    expect(await rejectTargets(fengxue, a2again.id)).toEqual(['A1', 'X']);
    await agreeAt(instId, 'A2', 'C');
    expect(await instanceStatus(zhangwei, instId)).toMatchObject({ status: 'end' });
  });
});

/**
 * The engine alone (no database) on shapes the two-by-two flow does not have: a section nested in
 * a branch, an exclusive choice inside a branch with both paths into the join, and forks that are
 * not block-structured.
 */
/** A node given by its id alone is a user task of the initiator. */
const shape = (nodes: string[], paths: string[], conditions?: Record<string, string>) =>
  bpmn({ id: 'p', nodes: nodes.map((n) => (n.startsWith('<') ? n : userTask(n, 'initiator'))), paths, conditions });

const NESTED = shape(
  [
    startEvent('s'),
    'X',
    parallelGateway('F'),
    'A1',
    parallelGateway('F2'),
    'P',
    'Q',
    parallelGateway('J2'),
    'A2',
    'B1',
    parallelGateway('J'),
    'C',
    endEvent('e'),
  ],
  ['s X F A1 F2 P J2 A2 J C e', 'F2 Q J2', 'F B1 J'],
);

const CHOICE = shape(
  [startEvent('s'), parallelGateway('F'), 'A1', exclusiveGateway('G', 'G_Q'), 'P', 'Q', 'B1', parallelGateway('J'), 'C', endEvent('e')],
  ['s F A1 G P J C e', 'G Q J', 'F B1 J'],
  { G_P: '=amount > 5' },
);

// branch B ends at its own end event: not a block, so nothing inside is a jump end
const OPEN_ENDED = shape(
  [startEvent('s'), 'X', parallelGateway('F'), 'A1', 'A2', 'B1', endEvent('e'), endEvent('e2')],
  ['s X F A1 A2 e', 'F B1 e2'],
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
