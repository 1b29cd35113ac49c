import type { FlowImage } from '@/api/runtimeImage';
import type { ApproverMode, ChartInput, ChartNodeState } from './chart';

function approverMode(signType: string | null): ApproverMode {
  return signType === 'serial' || signType === 'parallel' ? signType : 'normal';
}

/**
 * The viewer's input from the flow image call's answer; `extra` states of any element (timers,
 * message catches, boundary events: by id) are laid over the image's node states.
 */
export function chartInputOf(image: FlowImage, extra: readonly ChartNodeState[] = []): ChartInput {
  const predictedNodes = new Set(image.predictedPath);
  for (const n of image.nodes) if (n.predicted) predictedNodes.add(n.nodeId);
  const nodes = new Map<string, ChartNodeState>(
    image.nodes.map((n) => [
      n.nodeId,
      {
        id: n.nodeId,
        status: n.status,
        approvers: n.approvers.map((a) => ({ id: a.id, name: a.name, avatar: a.avatar, status: a.status })),
        approverMode: approverMode(n.signType),
      },
    ]),
  );
  for (const e of extra) nodes.set(e.id, { ...nodes.get(e.id), ...e, status: e.status ?? nodes.get(e.id)?.status });
  return {
    xml: image.bpmnXml,
    nodes: [...nodes.values()],
    predictedNodes: [...predictedNodes],
    predictedFlows: Object.entries(image.flows)
      .filter(([, state]) => state === 'predicted')
      .map(([id]) => id),
  };
}
