import type { ColumnType, Generated } from 'kysely';

// Kysely table types of groups; migration 0980_uc_groups.ts creates them.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UcGroupTable {
  id: string;
  code: string;
  name: string;
  description: string | null;
  /** null: a shared (company) group */
  owner_id: string | null;
  create_by: string | null;
  create_time: Generated<Date>;
  update_time: Timestamp;
}

export interface UcGroupUserTable {
  id: string;
  group_id: string;
  user_id: string;
  sort: number;
  create_time: Generated<Date>;
}

export interface GroupTables {
  uc_group: UcGroupTable;
  uc_group_user: UcGroupUserTable;
}
