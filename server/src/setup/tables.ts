import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The first run's state (migration 1063): one row, only in a company that started empty. */
export interface SysSetupTable {
  id: number;
  admin_user_id: string;
  /** SHA-256 (hex) of the one-time token that sets the administrator's password; null once used */
  token_hash: string | null;
  token_issued_at: Timestamp | null;
  password_set_at: Timestamp | null;
  /** the languages offered, comma separated */
  languages: ColumnType<string, string | undefined, string>;
  completed_at: Timestamp | null;
  completed_by: string | null;
  version: ColumnType<number, number | undefined, number>;
}

export interface SetupTables {
  sys_setup: SysSetupTable;
}
