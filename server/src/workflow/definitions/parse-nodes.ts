import type { ModdleElement } from 'bpmn-moddle';
import { checkFeel, feelText } from '../engine/feel.js';
import type { Refusal } from './parse-code.js';
import { NODE_TYPES, parseAssignee, type FlowNode, type NodeType } from './model.js';

/** The settings of one flow node read from its element: approvers, loops, events. */

export function typeName(el: ModdleElement): NodeType | null {
  const short = el.$type.replace(/^bpmn:/, '');
  const name = short.charAt(0).toLowerCase() + short.slice(1);
  return el.$type.startsWith('bpmn:') && (NODE_TYPES as readonly string[]).includes(name) ? (name as NodeType) : null;
}

export function ourAttr(el: ModdleElement, prefixes: string[], name: string): string | undefined {
  for (const p of prefixes) {
    const v = el.$attrs?.[`${p}:${name}`];
    if (typeof v === 'string') return v;
  }
  return undefined;
}

export function checkExpression(text: string | undefined, elementId: string | null, reasons: Refusal[]): string | null {
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

const DURATION =
  /^P(?!$)(\d+(\.\d+)?Y)?(\d+(\.\d+)?M)?(\d+(\.\d+)?W)?(\d+(\.\d+)?D)?(T(?=\d)(\d+(\.\d+)?H)?(\d+(\.\d+)?M)?(\d+(\.\d+)?S)?)?$/;
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s) && !Number.isNaN(Date.parse(s));

/** ISO 8601 as the engine reads timers: a duration, a date, or a cycle `R[n]/[start/]duration`. */
export function validTimer(type: 'timeDuration' | 'timeDate' | 'timeCycle', value: string): boolean {
  if (type === 'timeDuration') return DURATION.test(value);
  if (type === 'timeDate') return isDate(value);
  const parts = value.split('/');
  if (!/^R\d*$/.test(parts[0]) || parts.length < 2 || parts.length > 3) return false;
  return parts.slice(1).some((p) => DURATION.test(p)) && parts.slice(1).every((p) => DURATION.test(p) || isDate(p));
}

const TIMER_TYPES = ['timeDuration', 'timeDate', 'timeCycle'] as const;

/**
 * An event's definition: timers with their ISO value, messages and signals with their reference.
 * `allowed` says which kinds the node may carry (a none start may carry nothing).
 */
function readEvent(el: ModdleElement, node: FlowNode, reasons: Refusal[], allowed: ReadonlySet<string>) {
  const defs = (el.eventDefinitions as ModdleElement[] | undefined) ?? [];
  if (defs.length > 1) reasons.push({ code: 'eventDefinition', elementId: node.id, params: { type: 'multiple' } });
  const d = defs[0];
  if (!d) return;
  const kind = d.$type
    .replace(/^bpmn:/, '')
    .replace(/EventDefinition$/, '')
    .toLowerCase();
  if (!allowed.has(kind)) {
    reasons.push({ code: 'eventDefinition', elementId: node.id, params: { type: d.$type } });
    return;
  }
  node.eventKind = kind as FlowNode['eventKind'];
  if (kind === 'timer') {
    const type = TIMER_TYPES.find((t) => (d[t] as ModdleElement | undefined)?.body);
    const value = type ? String((d[type] as ModdleElement).body).trim() : '';
    if (!type || !validTimer(type, value)) reasons.push({ code: 'badTimer', elementId: node.id, params: { value } });
    else node.timer = { type, value };
  }
  if (kind === 'message' || kind === 'signal') readRef(d[`${kind}Ref`] as ModdleElement | undefined, node, reasons);
}

function readRef(ref: ModdleElement | undefined, node: FlowNode, reasons: Refusal[]) {
  // a catch without a named message or signal could never be delivered
  if (!ref?.id || !ref.name) reasons.push({ code: 'eventRef', elementId: node.id });
  else node.eventRef = { id: ref.id, name: String(ref.name) };
}

const CATCH = new Set(['timer', 'message', 'signal']);
/** an event sub process starts on a message or a signal (delivered) or a timer (armed by the step) */
const EVENT_SUB_START = CATCH;
const THROW = new Set(['message', 'signal']);
const END = new Set(['message', 'signal', 'terminate']);
const NONE = new Set<string>();

