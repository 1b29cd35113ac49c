/**
 * Generated BPMN diagrams for the flow chart benchmark: a chain of `size` flow nodes snaking
 * over rows (user tasks, gateways with a side branch, service tasks, call activities), laid out
 * with DI, plus the flow image states an instance half-way through would have.
 */
export interface GeneratedImage {
  defId: string;
  defKey: string;
  instId: string;
  bpmnXml: string;
  nodes: Array<{
    nodeId: string;
    name: string;
    nodeType: string;
    signType: string | null;
    status: string | null;
    approvers: Array<{ id: string; name: string; account: string; avatar: string | null; status: string | null }>;
    predicted: boolean;
    subInstId?: string | null;
  }>;
  flows: Record<string, 'default' | 'going' | 'predicted'>;
  predictedPath: string[];
}

const PER_ROW = 20;
const COL = 160;
const ROW = 200;
const KINDS = [
  'userTask',
  'exclusiveGateway',
  'userTask',
  'serviceTask',
  'parallelGateway',
  'userTask',
  'callActivity',
  'userTask',
] as const;
const SIZES: Record<string, [number, number]> = {
  startEvent: [36, 36],
  endEvent: [36, 36],
  userTask: [100, 80],
  serviceTask: [100, 80],
  callActivity: [100, 80],
  exclusiveGateway: [50, 50],
  parallelGateway: [50, 50],
};
const DONE = ['agree', 'agree', 'signPass', 'reSubmit', 'skip', 'agree', 'oppose', 'agree'];

interface Node {
  id: string;
  type: string;
  cx: number;
  cy: number;
}

/** `advanced`: how many nodes further on the instance is (the same diagram, later states). */
export function generateImage(size: number, advanced = 0): GeneratedImage {
  const nodes: Node[] = [];
  for (let i = 0; i < size; i++) {
    const row = Math.floor(i / PER_ROW);
    const colInRow = i % PER_ROW;
    const col = row % 2 === 0 ? colInRow : PER_ROW - 1 - colInRow;
    const type = i === 0 ? 'startEvent' : i === size - 1 ? 'endEvent' : KINDS[i % KINDS.length];
    nodes.push({ id: `n${i}`, type, cx: 80 + col * COL, cy: 80 + row * ROW });
  }
  const flows: Array<{ id: string; from: Node; to: Node; points: Array<[number, number]> }> = [];
  const half = (n: Node) => SIZES[n.type].map((v) => v / 2) as [number, number];
  for (let i = 0; i + 1 < size; i++) {
    const a = nodes[i];
    const b = nodes[i + 1];
    const [aw, ah] = half(a);
    const [bw, bh] = half(b);
    let points: Array<[number, number]>;
    if (a.cy === b.cy) {
      const dir = b.cx > a.cx ? 1 : -1;
      points = [
        [a.cx + dir * aw, a.cy],
        [b.cx - dir * bw, b.cy],
      ];
    } else {
      points = [
        [a.cx, a.cy + ah],
        [b.cx, b.cy - bh],
      ];
    }
    flows.push({ id: `f${i}`, from: a, to: b, points });
  }
  // every exclusive gateway also has a branch below it that skips ahead two nodes on the same row
  for (let i = 1; i + 2 < size; i++) {
    const a = nodes[i];
    const b = nodes[i + 2];
    if (a.type !== 'exclusiveGateway' || a.cy !== b.cy) continue;
    const [, ah] = half(a);
    const [, bh] = half(b);
    flows.push({
      id: `s${i}`,
      from: a,
      to: b,
      points: [
        [a.cx, a.cy + ah],
        [a.cx, a.cy + 80],
        [b.cx, a.cy + 80],
        [b.cx, b.cy + bh],
      ],
    });
  }

  const xmlNodes = nodes
    .map(
      (n, i) =>
        `<bpmn:${n.type} id="${n.id}" name="${n.type === 'exclusiveGateway' || n.type === 'parallelGateway' ? '' : `Step ${i}`}" />`,
    )
    .join('');
  const xmlFlows = flows.map((f) => `<bpmn:sequenceFlow id="${f.id}" sourceRef="${f.from.id}" targetRef="${f.to.id}" />`).join('');
  const shapes = nodes
    .map((n) => {
      const [w, h] = SIZES[n.type];
      return `<bpmndi:BPMNShape id="${n.id}_di" bpmnElement="${n.id}"><dc:Bounds x="${n.cx - w / 2}" y="${n.cy - h / 2}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
    })
    .join('');
  const edges = flows
    .map(
      (f) =>
        `<bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}">${f.points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`,
    )
    .join('');
  const bpmnXml =
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="bench" targetNamespace="http://example.com/bench">` +
    `<bpmn:process id="bench_${size}" isExecutable="true">${xmlNodes}${xmlFlows}</bpmn:process>` +
    `<bpmndi:BPMNDiagram id="d"><bpmndi:BPMNPlane id="p" bpmnElement="bench_${size}">${shapes}${edges}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>` +
    `</bpmn:definitions>`;

  // the instance has gone through the first 60 %, waits at the next node, and is predicted to take the chain on
  const current = Math.floor(size * 0.6) + advanced;
  const states: GeneratedImage['nodes'] = nodes.map((n, i) => {
    const reached = i < current;
    const status = i === 0 ? 'start' : reached ? DONE[i % DONE.length] : i === current ? 'awaiting_check' : null;
    const approverCount = n.type === 'userTask' ? 1 + (i % 6) : 0;
    return {
      nodeId: n.id,
      name: `Step ${i}`,
      nodeType: n.type,
      signType: n.type === 'userTask' ? (['normal', 'serial', 'parallel'] as const)[i % 3] : null,
      status,
      approvers: Array.from({ length: approverCount }, (_, k) => ({
        id: `u${k}`,
        name: `User ${k}`,
        account: `user${k}`,
        avatar: null,
        status: status === null ? null : status,
      })),
      predicted: i > current,
    };
  });
  const reachedIds = new Set(states.filter((s) => s.status).map((s) => s.nodeId));
  const predictedIds = new Set(states.filter((s) => s.predicted).map((s) => s.nodeId));
  const flowStates: GeneratedImage['flows'] = {};
  for (const f of flows) {
    flowStates[f.id] = reachedIds.has(f.from.id) && reachedIds.has(f.to.id) ? 'going' : predictedIds.has(f.to.id) ? 'predicted' : 'default';
  }
  return {
    defId: `def-${size}`,
    defKey: `bench_${size}`,
    instId: `inst-${size}`,
    bpmnXml,
    nodes: states,
    flows: flowStates,
    predictedPath: [...predictedIds],
  };
}
