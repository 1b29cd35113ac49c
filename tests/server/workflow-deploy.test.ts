import { describe, expect, it } from 'vitest';
import { workflowSuite } from './workflow-support.js';
import { runStep, EngineError } from '../../server/src/workflow/engine/runner.js';

const { ctx, htadmin: admin, zhangwei } = workflowSuite(['htadmin', 'zhangwei']);

const NS =
  'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:wf="http://approval-portal.local/schema/wf" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"';
const wrap = (id: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><definitions ${NS} id="d_${id}" targetNamespace="t"><process id="${id}" isExecutable="true">${body}</process></definitions>`;
const g = globalThis as { __wfPwned?: boolean };

const SCRIPT_TASK = wrap(
  'evilScript',
  `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="x"/>
   <scriptTask id="x" scriptFormat="javascript"><script>globalThis.__wfPwned = true; next();</script></scriptTask>
   <sequenceFlow id="f2" sourceRef="x" targetRef="e"/><endEvent id="e"/>`,
);
const SCRIPT_CONDITION = wrap(
  'evilCondition',
  `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="gw"/>
   <exclusiveGateway id="gw" default="f3"/>
   <sequenceFlow id="f2" sourceRef="gw" targetRef="t"><conditionExpression xsi:type="tFormalExpression" language="javascript">globalThis.__wfPwned = true; next(null, true);</conditionExpression></sequenceFlow>
   <sequenceFlow id="f3" sourceRef="gw" targetRef="e"/>
   <userTask id="t" wf:assignee="initiator"/><sequenceFlow id="f4" sourceRef="t" targetRef="e"/><endEvent id="e"/>`,
);
const CONSTRUCTOR = wrap(
  'evilExpression',
  `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="gw"/>
   <exclusiveGateway id="gw" default="f3"/>
   <sequenceFlow id="f2" sourceRef="gw" targetRef="t"><conditionExpression xsi:type="tFormalExpression">\${environment.constructor.constructor('globalThis.__wfPwned = true')()}</conditionExpression></sequenceFlow>
   <sequenceFlow id="f3" sourceRef="gw" targetRef="e"/>
   <userTask id="t" wf:assignee="initiator"/><sequenceFlow id="f4" sourceRef="t" targetRef="e"/><endEvent id="e"/>`,
);

async function defCount(key: string) {
  return (await ctx.db.selectFrom('wf_def').select('id').where('def_key', '=', key).execute()).length;
}

describe('deployment refuses code, with the reasons listed in the caller language', () => {
  it.each([
    ['a script task', SCRIPT_TASK, 'evilScript', 'scriptTask'],
    ['a script condition', SCRIPT_CONDITION, 'evilCondition', 'scriptCondition'],
    ['an expression reaching constructor', CONSTRUCTOR, 'evilExpression', 'unsafeExpression'],
  ])('%s is refused and nothing of it runs', async (_label, xml, key, code) => {
    g.__wfPwned = false;
    const res = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml });
    expect(res.status).toBe(400);
    expect(res.body.state).toBe(false);
    expect(res.body.value.ok).toBe(false);
    expect(res.body.value.reasons.map((r: { code: string }) => r.code)).toContain(code);
    expect(await defCount(key)).toBe(0);
    // it cannot be started either
    expect((await zhangwei.post('/runtime/instance/v1/start', { defKey: key, formData: {} })).status).toBe(404);
    expect(g.__wfPwned).toBe(false);
  });

  it('gives the reasons in Chinese and Indonesian too', async () => {
    const zh = await admin.post('/flow/def/v1/deploy', { bpmnXml: SCRIPT_TASK }, 'zh-CN');
    expect(zh.body.message).toBe('流程定义未通过检查，共1个问题');
    expect(zh.body.value.reasons[0]).toMatchObject({ code: 'scriptTask', elementId: 'x', message: '不允许脚本任务（scriptTask）' });
    const id = await admin.post('/flow/def/v1/deploy', { bpmnXml: SCRIPT_TASK }, 'id');
    expect(id.body.value.reasons[0].message).toBe('Tugas skrip tidak diizinkan');
  });

  it('lists every problem at once', async () => {
    const xml = wrap(
      'manyProblems',
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="svc"/>
       <serviceTask id="svc" implementation="\${environment.services.run}" camunda:class="com.Evil"/>
       <sequenceFlow id="f2" sourceRef="svc" targetRef="mi"/>
       <sendTask id="mi"><multiInstanceLoopCharacteristics isSequential="false"/></sendTask>
       <sequenceFlow id="f3" sourceRef="mi" targetRef="tm"/>
       <intermediateCatchEvent id="tm"><conditionalEventDefinition><condition>=true</condition></conditionalEventDefinition></intermediateCatchEvent>
       <sequenceFlow id="f4" sourceRef="tm" targetRef="e"/><endEvent id="e"/>`,
    );
    const res = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml });
    const codes = res.body.value.reasons.map((r: { code: string }) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['code', 'codeAttribute', 'loopUnsupported', 'eventDefinition']));
    for (const r of res.body.value.reasons) expect(r.message).not.toMatch(/^deploy\./);
  });

  it('refuses malformed XML, DOCTYPE entities and a bad FEEL expression', async () => {
    expect((await admin.post('/flow/def/v1/deploy', { bpmnXml: '<definitions' })).body.value.reasons[0].code).toBe('xmlInvalid');
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>${wrap('xxe', '<startEvent id="s"/>')}`;
    expect((await admin.post('/flow/def/v1/deploy', { bpmnXml: xxe })).body.value.reasons[0].code).toBe('doctype');
    const bad = wrap(
      'badFeel',
      `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="gw"/><exclusiveGateway id="gw" default="f3"/>
       <sequenceFlow id="f2" sourceRef="gw" targetRef="e"><conditionExpression xsi:type="tFormalExpression">=days &gt;</conditionExpression></sequenceFlow>
       <sequenceFlow id="f3" sourceRef="gw" targetRef="e"/><endEvent id="e"/>`,
    );
    expect((await admin.post('/flow/def/v1/deploy', { bpmnXml: bad })).body.value.reasons.map((r: { code: string }) => r.code)).toContain(
      'badExpression',
    );
  });

  it('only an admin deploys', async () => {
    const res = await zhangwei.post('/flow/def/v1/deploy', { bpmnXml: SCRIPT_TASK });
    expect(res.status).toBe(403);
  });

  it('deploys a clean definition as a new main version, and validateOnly deploys nothing', async () => {
    const xml = (name: string) =>
      wrap(
        'simpleOk',
        `<startEvent id="s"/><sequenceFlow id="f1" sourceRef="s" targetRef="t"/><userTask id="t" name="${name}" wf:assignee="initiatorLeader"/><sequenceFlow id="f2" sourceRef="t" targetRef="e"/><endEvent id="e"/>`,
      );
    const check = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml('A'), validateOnly: true });
    expect(check.body.value).toMatchObject({ ok: true, defId: null, defKey: 'simpleOk' });
    expect(await defCount('simpleOk')).toBe(0);
    const v1 = await admin.post('/flow/def/v1/deploy', {
      bpmnXml: xml('A'),
      name: { 'zh-CN': '简单', 'en-US': 'Simple', id: 'Sederhana' },
      typeId: 'type_hr',
    });
    const v2 = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml('B') });
    expect(v1.body.value.version).toBe(1);
    expect(v2.body.value.version).toBe(2);
    const main = await admin.post('/flow/def/v1/query', { querys: [{ property: 'defKey', value: 'simpleOk', operation: 'EQUAL' }] });
    expect(main.body.value.rows).toHaveLength(1);
    expect(main.body.value.rows[0]).toMatchObject({ version: 2, isMain: 'Y', name: 'Simple', typeId: 'type_hr' });
    const all = await admin.post('/flow/def/v1/listJson', { querys: [{ property: 'DEF_KEY_', value: 'simpleOk' }] });
    expect(all.body.value.total).toBe(2);
  });
});

describe('the engine itself never runs a script, even if handed one', () => {
  const scope = { data: {} };
  it('a script task fails instead of running', async () => {
    g.__wfPwned = false;
    await expect(runStep({ name: 'x', xml: SCRIPT_TASK, state: null, scope })).rejects.toBeInstanceOf(EngineError);
    expect(g.__wfPwned).toBe(false);
  });
  it('a script condition fails instead of counting as true', async () => {
    g.__wfPwned = false;
    await expect(runStep({ name: 'x', xml: SCRIPT_CONDITION, state: null, scope })).rejects.toBeInstanceOf(EngineError);
    expect(g.__wfPwned).toBe(false);
  });
  it('a ${...constructor...} expression is refused by the FEEL handler', async () => {
    g.__wfPwned = false;
    await expect(runStep({ name: 'x', xml: CONSTRUCTOR, state: null, scope })).rejects.toThrow();
    expect(g.__wfPwned).toBe(false);
  });
});
