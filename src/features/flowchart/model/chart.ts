import { describeStatus, startEventState, type StartEventState, type StatusTone } from './status';
import { EDGE_COLOURS, edgeState, type EdgeState } from './edges';
import { colourEdges, resizeShapes, type DiagramGraph, type ModdleDefinitions } from './diagram';

/** One approver of a node; `avatar` is an image address, else initials are shown. */
export interface ChartApprover {
  id: string;
  name: string;
  avatar?: string | null;
  status?: string | null;
}

export type ApproverMode = 'normal' | 'serial' | 'parallel';

/**
 * The state of one drawn element, by id: any kind (task, event, boundary event, gateway). `status`
 * is an approval status (spec 02 §4) or an element state (done, active, waiting: ELEMENT_STATES).
 */
export interface ChartNodeState {
  id: string;
  status?: string | null;
  approvers?: ChartApprover[];
  approverMode?: ApproverMode;
  /** a waiting timer: when it is due (ISO 8601), shown when the element is pointed at */
  dueTime?: string | null;
  /** a multi-instance node: how many of its instances are done */
  progress?: { done: number; total: number } | null;
}

/** What the viewer needs, independent of the call that delivered it. */
export interface ChartInput {
  xml: string;
  nodes: ChartNodeState[];
  predictedNodes?: string[];
  predictedFlows?: string[];
}

export interface NodeLook {
  id: string;
  type: string;
  name: string;
  status: string | null;
  tone: StatusTone;
  label: string;
  /** only for start events */
  start?: StartEventState;
  /** not reached, but on the path the instance is predicted to take */
  predicted: boolean;
  approvers: ChartApprover[];
  approverMode: ApproverMode;
  dueTime: string | null;
  progress: { done: number; total: number } | null;
}

export interface PreparedChart {
  graph: DiagramGraph;
  edges: Map<string, EdgeState>;
  /** nodes with a state, approvers or a prediction, by id */
  nodes: Map<string, NodeLook>;
}

/**
 * The looks of the diagram's nodes and edges from the instance's states. A node counts as
 * reached when it has a status. Cheap: no XML is read here, the graph comes from bpmn-js's parse.
 */
export function prepareChart(input: ChartInput, graph: DiagramGraph): PreparedChart {
  const states = new Map(input.nodes.map((n) => [n.id, n]));
  const reached = new Set(input.nodes.filter((n) => n.status).map((n) => n.id));
  const ctx = {
    reached,
    predictedNodes: new Set(input.predictedNodes ?? []),
    predictedFlows: new Set(input.predictedFlows ?? []),
  };
  const edges = new Map<string, EdgeState>();
  for (const flow of graph.flows.values()) edges.set(flow.id, edgeState(flow, ctx));

  const nodes = new Map<string, NodeLook>();
  const ids = new Set([...states.keys(), ...ctx.predictedNodes]);
  for (const id of ids) {
    const node = graph.nodes.get(id);
    if (!node) continue;
    const state = states.get(id) ?? { id };
    const status = state.status ?? null;
    const look = describeStatus(status);
    nodes.set(node.id, {
      id: node.id,
      type: node.type,
      name: node.name,
      status,
      tone: look.tone,
      label: look.label,
      start: node.type === 'startEvent' ? startEventState(status) : undefined,
      predicted: !status && ctx.predictedNodes.has(id),
      approvers: state.approvers ?? [],
      approverMode: state.approverMode ?? 'normal',
      dueTime: state.dueTime ?? null,
      progress: state.progress ?? null,
    });
  }
  return { graph, edges, nodes };
}

/** Writes what goes into the diagram itself, before bpmn-js draws it: spec sizes and edge colours. */
export function applyToDiagram(definitions: ModdleDefinitions, chart: PreparedChart): void {
  resizeShapes(definitions, chart.graph);
  colourEdges(definitions, chart.graph, (id) => EDGE_COLOURS[chart.edges.get(id) ?? 'default']);
}

/**
 * The CSS classes (flowchart.css) of each element, by id: node tones, predicted nodes, start
 * events, going and predicted edges, and call activities that open on a click. The engine puts
 * them on as bpmn-js adds each element, so the browser computes styles once, with them.
 */
export function chartMarkers(chart: PreparedChart): Map<string, string[]> {
  const markers = new Map<string, string[]>();
  const add = (id: string, marker: string) => {
    const list = markers.get(id);
    if (list) list.push(marker);
    else markers.set(id, [marker]);
  };
  for (const look of chart.nodes.values()) {
    if (look.status) add(look.id, `fc-tone-${look.tone}`);
    else if (look.predicted) add(look.id, 'fc-predicted');
    if (look.status === 'waiting') add(look.id, 'fc-waiting');
    if (look.start && look.start !== 'none') add(look.id, `fc-start-${look.start}`);
  }
  for (const [id, state] of chart.edges) if (state !== 'default') add(id, `fc-edge-${state}`);
  for (const node of chart.graph.nodes.values()) if (opensSubFlow(node.type)) add(node.id, 'fc-clickable');
  return markers;
}

/**
 * A call activity opens the chart of the flow it called (instanceFlowImage). A sub process is
 * part of the same diagram: drawn in place when expanded, its own plane opened on a click when
 * collapsed (viewer/engine.ts), with the states of its nodes either way.
 */
export function opensSubFlow(type: string): boolean {
  return type === 'callActivity';
}
