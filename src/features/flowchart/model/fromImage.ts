import type { FlowImage } from '@/api/runtimeImage';
import type { ApproverMode, ChartInput } from './chart';

function approverMode(signType: string | null): ApproverMode {
  return signType === 'serial' || signType === 'parallel' ? signType : 'normal';
}

/** The viewer's input from the flow image call's answer. */
export function chartInputOf(image: FlowImage): ChartInput {
  const predictedNodes = new Set(image.predictedPath);
  for (const n of image.nodes) if (n.predicted) predictedNodes.add(n.nodeId);
  return {
    xml: image.bpmnXml,
    nodes: image.nodes.map((n) => ({
      id: n.nodeId,
      status: n.status,
      approvers: n.approvers.map((a) => ({ id: a.id, name: a.name, avatar: a.avatar, status: a.status })),
      approverMode: approverMode(n.signType),
    })),
    predictedNodes: [...predictedNodes],
    predictedFlows: Object.entries(image.flows)
      .filter(([, state]) => state === 'predicted')
      .map(([id]) => id),
  };
}
