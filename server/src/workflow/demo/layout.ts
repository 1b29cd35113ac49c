import { WF_NAMESPACE } from '../definitions/model.js';

/**
 * Writes BPMN 2.0 XML with diagram interchange (shapes and edges, so bpmn-js can draw it) from a
 * compact description on a grid. Used for the demo definitions; uploaded definitions come as XML.
 */
export interface DemoNode {
  id: string;
  type: 'startEvent' | 'endEvent' | 'userTask' | 'serviceTask' | 'subProcess' | 'callActivity' | 'exclusiveGateway' | 'parallelGateway';
  name: string;
  /** grid column and row */
  x: number;
  y: number;
  /** our wf:* attributes, e.g. { assignee: 'role:hr' } */
  wf?: Record<string, string>;
  loop?: { sequential: boolean; cardinality: string; completion?: string };
  calledElement?: string;
  default?: string;
  /** sub process: its size in grid cells and its content */
  w?: number;
  h?: number;
  nodes?: DemoNode[];
  flows?: DemoFlow[];
}

export interface DemoFlow {
  id: string;
  from: string;
  to: string;
  name?: string;
  /** our wf:* attributes, e.g. { 'name-en-US': 'Over 3 days' } */
  wf?: Record<string, string>;
  condition?: string;
}

export interface DemoProcess {
  id: string;
  name: string;
  nodes: DemoNode[];
  flows: DemoFlow[];
}

const CELL_W = 170;
const CELL_H = 130;
const ORIGIN_X = 60;
const ORIGIN_Y = 60;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function size(n: DemoNode): { w: number; h: number } {
  if (n.type === 'startEvent' || n.type === 'endEvent') return { w: 36, h: 36 };
  if (n.type.endsWith('Gateway')) return { w: 50, h: 50 };
  if (n.type === 'subProcess') return { w: (n.w ?? 3) * CELL_W - 40, h: (n.h ?? 1) * CELL_H - 20 };
  return { w: 110, h: 80 };
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function boxOf(n: DemoNode): Box {
  const { w, h } = size(n);
  if (n.type === 'subProcess') return { x: ORIGIN_X + n.x * CELL_W, y: ORIGIN_Y + n.y * CELL_H - 10, w, h };
  const cx = ORIGIN_X + n.x * CELL_W + CELL_W / 2;
  const cy = ORIGIN_Y + n.y * CELL_H + CELL_H / 2;
  return { x: Math.round(cx - w / 2), y: Math.round(cy - h / 2), w, h };
}

function waypoints(a: Box, b: Box): [number, number][] {
  const ay = a.y + a.h / 2;
  const by = b.y + b.h / 2;
  const ax = a.x + a.w;
  const bx = b.x;
  if (Math.abs(ay - by) < 1)
    return [
      [ax, ay],
      [bx, by],
    ];
  if (bx > ax) {
    // leave sideways, turn once in the gap between the columns
    const midX = Math.round(bx - 30);
    return [
      [ax, ay],
      [midX, ay],
      [midX, by],
      [bx, by],
    ];
  }
  // going back left: leave from the bottom, come in from the bottom
  const low = Math.max(a.y + a.h, b.y + b.h) + 30;
  return [
    [a.x + a.w / 2, a.y + a.h],
    [a.x + a.w / 2, low],
    [b.x + b.w / 2, low],
    [b.x + b.w / 2, b.y + b.h],
  ];
}

function nodeXml(n: DemoNode, incoming: Map<string, string[]>, outgoing: Map<string, string[]>): string {
  const attrs = [`id="${esc(n.id)}"`, `name="${esc(n.name)}"`];
  for (const [k, v] of Object.entries(n.wf ?? {})) attrs.push(`wf:${k}="${esc(v)}"`);
  if (n.calledElement) attrs.push(`calledElement="${esc(n.calledElement)}"`);
  if (n.default) attrs.push(`default="${esc(n.default)}"`);
  const inner: string[] = [];
  for (const f of incoming.get(n.id) ?? []) inner.push(`<incoming>${f}</incoming>`);
  for (const f of outgoing.get(n.id) ?? []) inner.push(`<outgoing>${f}</outgoing>`);
  if (n.loop) {
    const completion = n.loop.completion
      ? `<completionCondition xsi:type="tFormalExpression">${esc(n.loop.completion)}</completionCondition>`
      : '';
    inner.push(
      `<multiInstanceLoopCharacteristics isSequential="${n.loop.sequential}"><loopCardinality xsi:type="tFormalExpression">${esc(n.loop.cardinality)}</loopCardinality>${completion}</multiInstanceLoopCharacteristics>`,
    );
  }
  if (n.type === 'subProcess') inner.push(processBody(n.nodes ?? [], n.flows ?? []));
  return `<${n.type} ${attrs.join(' ')}>${inner.join('')}</${n.type}>`;
}

function processBody(nodes: DemoNode[], flows: DemoFlow[]): string {
  const incoming = new Map<string, string[]>();
  const outgoing = new Map<string, string[]>();
  for (const f of flows) {
    incoming.set(f.to, [...(incoming.get(f.to) ?? []), f.id]);
    outgoing.set(f.from, [...(outgoing.get(f.from) ?? []), f.id]);
  }
  const parts = nodes.map((n) => nodeXml(n, incoming, outgoing));
  for (const f of flows) {
    const name =
      (f.name ? ` name="${esc(f.name)}"` : '') +
      Object.entries(f.wf ?? {})
        .map(([k, v]) => ` wf:${k}="${esc(v)}"`)
        .join('');
    const cond = f.condition ? `<conditionExpression xsi:type="tFormalExpression">${esc(f.condition)}</conditionExpression>` : '';
    parts.push(`<sequenceFlow id="${esc(f.id)}"${name} sourceRef="${esc(f.from)}" targetRef="${esc(f.to)}">${cond}</sequenceFlow>`);
  }
  return parts.join('\n');
}

function diagram(nodes: DemoNode[], flows: DemoFlow[], out: string[], boxes: Map<string, Box>) {
  for (const n of nodes) {
    const b = boxOf(n);
    boxes.set(n.id, b);
    const expanded = n.type === 'subProcess' ? ' isExpanded="true"' : '';
    const marker = n.type === 'exclusiveGateway' ? ' isMarkerVisible="true"' : '';
    out.push(
      `<bpmndi:BPMNShape id="${n.id}_di" bpmnElement="${n.id}"${expanded}${marker}><dc:Bounds x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" /></bpmndi:BPMNShape>`,
    );
    if (n.nodes) diagram(n.nodes, n.flows ?? [], out, boxes);
  }
  for (const f of flows) {
    const pts = waypoints(boxes.get(f.from)!, boxes.get(f.to)!);
    out.push(
      `<bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}">${pts.map(([x, y]) => `<di:waypoint x="${Math.round(x)}" y="${Math.round(y)}" />`).join('')}</bpmndi:BPMNEdge>`,
    );
  }
}

export function demoXml(p: DemoProcess): string {
  const di: string[] = [];
  diagram(p.nodes, p.flows, di, new Map());
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:wf="${WF_NAMESPACE}" id="defs_${esc(p.id)}" targetNamespace="${WF_NAMESPACE}">
<process id="${esc(p.id)}" name="${esc(p.name)}" isExecutable="true">
${processBody(p.nodes, p.flows)}
</process>
<bpmndi:BPMNDiagram id="diagram_${esc(p.id)}"><bpmndi:BPMNPlane id="plane_${esc(p.id)}" bpmnElement="${esc(p.id)}">
${di.join('\n')}
</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</definitions>
`;
}
