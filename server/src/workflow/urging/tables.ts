import type { ColumnType } from 'kysely';

// Kysely table type of urging; migration 0960_workflow_urging.ts creates it.

export interface WfUrgeTable {
  id: string;
  task_id: string;
  inst_id: string;
  from_user_id: string;
  to_user_id: string | null;
  escalated_to: string | null;
  message: string | null;
  create_time: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UrgingTables {
  wf_urge: WfUrgeTable;
}
