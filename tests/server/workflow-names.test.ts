import { describe, expect, it } from 'vitest';
import { LEAVE, start, type Client, type Loose, workflowSuite } from './workflow-support.js';

const { htadmin: admin, zhangwei, lina } = workflowSuite(['htadmin', 'zhangwei', 'lina']);

const NS = 'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:wf="http://approval-portal.local/schema/wf"';
const CJK = /[\u4e00-\u9fff]/;

async function todoRow(c: Client, instId: string, lang: string) {
  const res = await c.post('/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 50 } }, lang);
  return (res.body.value.rows as Loose[]).find((r) => r.procInstId === instId);
}

describe('flow and node names per language (issue: Chinese names in the English portal)', () => {
  it('the demo flows name the flow and every node in zh-CN, en-US and id', async () => {
    const { instId } = await start(zhangwei, 'leaveRequest', LEAVE);
    expect(await todoRow(lina, instId, 'en-US')).toMatchObject({ name: 'Direct leader approval', procDefName: 'Leave request' });
    expect(await todoRow(lina, instId, 'id')).toMatchObject({ name: 'Persetujuan atasan langsung', procDefName: 'Permohonan cuti' });
    expect(await todoRow(lina, instId, 'zh-CN')).toMatchObject({ name: '直属领导审批', procDefName: '请假申请' });

    for (const lang of ['en-US', 'id']) {
      const image = (await lina.get(`/runtime/instance/v1/getBpmImage?proInstId=${instId}`, lang)).body.value;
      const names: string[] = image.nodes.map((n: Loose) => n.name);
      expect(names.filter((n) => CJK.test(n))).toEqual([]);
      // the diagram is drawn from the XML: its labels (node and edge names) follow the reader too
      const labels = [...(image.bpmnXml as string).matchAll(/\sname="([^"]*)"/g)].map((m) => m[1]);
      expect(labels.length).toBeGreaterThan(5);
      expect(labels.filter((n) => CJK.test(n))).toEqual([]);
      const opinions: Loose[] = (await lina.get(`/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`, lang)).body.value;
      expect(opinions.length).toBeGreaterThan(0);
      expect(opinions.filter((o) => CJK.test(o.taskName))).toEqual([]);
    }
  });

  it('reads wf:name-<lang> on the process and its nodes, falling back to the BPMN name', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><definitions ${NS} id="d_named" targetNamespace="t">
      <process id="namedFlow" name="命名流程" wf:name-en-US="Named flow" wf:name-ID="Alur bernama" isExecutable="true">
      <startEvent id="s" name="开始"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
      <userTask id="t" name="审批" wf:name-en="Approve" wf:assignee="initiator"/>
      <sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/></process></definitions>`;
    const deployed = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml });
    expect(deployed.status).toBe(200);
    const { instId } = await start(zhangwei, 'namedFlow', {});
    expect(await todoRow(zhangwei, instId, 'en-US')).toMatchObject({ name: 'Approve', procDefName: 'Named flow' });
    // no Indonesian node name: the BPMN name stands in
    expect(await todoRow(zhangwei, instId, 'id')).toMatchObject({ name: '审批', procDefName: 'Alur bernama' });
    expect(await todoRow(zhangwei, instId, 'zh-CN')).toMatchObject({ name: '审批', procDefName: '命名流程' });
  });
});

describe("the AI summary in the reader's language (issue: the initiator's language was shown to everyone)", () => {
  it('a flow started in Chinese reads in English and Indonesian to readers of those languages', async () => {
    const res = await zhangwei.post('/runtime/instance/v1/start', { defKey: 'leaveRequest', formData: LEAVE }, 'zh-CN');
    expect(res.status).toBe(200);
    const instId = res.body.value.instId as string;
    const en = (await todoRow(lina, instId, 'en-US')).aiSummaryResult as string;
    expect(en).toMatch(/^张伟 started "Leave request" on \d{4}-\d{2}-\d{2}: Leave type: Annual leave; Days: 5/);
    const id = (await todoRow(lina, instId, 'id')).aiSummaryResult as string;
    expect(id).toMatch(/^张伟 memulai "Permohonan cuti" pada .*Jenis cuti: Cuti tahunan/);
    expect((await todoRow(lina, instId, 'zh-CN')).aiSummaryResult).toMatch(/^张伟于.*发起「请假申请」：请假类型：年假/);
    const mine = await zhangwei.post('/runtime/instance/v1/getMyRequestList', { pageBean: { page: 1, pageSize: 50 } }, 'en-US');
    expect((mine.body.value.rows as Loose[]).find((r) => r.id === instId)?.aiSummaryResult).toBe(en);
  });
});
