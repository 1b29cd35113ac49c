/**
 * What we keep of a deployed BPMN definition besides its XML: the nodes and edges with our
 * settings (attributes in the WF_NAMESPACE), read once at deployment and stored as jsonb, so a
 * request never parses XML.
 */

import { evalFeel } from '../engine/feel.js';

/** Our extension attributes live in this namespace, e.g. `wf:assignee="role:hr"`. */
export const WF_NAMESPACE = 'http://approval-portal.local/schema/wf';

export const NODE_TYPES = [
  'startEvent',
  'endEvent',
  'userTask',
  'serviceTask',
  'subProcess',
  'callActivity',
  'exclusiveGateway',
  'parallelGateway',
  'inclusiveGateway',
  // standard BPMN beside our approval nodes: plain, manual, send and receive tasks, catch and throw events
  'task',
  'manualTask',
  'sendTask',
  'receiveTask',
  'boundaryEvent',
  'intermediateCatchEvent',
  'intermediateThrowEvent',
  'eventBasedGateway',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/**
 * Who works on a node, as a list of rules:
 * initiator | initiatorLeader | user:<account> | role:<code> | org:<code> (members) |
 * orgLeader:<code> | field:<form field holding user ids>
 */
export type AssigneeRule =
  | { kind: 'initiator' }
  | { kind: 'initiatorLeader' }
  | { kind: 'user'; ref: string }
  | { kind: 'role'; ref: string }
  | { kind: 'org'; ref: string }
  | { kind: 'orgLeader'; ref: string }
  | { kind: 'field'; ref: string };

export interface FlowNode {
  id: string;
  /** the BPMN name: shown in a language the node has no name of its own for */
  name: string;
  /** names per portal language (`wf:name-<xml:lang>` attributes), some may be missing */
  names?: Partial<Record<'zh-CN' | 'en-US' | 'id', string>>;
  type: NodeType;
  incoming: string[];
  outgoing: string[];
  /** the sub process holding it, or null at the top level */
  parent: string | null;
  /** user task: who works on it; service task: whom its notice reaches */
  assignee?: AssigneeRule[];
  /** several users: one shared task any of them may lock and complete */
  candidate?: boolean;
  /** countersign: a multi-instance user task */
  signType?: 'parallel' | 'serial' | null;
  /** share of agreeing votes a countersign needs to pass (0..1) */
  passRatio?: number;
  /** what a failed countersign does: return to the initiator (default) or end the instance */
  onNotPass?: 'backToStart' | 'end';
  dueHours?: number;
  /** reminder to the assignee this many hours before the due time (`wf:remindHours`) */
  remindHours?: number;
  /** the assignee's leader is told this many hours after the due time (`wf:escalateHours`, 0: at due) */
  escalateHours?: number;
  /** the task completes as agree by the system this many hours after it opened (`wf:autoApproveHours`) */
  autoApproveHours?: number;
  /** no approver found: skip the node instead of raising an exception */
  skipEmpty?: boolean;
  allowSkip?: boolean;
  /** `wf:batchApprove="true"`: its tasks may be approved together from the to-do list */
  batchApprove?: boolean;
  callActivity?: { calledElement: string };
  defaultFlow?: string | null;
  /** a user task drawn without an approver rule: its `assignee` is the default chosen at deploy */
  defaultAssignee?: boolean;
  /** a multi-instance node other than a countersign (a plain task, sub process or call activity) */
  loop?: 'parallel' | 'serial';
  /** boundary event: the activity it is attached to, and whether it ends that activity */
  attachedTo?: string;
  cancelActivity?: boolean;
  /** what an event (or a receive task) waits for or throws */
  eventKind?: 'timer' | 'message' | 'signal' | 'terminate';
  timer?: { type: 'timeDuration' | 'timeDate' | 'timeCycle'; value: string };
  /** the message or signal: its element id (what the engine matches) and its name (what callers give) */
  eventRef?: { id: string; name: string };
  /** an event-triggered sub process (started by its own start event while its parent runs) */
  eventSubProcess?: boolean;
  /** an event sub process's start: whether it ends what its parent is doing */
  interrupting?: boolean;
}

export interface FlowEdge {
  id: string;
  name: string;
  /** names per portal language (`wf:name-<xml:lang>`), some may be missing */
  names?: Partial<Record<'zh-CN' | 'en-US' | 'id', string>>;
  source: string;
  target: string;
  /** FEEL, without the leading `=` */
  condition: string | null;
}

export interface FlowModel {
  processId: string;
  processName: string;
  /** id of the top-level none start event */
  startId: string;
  nodes: Record<string, FlowNode>;
  flows: Record<string, FlowEdge>;
  /** node ids in document order (stable listing) */
  order: string[];
  /** `wf:autoApproveSame` on the process: approve a task whose assignee already approved an earlier node */
  autoApproveSame?: AutoApproveSame;
}

export type AutoApproveSame = 'off' | 'adjacent' | 'anywhere';

export function parseAssignee(text: string | undefined): AssigneeRule[] | null {
  if (!text) return [];
  const rules: AssigneeRule[] = [];
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (!part) continue;
    if (part === 'initiator' || part === 'initiatorLeader') {
      rules.push({ kind: part });
      continue;
    }
    const m = /^(user|role|org|orgLeader|field):([A-Za-z0-9_.-]{1,64})$/.exec(part);
    if (!m) return null;
    rules.push({ kind: m[1] as 'user' | 'role' | 'org' | 'orgLeader' | 'field', ref: m[2] });
  }
  return rules;
}

