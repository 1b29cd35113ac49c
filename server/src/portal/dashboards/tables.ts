import type { ColumnType, JSONColumnType } from 'kysely';

// Kysely table types of the dashboards (migration 1030) and of the rest custom queries they may read (migration 1031).

export interface PortalIndexColumnTable {
  id: string;
  alias: string;
  name: string;
  name_i18n: JSONColumnType<Record<string, string> | null, string | null, string | null>;
  data_from: string;
  request_type: ColumnType<string, string | undefined, string>;
  data_param: JSONColumnType<{ name: string; value: string }[], string | undefined, string>;
  list_key: string | null;
  config: JSONColumnType<object, string, string>;
  refresh: JSONColumnType<object | null, string | null, string | null>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  create_time: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PortalUserLayoutConfigTable {
  user_id: string;
  layout_id: string;
  items: JSONColumnType<object[], string, string>;
  update_time: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface DashboardTables {
  portal_index_column: PortalIndexColumnTable;
  portal_user_layout_config: PortalUserLayoutConfigTable;
  form_custom_query_rest: FormCustomQueryRestTable;
}

export interface FormCustomQueryRestTable {
  alias: string;
  name_i18n: JSONColumnType<Record<string, string>, string, string>;
  request_type: ColumnType<string, string | undefined, string>;
  url: ColumnType<string, string | undefined, string>;
  data_param: string | null;
  conditionfield: string | null;
  list_key: string | null;
  header: string | null;
  /** [{ name, labels: { 'zh-CN', 'en-US', id } }] */
  columns: JSONColumnType<{ name: string; labels: Record<string, string> }[], string | undefined, string>;
  create_time: ColumnType<Date, Date | string | undefined, Date | string>;
}
