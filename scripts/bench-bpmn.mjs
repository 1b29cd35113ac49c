// Standard BPMN (issue 15): (a) deploying a generated 300-node diagram (parse and every check) beside
// plain bpmn-moddle reading the same XML, and (b) steps per second of a multi-instance user task with 50
// parallel votes completed one by one beside 50 sequential user tasks completed one by one (the same
// number of steps through the same engine adapter), both in this process.
// Run by `npm run bench` (node --import tsx scripts/bench-bpmn.mjs); prints JSON lines.
import BpmnModdle from 'bpmn-moddle';
import { parseDefinition } from '../server/src/workflow/definitions/parse.ts';
import { runStep } from '../server/src/workflow/engine/runner.ts';

const out = (row) => console.log(JSON.stringify(row));
const fmt = (n, digits = 1) => Number(n.toFixed(digits));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ROUNDS = Number(process.env.BENCH_BPMN_ROUNDS ?? 15);
const VOTES = 50;

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_bench" targetNamespace="http://bpmn.io/schema/bpmn">`;

/**
 * A diagram as the modeler writes it (with its drawing): a chain of `n` nodes cycling through plain
 * tasks, user tasks, exclusive gateways with a FEEL condition and a default, and timer catch events.
 */
function generated(n) {
  const nodes = ['<bpmn:startEvent id="n0"/>'];
  const flows = [];
  const shapes = [];
  let f = 0;
  const flow = (a, b, cond) => {
    const id = `f${f++}`;
    flows.push(
      cond
        ? `<bpmn:sequenceFlow id="${id}" sourceRef="${a}" targetRef="${b}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${cond}</bpmn:conditionExpression></bpmn:sequenceFlow>`
        : `<bpmn:sequenceFlow id="${id}" sourceRef="${a}" targetRef="${b}"/>`,
    );
    return id;
  };
  let i = 1;
  while (i < n - 1) {
    const id = `n${i}`;
    const kind = i % 4;
    if (kind === 2 && i + 1 < n - 1) {
      // a gateway: its condition skips the next node, its default goes through it
      const next = `n${i + 1}`;
      const after = `n${i + 2 < n - 1 ? i + 2 : n - 1}`;
      const def = `f${f + 1}`;
      nodes.push(`<bpmn:exclusiveGateway id="${id}" default="${def}"/>`);
      flow(`n${i - 1}`, id);
      flow(id, next);
      flow(id, after, `=amount &gt; ${i}`);
      nodes.push(`<bpmn:task id="${next}" name="Task ${i + 1}"/>`);
      shapes.push(id, next);
      i += 2;
      if (i < n - 1) flow(next, `n${i}`);
      else flow(next, `n${n - 1}`);
      continue;
    }
    if (kind === 0) nodes.push(`<bpmn:userTask id="${id}" name="Approve ${i}"/>`);
    else if (kind === 3)
      nodes.push(
        `<bpmn:intermediateCatchEvent id="${id}"><bpmn:timerEventDefinition><bpmn:timeDuration>PT${i}M</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>`,
      );
    else nodes.push(`<bpmn:task id="${id}" name="Task ${i}"/>`);
    if (!flows.some((x) => x.includes(`targetRef="${id}"`))) flow(`n${i - 1}`, id);
    shapes.push(id);
    i++;
  }
  nodes.push(`<bpmn:endEvent id="n${n - 1}"/>`);
  if (!flows.some((x) => x.includes(`targetRef="n${n - 1}"`))) flow(`n${n - 2}`, `n${n - 1}`);
  const di = ['n0', ...shapes, `n${n - 1}`]
    .map(
      (id, k) =>
        `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${150 + k * 120}" y="80" width="100" height="80"/></bpmndi:BPMNShape>`,
    )
    .join('');
  const edges = flows
    .map(
      (_, k) =>
        `<bpmndi:BPMNEdge id="f${k}_di" bpmnElement="f${k}"><di:waypoint x="${250 + k * 120}" y="120"/><di:waypoint x="${270 + k * 120}" y="120"/></bpmndi:BPMNEdge>`,
    )
    .join('');
  return `${HEAD}<bpmn:process id="bench300" isExecutable="true">${nodes.join('')}${flows.join('')}</bpmn:process><bpmndi:BPMNDiagram id="d"><bpmndi:BPMNPlane id="p" bpmnElement="bench300">${di}${edges}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram></bpmn:definitions>`;
}

