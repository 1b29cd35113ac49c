import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { WF_NAMESPACE, type AssigneeRule, type FlowModel, type FlowNode } from './model.js';
import { descriptionFromDocumentation, type DescriptionMap } from './description.js';
import { namesOf, type NameMap } from './names.js';
import { duplicateIds, findCode, type Refusal } from './parse-code.js';
import { checkExpression, ourAttr, readNode, typeName } from './parse-nodes.js';

export type { Refusal } from './parse-code.js';

/**
 * Reads an uploaded BPMN 2.0 document and decides whether it may run. Nothing in a definition
 * may be code: script tasks, scripted conditions, listeners, service implementations, code-bearing
 * extension elements and expressions other than FEEL are refused, with every reason listed for
 * every process of the file (the admin fixes them all at once). A collaboration may draw several
 * pools: exactly one process is executable and runs, the others are drawn only. Only a definition
 * without reasons is ever given to the engine.
 */

export interface ParsedDefinition {
  model: FlowModel | null;
  reasons: Refusal[];
  /** user tasks drawn without an approver rule (they take the default chosen at deploy) */
  unassigned: { id: string; name: string }[];
  /** the process's `bpmn:documentation` per language (xml:lang); null when it has none */
  description?: DescriptionMap | null;
  /** the process's names per language (`wf:name-<lang>`); null when it has none */
  names?: NameMap | null;
}

export interface ParseOptions {
  /** approvers of user tasks drawn without `wf:assignee`; without it such tasks are refused */
  defaultAssignee?: AssigneeRule[] | null;
}

const MAX_XML = 2_000_000;
const KEY = /^[A-Za-z][A-Za-z0-9_-]{0,127}$/;

function ourPrefixes(defs: ModdleElement): string[] {
  return Object.entries(defs.$attrs ?? {})
    .filter(([k, v]) => k.startsWith('xmlns:') && v === WF_NAMESPACE)
    .map(([k]) => k.slice('xmlns:'.length));
}

const refusedOnly = (code: string, elementId: string | null = null): ParsedDefinition => ({
  model: null,
  reasons: [{ code, elementId }],
  unassigned: [],
});

interface Graph {
  nodes: Record<string, FlowNode>;
  flows: FlowModel['flows'];
  order: string[];
}

/** The nodes and flows of one process, with the reasons found on them. */
function readProcess(proc: ModdleElement, prefixes: string[], reasons: Refusal[]): Graph {
  const nodes: Record<string, FlowNode> = {};
  const flows: FlowModel['flows'] = {};
  const order: string[] = [];
  // elements already refused for their type: their edges are not reported again
  const refused = new Set<string>();
  const collect = (container: ModdleElement, parent: string | null) => {
    for (const el of (container.flowElements as ModdleElement[] | undefined) ?? []) {
      const id = el.id ?? '';
      if (el.$type === 'bpmn:SequenceFlow') {
        const cond = el.conditionExpression as ModdleElement | undefined;
        let condition: string | null = null;
        if (cond && !cond.language) condition = checkExpression(cond.body as string | undefined, id, reasons);
        flows[id] = {
          id,
          name: el.name ?? '',
          source: (el.sourceRef as ModdleElement | undefined)?.id ?? '',
          target: (el.targetRef as ModdleElement | undefined)?.id ?? '',
          condition,
        };
        const names = namesOf(el, prefixes);
        if (names) flows[id].names = names;
        continue;
      }
      const type = typeName(el);
      if (!type) {
        refused.add(id);
        continue;
      }
      const node = readNode(el, type, parent, prefixes, reasons);
      const names = namesOf(el, prefixes);
      if (names) node.names = names;
      nodes[id] = node;
      order.push(id);
      if (type === 'subProcess') collect(el, id);
    }
  };
  collect(proc, null);
  for (const f of Object.values(flows)) {
    if (!nodes[f.source] || !nodes[f.target]) {
      if (!refused.has(f.source) && !refused.has(f.target)) reasons.push({ code: 'danglingFlow', elementId: f.id });
      continue;
    }
    nodes[f.source].outgoing.push(f.id);
    nodes[f.target].incoming.push(f.id);
  }
  return { nodes, flows, order };
}

