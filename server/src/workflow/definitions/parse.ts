import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { checkFeel, feelText } from '../engine/feel.js';
import { NODE_TYPES, WF_NAMESPACE, parseAssignee, type FlowModel, type FlowNode, type NodeType } from './model.js';
import { descriptionFromDocumentation, type DescriptionMap } from './description.js';
import { namesOf, type NameMap } from './names.js';

/**
 * Reads an uploaded BPMN 2.0 document and decides whether it may run. Nothing in a definition
 * may be code: script tasks, scripted conditions, listeners, service implementations and
 * expressions other than FEEL are refused, with every reason listed (the admin fixes them all
 * at once). Only a definition without reasons is ever given to the engine.
 */

export interface Refusal {
  code: string;
  elementId: string | null;
  params?: Record<string, string>;
}

export interface ParsedDefinition {
  model: FlowModel | null;
  reasons: Refusal[];
  /** the process's `bpmn:documentation` per language (xml:lang); null when it has none */
  description?: DescriptionMap | null;
  /** the process's names per language (`wf:name-<lang>`); null when it has none */
  names?: NameMap | null;
}

const MAX_XML = 2_000_000;

/** Elements a definition may contain besides the flow nodes. */
const ALLOWED_OTHER = new Set([
  'bpmn:Definitions',
  'bpmn:Process',
  'bpmn:SequenceFlow',
  'bpmn:FormalExpression',
  'bpmn:Expression',
  'bpmn:MultiInstanceLoopCharacteristics',
  'bpmn:Documentation',
  'bpmn:TextAnnotation',
  'bpmn:Association',
  'bpmn:LaneSet',
  'bpmn:Lane',
  'bpmn:Collaboration',
  'bpmn:Participant',
  'bpmn:Group',
  'bpmn:Category',
  'bpmn:CategoryValue',
  'bpmn:ExtensionElements',
  'bpmn:TimerEventDefinition',
]);

/** Attributes (properties of moddle elements) that hold code in some engines' dialects. */
const CODE_PROPERTIES = new Set(['script', 'scriptFormat', 'implementation', 'operationRef']);
const CODE_ATTRIBUTE = /(class|delegateExpression|expression|script|resultVariable|resource|listener|connector|inputOutput)$/i;

function typeName(el: ModdleElement): NodeType | null {
  const short = el.$type.replace(/^bpmn:/, '');
  const name = short.charAt(0).toLowerCase() + short.slice(1);
  return (NODE_TYPES as readonly string[]).includes(name) ? (name as NodeType) : null;
}

function ourPrefixes(defs: ModdleElement): string[] {
  return Object.entries(defs.$attrs ?? {})
    .filter(([k, v]) => k.startsWith('xmlns:') && v === WF_NAMESPACE)
    .map(([k]) => k.slice('xmlns:'.length));
}

function ourAttr(el: ModdleElement, prefixes: string[], name: string): string | undefined {
  for (const p of prefixes) {
    const v = el.$attrs?.[`${p}:${name}`];
    if (typeof v === 'string') return v;
  }
  return undefined;
}

function children(el: ModdleElement): ModdleElement[] {
  const out: ModdleElement[] = [];
  for (const [key, value] of Object.entries(el)) {
    if (key === '$parent' || key === 'sourceRef' || key === 'targetRef' || key === 'default' || key === 'incoming' || key === 'outgoing')
      continue;
    if (key === 'processRef' || key === 'attachedToRef' || key === 'categoryValueRef' || key === 'flowNodeRef') continue;
    const items = Array.isArray(value) ? value : [value];
    for (const v of items) if (v && typeof v === 'object' && typeof (v as ModdleElement).$type === 'string') out.push(v as ModdleElement);
  }
  return out;
}

function checkExpression(text: string | undefined, elementId: string | null, reasons: Refusal[]): string | null {
  const expr = feelText(text);
  if (expr === null) {
    reasons.push({ code: 'notFeel', elementId });
    return null;
  }
  const check = checkFeel(expr);
  if (!check.ok) {
    reasons.push({ code: check.code, elementId });
    return null;
  }
  return expr;
}

const TIMER_TYPES = ['timeDuration', 'timeDate', 'timeCycle'] as const;

