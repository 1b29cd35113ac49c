import { ElementTimers } from './bpmn.js';
import type { PendingTimer } from './protocol.js';

// bpmn-elements' own timer registry, given functions that never schedule anything: a step runs in
// memory and ends at once, so a timer only leaves a record (what the engine would have waited for).
const Timers = ElementTimers as new (options: { setTimeout: () => null; clearTimeout: () => undefined }) => EngineTimers;

interface TimerOwner {
  id?: string;
  executionId?: string;
  expireAt?: Date | string;
  repeat?: number;
  timerType?: string;
  parent?: { id?: string; executionId?: string };
}

interface EngineTimers {
  readonly executing: { owner: TimerOwner | null; expireAt: Date }[];
  register(owner: unknown): unknown;
  setTimeout(...args: unknown[]): unknown;
  clearTimeout(ref: unknown): void;
}

/**
 * The `timers` option of one engine run. A timer whose time has come is not scheduled either:
 * bpmn-elements completes it on execution (a recovered timer keeps its `expireAt`, so the first
 * step after expiry fires it, whichever action or job runs that step).
 */
export function recordingTimers(): { option: EngineTimers; pending(): PendingTimer[] } {
  const option = new Timers({ setTimeout: () => null, clearTimeout: () => undefined });
  return {
    option,
    pending() {
      const out = new Map<string, PendingTimer>();
      for (const ref of option.executing) {
        const owner = ref.owner;
        if (!owner?.executionId || !owner.id) continue;
        const expireAt = new Date(owner.expireAt ?? ref.expireAt);
        out.set(owner.executionId, {
          executionId: owner.executionId,
          nodeId: owner.id,
          expireAt: expireAt.toISOString(),
          repeat: typeof owner.repeat === 'number' ? owner.repeat : null,
          timerType: owner.timerType ?? null,
        });
      }
      return [...out.values()];
    },
  };
}
