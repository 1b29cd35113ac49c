import { describeStatus, startEventState, type StartEventState, type StatusTone } from './status';
import { EDGE_COLOURS, edgeState, type EdgeState } from './edges';
import { colourEdges, parseDiagram, readGraph, resizeShapes, serializeDiagram, type DiagramGraph } from './xml';

/** One approver of a node; `avatar` is an image address, else initials are shown. */
export interface ChartApprover {
  id: string;
  name: string;
  avatar?: string | null;
  status?: string | null;
}

export type ApproverMode = 'normal' | 'serial' | 'parallel';

export interface ChartNodeState {
  id: string;
  status?: string | null;
  approvers?: ChartApprover[];
  approverMode?: ApproverMode;
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
}

export interface PreparedChart {
  xml: string;
  graph: DiagramGraph;
  edges: Map<string, EdgeState>;
  /** nodes with a state, approvers or a prediction, by id */
  nodes: Map<string, NodeLook>;
}

/**
 * Sizes and edge colours go into the XML; node looks are returned for the markers applied
 * after import. A node counts as reached when it has a status.
 */
export function prepareChart(input: ChartInput): PreparedChart {
  const doc = parseDiagram(input.xml);
  const graph = readGraph(doc);
  resizeShapes(doc, graph);

  const states = new Map(input.nodes.map((n) => [n.id, n]));
  const reached = new Set(input.nodes.filter((n) => n.status).map((n) => n.id));
  const ctx = {
    reached,
    predictedNodes: new Set(input.predictedNodes ?? []),
    predictedFlows: new Set(input.predictedFlows ?? []),
  };
  const edges = new Map<string, EdgeState>();
  for (const flow of graph.flows.values()) edges.set(flow.id, edgeState(flow, ctx));
  colourEdges(doc, graph, (id) => EDGE_COLOURS[edges.get(id) ?? 'default']);

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
    });
  }
  return { xml: serializeDiagram(doc), graph, edges, nodes };
}

/**
 * A call activity opens the chart of the flow it called (instanceFlowImage). A sub process is
 * part of the same diagram: drawn in place when expanded, its own plane opened on a click when
 * collapsed (viewer/engine.ts), with the states of its nodes either way.
 */
export function opensSubFlow(type: string): boolean {
  return type === 'callActivity';
}
