import { TIMER_CALLS, type TimerRow } from '@contract/workflow-timers';
import { send } from './call';

export type { TimerRow };

/** GET /runtime/timer/v1/listByInstId: what an instance waits for by the clock, with each timer's state. */
export async function listInstanceTimers(instId: string): Promise<TimerRow[]> {
  return (await send(TIMER_CALLS.list, { query: { instId } })).value;
}