/** A boundary or intermediate catch event: exactly one timer definition with one of its three kinds. */
function readTimer(el: ModdleElement, node: FlowNode, reasons: Refusal[]): void {
  const defs = (el.eventDefinitions as ModdleElement[] | undefined) ?? [];
  const timer = defs.length === 1 && defs[0].$type === 'bpmn:TimerEventDefinition' ? defs[0] : null;
  const type = timer ? TIMER_TYPES.find((k) => (timer[k] as ModdleElement | undefined)?.body) : undefined;
  if (!timer || !type) {
    reasons.push({ code: 'eventDefinition', elementId: node.id });
    return;
  }
  node.timer = { type, value: String((timer[type] as ModdleElement).body).trim() };
  if (el.$type === 'bpmn:BoundaryEvent') {
    node.attachedTo = (el.attachedToRef as ModdleElement | undefined)?.id ?? '';
    node.cancelActivity = el.cancelActivity !== false;
  }
}

export async function parseDefinition(xml: string): Promise<ParsedDefinition> {
  const reasons: Refusal[] = [];
  if (xml.length > MAX_XML) return { model: null, reasons: [{ code: 'tooLarge', elementId: null }] };
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { model: null, reasons: [{ code: 'doctype', elementId: null }] };
  let root: ModdleElement;
  try {
    const parsed = await new BpmnModdle().fromXML(xml);
    root = parsed.rootElement;
  } catch {
    return { model: null, reasons: [{ code: 'xmlInvalid', elementId: null }] };
  }
  if (root?.$type !== 'bpmn:Definitions') return { model: null, reasons: [{ code: 'xmlInvalid', elementId: null }] };
  const prefixes = ourPrefixes(root);
  const processes = ((root.rootElements as ModdleElement[] | undefined) ?? []).filter((e) => e.$type === 'bpmn:Process');
  if (processes.length !== 1)
    return { model: null, reasons: [{ code: processes.length ? 'manyProcesses' : 'noProcess', elementId: null }] };
  const proc = processes[0];
  if (!proc.id || !/^[A-Za-z][A-Za-z0-9_-]{0,127}$/.test(proc.id)) reasons.push({ code: 'badKey', elementId: proc.id ?? null });

  // every element of the document, walked generically so nothing hides in an unexpected place
  const walk = (el: ModdleElement) => {
    const id = el.id ?? null;
    const t = el.$type;
    if (t === 'bpmn:ScriptTask') {
      // one reason is enough: its script and format are part of the same refusal
      reasons.push({ code: 'scriptTask', elementId: id });
      return;
    } else if (t === 'bpmn:ComplexGateway') reasons.push({ code: 'complexGateway', elementId: id });
    else if (!typeName(el) && !ALLOWED_OTHER.has(t) && !t.startsWith('bpmndi:') && !t.startsWith('dc:') && !t.startsWith('di:'))
      reasons.push({ code: t.startsWith('bpmn:') ? 'unsupportedElement' : 'extensionElement', elementId: id, params: { type: t } });
    for (const key of Object.keys(el))
      if (CODE_PROPERTIES.has(key) && el[key]) reasons.push({ code: 'code', elementId: id, params: { attribute: key } });
    for (const [k, v] of Object.entries(el.$attrs ?? {})) {
      if (k.startsWith('xmlns')) continue;
      if (CODE_ATTRIBUTE.test(k) || /\$\{|#\{/.test(String(v)))
        reasons.push({ code: 'codeAttribute', elementId: id, params: { attribute: k } });
    }
    if (t === 'bpmn:FormalExpression' || t === 'bpmn:Expression') {
      if (el.language) reasons.push({ code: 'scriptCondition', elementId: (el.$parent?.id as string | undefined) ?? id });
    }
    for (const c of children(el)) walk(c);
  };
  walk(root);

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
      const node: FlowNode = { id, name: el.name ?? id, type, incoming: [], outgoing: [], parent };
      const names = namesOf(el, prefixes);
      if (names) node.names = names;
      if (type === 'startEvent' || type === 'endEvent') {
        if (((el.eventDefinitions as unknown[] | undefined) ?? []).length) reasons.push({ code: 'eventDefinition', elementId: id });
      }
      if (type === 'boundaryEvent' || type === 'intermediateCatchEvent') readTimer(el, node, reasons);
      if (type === 'userTask' || type === 'serviceTask') {
        const rules = parseAssignee(ourAttr(el, prefixes, type === 'userTask' ? 'assignee' : 'notice'));
        if (rules === null) reasons.push({ code: 'badAssignee', elementId: id });
        else node.assignee = rules;
        if (type === 'userTask' && rules && !rules.length) reasons.push({ code: 'noAssignee', elementId: id });
      }
      if (type === 'userTask') {
        node.candidate = ourAttr(el, prefixes, 'candidate') === 'true';
        node.skipEmpty = ourAttr(el, prefixes, 'skipEmpty') === 'true';
        node.allowSkip = ourAttr(el, prefixes, 'allowSkip') === 'true';
        if (ourAttr(el, prefixes, 'batchApprove') === 'true') node.batchApprove = true;
        const due = Number(ourAttr(el, prefixes, 'dueHours') ?? 72);
        node.dueHours = Number.isFinite(due) && due > 0 ? due : 72;
        node.signType = null;
        const hours = (name: string) => {
          const v = ourAttr(el, prefixes, name);
          const n = v === undefined ? NaN : Number(v);
          return Number.isFinite(n) && n >= 0 ? n : undefined;
        };
        node.remindHours = hours('remindHours');
        node.escalateHours = hours('escalateHours');
        node.autoApproveHours = hours('autoApproveHours');
      }
      const loop = el.loopCharacteristics as ModdleElement | undefined;
      if (loop) {
        if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics' || type !== 'userTask')
          reasons.push({ code: 'loopUnsupported', elementId: id });
        else {
          const card = loop.loopCardinality as ModdleElement | undefined;
          if (!card?.body) reasons.push({ code: 'noCardinality', elementId: id });
          else checkExpression(card.body as string, id, reasons);
          const done = loop.completionCondition as ModdleElement | undefined;
          if (done?.body) checkExpression(done.body as string, id, reasons);
          if (loop.collection || loop.loopDataInputRef || loop.inputDataItem) reasons.push({ code: 'loopCollection', elementId: id });
          node.signType = loop.isSequential ? 'serial' : 'parallel';
          const ratio = Number(ourAttr(el, prefixes, 'passRatio') ?? 1);
          node.passRatio = Number.isFinite(ratio) && ratio > 0 && ratio <= 1 ? ratio : 1;
          node.onNotPass = ourAttr(el, prefixes, 'onNotPass') === 'end' ? 'end' : 'backToStart';
        }
      }
      if (type === 'callActivity') {
        const called = typeof el.calledElement === 'string' ? el.calledElement : '';
        if (!/^[A-Za-z][A-Za-z0-9_-]{0,127}$/.test(called)) reasons.push({ code: 'calledElement', elementId: id });
        node.callActivity = { calledElement: called };
      }
      if (type.endsWith('Gateway')) node.defaultFlow = (el.default as ModdleElement | undefined)?.id ?? null;
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
  const starts = order.filter((id) => nodes[id].type === 'startEvent' && nodes[id].parent === null);
  if (starts.length !== 1) reasons.push({ code: 'startEvents', elementId: null });
  if (!order.some((id) => nodes[id].type === 'endEvent' && nodes[id].parent === null)) reasons.push({ code: 'noEnd', elementId: null });
  for (const id of order) {
    const n = nodes[id];
    if (n.type === 'exclusiveGateway' || n.type === 'inclusiveGateway') {
      // a condition-less edge out of a deciding gateway always counts as taken: only the default may have none
      for (const fid of n.outgoing)
        if (n.outgoing.length > 1 && fid !== n.defaultFlow && !flows[fid].condition)
          reasons.push({ code: 'unconditionalFlow', elementId: fid });
    }
  }

  const auto = ourAttr(proc, prefixes, 'autoApproveSame');
  const autoApproveSame: Pick<FlowModel, 'autoApproveSame'> = auto === 'adjacent' || auto === 'anywhere' ? { autoApproveSame: auto } : {};
  const dedup = new Map(reasons.map((r) => [`${r.code}|${r.elementId}|${JSON.stringify(r.params ?? {})}`, r]));
  const list = [...dedup.values()];
  if (list.length) return { model: null, reasons: list };
  return {
    model: {
      processId: proc.id!,
      processName: (proc.name as string | undefined) ?? proc.id!,
      startId: starts[0],
      nodes,
      flows,
      order,
      ...autoApproveSame,
    },
    reasons: [],
    description: descriptionFromDocumentation(proc),
    names: namesOf(proc, prefixes),
  };
}
