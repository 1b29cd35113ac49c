import { bpmn, endEvent, startEvent, userTask } from './support/bpmn.js';
import type { Client } from './workflow-support.js';
import type { TestContext } from './support/test-app.js';

/** A user task whose tasks may be batch-approved (`wf:batchApprove="true"`). */
export const batchTask = (id: string, assignee: string) => userTask(id, assignee).replace(/\/>$/, ' wf:batchApprove="true"/>');

/** A straight flow start -> nodes -> end on the leave form, with the process's own wf: attributes. */
export function straightFlow(id: string, nodes: string[], processAttrs = ''): string {
  const ids = nodes.map((n) => /id="([^"]+)"/.exec(n)![1]);
  const xml = bpmn({ id, nodes: [startEvent('start'), ...nodes, endEvent('end')], paths: [['start', ...ids, 'end'].join(' ')] });
  return processAttrs ? xml.replace('isExecutable="true"', `isExecutable="true" ${processAttrs}`) : xml;
}

export async function deploy(admin: Client, xml: string, formKey = 'leaveForm'): Promise<void> {
  const res = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml, formKey });
  if (res.status !== 200) throw new Error(`deploy failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The subjects of the inner messages a user received. */
export async function messagesTo(ctx: TestContext, userId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('inner_message_receiver as r')
    .innerJoin('inner_message as m', 'm.id', 'r.message_id')
    .select('m.subject')
    .where('r.receiver_id', '=', userId)
    .orderBy('m.created_at')
    .execute();
  return rows.map((r) => r.subject);
}

/** History rows of an instance in order. */
export async function history(ctx: TestContext, instId: string) {
  return ctx.db
    .selectFrom('wf_opinion')
    .select(['node_id', 'status', 'auditor_id', 'opinion', 'task_id'])
    .where('inst_id', '=', instId)
    .orderBy('complete_time')
    .orderBy('id')
    .execute();
}
