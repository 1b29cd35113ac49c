import type { Database } from '../../db/database.js';
import type { FlowImage, OpinionStatus } from '../../../../contract/workflow.js';
import { pickName, type DefInfo } from '../definitions/repo.js';
import { takenFlows, type FlowModel } from '../definitions/model.js';
import type { Lang } from '../../lib/i18n.js';
import { localiseXml, nodeNameIn } from '../definitions/names.js';
import type { InstanceRecord } from '../steps/context.js';
import { usersByIds } from '../support/repo-users.js';
import { nodeStatuses } from './list.js';
import * as repo from './repo.js';

type Approver = FlowImage['nodes'][number]['approvers'][number];

/** Where the flow will go from the nodes waiting now, deciding gateways with the current form data. */
export function predictPath(
  model: FlowModel,
  from: string[],
  data: Record<string, unknown>,
  reached: Set<string>,
): { nodes: string[]; flows: string[] } {
  const nodes: string[] = [];
  const flows: string[] = [];
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const f of takenFlows(model, id, data)) {
      const target = model.flows[f].target;
      flows.push(f);
      if (!reached.has(target) && !nodes.includes(target)) nodes.push(target);
      queue.push(target);
    }
  }
  return { nodes, flows };
}

/**
 * The flow image of spec 02 §2: the BPMN XML plus, for an instance, each node's state and
 * approvers (with avatars), edge states (going = both ends reached) and the predicted path.
 */
export async function flowImage(db: Database, def: DefInfo, inst: InstanceRecord | null, lang: Lang): Promise<FlowImage> {
  const model = def.model;
  const statuses = inst ? await nodeStatuses(db, inst) : {};
  const reached = new Set<string>(inst ? [...inst.reached, ...Object.keys(statuses)] : []);
  const opinions = inst ? (await repo.opinionTrail(db, inst.id)).filter((o) => o.auditor_id !== null) : [];
  const open = inst ? await repo.openTaskHolders(db, inst.id) : [];
  const subs = inst ? await repo.subInstances(db, inst.id) : [];
  const userIds = new Set<string>([
    ...opinions.map((o) => o.auditor_id!),
    ...open.map((t) => t.assignee_id!).filter(Boolean),
    ...Object.values(inst?.node_users ?? {}).flat(),
  ]);
  const users = await usersByIds(db, userIds);
  const pending: OpinionStatus = inst?.is_hang_up ? 'hangUp' : 'awaiting_check';

  const waitingNodes = [...new Set(open.map((t) => t.node_id))];
  const startFrom = !inst
    ? [model.startId]
    : inst.status === 'running'
      ? waitingNodes
      : inst.status === 'backToStart' || inst.status === 'revoker_to_start'
        ? [model.startId]
        : [];
  const predicted = predictPath(model, startFrom, inst ? { ...inst.form_data } : {}, inst?.status === 'running' ? reached : new Set());
  const predictedNodes = new Set(predicted.nodes);

  const nodes = model.order.map((id) => {
    const node = model.nodes[id];
    let status: OpinionStatus | null = statuses[id] ?? null;
    const sub = subs.find((s) => s.parent_node_id === id);
    if (!status && reached.has(id))
      status = node.type === 'startEvent' ? 'start' : node.type === 'endEvent' ? 'end' : sub?.status === 'running' ? pending : 'agree';
    const approvers: Approver[] = [];
    const add = (userId: string | null, s: OpinionStatus | null) => {
      if (!userId) return;
      const u = users.get(userId);
      if (!u) return;
      const existing = approvers.find((a) => a.id === userId);
      if (existing) existing.status = s;
      else approvers.push({ id: u.id, name: u.name, account: u.account, avatar: u.avatar, status: s });
    };
    if (node.type === 'userTask') {
      for (const o of opinions) if (o.node_id === id) add(o.auditor_id, o.status as OpinionStatus);
      for (const t of open) if (t.node_id === id) add(t.assignee_id, pending);
      if (!approvers.length) for (const u of inst?.node_users[id] ?? []) add(u, null);
    }
    return {
      nodeId: id,
      name: nodeNameIn(model, id, lang, node.name),
      nodeType: node.type,
      signType: node.type === 'userTask' ? (node.signType ?? 'normal') : null,
      status,
      approvers,
      ...(node.type === 'callActivity' ? { subInstId: sub?.id ?? null } : {}),
      predicted: predictedNodes.has(id),
    };
  });
  const reachedNow = new Set(nodes.filter((n) => n.status).map((n) => n.nodeId));
  const flows: FlowImage['flows'] = {};
  for (const f of Object.values(model.flows)) {
    if (reachedNow.has(f.source) && reachedNow.has(f.target)) flows[f.id] = 'going';
    else if (predicted.flows.includes(f.id)) flows[f.id] = 'predicted';
    else flows[f.id] = 'default';
  }
  return {
    defId: def.id,
    defKey: def.defKey,
    instId: inst?.id ?? null,
    bpmnXml: localiseXml(def.xml, model, lang, pickName(def.name, lang)),
    nodes,
    flows,
    predictedPath: predicted.nodes,
  };
}
