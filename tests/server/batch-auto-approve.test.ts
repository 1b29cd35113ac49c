import { beforeAll, describe, expect, it } from 'vitest';
import { userTask } from './support/bpmn.js';
import { as, complete, LEAVE, start, todoOf, workflowSuite } from './workflow-support.js';
import { deploy, history, messagesTo, straightFlow } from './batch-support.js';

const { ctx, zhangwei, lina } = workflowSuite(['zhangwei', 'lina']);

const auto = (mode: string) => `wf:autoApproveSame="${mode}"`;
const Z = 'user:zhangwei';

beforeAll(async () => {
  const admin = await as(ctx, 'htadmin');
  // a -> b: the same person twice in a row
  await deploy(admin, straightFlow('autoAdjacent', [userTask('a', Z), userTask('b', Z), userTask('c', 'user:lina')], auto('adjacent')));
  await deploy(admin, straightFlow('autoOff', [userTask('a', Z), userTask('b', Z)]));
  // a -> m (someone else) -> b: the same person again, not adjacent
  await deploy(admin, straightFlow('autoGapAdjacent', [userTask('a', Z), userTask('m', 'user:lina'), userTask('b', Z)], auto('adjacent')));
  await deploy(admin, straightFlow('autoGapAnywhere', [userTask('a', Z), userTask('m', 'user:lina'), userTask('b', Z)], auto('anywhere')));
  // leaderApprove of the leave form may write the leader's signature: never approved unseen
  await deploy(admin, straightFlow('autoSign', [userTask('a', Z), userTask('leaderApprove', Z)], auto('anywhere')));
});

const openNodes = async (c: typeof zhangwei, instId: string) => (await todoOf(c, instId)).map((t) => t.nodeId as string);

describe('auto-approve when the same person already approved', () => {
  it('adjacent: the next node of the same person is approved by the system, with its history row and a message', async () => {
    const { instId, newTasks } = await start(lina, 'autoAdjacent', LEAVE);
    const before = (await messagesTo(ctx, zhangwei.userId)).filter((s) => !s.startsWith('New task')).length;
    expect((await complete(zhangwei, newTasks[0].id)).status).toBe(200);
    expect(await openNodes(zhangwei, instId)).toEqual([]);
    expect(await openNodes(lina, instId)).toEqual(['c']);
    const b = (await history(ctx, instId)).filter((r) => r.node_id === 'b');
    expect(b).toEqual([
      expect.objectContaining({ status: 'agree', auditor_id: zhangwei.userId, opinion: 'Approved automatically: already approved at "a"' }),
    ]);
    const task = await ctx.db
      .selectFrom('wf_task')
      .select(['status', 'completed_by'])
      .where('inst_id', '=', instId)
      .where('node_id', '=', 'b')
      .executeTakeFirstOrThrow();
    expect(task).toEqual({ status: 'done', completed_by: zhangwei.userId });
    // besides the new-task notice of b (made open, then approved in the next action)
    const got = (await messagesTo(ctx, zhangwei.userId)).filter((s) => !s.startsWith('New task'));
    expect(got.length).toBe(before + 1);
    expect(got.at(-1)).toContain('approved automatically');
  });

  it('off (no setting): the second node waits for the person', async () => {
    const { instId, newTasks } = await start(lina, 'autoOff', LEAVE);
    await complete(zhangwei, newTasks[0].id);
    expect(await openNodes(zhangwei, instId)).toEqual(['b']);
  });

  it("adjacent does not reach over someone else's node; anywhere does", async () => {
    for (const [key, expected] of [
      ['autoGapAdjacent', ['b']],
      ['autoGapAnywhere', []],
    ] as const) {
      const { instId, newTasks } = await start(lina, key, LEAVE);
      await complete(zhangwei, newTasks[0].id);
      const [m] = await todoOf(lina, instId);
      await complete(lina, m.id);
      expect(await openNodes(zhangwei, instId)).toEqual(expected);
      const status = (await lina.get(`/runtime/instance/v1/getInstanceStatus?instId=${instId}`)).body.value.status;
      expect(status).toBe(expected.length ? 'running' : 'end');
    }
  });

  it('anywhere: an approval before the flow went back does not count', async () => {
    const { instId, newTasks } = await start(lina, 'autoGapAnywhere', LEAVE);
    await complete(zhangwei, newTasks[0].id);
    const [m] = await todoOf(lina, instId);
    // lina rejects back to a: zhangwei decides a again himself, then b follows his new approval
    expect((await complete(lina, m.id, 'reject', { destination: 'a' })).status).toBe(200);
    expect(await openNodes(zhangwei, instId)).toEqual(['a']);
  });

  it('never a node where a signature is to be given', async () => {
    const { instId, newTasks } = await start(lina, 'autoSign', LEAVE);
    await complete(zhangwei, newTasks[0].id);
    expect(await openNodes(zhangwei, instId)).toEqual(['leaderApprove']);
  });

  it("the start node is not an approval: the initiator's first node waits", async () => {
    const { instId } = await start(zhangwei, 'autoAdjacent', LEAVE);
    expect(await openNodes(zhangwei, instId)).toEqual(['a']);
  });
});