/** The first user task(s) reached from the start event, through gateways. */
export function nodesAfter(model: FlowModel, nodeId: string, seen = new Set<string>()): FlowNode[] {
  const out: FlowNode[] = [];
  for (const flowId of model.nodes[nodeId]?.outgoing ?? []) {
    const target = model.nodes[model.flows[flowId].target];
    if (!target || seen.has(target.id)) continue;
    seen.add(target.id);
    if (target.type === 'userTask' || target.type === 'callActivity' || target.type === 'subProcess' || target.type === 'endEvent')
      out.push(target);
    else out.push(...nodesAfter(model, target.id, seen));
  }
  return out;
}

/**
 * The flows a node takes with this form data. A gateway's conditions decide: an exclusive gateway takes the first
 * flow whose condition holds, an inclusive one every such flow, either its default flow when none holds (a
 * condition that cannot be evaluated does not hold). Every other node takes all its outgoing flows.
 */
export function takenFlows(model: FlowModel, nodeId: string, data: Record<string, unknown>): string[] {
  const n = model.nodes[nodeId];
  if (!n) return [];
  if (n.type !== 'exclusiveGateway' && n.type !== 'inclusiveGateway') return n.outgoing;
  const holds = (flowId: string) => {
    const cond = model.flows[flowId].condition;
    if (!cond) return true;
    try {
      return evalFeel(cond, data) === true;
    } catch {
      return false;
    }
  };
  const hits = n.outgoing.filter((f) => f !== n.defaultFlow && holds(f));
  const chosen = n.type === 'exclusiveGateway' ? hits.slice(0, 1) : hits;
  return chosen.length ? chosen : n.defaultFlow ? [n.defaultFlow] : [];
}

/** Event sub processes started by a timer, for the engine step (it arms them on a new instance). */
export function eventSubTimers(model: FlowModel): { id: string; startId: string; interrupting: boolean }[] {
  return model.order
    .map((id) => model.nodes[id])
    .filter((n) => n.type === 'startEvent' && n.eventKind === 'timer' && n.parent && model.nodes[n.parent]?.eventSubProcess)
    .map((n) => ({ id: n.parent!, startId: n.id, interrupting: n.interrupting !== false }));
}
