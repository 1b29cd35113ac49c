import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../server/src/lib/time-zone.js';
import { createTestApp } from './support/test-app.js';
import { as, complete, LEAVE, start, todoOf, workflowSuite } from './workflow-support.js';

const { ctx, htadmin: admin, zhangwei } = workflowSuite(['htadmin', 'zhangwei']);

const DEAD_END = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:wf="http://approval-portal.local/schema/wf" id="d" targetNamespace="t">
  <process id="deadEnd" isExecutable="true">
    <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="fill"/>
    <userTask id="fill" name="Fill" wf:assignee="initiator"/><sequenceFlow id="f2" sourceRef="fill" targetRef="gw"/>
    <exclusiveGateway id="gw"/>
    <sequenceFlow id="big" sourceRef="gw" targetRef="e"><conditionExpression xsi:type="tFormalExpression">=days &gt; 3</conditionExpression></sequenceFlow>
    <sequenceFlow id="none" sourceRef="gw" targetRef="e"><conditionExpression xsi:type="tFormalExpression">=days &lt; 1</conditionExpression></sequenceFlow>
    <endEvent id="e"/>
  </process>
</definitions>`;

describe('engine failures and the exception list', () => {
  it('a step the definition cannot take is rolled back, answered clearly and recorded as an exception', async () => {
    expect((await admin.post('/flow/def/v1/deploy', { bpmnXml: DEAD_END })).status).toBe(200);
    const { instId } = await start(zhangwei, 'deadEnd', { days: 2 });
    const [t] = await todoOf(zhangwei, instId);
    const res = await complete(zhangwei, t.id);
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('The process failed at step gw; it was recorded as an exception');
    // nothing of the step stayed: the task is still open
    expect((await todoOf(zhangwei, instId)).map((x) => x.id)).toEqual([t.id]);
    const list = await admin.post('/runtime/bpmTaskException/v1/list', {});
    const row = list.body.value.rows.find((r: { procInstId: string }) => r.procInstId === instId);
    expect(row).toMatchObject({ code: 'engine', nodeId: 'gw' });
    expect((await zhangwei.post('/runtime/bpmTaskException/v1/list', {})).status).toBe(403);
    const csv = await ctx.app.inject({
      method: 'POST',
      url: '/runtime/bpmTaskException/v1/export',
      headers: { 'p-auth': admin.token, 'p-langid': 'en-US', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Flow,Subject,Step,Reason,Time');
    const tree = await admin.post('/runtime/bpmTaskException/v1/typeTree', {});
    expect(tree.body.value.counts.null).toBe(1);
    expect((await admin.del(`/runtime/bpmTaskException/v1/delete?ids=${row.id}`)).body.value).toBe(1);
  });

  it('a node without any approver goes to the administrators with an exception', async () => {
    // wangqiang leads the root organisation: nobody is above him
    const wangqiang = await as(ctx, 'wangqiang');
    const { instId } = await start(wangqiang, 'leaveRequest', LEAVE);
    const [t] = await todoOf(admin, instId);
    expect(t.nodeId).toBe('leaderApprove');
    const ex = (await admin.post('/runtime/bpmTaskException/v1/list', {})).body.value.rows.find(
      (r: { procInstId: string }) => r.procInstId === instId,
    );
    expect(ex).toMatchObject({ code: 'noApprover', message: 'No approver was found for the step; it went to the administrators' });
    // issue 29: the step is named in the reader's language (the definition's wf:name-*), not in the one it was recorded in
    expect(ex.nodeName).toBe('Direct leader approval');
    const inIndonesian = (await admin.post('/runtime/bpmTaskException/v1/list', {}, 'id')).body.value.rows.find(
      (r: { procInstId: string }) => r.procInstId === instId,
    );
    expect(inIndonesian.nodeName).toBe('Persetujuan atasan langsung');
    const inChinese = (await admin.post('/runtime/bpmTaskException/v1/list', {}, 'zh-CN')).body.value.rows.find(
      (r: { procInstId: string }) => r.procInstId === instId,
    );
    expect(inChinese.nodeName).toBe('直属领导审批');
    const csv = await ctx.app.inject({
      method: 'POST',
      url: '/runtime/bpmTaskException/v1/export',
      headers: { 'p-auth': admin.token, 'p-langid': 'id', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(csv.body).toContain('Persetujuan atasan langsung');
    expect(csv.body).not.toContain('直属领导审批');
  });
});

describe('the summary of an instance', () => {
  it('by default tells who, what, how much and when from the form and the definition only', async () => {
    const res = await zhangwei.post('/runtime/instance/v1/start', { defKey: 'leaveRequest', formData: LEAVE }, 'zh-CN');
    const inst = await ctx.db
      .selectFrom('wf_instance')
      .select(['ai_summary', 'create_time'])
      .where('id', '=', res.body.value.instId)
      .executeTakeFirstOrThrow();
    // a start without P-TimeZone names the day in the company's zone
    const day = dayIn(new Date(inst.create_time), ctx.config.printTimeZone);
    expect(inst.ai_summary).toBe(`张伟于${day}发起「请假申请」：请假类型：年假；请假天数：5；开始日期：2026-03-02；结束日期：2026-03-06。`);
  });

  it('with config.llm set, asks the OpenAI-compatible endpoint with the same facts and stores its answer', async () => {
    let asked: { model: string; messages: { role: string; content: string }[] } | undefined;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        // one request per language, the initiator's first: its facts are checked below
        asked ??= JSON.parse(body);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { content: 'Zhang Wei asks for 5 days of annual leave from 2 March.' } }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    const withLlm = await createTestApp({ llm: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'test', model: 'tiny' } });
    try {
      const c = await as(withLlm, 'zhangwei');
      const { instId } = await start(c, 'leaveRequest', LEAVE);
      let summary: string | null = null;
      for (let i = 0; i < 100 && summary?.startsWith('Zhang') !== true; i++) {
        await new Promise((r) => setTimeout(r, 50));
        summary = (await withLlm.db.selectFrom('wf_instance').select('ai_summary').where('id', '=', instId).executeTakeFirstOrThrow())
          .ai_summary;
      }
      expect(summary).toBe('Zhang Wei asks for 5 days of annual leave from 2 March.');
      expect(asked?.model).toBe('tiny');
      const facts = JSON.parse(asked!.messages[1].content);
      expect(facts).toMatchObject({ who: '张伟', what: 'Leave request', items: expect.arrayContaining([{ label: 'Days', value: '5' }]) });
    } finally {
      await withLlm.close();
      server.close();
    }
  });
});
