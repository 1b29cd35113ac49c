import { describe, expect, it } from 'vitest';
import { workflowSuite, type Loose } from './workflow-support.js';

/** Issue 29 item 8: check only deploys nothing; names per language from the file; no flow relabels another's form. */
const { ctx, htadmin: admin } = workflowSuite(['htadmin']);

const NS = 'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:wf="http://approval-portal.local/schema/wf"';
const FILE = (key: string) => `<?xml version="1.0" encoding="UTF-8"?><definitions ${NS} id="d_${key}" targetNamespace="t">
  <process id="${key}" name="出差申请" wf:name-en-US="Business trip" wf:name-id="Perjalanan dinas" isExecutable="true">
    <documentation xml:lang="zh-CN">出差审批</documentation>
    <startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/>
    <userTask id="t" name="审批" wf:assignee="initiator"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>
  </process></definitions>`;

const DEPLOY = '/flow/def/v1/deploy';
const versions = async (key: string) => (await ctx.db.selectFrom('wf_def').select('id').where('def_key', '=', key).execute()).length;
async function mainRow(key: string, lang = 'zh-CN'): Promise<Loose> {
  const res = await admin.post(
    '/flow/def/v1/query',
    { pageBean: { page: 1, pageSize: 5 }, querys: [{ property: 'defKey', value: key, operation: 'EQUAL' }] },
    lang,
  );
  return res.body.value.rows[0];
}

describe('deploy: check only, names and descriptions per language, the form of another flow', () => {
  it('check only answers valid without a version, and writes nothing', async () => {
    const key = `trip${Date.now()}`;
    const res = await admin.post(DEPLOY, { bpmnXml: FILE(key), validateOnly: true });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ ok: true, defId: null, version: null });
    expect(await versions(key)).toBe(0);
  });

  it('a name given in Chinese only takes the other languages from the file; descriptions are kept per language', async () => {
    const key = `trip${Date.now()}b`;
    const res = await admin.post(DEPLOY, {
      bpmnXml: FILE(key),
      name: { 'zh-CN': '差旅申请', 'en-US': '', id: '' },
      description: { 'en-US': 'Trips away from the office', id: 'Perjalanan ke luar kantor' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await ctx.db.selectFrom('wf_def').select(['name', 'description']).where('def_key', '=', key).executeTakeFirstOrThrow();
    expect(row.name).toEqual({ 'zh-CN': '差旅申请', 'en-US': 'Business trip', id: 'Perjalanan dinas' });
    expect(row.description).toEqual({ 'zh-CN': '出差审批', 'en-US': 'Trips away from the office', id: 'Perjalanan ke luar kantor' });
    expect((await mainRow(key, 'en-US')).description).toBe('Trips away from the office');
  });

  it("deploying a flow that names an existing form leaves that form's name as it was", async () => {
    const leave = await mainRow('leaveRequest');
    expect(leave.formKey).toBe('leaveForm');
    const before = leave.formName;
    expect(before).toBeTruthy();
    const key = `trip${Date.now()}c`;
    expect((await admin.post(DEPLOY, { bpmnXml: FILE(key), formKey: 'leaveForm' })).status).toBe(200);
    const trip = await mainRow(key);
    expect(trip.name).toBe('出差申请');
    expect(trip.formName).toBe(before);
    expect((await mainRow('leaveRequest')).formName).toBe(before);
    expect(trip.formName).not.toContain('出差');
  });
});
