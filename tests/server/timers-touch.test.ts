import { describe, expect, it } from 'vitest';
import { fireTimer } from '../../server/src/workflow/timers/fire.js';
import { complete, start, todoOf, workflowSuite } from './workflow-support.js';
import { boundaryProcess, waitFor } from './timers-support.js';

// No job worker in this file: an expired timer fires in the first step that touches its instance,
// and the job that comes later finds nothing to do.
const { ctx, htadmin: admin, zhangwei, lina } = workflowSuite(['htadmin', 'zhangwei', 'lina']);

const deploy = async (xml: string) => expect((await admin.post('/flow/def/v1/deploy', { bpmnXml: xml })).status).toBe(200);
const timers = (instId: string) => ctx.db.selectFrom('wf_timer').selectAll().where('inst_id', '=', instId).execute();
const notices = (instId: string) => ctx.db.selectFrom('wf_notice').selectAll().where('inst_id', '=', instId).execute();
const expired = async (instId: string) => {
  const [row] = await timers(instId);
  await waitFor(async () => Date.now() > row.expire_at.getTime(), 5_000, 'the timer to expire');
  return row;
};

describe('an expired timer fires in whichever step touches the instance first', () => {
  it('a non-interrupting timer fires inside the completion of its task; its job is then a no-op', async () => {
    await deploy(boundaryProcess('touchKeep', 'PT1S'));
    const { instId } = await start(zhangwei, 'touchKeep', {});
    const row = await expired(instId);
    const [task] = await todoOf(zhangwei, instId);
    expect((await complete(zhangwei, task.id)).status).toBe(200);
    expect(await notices(instId)).toHaveLength(1);
    expect((await timers(instId)).map((t) => t.status)).toEqual(['fired']);
    expect(await fireTimer(ctx, row.id)).toBe('settled');
    expect(await notices(instId)).toHaveLength(1);
    const inst = await ctx.db.selectFrom('wf_instance').select('status').where('id', '=', instId).executeTakeFirstOrThrow();
    expect(inst.status).toBe('end');
  });

  it("an interrupting timer that expired takes the task: its completion is refused, the job opens the leader's task", async () => {
    await deploy(boundaryProcess('touchCut', 'PT1S', true));
    const { instId } = await start(zhangwei, 'touchCut', {});
    const row = await expired(instId);
    const [task] = await todoOf(zhangwei, instId);
    const res = await complete(zhangwei, task.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(409);
    expect(await fireTimer(ctx, row.id)).toBe('fired');
    expect(await fireTimer(ctx, row.id)).toBe('settled');
    const [leaderTask] = await todoOf(lina, instId);
    expect(leaderTask.nodeId).toBe('notify');
    expect(await todoOf(zhangwei, instId)).toHaveLength(0);
  });

  it('a job that comes before its time does nothing yet', async () => {
    await deploy(boundaryProcess('touchEarly', 'PT30S'));
    const { instId } = await start(zhangwei, 'touchEarly', {});
    const [row] = await timers(instId);
    expect(await fireTimer(ctx, row.id)).toBe('early');
    // and it is given a job again at its time
    const jobs = await ctx.db
      .selectFrom('pgboss.job' as 'wf_timer')
      .selectAll()
      .where('singleton_key' as 'id', '=', row.id)
      .execute();
    expect(jobs).toHaveLength(2);
    expect((await timers(instId)).map((t) => t.status)).toEqual(['waiting']);
    expect(await notices(instId)).toHaveLength(0);
  });
});
