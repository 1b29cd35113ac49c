import { beforeAll, describe, expect, it } from 'vitest';
import { userTask } from './support/bpmn.js';
import { as, LEAVE, start, todo, workflowSuite, type Loose } from './workflow-support.js';
import { batchTask, deploy, straightFlow } from './batch-support.js';

/** Issue 29.7: before confirming, each chosen task says whether a batch approve can take it; nothing is written. */
const { ctx, zhangwei, lina } = workflowSuite(['zhangwei', 'lina']);

async function taskOf(defKey: string): Promise<string> {
  const { newTasks } = await start(lina, defKey, { ...LEAVE, reason: 'check' });
  return newTasks[0].id;
}

beforeAll(async () => {
  const admin = await as(ctx, 'htadmin');
  await deploy(admin, straightFlow('checkOn', [batchTask('approve', 'user:zhangwei')]));
  await deploy(admin, straightFlow('checkOff', [userTask('approve', 'user:zhangwei')]));
  // hrApprove of the leave form requires an opinion; leaderApprove may write the leader's signature
  await deploy(admin, straightFlow('checkOpinion', [batchTask('hrApprove', 'user:zhangwei')]));
  await deploy(admin, straightFlow('checkSign', [batchTask('leaderApprove', 'user:zhangwei')]));
});

describe('the batch check before confirming', () => {
  it('tells each task apart with its reason, asks for an opinion where a step needs one, and writes nothing', async () => {
    const [on, off, opinion, sign] = [
      await taskOf('checkOn'),
      await taskOf('checkOff'),
      await taskOf('checkOpinion'),
      await taskOf('checkSign'),
    ];
    const res = await zhangwei.post('/runtime/task/v1/batchApproveCheck', { taskIds: [on, off, opinion, sign] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const by = new Map((res.body.value.results as Loose[]).map((r) => [r.taskId, r]));
    expect(by.get(on)).toMatchObject({ ok: true, needsOpinion: false, reason: null });
    expect(by.get(off)).toMatchObject({ ok: false, code: 'workflow.batch.notEnabled' });
    expect(by.get(off).reason).toContain('Batch approval');
    expect(by.get(opinion)).toMatchObject({ ok: true, needsOpinion: true });
    expect(by.get(sign)).toMatchObject({ ok: false, code: 'workflow.batch.needsSignature' });
    // nothing was approved: all four are still zhangwei's to do
    const open = (await todo(zhangwei)).map((t) => t.id);
    for (const id of [on, off, opinion, sign]) expect(open).toContain(id);
  });

  it("another's task is not ok and not named", async () => {
    const id = await taskOf('checkOn');
    const res = await lina.post('/runtime/task/v1/batchApproveCheck', { taskIds: [id] });
    expect(res.status).toBe(200);
    expect(res.body.value.results[0]).toMatchObject({ ok: false, subject: null, code: 'workflow.task.forbidden' });
  });
});
