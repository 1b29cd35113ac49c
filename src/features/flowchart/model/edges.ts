/** Edge looks of spec 02 §4: default (grey), going (blue), predicted (purple, dashed). */
export type EdgeState = 'going' | 'predicted' | 'default';

export const EDGE_COLOURS: Record<EdgeState, string> = {
  default: '#8c8c8c',
  going: '#1677ff',
  predicted: '#722ed1',
};

export interface EdgeContext {
  /** nodes that have been reached (they have a status) */
  reached: ReadonlySet<string>;
  /** nodes on the path the instance is predicted to take next */
  predictedNodes: ReadonlySet<string>;
  /** flows the server named as predicted, if it names them */
  predictedFlows?: ReadonlySet<string>;
}

/**
 * An edge is going when both its ends have been reached. Otherwise it is predicted when the
 * server says so, or when it leads into a predicted node from a reached or predicted one.
 */
export function edgeState(flow: { id: string; source: string; target: string }, ctx: EdgeContext): EdgeState {
  if (ctx.reached.has(flow.source) && ctx.reached.has(flow.target)) return 'going';
  if (ctx.predictedFlows?.has(flow.id)) return 'predicted';
  const fromKnown = ctx.reached.has(flow.source) || ctx.predictedNodes.has(flow.source);
  if (fromKnown && ctx.predictedNodes.has(flow.target)) return 'predicted';
  return 'default';
}
