import { createRequire } from 'node:module';
import BpmnModdle from 'bpmn-moddle';
import type { EventEmitter } from 'node:events';
import { countersignFacts, votesOf } from './countersign.js';
import { evalFeel, feelText } from './feel.js';
import type { ExpressionScope } from './protocol.js';

// bpmn-engine is CommonJS with hand-written types that need bpmn-moddle's; we type the little we use
const require = createRequire(import.meta.url);
export const { Engine } = require('bpmn-engine') as { Engine: new (options: Record<string, unknown>) => EngineLike };
// bpmn-engine's own copy of its element library (not a dependency of ours: always the version it runs)
const Elements = createRequire(require.resolve('bpmn-engine'))('bpmn-elements') as {
  Task: unknown;
  Timers: new (options: { setTimeout: () => null; clearTimeout: () => undefined }) => unknown;
};

/**
 * Element behaviours we change: a manual task is work done by hand outside the portal, with nothing
 * for the portal to record beyond what the next approver sees, so it passes like a plain task
 * (a person who must confirm it is drawn as a user task). The engine's default would wait for a signal.
 */
export const ELEMENTS = { ManualTask: Elements.Task };

/** bpmn-elements' timer registry (timers.ts gives it functions that never schedule anything). */
export const ElementTimers = Elements.Timers;

interface ModdleLike {
  fromXML(xml: string): Promise<{ elementsById: Record<string, Record<string, unknown>> }>;
  create(type: string, attrs: Record<string, unknown>): unknown;
}

/**
 * The moddle context the engine runs: the XML as written, except that a multi-instance user task
 * drawn without a cardinality gets one vote per approver (`=approverCount`), as our countersigns do.
 */
export async function moddleContextFor(xml: string): Promise<unknown> {
  const moddle = new BpmnModdle() as unknown as ModdleLike;
  const context = await moddle.fromXML(xml);
  for (const el of Object.values(context.elementsById)) {
    const loop = el.loopCharacteristics as Record<string, unknown> | undefined;
    if (el.$type !== 'bpmn:UserTask' || loop?.$type !== 'bpmn:MultiInstanceLoopCharacteristics') continue;
    if (!loop.loopCardinality && !loop.collection)
      loop.loopCardinality = moddle.create('bpmn:FormalExpression', { body: '=approverCount' });
  }
  return context;
}

export interface ActivityApiLike {
  id: string;
  type: string;
  executionId: string;
  content: { index?: number; isRootScope?: boolean; isMultiInstance?: boolean };
  discard(): void;
}
export interface ExecutionLike {
  signal(message: Record<string, unknown>): void;
  getPostponed(): ActivityApiLike[];
  getActivityById(id: string): { run(content?: Record<string, unknown>): void; isRunning?: boolean } | undefined;
}
export interface EngineLike {
  on(event: 'error' | 'end', fn: (arg: unknown) => void): void;
  getDefinitions(): Promise<{ environment: { options: { source: SourceContext } } }[]>;
  execute(options: { listener: EventEmitter }): Promise<ExecutionLike>;
  recover(state: unknown): EngineLike;
  resume(options: { listener: EventEmitter }): Promise<ExecutionLike>;
  getState(): Promise<unknown>;
  state: string;
}
export interface FlowLike {
  id: string;
  take(content: Record<string, unknown>): void;
}

/** bpmn-engine's parsed and type-resolved definition (moddle-context-serializer's ContextApi). */
interface SourceContext {
  id: string;
  serialize(): string;
}

const approverCount = (scope: ExpressionScope, nodeId: string) => Math.max(1, scope.approverCounts?.[nodeId] ?? 1);
const passRatio = (scope: ExpressionScope, nodeId: string) => scope.passRatios?.[nodeId] ?? 1;

export function expressionHandler(scope: ExpressionScope) {
  const resolve = (text: string, context: { content?: { id?: string; loopOutput?: unknown; loopCardinality?: number } }) => {
    const expr = feelText(text);
    // not an expression: the engine asked about a plain string (a name or a called element)
    if (expr === null) return text;
    const nodeId = context?.content?.id ?? '';
    const facts: Record<string, unknown> = { ...scope.data, approverCount: approverCount(scope, nodeId) };
    if (context?.content?.loopOutput !== undefined) {
      const total = Number(context.content.loopCardinality ?? approverCount(scope, nodeId));
      Object.assign(facts, countersignFacts(votesOf(context.content.loopOutput), total, passRatio(scope, nodeId)));
    }
    return evalFeel(expr, facts);
  };
  return {
    resolveExpression: resolve,
    isExpression: (text: unknown) => typeof text === 'string' && feelText(text) !== null,
    hasExpression: (text: unknown) => typeof text === 'string' && feelText(text) !== null,
  };
}

/**
 * Scripts never run: registering a script task and asking for a scripted condition both throw.
 * (Returning nothing would make bpmn-elements treat a scripted condition as true.)
 */
export const refuseScripts = {
  register(activity: { type?: string; behaviour?: { script?: unknown } }) {
    if (activity?.type === 'bpmn:ScriptTask' || activity?.behaviour?.script) throw new Error('scripts are not allowed');
  },
  getScript(language: unknown) {
    if (language) throw new Error('scripts are not allowed');
    return undefined;
  },
};

/** Silent logger: the engine's default creates a `debug` logger (and a tty probe) per element. */
export const quietLogger = () => ({ debug() {}, error() {}, warn() {} });

const CONTEXT_CACHE_SIZE = 100;
const contexts = new Map<string, Promise<SourceContext>>();

/**
 * The parsed definition for an XML, parsed once per process and shared by every engine of that
 * definition (the context is read-only; a definition's XML never changes once deployed). Its
 * `serialize()` answers the string made once, so getState() does not serialise the model on every
 * step; runEngine drops that source from the stored state and recovers with this context instead.
 */
export function sourceContextFor(xml: string): Promise<SourceContext> {
  let ctx = contexts.get(xml);
  if (ctx) {
    contexts.delete(xml); // least recently used goes first
    contexts.set(xml, ctx);
    return ctx;
  }
  ctx = (async () => {
    const engine = new Engine({ moddleContext: await moddleContextFor(xml), elements: ELEMENTS, Logger: quietLogger });
    const [definition] = await engine.getDefinitions();
    const source = definition.environment.options.source;
    const text = source.serialize();
    return Object.create(source, { serialize: { value: () => text } }) as SourceContext;
  })();
  ctx.catch(() => contexts.delete(xml));
  contexts.set(xml, ctx);
  if (contexts.size > CONTEXT_CACHE_SIZE) contexts.delete(contexts.keys().next().value!);
  return ctx;
}
