import type { ColumnType, Generated } from 'kysely';

/** A calendar day, written as YYYY-MM-DD text; read it through to_char (pg makes a local-midnight Date of it). */
type Day = ColumnType<Date | null, string | null | undefined, string | null>;

export interface AuthCenterEntryTable {
  id: string;
  name: string;
  /** 1 company, 2 department and below, 3 role, 4 post, 5 person */
  level: number;
  target_id: string | null;
  enabled: Generated<boolean>;
  valid_from: Day;
  valid_to: Day;
  description: string | null;
  created_by: string;
  created_at: Generated<Date>;
  updated_by: string;
  updated_by_name: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AuthCenterFlowTable {
  entry_id: string;
  def_key: string;
  sort: Generated<number>;
}

export interface AuthorizationTables {
  auth_center_entry: AuthCenterEntryTable;
  auth_center_flow: AuthCenterFlowTable;
}