function readLoop(el: ModdleElement, node: FlowNode, type: NodeType, prefixes: string[], reasons: Refusal[]) {
  const loop = el.loopCharacteristics as ModdleElement | undefined;
  if (!loop) return;
  const id = node.id;
  const looping = ['userTask', 'task', 'manualTask', 'subProcess', 'callActivity'];
  if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics' || !looping.includes(type)) {
    reasons.push({ code: 'loopUnsupported', elementId: id });
    return;
  }
  if (loop.collection || loop.loopDataInputRef || loop.inputDataItem) reasons.push({ code: 'loopCollection', elementId: id });
  const card = loop.loopCardinality as ModdleElement | undefined;
  const cardText = typeof card?.body === 'string' ? card.body.trim() : '';
  // a plain number is standard BPMN; anything else must be FEEL
  if (cardText && !/^\d{1,4}$/.test(cardText)) checkExpression(cardText, id, reasons);
  const done = loop.completionCondition as ModdleElement | undefined;
  if (done?.body) checkExpression(done.body as string, id, reasons);
  const mode = loop.isSequential ? 'serial' : 'parallel';
  if (type !== 'userTask') {
    // no approver list to count: the loop needs its own cardinality
    if (!cardText) reasons.push({ code: 'noCardinality', elementId: id });
    node.loop = mode;
    return;
  }
  // a countersign: without a cardinality, one vote per approver (the engine is given `=approverCount`)
  node.signType = mode;
  // a diagram that never names our namespace knows nothing of votes: its completion condition alone decides
  const ratio = Number(ourAttr(el, prefixes, 'passRatio') ?? (prefixes.length ? 1 : 0));
  node.passRatio = Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1;
  node.onNotPass = ourAttr(el, prefixes, 'onNotPass') === 'end' ? 'end' : 'backToStart';
}

/** The node of one flow element, or its refusals. */
export function readNode(el: ModdleElement, type: NodeType, parent: string | null, prefixes: string[], reasons: Refusal[]): FlowNode {
  const id = el.id ?? '';
  const node: FlowNode = { id, name: (el.name as string | undefined) ?? id, type, incoming: [], outgoing: [], parent };
  const inEventSub = parent !== null && (el.$parent?.triggeredByEvent as boolean | undefined) === true;
  if (type === 'startEvent') {
    readEvent(el, node, reasons, inEventSub ? EVENT_SUB_START : NONE);
    if (inEventSub) node.interrupting = el.isInterrupting !== false;
  }
  if (type === 'endEvent') readEvent(el, node, reasons, END);
  if (type === 'intermediateCatchEvent') {
    readEvent(el, node, reasons, CATCH);
    if (!node.eventKind && !reasons.some((r) => r.elementId === id)) reasons.push({ code: 'eventDefinition', elementId: id });
  }
  if (type === 'intermediateThrowEvent') readEvent(el, node, reasons, THROW);
  if (type === 'boundaryEvent') {
    readEvent(el, node, reasons, CATCH);
    if (!node.eventKind && !reasons.some((r) => r.elementId === id)) reasons.push({ code: 'eventDefinition', elementId: id });
    node.attachedTo = (el.attachedToRef as ModdleElement | undefined)?.id ?? '';
    node.cancelActivity = el.cancelActivity !== false;
  }
  if (type === 'receiveTask') {
    node.eventKind = 'message';
    readRef(el.messageRef as ModdleElement | undefined, node, reasons);
  }
  if (type === 'userTask' || type === 'serviceTask') {
    const rules = parseAssignee(ourAttr(el, prefixes, type === 'userTask' ? 'assignee' : 'notice'));
    if (rules === null) reasons.push({ code: 'badAssignee', elementId: id });
    else node.assignee = rules;
  }
  if (type === 'userTask') {
    node.candidate = ourAttr(el, prefixes, 'candidate') === 'true';
    node.skipEmpty = ourAttr(el, prefixes, 'skipEmpty') === 'true';
    node.allowSkip = ourAttr(el, prefixes, 'allowSkip') === 'true';
    const due = Number(ourAttr(el, prefixes, 'dueHours') ?? 72);
    node.dueHours = Number.isFinite(due) && due > 0 ? due : 72;
    node.signType = null;
    if (ourAttr(el, prefixes, 'batchApprove') === 'true') node.batchApprove = true;
    // the task's clocks (timers/service.ts): a reminder before due, escalation and auto-approval after it
    const hours = (name: string) => {
      const v = ourAttr(el, prefixes, name);
      const n = v === undefined ? NaN : Number(v);
      return Number.isFinite(n) && n >= 0 ? n : undefined;
    };
    node.remindHours = hours('remindHours');
    node.escalateHours = hours('escalateHours');
    node.autoApproveHours = hours('autoApproveHours');
  }
  readLoop(el, node, type, prefixes, reasons);
  if (type === 'callActivity') {
    const called = typeof el.calledElement === 'string' ? el.calledElement : '';
    if (!/^[A-Za-z][A-Za-z0-9_-]{0,127}$/.test(called)) reasons.push({ code: 'calledElement', elementId: id });
    node.callActivity = { calledElement: called };
  }
  if (type === 'subProcess' && el.triggeredByEvent === true) node.eventSubProcess = true;
  if (type.endsWith('Gateway')) node.defaultFlow = (el.default as ModdleElement | undefined)?.id ?? null;
  return node;
}
