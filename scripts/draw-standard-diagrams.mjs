#!/usr/bin/env node
/**
 * Draws the standard BPMN diagrams of tests/server/fixtures/bpmn/standard/ with the bpmn-js Modeler
 * itself (headless Chromium), through its modelling API, and saves what saveXML exports. Nothing in
 * them is ours: no wf: attribute, so they stand for diagrams a company brings from another tool.
 *
 *   node scripts/draw-standard-diagrams.mjs
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const modelerJs = path.join(path.dirname(require.resolve('bpmn-js/package.json')), 'dist/bpmn-modeler.production.min.js');
const outDir = path.join(root, 'tests/server/fixtures/bpmn/standard');

/**
 * Each diagram: its process, the messages and signals it names, its shapes (x, y are centres; `in`
 * a sub process or pool, `on` the host of a boundary event) and its flows `[from, to, condition?]`.
 * A `pool` draws a second, non-executable participant beside the executable one.
 */
const DIAGRAMS = [
  {
    file: 'tasks.bpmn',
    process: { id: 'stdTasks', name: 'Plain, manual and user tasks' },
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 100, y: 100 },
      { id: 'plain', type: 'bpmn:Task', name: 'Prepare documents', x: 220, y: 100 },
      { id: 'manual', type: 'bpmn:ManualTask', name: 'Sign on paper', x: 380, y: 100 },
      { id: 'review', type: 'bpmn:UserTask', name: 'Review', x: 540, y: 100 },
      { id: 'send', type: 'bpmn:SendTask', name: 'Send notice', x: 700, y: 100 },
      { id: 'end', type: 'bpmn:EndEvent', x: 840, y: 100 },
      { id: 'note', type: 'bpmn:TextAnnotation', text: 'Drawn in the bpmn-js modeler', x: 300, y: 240 },
      { id: 'paper', type: 'bpmn:DataObjectReference', name: 'Signed paper', x: 460, y: 240 },
      { id: 'archive', type: 'bpmn:DataStoreReference', name: 'Archive', x: 620, y: 240 },
    ],
    flows: [
      ['start', 'plain'],
      ['plain', 'manual'],
      ['manual', 'review'],
      ['review', 'send'],
      ['send', 'end'],
    ],
    associations: [['note', 'plain']],
  },
  {
    file: 'multi-instance.bpmn',
    process: { id: 'stdMulti', name: 'Multi-instance' },
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 100, y: 100 },
      {
        id: 'votes',
        type: 'bpmn:UserTask',
        name: 'Panel votes',
        x: 240,
        y: 100,
        loop: { parallel: true, completion: '=nrOfCompletedInstances >= 2' },
      },
      { id: 'inTurn', type: 'bpmn:UserTask', name: 'In turn', x: 400, y: 100, loop: { parallel: false, cardinality: '2' } },
      { id: 'copies', type: 'bpmn:Task', name: 'Make copies', x: 560, y: 100, loop: { parallel: true, cardinality: '3' } },
      { id: 'rounds', type: 'bpmn:SubProcess', x: 860, y: 100, width: 300, height: 160, loop: { parallel: false, cardinality: '2' } },
      { id: 'roundStart', type: 'bpmn:StartEvent', in: 'rounds', x: 760, y: 100 },
      { id: 'roundCheck', type: 'bpmn:UserTask', name: 'Round check', in: 'rounds', x: 860, y: 100 },
      { id: 'roundEnd', type: 'bpmn:EndEvent', in: 'rounds', x: 960, y: 100 },
      { id: 'end', type: 'bpmn:EndEvent', x: 1080, y: 100 },
    ],
    flows: [
      ['start', 'votes'],
      ['votes', 'inTurn'],
      ['inTurn', 'copies'],
      ['copies', 'rounds'],
      ['roundStart', 'roundCheck'],
      ['roundCheck', 'roundEnd'],
      ['rounds', 'end'],
    ],
  },
  {
    file: 'callee.bpmn',
    process: { id: 'stdCallee', name: 'Called check' },
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 100, y: 100 },
      { id: 'check', type: 'bpmn:UserTask', name: 'Check in the called flow', x: 260, y: 100 },
      { id: 'end', type: 'bpmn:EndEvent', x: 420, y: 100 },
    ],
    flows: [
      ['start', 'check'],
      ['check', 'end'],
    ],
  },
  {
    file: 'call-activity.bpmn',
    process: { id: 'stdCaller', name: 'Caller' },
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 100, y: 100 },
      { id: 'call', type: 'bpmn:CallActivity', name: 'Call the check', calledElement: 'stdCallee', x: 260, y: 100 },
      { id: 'after', type: 'bpmn:UserTask', name: 'After the call', x: 420, y: 100 },
      { id: 'end', type: 'bpmn:EndEvent', x: 580, y: 100 },
    ],
    flows: [
      ['start', 'call'],
      ['call', 'after'],
      ['after', 'end'],
    ],
  },
  {
    file: 'timers.bpmn',
    process: { id: 'stdTimers', name: 'Timers' },
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 100, y: 100 },
      { id: 'wait', type: 'bpmn:IntermediateCatchEvent', name: 'One second', timer: ['timeDuration', 'PT1S'], x: 200, y: 100 },
      { id: 'approve', type: 'bpmn:UserTask', name: 'Approve in time', x: 330, y: 100 },
      {
        id: 'late',
        type: 'bpmn:BoundaryEvent',
        name: 'Too late',
        on: 'approve',
        cancelActivity: true,
        timer: ['timeDuration', 'PT1S'],
        x: 330,
        y: 140,
      },
      {
        id: 'remind',
        type: 'bpmn:BoundaryEvent',
        name: 'Reminder',
        on: 'approve',
        cancelActivity: false,
        timer: ['timeCycle', 'R2/PT1S'],
        x: 300,
        y: 140,
      },
      { id: 'reminded', type: 'bpmn:Task', name: 'Remind', x: 300, y: 260 },
      { id: 'remindedEnd', type: 'bpmn:EndEvent', x: 300, y: 380 },
      { id: 'escalate', type: 'bpmn:UserTask', name: 'Escalated', x: 480, y: 240 },
      {
        id: 'deadline',
        type: 'bpmn:IntermediateCatchEvent',
        name: 'Fixed date',
        timer: ['timeDate', '2020-01-01T00:00:00Z'],
        x: 620,
        y: 240,
      },
      { id: 'end', type: 'bpmn:EndEvent', x: 620, y: 100 },
    ],
    flows: [
      ['start', 'wait'],
      ['wait', 'approve'],
      ['approve', 'end'],
      ['late', 'escalate'],
      ['escalate', 'deadline'],
      ['deadline', 'end'],
      ['remind', 'reminded'],
      ['reminded', 'remindedEnd'],
    ],
  },
  {
    file: 'events.bpmn',
    process: { id: 'stdEvents', name: 'Messages, signals and an event-based gateway' },
    messages: [
      { id: 'Message_paid', name: 'paid' },
      { id: 'Message_approved', name: 'approved' },
      { id: 'Message_withdrawn', name: 'withdrawn' },
    ],
    signals: [{ id: 'Signal_cancel', name: 'cancelAll' }],
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 100, y: 100 },
      { id: 'receive', type: 'bpmn:ReceiveTask', name: 'Wait for payment', messageRef: 'Message_paid', x: 240, y: 100 },
      { id: 'gate', type: 'bpmn:EventBasedGateway', x: 380, y: 100 },
      { id: 'onApproved', type: 'bpmn:IntermediateCatchEvent', name: 'Approved', message: 'Message_approved', x: 480, y: 40 },
      { id: 'onCancel', type: 'bpmn:IntermediateCatchEvent', name: 'Cancelled', signal: 'Signal_cancel', x: 480, y: 160 },
      { id: 'onTimeout', type: 'bpmn:IntermediateCatchEvent', name: 'A day', timer: ['timeDuration', 'P1D'], x: 480, y: 280 },
      { id: 'confirm', type: 'bpmn:UserTask', name: 'Confirm', x: 620, y: 40 },
      { id: 'withdraw', type: 'bpmn:BoundaryEvent', name: 'Withdrawn', on: 'confirm', message: 'Message_withdrawn', x: 640, y: 80 },
      {
        id: 'noted',
        type: 'bpmn:BoundaryEvent',
        name: 'Noted',
        on: 'confirm',
        cancelActivity: false,
        signal: 'Signal_cancel',
        x: 600,
        y: 80,
      },
      { id: 'withdrawnEnd', type: 'bpmn:EndEvent', x: 780, y: 260 },
      { id: 'notedEnd', type: 'bpmn:EndEvent', x: 700, y: 260 },
      { id: 'announce', type: 'bpmn:IntermediateThrowEvent', name: 'Announce', signal: 'Signal_cancel', x: 620, y: 160 },
      { id: 'end', type: 'bpmn:EndEvent', x: 780, y: 100 },
    ],
    flows: [
      ['start', 'receive'],
      ['receive', 'gate'],
      ['gate', 'onApproved'],
      ['gate', 'onCancel'],
      ['gate', 'onTimeout'],
      ['onApproved', 'confirm'],
      ['confirm', 'end'],
      ['onCancel', 'announce'],
      ['announce', 'end'],
      ['onTimeout', 'end'],
      ['withdraw', 'withdrawnEnd'],
      ['noted', 'notedEnd'],
    ],
  },
  {
    file: 'event-subprocess.bpmn',
    process: { id: 'stdEventSub', name: 'Event sub processes' },
    messages: [{ id: 'Message_urgent', name: 'urgent' }],
    signals: [{ id: 'Signal_note', name: 'noteAll' }],
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 100, y: 100 },
      { id: 'work', type: 'bpmn:UserTask', name: 'Normal work', x: 260, y: 100 },
      { id: 'end', type: 'bpmn:EndEvent', x: 420, y: 100 },
      { id: 'urgentSub', type: 'bpmn:SubProcess', triggeredByEvent: true, x: 300, y: 300, width: 400, height: 160 },
      {
        id: 'urgentStart',
        type: 'bpmn:StartEvent',
        name: 'Urgent',
        in: 'urgentSub',
        message: 'Message_urgent',
        interrupting: true,
        x: 150,
        y: 300,
      },
      { id: 'urgentWork', type: 'bpmn:UserTask', name: 'Urgent work', in: 'urgentSub', x: 290, y: 300 },
      { id: 'urgentEnd', type: 'bpmn:EndEvent', in: 'urgentSub', x: 430, y: 300 },
      { id: 'noteSub', type: 'bpmn:SubProcess', triggeredByEvent: true, x: 780, y: 300, width: 300, height: 160 },
      { id: 'noteStart', type: 'bpmn:StartEvent', name: 'Note', in: 'noteSub', signal: 'Signal_note', interrupting: false, x: 680, y: 300 },
      { id: 'noted', type: 'bpmn:Task', name: 'Noted', in: 'noteSub', x: 790, y: 300 },
      { id: 'noteEnd', type: 'bpmn:EndEvent', in: 'noteSub', x: 890, y: 300 },
    ],
    flows: [
      ['start', 'work'],
      ['work', 'end'],
      ['urgentStart', 'urgentWork'],
      ['urgentWork', 'urgentEnd'],
      ['noteStart', 'noted'],
      ['noted', 'noteEnd'],
    ],
  },
  {
    file: 'event-subprocess-timer.bpmn',
    process: { id: 'stdTimerSub', name: 'Timer event sub process' },
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 100, y: 100 },
      { id: 'slow', type: 'bpmn:UserTask', name: 'Slow work', x: 260, y: 100 },
      { id: 'end', type: 'bpmn:EndEvent', x: 420, y: 100 },
      { id: 'hurrySub', type: 'bpmn:SubProcess', triggeredByEvent: true, x: 300, y: 300, width: 400, height: 160 },
      { id: 'hurryStart', type: 'bpmn:StartEvent', name: 'One second', in: 'hurrySub', timer: ['timeDuration', 'PT1S'], x: 150, y: 300 },
      { id: 'hurry', type: 'bpmn:UserTask', name: 'Hurry', in: 'hurrySub', x: 290, y: 300 },
      { id: 'hurryEnd', type: 'bpmn:EndEvent', in: 'hurrySub', x: 430, y: 300 },
    ],
    flows: [
      ['start', 'slow'],
      ['slow', 'end'],
      ['hurryStart', 'hurry'],
      ['hurry', 'hurryEnd'],
    ],
  },
  {
    file: 'collaboration.bpmn',
    process: { id: 'stdPools', name: 'Our pool' },
    pool: { id: 'Participant_customer', name: 'Customer', processId: 'customerProcess' },
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 160, y: 100 },
      { id: 'handle', type: 'bpmn:UserTask', name: 'Handle the order', x: 300, y: 100 },
      { id: 'end', type: 'bpmn:EndEvent', x: 460, y: 100 },
      { id: 'order', type: 'bpmn:Task', name: 'Place order', in: 'pool', x: 300, y: 330 },
    ],
    flows: [
      ['start', 'handle'],
      ['handle', 'end'],
    ],
    messageFlows: [['order', 'handle']],
  },
  {
    file: 'throw-message.bpmn',
    process: { id: 'stdThrower', name: 'Places an order' },
    messages: [{ id: 'Message_order', name: 'orderPlaced' }],
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 100, y: 100 },
      { id: 'fill', type: 'bpmn:UserTask', name: 'Fill in the order', x: 240, y: 100 },
      { id: 'tell', type: 'bpmn:IntermediateThrowEvent', name: 'Order placed', message: 'Message_order', x: 380, y: 100 },
      { id: 'end', type: 'bpmn:EndEvent', x: 480, y: 100 },
    ],
    flows: [
      ['start', 'fill'],
      ['fill', 'tell'],
      ['tell', 'end'],
    ],
  },
  {
    file: 'catch-message.bpmn',
    process: { id: 'stdCatcher', name: 'Waits for an order' },
    messages: [{ id: 'Message_order', name: 'orderPlaced' }],
    shapes: [
      { id: 'start', type: 'bpmn:StartEvent', x: 100, y: 100 },
      { id: 'waitOrder', type: 'bpmn:IntermediateCatchEvent', name: 'Order placed', message: 'Message_order', x: 220, y: 100 },
      { id: 'ship', type: 'bpmn:UserTask', name: 'Ship', x: 360, y: 100 },
      { id: 'end', type: 'bpmn:EndEvent', x: 500, y: 100 },
    ],
    flows: [
      ['start', 'waitOrder'],
      ['waitOrder', 'ship'],
      ['ship', 'end'],
    ],
  },
];

