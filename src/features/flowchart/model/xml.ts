import { reattach, resizeAroundCentre, type Bounds, type Point } from './geometry';

/**
 * Transforms of the BPMN XML before bpmn-js imports it: shape sizes of spec 02 §9 and edge
 * colours. Edge colours go into the XML (bioc/color attributes) rather than CSS, because
 * bpmn-js draws each arrowhead in its connection's DI colour: so the arrowheads match.
 */
export const NS = {
  model: 'http://www.omg.org/spec/BPMN/20100524/MODEL',
  bpmndi: 'http://www.omg.org/spec/BPMN/20100524/DI',
  dc: 'http://www.omg.org/spec/DD/20100524/DC',
  di: 'http://www.omg.org/spec/DD/20100524/DI',
  bioc: 'http://bpmn.io/schema/bpmn/biocolor/1.0',
  color: 'http://www.omg.org/spec/BPMN/non-normative/color/1.0',
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const;

const GATEWAYS = new Set(['exclusiveGateway', 'parallelGateway', 'inclusiveGateway', 'complexGateway', 'eventBasedGateway']);

/** Spec 02 §9: gateway 30x30, approver (user task) 60x60, service button (service task) 90x60. */
export function targetSize(type: string): { width: number; height: number } | null {
  if (GATEWAYS.has(type)) return { width: 30, height: 30 };
  if (type === 'userTask') return { width: 60, height: 60 };
  if (type === 'serviceTask') return { width: 90, height: 60 };
  return null;
}

export interface DiagramNode {
  id: string;
  type: string;
  name: string;
}

export interface DiagramFlow {
  id: string;
  source: string;
  target: string;
}

export interface DiagramGraph {
  nodes: Map<string, DiagramNode>;
  flows: Map<string, DiagramFlow>;
}

export class DiagramXmlError extends Error {}

export function parseDiagram(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const failure = doc.getElementsByTagName('parsererror')[0];
  if (failure || doc.documentElement.namespaceURI !== NS.model) {
    throw new DiagramXmlError(failure?.textContent?.trim() || 'not a BPMN 2.0 definitions document');
  }
  return doc;
}

/** The flow elements (by id) and sequence flows of every process in the document. */
export function readGraph(doc: Document): DiagramGraph {
  const nodes = new Map<string, DiagramNode>();
  const flows = new Map<string, DiagramFlow>();
  const all = doc.getElementsByTagNameNS(NS.model, '*');
  for (let i = 0; i < all.length; i++) {
    const el = all[i];
    const id = el.getAttribute('id');
    if (!id) continue;
    if (el.localName === 'sequenceFlow') {
      flows.set(id, { id, source: el.getAttribute('sourceRef') ?? '', target: el.getAttribute('targetRef') ?? '' });
    } else {
      nodes.set(id, { id, type: el.localName, name: el.getAttribute('name') ?? '' });
    }
  }
  return { nodes, flows };
}

function readBounds(el: Element): Bounds {
  return {
    x: Number(el.getAttribute('x')),
    y: Number(el.getAttribute('y')),
    width: Number(el.getAttribute('width')),
    height: Number(el.getAttribute('height')),
  };
}

function writeBounds(el: Element, b: Bounds): void {
  el.setAttribute('x', String(b.x));
  el.setAttribute('y', String(b.y));
  el.setAttribute('width', String(b.width));
  el.setAttribute('height', String(b.height));
}

/**
 * Resizes the shapes whose size the spec fixes, around their centres, and moves the ends of
 * their connections onto the new outlines. Returns the ids of the resized shapes.
 */
export function resizeShapes(doc: Document, graph: DiagramGraph): Set<string> {
  const resized = new Map<string, { before: Bounds; after: Bounds }>();
  const shapes = doc.getElementsByTagNameNS(NS.bpmndi, 'BPMNShape');
  for (let i = 0; i < shapes.length; i++) {
    const shape = shapes[i];
    const id = shape.getAttribute('bpmnElement') ?? '';
    const node = graph.nodes.get(id);
    const size = node && targetSize(node.type);
    const boundsEl = shape.getElementsByTagNameNS(NS.dc, 'Bounds')[0];
    if (!size || !boundsEl) continue;
    const before = readBounds(boundsEl);
    if (before.width === size.width && before.height === size.height) continue;
    const after = resizeAroundCentre(before, size.width, size.height);
    writeBounds(boundsEl, after);
    resized.set(id, { before, after });
  }
  if (resized.size === 0) return new Set();

  const edges = doc.getElementsByTagNameNS(NS.bpmndi, 'BPMNEdge');
  for (let i = 0; i < edges.length; i++) {
    const edge = edges[i];
    const flow = graph.flows.get(edge.getAttribute('bpmnElement') ?? '');
    if (!flow) continue;
    const wps = Array.from(edge.getElementsByTagNameNS(NS.di, 'waypoint'));
    if (wps.length < 2) continue;
    const pts: Point[] = wps.map((w) => ({ x: Number(w.getAttribute('x')), y: Number(w.getAttribute('y')) }));
    const src = resized.get(flow.source);
    const tgt = resized.get(flow.target);
    if (src) move(wps[0], reattach(pts[0], pts[1], src.before, src.after));
    if (tgt) move(wps[wps.length - 1], reattach(pts[pts.length - 1], pts[pts.length - 2], tgt.before, tgt.after));
  }
  return new Set(resized.keys());
}

function move(el: Element, p: Point): void {
  el.setAttribute('x', String(p.x));
  el.setAttribute('y', String(p.y));
}

/** The prefix bound to `uri` on the root, declaring `preferred` (or a free variant) when missing. */
function ensurePrefix(doc: Document, uri: string, preferred: string): string {
  const root = doc.documentElement;
  const existing = root.lookupPrefix(uri);
  if (existing) return existing;
  let prefix = preferred;
  for (let n = 1; root.lookupNamespaceURI(prefix) !== null; n++) prefix = `${preferred}${n}`;
  root.setAttributeNS(NS.xmlns, `xmlns:${prefix}`, uri);
  return prefix;
}

/** Writes a stroke colour on every sequence flow edge: `colourOf(flowId)`. */
export function colourEdges(doc: Document, graph: DiagramGraph, colourOf: (flowId: string) => string): void {
  const bioc = ensurePrefix(doc, NS.bioc, 'bioc');
  const color = ensurePrefix(doc, NS.color, 'color');
  const edges = doc.getElementsByTagNameNS(NS.bpmndi, 'BPMNEdge');
  for (let i = 0; i < edges.length; i++) {
    const edge = edges[i];
    const id = edge.getAttribute('bpmnElement') ?? '';
    if (!graph.flows.has(id)) continue;
    const c = colourOf(id);
    edge.setAttributeNS(NS.bioc, `${bioc}:stroke`, c);
    edge.setAttributeNS(NS.color, `${color}:border-color`, c);
  }
}

export function serializeDiagram(doc: Document): string {
  return new XMLSerializer().serializeToString(doc);
}
