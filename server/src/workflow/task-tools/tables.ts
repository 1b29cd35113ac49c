import type { ColumnType } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columns.js';

/** One chain of added signers on a task (migration 0950). */
export interface WfAddSignTable {
  id: string;
  inst_id: string;
  host_task_id: string;
  node_id: string;
  execution_id: string | null;
  mode: 'before' | 'after';
  sequential: Defaulted<boolean>;
  /** every signer of the chain, in order */
  user_ids: ColumnType<string[], string, string>;
  /** in turn: the signers not yet given their task */
  queue: ColumnType<string[], string, string>;
  added_by: string;
  host_assignee_id: string | null;
  host_owner_id: string | null;
  status: Defaulted<'open' | 'done' | 'canceled'>;
  create_time: Timestamp;
}
