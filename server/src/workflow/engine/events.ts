import type { EventEmitter } from 'node:events';
import type { ActivityApiLike, ExecutionLike } from './bpmn.js';
import { NotWaitingError, type DeliverAction, type Thrown, type Waiting } from './protocol.js';

/**
 * Messages and signals in the engine: what waits for one (catch events, boundary events, receive
 * tasks), delivering one from outside, and what a throw event sends out. The engine matches a
 * delivery by the id of the bpmn:Message / bpmn:Signal element; callers speak in names, which the
 * definition's model maps to those ids.
 */

interface EventContent {
  message?: { id?: string; name?: string; messageType?: string; type?: string };
  state?: string;
}

interface OwnerLike {
  type?: string;
  behaviour?: {
    messageRef?: { id?: string };
    eventDefinitions?: { type?: string; behaviour?: { messageRef?: { id?: string }; signalRef?: { id?: string } } }[];
  };
}

const kindOf = (type: string | undefined): 'message' | 'signal' | null =>
  type === 'bpmn:Message' || type === 'bpmn:MessageEventDefinition'
    ? 'message'
    : type === 'bpmn:Signal' || type === 'bpmn:SignalEventDefinition'
      ? 'signal'
      : null;

/** The reference a postponed activity waits for, read from its definition (a resumed wait is not always announced again). */
function ownerRef(api: ActivityApiLike): { kind: 'message' | 'signal'; refId: string } | null {
  const owner = (api as unknown as { owner?: OwnerLike }).owner;
  if (!owner) return null;
  if (owner.type === 'bpmn:ReceiveTask' && owner.behaviour?.messageRef?.id)
    return { kind: 'message', refId: owner.behaviour.messageRef.id };
  if (owner.type !== 'bpmn:IntermediateCatchEvent' && owner.type !== 'bpmn:BoundaryEvent') return null;
  const def = owner.behaviour?.eventDefinitions?.[0];
  const kind = kindOf(def?.type);
  const refId = kind === 'message' ? def?.behaviour?.messageRef?.id : kind === 'signal' ? def?.behaviour?.signalRef?.id : undefined;
  return kind && refId ? { kind, refId } : null;
}

/** A wait for a message or signal, from a `wait` event or a postponed activity; null for anything else. */
export function eventWait(api: ActivityApiLike): Waiting | null {
  const content = api.content as EventContent;
  const announced = content.message?.id ? kindOf(content.message.type) : null;
  if (announced && (kindOf(api.type) || api.type === 'bpmn:ReceiveTask'))
    return { nodeId: api.id, executionId: api.executionId, kind: announced, index: null, refId: content.message!.id };
  const ref = ownerRef(api);
  return ref ? { nodeId: api.id, executionId: api.executionId, kind: ref.kind, index: null, refId: ref.refId } : null;
}

/** A message or signal sent by a throw event (intermediate or end) of this instance. */
export function thrownEvent(api: ActivityApiLike, kind: 'message' | 'signal', into: Thrown[]): void {
  const content = api.content as EventContent;
  if (content.state !== 'throw' || !content.message?.id) return;
  into.push({ kind, refId: content.message.id, name: content.message.name ?? content.message.id });
}

/**
 * Delivers a message or signal: what waits for it completes; event sub processes started by it start.
 * Answers the nodes that caught it.
 */
export function deliver(execution: ExecutionLike, waiting: Map<string, Waiting>, action: DeliverAction): string[] {
  const waits = [...waiting.values()].filter((w) => w.kind === action.eventKind && w.refId === action.refId);
  if (!waits.length && !action.eventSubProcesses.length) throw new NotWaitingError(`nothing waits for ${action.refId}`);
  // the engine starts an event sub process only for events thrown inside the instance, and never interrupts
  const subs = new Set(action.eventSubProcesses.map((s) => s.id));
  const interrupting = action.eventSubProcesses.some((s) => s.interrupting);
  const before = interrupting ? execution.getPostponed().filter((api) => !subs.has(api.id)) : [];
  for (const { id } of action.eventSubProcesses) execution.getActivityById(id)?.run({ id: action.refId });
  execution.signal({ ...action.variables, id: action.refId });
  for (const w of waits) waiting.delete(w.executionId);
  // an interrupting start ends what the instance was doing at its level
  for (const api of before) {
    api.discard();
    for (const [id, w] of waiting) if (w.nodeId === api.id) waiting.delete(id);
  }
  return [...new Set(waits.map((w) => w.nodeId))];
}

/** An event sub process started by a timer, as the step is told of it. */
export interface EventSubTimer {
  id: string;
  startId: string;
  interrupting: boolean;
}

type PostponedLike = ActivityApiLike & { getPostponed?: () => ActivityApiLike[] };

/**
 * Event sub processes started by a timer. bpmn-elements starts an event sub process only for an
 * event thrown inside the instance, so a new instance arms them itself (their start's timer then
 * waits like any other); an interrupting one that fired ends what the instance was doing; and
 * armed ones still waiting at their start are dropped once nothing else is left, so the instance ends.
 */
export function timerEventSubs(list: EventSubTimer[]) {
  const ids = new Set(list.map((s) => s.id));
  const fired = new Set<string>();
  const idle = (api: PostponedLike) =>
    ids.has(api.id) && (api.getPostponed?.() ?? []).every((c) => c.id === api.id || c.type === 'bpmn:StartEvent');
  return {
    listen(listener: EventEmitter) {
      if (!list.length) return;
      listener.on('activity.end', (api: ActivityApiLike) => {
        const sub = list.find((s) => s.startId === api.id);
        // the start's timer ends when it fires (the start event itself may not announce its end)
        if (sub?.interrupting) fired.add(sub.id);
      });
    },
    arm(execution: ExecutionLike) {
      for (const s of list) execution.getActivityById(s.id)?.run();
    },
    settle(execution: ExecutionLike) {
      if (!list.length) return;
      if (fired.size) for (const api of execution.getPostponed()) if (!ids.has(api.id)) api.discard();
      const top = execution.getPostponed() as PostponedLike[];
      if (top.length && top.every(idle)) for (const api of top) api.discard();
    },
  };
}
