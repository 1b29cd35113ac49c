import type { TimerRow } from '@/api/runtimeTimers';
import type { ChartNodeState } from './chart';

/**
 * The states of an instance's timer events for the chart: a timer event still waiting is drawn
 * waiting with its due time (the earliest, for a cycle's next round), one that fired as done;
 * cancelled timers and the clocks of tasks (reminders, escalation) are not elements of the diagram.
 */
export function timerStates(rows: readonly TimerRow[] | undefined): ChartNodeState[] {
  const byNode = new Map<string, TimerRow[]>();
  for (const row of rows ?? []) {
    if (row.kind !== 'bpmn') continue;
    byNode.set(row.nodeId, [...(byNode.get(row.nodeId) ?? []), row]);
  }
  const out: ChartNodeState[] = [];
  for (const [id, list] of byNode) {
    const waiting = list.filter((r) => r.status === 'waiting').sort((a, b) => a.expireAt.localeCompare(b.expireAt));
    if (waiting.length) out.push({ id, status: 'waiting', dueTime: waiting[0].expireAt });
    else if (list.some((r) => r.status === 'fired')) out.push({ id, status: 'done' });
  }
  return out;
}
