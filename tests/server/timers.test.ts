import { describe, expect, it } from 'vitest';
import { complete, start, todoOf, workflowSuite } from './workflow-support.js';
import { resendLostTimerJobs } from '../../server/src/workflow/timers/service.js';
import { boundaryProcess, flow, processXml, timerDef, useJobWorker, waitFor } from './timers-support.js';

const { ctx, htadmin: admin, zhangwei, lina, wangqiang } = workflowSuite(['htadmin', 'zhangwei', 'lina', 'wangqiang']);
useJobWorker(ctx);

const deploy = async (xml: string) => {
  const res = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const timers = (instId: string) => ctx.db.selectFrom('wf_timer').selectAll().where('inst_id', '=', instId).orderBy('expire_at').execute();
const notices = (instId: string) => ctx.db.selectFrom('wf_notice').selectAll().where('inst_id', '=', instId).execute();
const instance = (instId: string) => ctx.db.selectFrom('wf_instance').selectAll().where('id', '=', instId).executeTakeFirstOrThrow();
const tasks = (instId: string) => ctx.db.selectFrom('wf_task').selectAll().where('inst_id', '=', instId).orderBy('create_time').execute();
/** The state of a timer row's pg-boss job (its singleton key is the row's id). */
const jobState = async (timerId: string) => {
  const job = await ctx.db
    .selectFrom('pgboss.job' as 'wf_timer')
    .selectAll()
    .where('singleton_key' as 'id', '=', timerId)
    .executeTakeFirst();
  return (job as unknown as { state: string } | undefined)?.state;
};
const ended = (instId: string) => waitFor(async () => (await instance(instId)).status === 'end', 10_000, 'the instance to end');

describe('BPMN timer events on pg-boss', () => {
  it('a non-interrupting boundary timer sends its notice once and keeps the task', async () => {
    await deploy(boundaryProcess('timerKeep', 'PT1S'));
    const { instId } = await start(zhangwei, 'timerKeep', {});
    const [row] = await timers(instId);
    expect(row).toMatchObject({ kind: 'bpmn', node_id: 'late', status: 'waiting' });
    await waitFor(async () => (await notices(instId)).length > 0, 10_000, 'the notice');
    await waitFor(async () => (await timers(instId))[0].status === 'fired');
    const [task] = await todoOf(zhangwei, instId);
    expect(task.nodeId).toBe('approve');
    expect((await notices(instId)).map((n) => n.to_user_id)).toEqual([lina.userId]);
    const listed = await zhangwei.get(`/runtime/timer/v1/listByInstId?instId=${instId}`);
    expect(listed.body.value).toEqual([expect.objectContaining({ kind: 'bpmn', nodeId: 'late', status: 'fired', taskId: null })]);
    expect((await wangqiang.get(`/runtime/timer/v1/listByInstId?instId=${instId}`)).status).toBe(403);
    expect((await complete(zhangwei, task.id)).status).toBe(200);
    expect((await instance(instId)).status).toBe('end');
    expect(await notices(instId)).toHaveLength(1);
  });

  it("an interrupting boundary timer ends the task and opens the leader's", async () => {
    await deploy(boundaryProcess('timerCut', 'PT1S', true));
    const { instId } = await start(zhangwei, 'timerCut', {});
    const [leaderTask] = await waitFor(async () => {
      const t = await todoOf(lina, instId);
      return t.length ? t : null;
    });
    expect(leaderTask.nodeId).toBe('notify');
    const rows = await tasks(instId);
    expect(rows.find((t) => t.node_id === 'approve')?.status).toBe('canceled');
    expect(await todoOf(zhangwei, instId)).toHaveLength(0);
    expect((await complete(lina, leaderTask.id)).status).toBe(200);
    expect((await instance(instId)).status).toBe('end');
  });

  it('a task completed before its timer: the timer is cancelled and its job does nothing', async () => {
    await deploy(boundaryProcess('timerEarly', 'PT1S'));
    const { instId } = await start(zhangwei, 'timerEarly', {});
    const [task] = await todoOf(zhangwei, instId);
    expect((await complete(zhangwei, task.id)).status).toBe(200);
    const [row] = await timers(instId);
    expect(row.status).toBe('cancelled');
    // the job runs at the timer's time and finds the row settled
    await waitFor(async () => {
      return (await jobState(row.id)) === 'completed';
    });
    expect(await notices(instId)).toHaveLength(0);
    expect((await instance(instId)).status).toBe('end');
  });

  it.each([
    ['timeDuration', 'timerCatch', (): string => 'PT1S'],
    ['timeDate', 'timerDate', (): string => new Date(Date.now() + 1500).toISOString()],
    ['timeCycle', 'timerCycle', (): string => 'R2/PT1S'],
  ] as const)('an intermediate timer catch (%s) runs to the end', async (kind, key, value) => {
    await deploy(
      processXml(
        key,
        [
          '<startEvent id="start"/>',
          `<intermediateCatchEvent id="wait">${timerDef(kind, value())}</intermediateCatchEvent>`,
          '<userTask id="after" name="After" wf:assignee="user:zhangwei"/>',
          '<endEvent id="end"/>',
          flow('start', 'wait'),
          flow('wait', 'after'),
          flow('after', 'end'),
        ].join('\n'),
      ),
    );
    const { instId, newTasks } = await start(zhangwei, key, {});
    expect(newTasks).toHaveLength(0);
    const [task] = await waitFor(async () => {
      const t = await todoOf(zhangwei, instId);
      return t.length ? t : null;
    });
    expect(task.nodeId).toBe('after');
    expect((await timers(instId)).every((t) => t.status === 'fired')).toBe(true);
    expect((await complete(zhangwei, task.id)).status).toBe(200);
    await ended(instId);
  });

  it('a waiting timer whose job is lost (a restored snapshot) gets one again and fires once', async () => {
    await deploy(boundaryProcess('timerLost', 'PT1S'));
    const { instId } = await start(zhangwei, 'timerLost', {});
    const [row] = await timers(instId);
    await ctx.db
      .deleteFrom('pgboss.job' as 'wf_timer')
      .where('singleton_key' as 'id', '=', row.id)
      .execute();
    expect(await resendLostTimerJobs(ctx.db)).toBe(1);
    expect(await resendLostTimerJobs(ctx.db)).toBe(0);
    await waitFor(async () => (await jobState(row.id)) === 'completed');
    expect((await timers(instId)).map((t) => t.status)).toEqual(['fired']);
    expect(await notices(instId)).toHaveLength(1);
  });

  it('a non-interrupting boundary cycle (R2/PT1S) sends its notice twice, then stops', async () => {
    await deploy(
      boundaryProcess('timerRepeat', 'PT1S').replace(
        /<timeDuration[^>]*>PT1S<\/timeDuration>/,
        '<timeCycle xsi:type="tFormalExpression">R2/PT1S</timeCycle>',
      ),
    );
    const { instId } = await start(zhangwei, 'timerRepeat', {});
    await waitFor(async () => (await notices(instId)).length >= 2, 15_000, 'two notices');
    await waitFor(async () => (await timers(instId)).every((t) => t.status !== 'waiting'), 15_000, 'the cycle to end');
    const rows = await timers(instId);
    expect(rows.map((t) => t.status)).toEqual(['fired', 'fired']);
    expect(rows.map((t) => t.repeat)).toEqual([2, 1]);
    expect(await notices(instId)).toHaveLength(2);
    const [task] = await todoOf(zhangwei, instId);
    expect((await complete(zhangwei, task.id)).status).toBe(200);
  });
});