/** What the graph as a whole must hold: one none start, an end, conditions out of deciding gateways… */
function checkGraph(proc: ModdleElement, { nodes, flows, order }: Graph, reasons: Refusal[]): string | null {
  const starts = order.filter((id) => nodes[id].type === 'startEvent' && nodes[id].parent === null);
  if (starts.length !== 1) reasons.push({ code: 'startEvents', elementId: proc.id ?? null });
  // an end event, or an activity with no way out (an implicit end, valid BPMN)
  const ends = (id: string) =>
    nodes[id].parent === null && (nodes[id].type === 'endEvent' || (!nodes[id].outgoing.length && nodes[id].type !== 'boundaryEvent'));
  if (!order.some(ends)) reasons.push({ code: 'noEnd', elementId: proc.id ?? null });
  for (const id of order) {
    const n = nodes[id];
    if (n.type === 'exclusiveGateway' || n.type === 'inclusiveGateway') {
      // a condition-less edge out of a deciding gateway always counts as taken: only the default may have none
      for (const fid of n.outgoing)
        if (n.outgoing.length > 1 && fid !== n.defaultFlow && !flows[fid].condition)
          reasons.push({ code: 'unconditionalFlow', elementId: fid });
    }
    if (n.type === 'eventBasedGateway')
      for (const fid of n.outgoing) {
        const target = nodes[flows[fid].target];
        if (target && target.type !== 'intermediateCatchEvent' && target.type !== 'receiveTask')
          reasons.push({ code: 'eventGatewayTarget', elementId: target.id });
      }
    if (n.type === 'boundaryEvent' && !nodes[n.attachedTo ?? '']) reasons.push({ code: 'attachedTo', elementId: id });
    if (n.eventSubProcess) {
      const subStarts = order.filter((c) => nodes[c].parent === id && nodes[c].type === 'startEvent');
      if (subStarts.length !== 1 || !nodes[subStarts[0]].eventKind) reasons.push({ code: 'eventSubStart', elementId: id });
    }
  }
  return starts.length === 1 ? starts[0] : null;
}

export async function parseDefinition(xml: string, options: ParseOptions = {}): Promise<ParsedDefinition> {
  if (xml.length > MAX_XML) return refusedOnly('tooLarge');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return refusedOnly('doctype');
  let root: ModdleElement;
  let warnings: { message: string }[];
  try {
    const parsed = await new BpmnModdle().fromXML(xml);
    root = parsed.rootElement;
    warnings = parsed.warnings;
  } catch {
    return refusedOnly('xmlInvalid');
  }
  if (root?.$type !== 'bpmn:Definitions') return refusedOnly('xmlInvalid');
  const reasons: Refusal[] = duplicateIds(warnings).map((id) => ({ code: 'duplicateId', elementId: id }));
  const prefixes = ourPrefixes(root);
  const rootElements = (root.rootElements as ModdleElement[] | undefined) ?? [];
  const processes = rootElements.filter((e) => e.$type === 'bpmn:Process');
  if (!processes.length) return refusedOnly('noProcess');
  // only an executable process runs (the engine skips the others); pools drawn beside it are fine
  const executable = processes.filter((p) => p.isExecutable === true);
  if (!executable.length) for (const p of processes) reasons.push({ code: 'notExecutable', elementId: p.id ?? null });
  if (executable.length > 1) for (const p of executable) reasons.push({ code: 'manyProcesses', elementId: p.id ?? null });
  for (const r of rootElements) findCode(r, reasons, r.$type !== 'bpmn:Process' || executable.includes(r));

  let model: FlowModel | null = null;
  const unassigned: ParsedDefinition['unassigned'] = [];
  const defaults = options.defaultAssignee?.length ? options.defaultAssignee : null;
  for (const proc of executable) {
    if (!proc.id || !KEY.test(proc.id)) reasons.push({ code: 'badKey', elementId: proc.id ?? null });
    const graph = readProcess(proc, prefixes, reasons);
    for (const id of graph.order) {
      const n = graph.nodes[id];
      if (n.type !== 'userTask' || !n.assignee || n.assignee.length) continue;
      unassigned.push({ id, name: n.name });
      if (defaults) Object.assign(n, { assignee: defaults, defaultAssignee: true });
      else reasons.push({ code: 'noAssignee', elementId: id });
    }
    const startId = checkGraph(proc, graph, reasons);
    // auto-approve when the same person already approved an earlier node (batch/auto-approve.ts)
    const auto = ourAttr(proc, prefixes, 'autoApproveSame');
    const autoApproveSame: Pick<FlowModel, 'autoApproveSame'> = auto === 'adjacent' || auto === 'anywhere' ? { autoApproveSame: auto } : {};
    if (executable.length === 1 && startId)
      model = { processId: proc.id!, processName: (proc.name as string | undefined) ?? proc.id!, startId, ...graph, ...autoApproveSame };
  }

  const dedup = new Map(reasons.map((r) => [`${r.code}|${r.elementId}|${JSON.stringify(r.params ?? {})}`, r]));
  const list = [...dedup.values()];
  if (list.length || !model) return { model: null, reasons: list, unassigned };
  const proc = executable[0];
  return {
    model,
    reasons: [],
    unassigned,
    description: descriptionFromDocumentation(proc),
    names: namesOf(proc, prefixes),
  };
}