async function timeIt(fn) {
  const times = [];
  await fn(); // warm up
  for (let r = 0; r < ROUNDS; r++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return median(times);
}

// (a) deploy checks of a 300-node diagram
const xml300 = generated(300);
const parsed = await parseDefinition(xml300, { defaultAssignee: [{ kind: 'initiator' }] });
if (!parsed.model) throw new Error(`the generated diagram is refused: ${JSON.stringify(parsed.reasons.slice(0, 5))}`);
const nodeCount = Object.keys(parsed.model.nodes).length;
const ours = await timeIt(() => parseDefinition(xml300, { defaultAssignee: [{ kind: 'initiator' }] }));
const plain = await timeIt(() => new BpmnModdle().fromXML(xml300));
out({
  section: 'Standard BPMN',
  name: `deploy checks of a ${nodeCount}-node diagram (parse, every refusal rule, model)`,
  value: fmt(ours),
  unit: 'ms (median)',
  reference: { name: 'bpmn-moddle fromXML of the same XML alone', value: fmt(plain), unit: 'ms' },
});

// (b) steps per second: 50 parallel votes one by one, beside 50 sequential user tasks one by one
const MI = `${HEAD}<bpmn:process id="mi50" isExecutable="true"><bpmn:startEvent id="s"/><bpmn:sequenceFlow id="a" sourceRef="s" targetRef="votes"/>
<bpmn:userTask id="votes" name="Votes"><bpmn:multiInstanceLoopCharacteristics><bpmn:completionCondition>=nrOfCompletedInstances = nrOfInstances</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics></bpmn:userTask>
<bpmn:sequenceFlow id="b" sourceRef="votes" targetRef="e"/><bpmn:endEvent id="e"/></bpmn:process></bpmn:definitions>`;
const chain = Array.from({ length: VOTES }, (_, k) => `<bpmn:userTask id="t${k}"/>`).join('');
const chainFlows = Array.from({ length: VOTES + 1 }, (_, k) => {
  const from = k === 0 ? 's' : `t${k - 1}`;
  const to = k === VOTES ? 'e' : `t${k}`;
  return `<bpmn:sequenceFlow id="c${k}" sourceRef="${from}" targetRef="${to}"/>`;
}).join('');
const SEQ = `${HEAD}<bpmn:process id="seq50" isExecutable="true"><bpmn:startEvent id="s"/>${chain}${chainFlows}<bpmn:endEvent id="e"/></bpmn:process></bpmn:definitions>`;

const scope = { data: {}, approverCounts: { votes: VOTES }, passRatios: { votes: 1 } };
async function completeOneByOne(xml) {
  let result = await runStep({ name: 'bench', xml, state: null, scope });
  let state = JSON.stringify(result.state);
  let steps = 0;
  while (!result.ended) {
    const next = [...result.waiting.values()][0];
    if (!next) throw new Error('nothing waits and the instance did not end');
    result = await runStep({
      name: 'bench',
      xml,
      state: JSON.parse(state),
      scope,
      actions: [{ kind: 'complete', executionId: next.executionId, output: { vote: 'agree' } }],
    });
    state = JSON.stringify(result.state);
    steps++;
  }
  return steps;
}
async function stepsPerSecond(xml) {
  await completeOneByOne(xml);
  const rounds = Math.max(2, Math.round(ROUNDS / 5));
  let steps = 0;
  const t = performance.now();
  for (let r = 0; r < rounds; r++) steps += await completeOneByOne(xml);
  return { steps, perSecond: (steps / (performance.now() - t)) * 1000 };
}
const mi = await stepsPerSecond(MI);
const seq = await stepsPerSecond(SEQ);
if (mi.steps !== seq.steps) throw new Error(`not the same number of steps: ${mi.steps} and ${seq.steps}`);
out({
  section: 'Standard BPMN',
  name: `multi-instance user task, ${VOTES} parallel votes completed one by one (recover, complete, store)`,
  value: fmt(mi.perSecond),
  unit: 'steps/s',
  reference: { name: `${VOTES} sequential user tasks completed one by one`, value: fmt(seq.perSecond), unit: 'steps/s' },
});
process.exit(0);
