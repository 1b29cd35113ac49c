import type { ModdleElement } from 'bpmn-moddle';
import { NODE_TYPES } from './model.js';

/**
 * The walk over a whole BPMN document that finds code and what the engine cannot run, in every
 * process and pool of the file (not only the executable one: code is refused wherever it hides).
 * Every reason names the nearest element with an id, so an extension element's code points at
 * the task that carries it.
 */

export interface Refusal {
  code: string;
  elementId: string | null;
  params?: Record<string, string>;
}

/** Elements a definition may contain besides the flow nodes; data, annotations and drawing are ignored. */
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
  'bpmn:MessageFlow',
  'bpmn:Group',
  'bpmn:Category',
  'bpmn:CategoryValue',
  'bpmn:ExtensionElements',
  'bpmn:Message',
  'bpmn:Signal',
  // declarations only: the events that would use them are refused on their own
  'bpmn:Error',
  'bpmn:Escalation',
  'bpmn:ItemDefinition',
  'bpmn:TimerEventDefinition',
  'bpmn:MessageEventDefinition',
  'bpmn:SignalEventDefinition',
  'bpmn:TerminateEventDefinition',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  'bpmn:DataStore',
  'bpmn:DataStoreReference',
  'bpmn:DataInputAssociation',
  'bpmn:DataOutputAssociation',
  'bpmn:DataState',
  'bpmn:Property',
  'bpmn:InputOutputSpecification',
  'bpmn:DataInput',
  'bpmn:DataOutput',
  'bpmn:InputSet',
  'bpmn:OutputSet',
  'bpmn:ParticipantMultiplicity',
]);

/** Processes other than the executable one are drawn, never run: there only code is refused. */
const CODE_ONLY = new Set(['unsupportedElement', 'complexGateway']);

/** Properties of moddle elements that hold code in some engines' dialects. */
const CODE_PROPERTIES = new Set(['script', 'scriptFormat', 'implementation', 'operationRef']);
/** Attribute names (any prefix) that hold code: Camunda/Activiti/Flowable classes, listeners, connectors… */
const CODE_ATTRIBUTE = /(class|delegateExpression|expression|script|resultVariable|resource|listener|connector|inputOutput)$/i;
/** Extension element names that run code: scripts, listeners, job workers, connectors, injected fields. */
const CODE_EXTENSION = /(script|listener|taskDefinition|connector|delegate|class|:field|taskHeaders)$/i;
/** An expression language other than FEEL inside a value: JUEL/SpEL `${…}` / `#{…}`. */
const EXPRESSION_VALUE = /\$\{|#\{/;

const SKIP_KEYS = new Set([
  '$parent',
  'sourceRef',
  'targetRef',
  'default',
  'incoming',
  'outgoing',
  'processRef',
  'attachedToRef',
  'categoryValueRef',
  'flowNodeRef',
  'messageRef',
  'signalRef',
  'dataObjectRef',
  'dataStoreRef',
  'itemSubjectRef',
  'structureRef',
  'bpmnElement',
  'sourceElement',
  'targetElement',
  'label',
]);

export function children(el: ModdleElement): ModdleElement[] {
  const out: ModdleElement[] = [];
  for (const [key, value] of Object.entries(el)) {
    if (SKIP_KEYS.has(key)) continue;
    const items = Array.isArray(value) ? value : [value];
    for (const v of items) if (v && typeof v === 'object' && typeof (v as ModdleElement).$type === 'string') out.push(v as ModdleElement);
  }
  return out;
}

export function isFlowNodeType(t: string): boolean {
  if (!t.startsWith('bpmn:')) return false;
  const short = t.slice(5);
  return (NODE_TYPES as readonly string[]).includes(short.charAt(0).toLowerCase() + short.slice(1));
}

/** `implementation="##unspecified"` / `##WebService`: the standard's technology markers, which name no code. */
const isStandardMarker = (key: string, value: unknown) => key === 'implementation' && typeof value === 'string' && value.startsWith('##');

const isDrawing = (t: string) => t.startsWith('bpmndi:') || t.startsWith('dc:') || t.startsWith('di:');

/** Attributes of an element: declared extension attributes ($attrs) and, for an unknown element, its plain properties. */
function attributesOf(el: ModdleElement): [string, string][] {
  const out: [string, string][] = Object.entries(el.$attrs ?? {}).filter(([k]) => !k.startsWith('xmlns'));
  if (!el.$type.startsWith('bpmn:'))
    for (const [k, v] of Object.entries(el)) if (!k.startsWith('$') && typeof v === 'string') out.push([k, v]);
  return out;
}

/**
 * Walks one root element (a process, a collaboration, a message…) and everything in it.
 * `executable`: false for a drawn-only process, where what the engine cannot run does not matter.
 */
export function findCode(root: ModdleElement, reasons: Refusal[], executable: boolean): void {
  const push = (r: Refusal) => {
    if (!executable && CODE_ONLY.has(r.code)) return;
    reasons.push(r);
  };
  const walk = (el: ModdleElement, owner: string | null) => {
    const t = el.$type;
    if (isDrawing(t)) return;
    const id = el.id ?? owner;
    if (t === 'bpmn:ScriptTask') {
      // one reason is enough: its script and format are part of the same refusal
      push({ code: 'scriptTask', elementId: id });
      return;
    }
    if (t === 'bpmn:ComplexGateway') push({ code: 'complexGateway', elementId: id });
    else if (t.startsWith('bpmn:') && !isFlowNodeType(t) && !ALLOWED_OTHER.has(t))
      push({ code: 'unsupportedElement', elementId: id, params: { type: t } });
    else if (!t.startsWith('bpmn:') && CODE_EXTENSION.test(t))
      // an extension element of another engine that runs code; harmless ones (properties, form fields) are ignored
      push({ code: 'extensionCode', elementId: id, params: { type: t } });
    for (const key of Object.keys(el))
      if (CODE_PROPERTIES.has(key) && el[key] && !isStandardMarker(key, el[key]))
        push({ code: 'code', elementId: id, params: { attribute: key } });
    for (const [k, v] of attributesOf(el))
      if (CODE_ATTRIBUTE.test(k) || EXPRESSION_VALUE.test(v)) push({ code: 'codeAttribute', elementId: id, params: { attribute: k } });
    if (!t.startsWith('bpmn:') && typeof el.$body === 'string' && EXPRESSION_VALUE.test(el.$body))
      push({ code: 'codeAttribute', elementId: id, params: { attribute: t } });
    if ((t === 'bpmn:FormalExpression' || t === 'bpmn:Expression') && el.language)
      push({ code: 'scriptCondition', elementId: owner ?? id });
    const kids = children(el);
    for (const c of kids) walk(c, id);
    // an unknown extension's content is kept as generic children only
    for (const c of el.$children ?? []) if (!kids.includes(c)) walk(c, id);
  };
  walk(root, null);
}

/**
 * Ids given to more than one element: moddle keeps the first and reports the others as warnings.
 * (Ids inside other tools' extensions, such as form fields repeated on several tasks, are theirs.)
 */
export function duplicateIds(warnings: { message: string }[]): string[] {
  const ids = new Set<string>();
  for (const w of warnings) {
    const m = /duplicate ID <([^>]+)>/.exec(w.message);
    if (m) ids.add(m[1]);
  }
  return [...ids];
}
