import { describe, expect, it } from 'vitest';
import { workflowSuite, type Loose } from './workflow-support.js';

const { ctx, htadmin: admin } = workflowSuite(['htadmin']);

const NS = [
  'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"',
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
  'xmlns:camunda="http://camunda.org/schema/1.0/bpmn"',
  'xmlns:zeebe="http://camunda.org/schema/zeebe/1.0"',
  'xmlns:activiti="http://activiti.org/bpmn"',
].join(' ');
const doc = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><definitions ${NS} id="defs" targetNamespace="t">${body}</definitions>`;
const proc = (id: string, body: string, executable = 'true') =>
  `<process id="${id}" isExecutable="${executable}"><startEvent id="${id}_s"/><sequenceFlow id="${id}_f1" sourceRef="${id}_s" targetRef="${id}_t"/>${body}<sequenceFlow id="${id}_f2" sourceRef="${id}_t" targetRef="${id}_e"/><endEvent id="${id}_e"/></process>`;

async function refusals(xml: string, extra: Record<string, unknown> = {}): Promise<{ code: string; elementId: string | null }[]> {
  const res = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml, ...extra });
  expect(res.status).toBe(400);
  expect(res.body.value.ok).toBe(false);
  for (const r of res.body.value.reasons) expect(r.message).not.toMatch(/^(workflow\.)?deploy\./);
  return res.body.value.reasons.map((r: Loose) => ({ code: r.code, elementId: r.elementId }));
}

const defCount = async (key: string) => (await ctx.db.selectFrom('wf_def').select('id').where('def_key', '=', key).execute()).length;

describe('standard BPMN: what is refused names its element', () => {
  it('a lone process with isExecutable="false" is refused with its reason (it used to deploy and answer 500 at start)', async () => {
    const reasons = await refusals(doc(proc('drawnOnly', '<task id="drawnOnly_t"/>', 'false')));
    expect(reasons).toEqual([{ code: 'notExecutable', elementId: 'drawnOnly' }]);
    expect(await defCount('drawnOnly')).toBe(0);
  });

  it('duplicate element ids are refused, naming the id', async () => {
    const xml = doc(proc('dupIds', '<task id="dupIds_t"/><task id="twice"/><userTask id="twice"/>'));
    expect(await refusals(xml)).toContainEqual({ code: 'duplicateId', elementId: 'twice' });
  });

  it('two executable processes: every reason of both is listed at once, none hides the other', async () => {
    const a = proc('procA', '<scriptTask id="procA_t" scriptFormat="js"><script>1</script></scriptTask>');
    const b = proc('procB', '<serviceTask id="procB_t" camunda:class="com.acme.Evil"/>');
    const reasons = await refusals(doc(a + b));
    expect(reasons).toEqual(
      expect.arrayContaining([
        { code: 'manyProcesses', elementId: 'procA' },
        { code: 'manyProcesses', elementId: 'procB' },
        { code: 'scriptTask', elementId: 'procA_t' },
        { code: 'codeAttribute', elementId: 'procB_t' },
      ]),
    );
  });

  it('code in a drawn-only pool is refused too, while the executable pool is named for its own code', async () => {
    const run = proc('runPool', '<task id="runPool_t" camunda:delegateExpression="${bean}"/>');
    const drawn = proc('drawnPool', '<scriptTask id="drawnPool_t"><script>x()</script></scriptTask>', 'false');
    const collab = `<collaboration id="c"><participant id="p1" processRef="runPool"/><participant id="p2" processRef="drawnPool"/></collaboration>`;
    const reasons = await refusals(doc(collab + run + drawn));
    expect(reasons).toEqual(
      expect.arrayContaining([
        { code: 'codeAttribute', elementId: 'runPool_t' },
        { code: 'scriptTask', elementId: 'drawnPool_t' },
      ]),
    );
    expect(reasons.map((r) => r.code)).not.toContain('manyProcesses');
  });

  it.each([
    ['camunda:executionListener', '<camunda:executionListener class="com.acme.Listener" event="start"/>', 'camunda:executionListener'],
    [
      'camunda:script nested in inputOutput',
      '<camunda:inputOutput><camunda:inputParameter name="x"><camunda:script scriptFormat="groovy">1</camunda:script></camunda:inputParameter></camunda:inputOutput>',
      'camunda:script',
    ],
    ['zeebe:taskDefinition', '<zeebe:taskDefinition type="payment-worker"/>', 'zeebe:taskDefinition'],
    ['activiti:taskListener class', '<activiti:taskListener event="create" class="org.acme.Assign"/>', 'activiti:taskListener'],
  ])('code inside extension elements (%s) names the task that carries it', async (_label, ext, type) => {
    const xml = doc(proc('extCode', `<task id="extCode_t"><extensionElements>${ext}</extensionElements></task>`));
    const res = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml });
    const reasons = res.body.value.reasons as Loose[];
    expect(reasons.some((r) => r.code === 'extensionCode' && r.elementId === 'extCode_t')).toBe(true);
    expect(reasons.find((r) => r.code === 'extensionCode').message).toContain(type);
  });

  it('harmless extension elements (properties, form fields) do not refuse a definition', async () => {
    const ext =
      '<camunda:properties><camunda:property name="colour" value="blue"/></camunda:properties><camunda:formData><camunda:formField id="amount" type="long"/></camunda:formData>';
    // the same form field on two tasks is not a duplicate element id
    const xml = doc(
      proc(
        'extHarmless',
        `<task id="extHarmless_t"><extensionElements>${ext}</extensionElements></task><sequenceFlow id="x" sourceRef="extHarmless_t" targetRef="again"/><manualTask id="again"><extensionElements>${ext}</extensionElements></manualTask>`,
      ),
    );
    const res = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml, validateOnly: true });
    expect(res.body.value).toMatchObject({ ok: true, defKey: 'extHarmless' });
  });

  it('a script condition names its flow; a script task names itself', async () => {
    const body = `<exclusiveGateway id="gw" default="fd"/><sequenceFlow id="fs" sourceRef="scripted_s" targetRef="gw"/>
      <sequenceFlow id="fc" sourceRef="gw" targetRef="scripted_t"><conditionExpression xsi:type="tFormalExpression" language="groovy">true</conditionExpression></sequenceFlow>
      <sequenceFlow id="fd" sourceRef="gw" targetRef="sc"/><scriptTask id="sc"><script>1</script></scriptTask><task id="scripted_t"/>`;
    const xml = doc(
      `<process id="scripted" isExecutable="true"><startEvent id="scripted_s"/>${body}<sequenceFlow id="fe" sourceRef="scripted_t" targetRef="e"/><endEvent id="e"/></process>`,
    );
    const reasons = await refusals(xml);
    expect(reasons).toEqual(
      expect.arrayContaining([
        { code: 'scriptCondition', elementId: 'fc' },
        { code: 'scriptTask', elementId: 'sc' },
      ]),
    );
  });

  it('timers must be ISO 8601; message events need a named message', async () => {
    const body = `<intermediateCatchEvent id="badTimer"><timerEventDefinition><timeDuration>in five minutes</timeDuration></timerEventDefinition></intermediateCatchEvent>
      <intermediateCatchEvent id="anonMessage"><messageEventDefinition/></intermediateCatchEvent>
      <sequenceFlow id="x1" sourceRef="badTimer" targetRef="anonMessage"/><sequenceFlow id="x2" sourceRef="anonMessage" targetRef="timers_t"/><task id="timers_t"/>`;
    const xml = doc(
      `<process id="timers" isExecutable="true"><startEvent id="timers_s"/><sequenceFlow id="x0" sourceRef="timers_s" targetRef="badTimer"/>${body}<sequenceFlow id="x3" sourceRef="timers_t" targetRef="e"/><endEvent id="e"/></process>`,
    );
    expect(await refusals(xml)).toEqual(
      expect.arrayContaining([
        { code: 'badTimer', elementId: 'badTimer' },
        { code: 'eventRef', elementId: 'anonMessage' },
      ]),
    );
  });

  it('an event sub process needs a start with a message, signal or timer; implicit ends and ##markers pass', async () => {
    const sub = `<subProcess id="noneSub" triggeredByEvent="true"><startEvent id="noneStart"/></subProcess>`;
    expect(await refusals(doc(proc('noneSubProc', `<task id="noneSubProc_t"/>${sub}`)))).toEqual(
      expect.arrayContaining([{ code: 'eventSubStart', elementId: 'noneSub' }]),
    );
    const implicit = doc(
      `<process id="implicitEnd" isExecutable="true"><startEvent id="s"/><sequenceFlow id="f" sourceRef="s" targetRef="last"/><serviceTask id="last" implementation="##WebService"/></process>`,
    );
    const ok = await admin.post('/flow/def/v1/deploy', { bpmnXml: implicit, validateOnly: true });
    expect(ok.body.value).toMatchObject({ ok: true, defKey: 'implicitEnd' });
  });

  it('a user task without an approver is refused only when no default approver is chosen, and is listed either way', async () => {
    const xml = doc(proc('noApprover', '<userTask id="noApprover_t" name="Check"/>'));
    const refused = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml, validateOnly: true });
    expect(refused.status).toBe(400);
    expect(refused.body.value.reasons).toEqual([expect.objectContaining({ code: 'noAssignee', elementId: 'noApprover_t' })]);
    expect(refused.body.value.unassigned).toEqual([{ id: 'noApprover_t', name: 'Check' }]);
    const bad = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml, defaultAssignee: 'somebody nice' });
    expect(bad.body.value.reasons.map((r: Loose) => r.code)).toContain('badDefaultAssignee');
    const ok = await admin.post('/flow/def/v1/deploy', { bpmnXml: xml, defaultAssignee: 'initiatorLeader' });
    expect(ok.body.value).toMatchObject({ ok: true, defKey: 'noApprover', unassigned: [{ id: 'noApprover_t', name: 'Check' }] });
    const model = (await ctx.db.selectFrom('wf_def').select('model').where('def_key', '=', 'noApprover').executeTakeFirstOrThrow())
      .model as Loose;
    expect(model.nodes.noApprover_t).toMatchObject({ assignee: [{ kind: 'initiatorLeader' }], defaultAssignee: true });
  });
});
