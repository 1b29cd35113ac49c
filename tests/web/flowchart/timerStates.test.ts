import { describe, expect, it } from 'vitest';
import { timerStates } from '@/features/flowchart/model/timers';
import type { TimerRow } from '@/api/runtimeTimers';

const row = (over: Partial<TimerRow>): TimerRow => ({
  id: Math.random().toString(36).slice(2),
  kind: 'bpmn',
  nodeId: 'Timer_1',
  taskId: null,
  expireAt: '2026-11-25T08:00:00.000Z',
  repeat: null,
  status: 'waiting',
  settleTime: null,
  ...over,
});

describe('timerStates', () => {
  it('draws a waiting timer event with its earliest due time, a fired one as done', () => {
    const states = timerStates([
      row({ nodeId: 'Cycle', expireAt: '2026-11-25T09:00:00.000Z' }),
      row({ nodeId: 'Cycle', expireAt: '2026-11-25T08:30:00.000Z' }),
      row({ nodeId: 'Cycle', status: 'fired', expireAt: '2026-11-25T08:00:00.000Z' }),
      row({ nodeId: 'Boundary', status: 'fired' }),
    ]);
    expect(states).toEqual([
      { id: 'Cycle', status: 'waiting', dueTime: '2026-11-25T08:30:00.000Z' },
      { id: 'Boundary', status: 'done' },
    ]);
  });

  it('leaves out cancelled timers and the clocks of tasks', () => {
    expect(
      timerStates([row({ status: 'cancelled' }), row({ kind: 'remind', nodeId: 'Task_1' }), row({ kind: 'escalate', nodeId: 'Task_1' })]),
    ).toEqual([]);
    expect(timerStates(undefined)).toEqual([]);
  });
});
