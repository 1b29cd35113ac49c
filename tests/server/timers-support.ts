import { afterAll, beforeAll } from 'vitest';
import { startWorkers } from '../../server/src/workers.js';
import type { RunningJobs } from '../../server/src/jobs/boss.js';
import type { TestContext } from './support/test-app.js';

const WF = 'xmlns:wf="http://approval-portal.local/schema/wf"';
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

/** A process written out in full (timer events need their own children, which the compact helper does not write). */
export const processXml = (id: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" ${XSI} ${WF} id="d_${id}" targetNamespace="t">
  <process id="${id}" name="${id}" isExecutable="true">
${body}
  </process>
</definitions>`;

export const flow = (from: string, to: string) => `<sequenceFlow id="${from}_${to}" sourceRef="${from}" targetRef="${to}"/>`;

export const timerDef = (kind: 'timeDuration' | 'timeDate' | 'timeCycle', value: string) =>
  `<timerEventDefinition><${kind} xsi:type="tFormalExpression">${value}</${kind}></timerEventDefinition>`;

export const boundaryTimer = (id: string, attachedTo: string, duration: string, interrupting: boolean) =>
  `<boundaryEvent id="${id}" attachedToRef="${attachedTo}" cancelActivity="${interrupting}">${timerDef('timeDuration', duration)}</boundaryEvent>`;

/** start -> approve (zhangwei) -> end, its boundary timer `escalate` -> a notice to lina -> its own end. */
export const boundaryProcess = (id: string, duration: string, interrupting = false) =>
  processXml(
    id,
    [
      '<startEvent id="start"/>',
      '<userTask id="approve" name="Approve" wf:assignee="user:zhangwei"/>',
      '<endEvent id="end"/>',
      boundaryTimer('late', 'approve', duration, interrupting),
      interrupting
        ? '<userTask id="notify" name="Leader takes over" wf:assignee="user:lina"/>'
        : '<serviceTask id="notify" name="Tell the leader" wf:notice="user:lina"/>',
      '<endEvent id="end2"/>',
      flow('start', 'approve'),
      flow('approve', 'end'),
      flow('late', 'notify'),
      flow('notify', 'end2'),
    ].join('\n'),
  );

/** Runs this test file's own job worker (polling every half second) against its database. */
export function useJobWorker(ctx: TestContext): { jobs: RunningJobs } {
  const holder = {} as { jobs: RunningJobs };
  beforeAll(async () => {
    holder.jobs = await startWorkers(ctx, ctx.url, () => {}, { pollSeconds: 0.5, maintenanceSeconds: 1, expireSeconds: 5, worker: true });
  });
  afterAll(async () => {
    await holder.jobs?.stop();
  });
  return holder;
}

/** Waits (polling) until `check` answers something truthy; fails after `ms`. */
export async function waitFor<T>(check: () => Promise<T>, ms = 10_000, what = 'condition'): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
