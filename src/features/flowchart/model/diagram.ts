import { reattach, resizeAroundCentre, type Bounds, type Point } from './geometry';

/**
 * Changes to the diagram bpmn-js has just parsed, made before it draws (the engine calls these
 * from bpmn-js's 'import.parse.complete' event): shape sizes of spec 02 §9 and edge colours.
 * The XML is parsed once, by bpmn-js; it is neither parsed a second time nor written back.
 *
 * Edge colours go into the diagram interchange (bioc:stroke / color:border-color) rather than
 * CSS, because bpmn-js draws each arrowhead in its connection's DI colour: so the arrowheads match.
 */

/** The parts of bpmn-moddle's objects read or changed here (typed so the module needs no bpmn-js). */
export interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  sourceRef?: { id?: string };
  targetRef?: { id?: string };
  set?(name: string, value: unknown): void;
}
export interface ModdleDiagramElement extends ModdleElement {
  bpmnElement?: ModdleElement;
  bounds?: Bounds;
  waypoint?: Point[];
}
export interface ModdleDefinitions {
  diagrams?: Array<{ plane?: { planeElement?: ModdleDiagramElement[] } }>;
}

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

/** The diagram could not be read (not BPMN 2.0 XML, or nothing to draw). */
export class DiagramXmlError extends Error {}

/** 'bpmn:UserTask' -> 'userTask', the names the flow image and the spec use. */
export function localType(type: string): string {
  const name = type.slice(type.indexOf(':') + 1);
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The semantic elements (by id) and sequence flows of the parsed document (bpmn-moddle's elementsById). */
export function readGraph(elementsById: Record<string, ModdleElement>): DiagramGraph {
  const nodes = new Map<string, DiagramNode>();
  const flows = new Map<string, DiagramFlow>();
  for (const id in elementsById) {
    const el = elementsById[id];
    // the diagram interchange (bpmndi:, dc:, di:) holds no nodes
    if (!el.$type.startsWith('bpmn:')) continue;
    if (el.$type === 'bpmn:SequenceFlow') {
      flows.set(id, { id, source: el.sourceRef?.id ?? '', target: el.targetRef?.id ?? '' });
    } else {
      nodes.set(id, { id, type: localType(el.$type), name: el.name ?? '' });
    }
  }
  return { nodes, flows };
}

/** The shapes and edges of every diagram (plane) of the document, in one pass. */
function diagramElements(definitions: ModdleDefinitions): { shapes: ModdleDiagramElement[]; edges: ModdleDiagramElement[] } {
  const shapes: ModdleDiagramElement[] = [];
  const edges: ModdleDiagramElement[] = [];
  for (const diagram of definitions.diagrams ?? []) {
    for (const el of diagram.plane?.planeElement ?? []) {
      if (el.$type === 'bpmndi:BPMNShape') shapes.push(el);
      else if (el.$type === 'bpmndi:BPMNEdge') edges.push(el);
    }
  }
  return { shapes, edges };
}

/**
 * Resizes the shapes whose size the spec fixes, around their centres, and moves the ends of
 * their connections onto the new outlines. Returns the ids of the resized shapes.
 */
export function resizeShapes(definitions: ModdleDefinitions, graph: DiagramGraph): Set<string> {
  const { shapes, edges } = diagramElements(definitions);
  const resized = new Map<string, { before: Bounds; after: Bounds }>();
  for (const shape of shapes) {
    const id = shape.bpmnElement?.id ?? '';
    const node = graph.nodes.get(id);
    const size = node && targetSize(node.type);
    const bounds = shape.bounds;
    if (!size || !bounds) continue;
    const before = { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height };
    if (before.width === size.width && before.height === size.height) continue;
    const after = resizeAroundCentre(before, size.width, size.height);
    bounds.x = after.x;
    bounds.y = after.y;
    bounds.width = after.width;
    bounds.height = after.height;
    resized.set(id, { before, after });
  }
  if (resized.size === 0) return new Set();

  for (const edge of edges) {
    const flow = graph.flows.get(edge.bpmnElement?.id ?? '');
    const wps = edge.waypoint;
    if (!flow || !wps || wps.length < 2) continue;
    const src = resized.get(flow.source);
    const tgt = resized.get(flow.target);
    const last = wps.length - 1;
    // both ends from the points as they were (a loop's two ends may share a segment)
    const start = src && reattach(wps[0], wps[1], src.before, src.after);
    const end = tgt && reattach(wps[last], wps[last - 1], tgt.before, tgt.after);
    if (start) move(wps[0], start);
    if (end) move(wps[last], end);
  }
  return new Set(resized.keys());
}

function move(wp: Point, p: Point): void {
  wp.x = p.x;
  wp.y = p.y;
}

/** Sets the stroke colour of every sequence flow edge to `colourOf(flowId)`. */
export function colourEdges(definitions: ModdleDefinitions, graph: DiagramGraph, colourOf: (flowId: string) => string): void {
  for (const edge of diagramElements(definitions).edges) {
    const id = edge.bpmnElement?.id ?? '';
    if (graph.flows.has(id)) colourEdge(edge, colourOf(id));
  }
}

/** The stroke colour of one edge, in both attributes bpmn-js reads (and writes). */
export function colourEdge(edge: ModdleElement, colour: string): void {
  edge.set?.('bioc:stroke', colour);
  edge.set?.('color:border-color', colour);
}
