import { createRequire } from 'node:module';
import type { EventEmitter } from 'node:events';
import { countersignFacts, votesOf } from './countersign.js';
import { evalFeel, feelText } from './feel.js';
import type { ExpressionScope } from './protocol.js';

// bpmn-engine is CommonJS with hand-written types that need bpmn-moddle's; we type the little we use
const require = createRequire(import.meta.url);
export const { Engine } = require('bpmn-engine') as { Engine: new (options: Record<string, unknown>) => EngineLike };

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
    const engine = new Engine({ source: xml, Logger: quietLogger });
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
