import type { ColumnType, JSONColumnType } from 'kysely';

// Kysely table type of the large screens; migration 1010_portal_screens.ts creates it.

export interface PortalScreenLayoutTable {
  id: string;
  alias: string;
  name: string;
  name_i18n: JSONColumnType<Record<string, string> | null, string | null, string | null>;
  design: JSONColumnType<object, string, string>;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  /** 'screen' or 'dashboard' (migration 1030) */
  kind: ColumnType<string, string | undefined, string>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  create_time: ColumnType<Date, Date | string | undefined, Date | string>;
  update_time: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ScreenTables {
  portal_screen_layout: PortalScreenLayoutTable;
}
