import type { Insertable, Selectable } from 'kysely';
import type { Defaulted, NullableTimestamp, Timestamp } from '../../db/columns.js';

// Kysely table types of the timers; migration 0940_jobs_timers.ts creates them.

export type TimerKind = 'bpmn' | 'remind' | 'escalate' | 'autoApprove';
export type TimerStatus = 'waiting' | 'fired' | 'cancelled' | 'failed';

export interface WfTimerTable {
  id: string;
  inst_id: string;
  kind: TimerKind;
  node_id: string;
  execution_id: string | null;
  task_id: string | null;
  expire_at: Timestamp;
  repeat: number | null;
  status: Defaulted<TimerStatus>;
  create_time: Defaulted<Date>;
  settle_time: NullableTimestamp;
}

export type WfTimer = Selectable<WfTimerTable>;
export type NewWfTimer = Insertable<WfTimerTable>;

export interface TimerTables {
  wf_timer: WfTimerTable;
}
