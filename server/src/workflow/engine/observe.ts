import { EventEmitter } from 'node:events';
import type { ActivityApiLike } from './bpmn.js';
import { votesOf } from './countersign.js';
import { eventWait, thrownEvent, type timerEventSubs } from './events.js';
import type { StepResult, Thrown, Waiting } from './protocol.js';

/** What one engine run sees happen, gathered by the listener it runs with; the step's answer is made of it. */
export interface Observed {
  listener: EventEmitter;
  waiting: Map<string, Waiting>;
  entered: string[];
  serviceNodes: string[];
  countersignsEnded: StepResult['countersignsEnded'];
  thrown: Thrown[];
  /** executions of timers that fired in this run (their time had come) */
  firedTimers: string[];
  /** false while a stored state is resumed: what is redelivered then is not new */
  live: boolean;
}

/** A listener for one engine run and what it gathers: what waits, what was entered, thrown, fired and ended. */
export function observe(eventSubs: ReturnType<typeof timerEventSubs>): Observed {
  const seen: Observed = {
    listener: new EventEmitter(),
    waiting: new Map(),
    entered: [],
    serviceNodes: [],
    countersignsEnded: [],
    thrown: [],
    firedTimers: [],
    live: false,
  };
  const { listener, waiting } = seen;
  // while resuming, only what happens anew counts (a timer that expired meanwhile runs on): not what is redelivered
  const fresh = (api: ActivityApiLike) => seen.live || !(api as { fields?: { redelivered?: boolean } }).fields?.redelivered;
  eventSubs.listen(listener);
  listener.on('activity.message', (api: ActivityApiLike) => fresh(api) && thrownEvent(api, 'message', seen.thrown));
  listener.on('activity.signal', (api: ActivityApiLike) => fresh(api) && thrownEvent(api, 'signal', seen.thrown));
  listener.on('wait', (api: ActivityApiLike) => {
    const event = eventWait(api);
    if (event) waiting.set(event.executionId, event);
    if (api.type !== 'bpmn:UserTask') return;
    waiting.set(api.executionId, {
      nodeId: api.id,
      executionId: api.executionId,
      kind: 'userTask',
      index: typeof api.content.index === 'number' ? api.content.index : null,
    });
  });
  listener.on('activity.call', (api: ActivityApiLike) => {
    waiting.set(api.executionId, { nodeId: api.id, executionId: api.executionId, kind: 'callActivity', index: null });
  });
  listener.on('activity.start', (api: ActivityApiLike) => {
    if (!fresh(api) || api.content.index !== undefined) return;
    seen.entered.push(api.id);
    if (api.type === 'bpmn:ServiceTask') seen.serviceNodes.push(api.id);
  });
  // a timer that expired fires while the state is resumed: what it starts is new in this step
  listener.on('activity.timeout', (api: ActivityApiLike & { content: { state?: string; executionId?: string } }) => {
    if (api.content.state !== 'timeout') return;
    seen.live = true;
    if (api.content.executionId) seen.firedTimers.push(api.content.executionId);
  });
  // a countersign's votes emit no end events of their own: when the node ends, its votes go too
  const dropNode = (api: ActivityApiLike) => {
    waiting.delete(api.executionId);
    for (const [id, w] of waiting) if (w.nodeId === api.id && id.startsWith(`${api.executionId}_`)) waiting.delete(id);
  };
  listener.on('activity.end', (api: ActivityApiLike & { content: { output?: unknown } }) => {
    dropNode(api);
    if (!fresh(api) || api.type !== 'bpmn:UserTask' || !api.content.isMultiInstance || !api.content.isRootScope) return;
    const output = api.content.output;
    if (Array.isArray(output)) seen.countersignsEnded.push({ nodeId: api.id, votes: votesOf(output) });
  });
  listener.on('activity.leave', dropNode);
  listener.on('activity.discard', dropNode);
  return seen;
}

/** Waiting tasks are not always announced again after recover(): the postponed ones (sub processes' too) are walked. */
export function walkPostponed(apis: ActivityApiLike[], waiting: Map<string, Waiting>, seen = new Set<string>()): void {
  for (const api of apis) {
    if (seen.has(api.executionId)) continue;
    seen.add(api.executionId);
    if (api.type === 'bpmn:UserTask' && !api.content.isMultiInstance && !waiting.has(api.executionId) && api.content.index === undefined)
      waiting.set(api.executionId, { nodeId: api.id, executionId: api.executionId, kind: 'userTask', index: null });
    const event = !waiting.has(api.executionId) ? eventWait(api) : null;
    if (event) waiting.set(event.executionId, event);
    if (api.type === 'bpmn:SubProcess')
      walkPostponed((api as unknown as { getPostponed(): ActivityApiLike[] }).getPostponed(), waiting, seen);
  }
}
