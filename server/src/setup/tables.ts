import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The first run's state (migration 1063; its languages moved to sys_languages in 1066): one row, only in a company that started empty. */
export interface SysSetupTable {
  id: number;
  admin_user_id: string;
  /** SHA-256 (hex) of the one-time token that sets the administrator's password; null once used */
  token_hash: string | null;
  token_issued_at: Timestamp | null;
  password_set_at: Timestamp | null;
  completed_at: Timestamp | null;
  completed_by: string | null;
  version: ColumnType<number, number | undefined, number>;
}

/** The languages the company offers (migration 1066): one row once an administrator chose them; none means all three. */
export interface SysLanguagesTable {
  id: number;
  /** comma separated, in the portal's order (zh-CN, en-US, id) */
  languages: string;
  version: ColumnType<number, number | undefined, number>;
  changed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SetupTables {
  sys_setup: SysSetupTable;
  sys_languages: SysLanguagesTable;
}