/** Runs in the page: builds one diagram with the modeler's services and answers its XML. */
async function drawInPage(spec) {
  const modeler = new window.BpmnJS({ container: '#canvas' });
  await modeler.createDiagram();
  const modeling = modeler.get('modeling');
  const factory = modeler.get('elementFactory');
  const bpmnFactory = modeler.get('bpmnFactory');
  const registry = modeler.get('elementRegistry');
  const canvas = modeler.get('canvas');
  const moddle = modeler.get('moddle');
  const definitions = modeler.getDefinitions();

  modeling.removeElements([registry.get('StartEvent_1')]);
  let processShape = canvas.getRootElement();
  modeling.updateProperties(processShape, { id: spec.process.id, name: spec.process.name, isExecutable: true });

  const refs = {};
  for (const [type, list] of [
    ['bpmn:Message', spec.messages ?? []],
    ['bpmn:Signal', spec.signals ?? []],
  ])
    for (const m of list) {
      const el = bpmnFactory.create(type, { id: m.id, name: m.name });
      el.$parent = definitions;
      definitions.rootElements.push(el);
      refs[m.id] = el;
    }

  const shapes = {};
  let pool = null;
  if (spec.pool) {
    // a collaboration: the process becomes the first pool, a drawn-only pool goes below it
    const ours = factory.createParticipantShape({ type: 'bpmn:Participant' });
    const main = modeling.createShape(ours, { x: 400, y: 120 }, processShape);
    modeling.updateProperties(main, { name: spec.process.name });
    processShape = canvas.getRootElement();
    const other = factory.createParticipantShape({ type: 'bpmn:Participant' });
    pool = modeling.createShape(other, { x: 400, y: 360 }, processShape);
    modeling.updateProperties(pool, { id: spec.pool.id, name: spec.pool.name });
    pool.businessObject.processRef.id = spec.pool.processId;
    pool.businessObject.processRef.isExecutable = false;
    shapes.__main = main;
  }

  const timerDef = ([kind, value]) =>
    moddle.create('bpmn:TimerEventDefinition', { [kind]: moddle.create('bpmn:FormalExpression', { body: value }) });
  for (const s of spec.shapes) {
    const attrs = { id: s.id };
    if (s.name) attrs.name = s.name;
    if (s.text) attrs.text = s.text;
    if (s.calledElement) attrs.calledElement = s.calledElement;
    if (s.triggeredByEvent) attrs.triggeredByEvent = true;
    if (s.cancelActivity === false) attrs.cancelActivity = false;
    if (s.interrupting === false) attrs.isInterrupting = false;
    const bo = bpmnFactory.create(s.type, attrs);
    if (s.messageRef) bo.messageRef = refs[s.messageRef];
    const defs = [];
    if (s.timer) defs.push(timerDef(s.timer));
    if (s.message) defs.push(moddle.create('bpmn:MessageEventDefinition', { messageRef: refs[s.message] }));
    if (s.signal) defs.push(moddle.create('bpmn:SignalEventDefinition', { signalRef: refs[s.signal] }));
    for (const d of defs) d.$parent = bo;
    if (defs.length) bo.eventDefinitions = defs;
    if (s.loop) {
      const loop = moddle.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: !s.loop.parallel });
      if (s.loop.cardinality) loop.loopCardinality = moddle.create('bpmn:FormalExpression', { body: s.loop.cardinality });
      if (s.loop.completion) loop.completionCondition = moddle.create('bpmn:FormalExpression', { body: s.loop.completion });
      loop.$parent = bo;
      bo.loopCharacteristics = loop;
    }
    const shapeAttrs = { type: s.type, businessObject: bo };
    if (s.type === 'bpmn:SubProcess') Object.assign(shapeAttrs, { isExpanded: true, width: s.width, height: s.height });
    const shape = factory.createShape(shapeAttrs);
    const parent = s.in === 'pool' ? pool : s.in ? shapes[s.in] : (shapes.__main ?? processShape);
    shapes[s.id] = s.on
      ? modeling.createShape(shape, { x: s.x, y: s.y }, shapes[s.on], { attach: true })
      : modeling.createShape(shape, { x: s.x, y: s.y }, parent);
  }
  for (const [from, to, condition] of spec.flows) {
    const flow = modeling.connect(shapes[from], shapes[to], { type: 'bpmn:SequenceFlow' });
    modeling.updateProperties(flow, { id: `Flow_${from}_${to}` });
    if (condition) modeling.updateProperties(flow, { conditionExpression: moddle.create('bpmn:FormalExpression', { body: condition }) });
  }
  for (const [from, to] of spec.associations ?? []) modeling.connect(shapes[from], shapes[to], { type: 'bpmn:Association' });
  for (const [from, to] of spec.messageFlows ?? []) modeling.connect(shapes[from], shapes[to], { type: 'bpmn:MessageFlow' });
  const { xml } = await modeler.saveXML({ format: true });
  modeler.destroy();
  return xml;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (err) => console.error('page error:', err.message));
  await page.setContent('<!doctype html><html><body><div id="canvas" style="width:1400px;height:900px"></div></body></html>');
  await page.addScriptTag({ path: modelerJs });
  await mkdir(outDir, { recursive: true });
  for (const spec of DIAGRAMS) {
    const xml = await page.evaluate(drawInPage, spec);
    await writeFile(path.join(outDir, spec.file), `${xml}\n`);
    console.log(`drew ${spec.file} (${xml.length} characters)`);
  }
} finally {
  await browser.close();
}
