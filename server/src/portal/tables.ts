import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Defaulted, NullableTimestamp, Timestamp } from '../db/columns.js';

export interface SysMenuTable {
  id: string;
  menu_alias: string;
  parent_id: string | null;
  alias: string;
  name_zh_cn: string;
  name_en_us: string;
  name_id: string;
  path: string;
  component: string | null;
  icon: string | null;
  sort: Defaulted<number>;
  /** Written as JSON text (JSON.stringify), read as an object. */
  route_data: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  enabled: Defaulted<boolean>;
  /** issue 30 (migration 1062): the optimistic lock of the grant screen's item edits */
  version: Defaulted<number>;
}
export interface SysMenuRoleTable {
  menu_id: string;
  role_code: string;
}
export interface SysModuleTable {
  id: string;
  name: string;
  description: string | null;
  name_i18n: I18nText;
  description_i18n: I18nText;
}
export interface SysModuleItemTable {
  id: string;
  module_id: string;
  type: 'workspace' | 'datalist' | 'viewlist' | 'chart' | 'other';
  name: string;
  code: string;
  url: string | null;
  column_name: string | null;
  name_i18n: I18nText;
  column_i18n: I18nText;
  sort: Defaulted<number>;
}
export interface SysAppTable {
  id: string;
  menu_id: string | null;
  name: string;
  icon: string | null;
  url: string;
  open_type: Defaulted<'current' | 'tab' | 'external'>;
  description: string | null;
  /** per language (migration 0320); a missing language shows name / description */
  name_i18n: ColumnType<Partial<Record<'zh-CN' | 'en-US' | 'id', string>> | null, string | null | undefined, string | null>;
  description_i18n: ColumnType<Partial<Record<'zh-CN' | 'en-US' | 'id', string>> | null, string | null | undefined, string | null>;
  sort: Defaulted<number>;
  enabled: Defaulted<boolean>;
}
export interface SysAppRoleTable {
  app_id: string;
  role_code: string;
}
export interface PortalLayoutTable {
  id: string;
  alias: string;
  name: string;
  items: JSONColumnType<unknown[]>;
  is_default: Defaulted<boolean>;
}
export interface PortalShortUrlTable {
  short_url: string;
  long_url: string;
  created_by: string | null;
  created_at: Generated<Date>;
  expires_at: NullableTimestamp;
}
export interface SysTagTable {
  id: string;
  type_key: string;
  name: string;
  color: string | null;
  sort: Defaulted<number>;
  created_by: string | null;
  created_at: Generated<Date>;
}
/** A text per language (jsonb), written as JSON text. */
type I18nText = ColumnType<Partial<Record<'zh-CN' | 'en-US' | 'id', string>> | null, string | null | undefined, string | null>;

export interface PortalNewsClassifyTable {
  id: string;
  name: string;
  name_i18n: I18nText;
  sort: Defaulted<number>;
}
export interface PortalNewsTable {
  id: string;
  classify_id: string;
  title: string;
  summary: string | null;
  content: string;
  author: string | null;
  /** the texts in other languages (migration 1000); the plain columns are the fallback */
  title_i18n: I18nText;
  summary_i18n: I18nText;
  content_i18n: I18nText;
  author_i18n: I18nText;
  publish_time: Timestamp;
  is_top: Defaulted<boolean>;
  /** 'retired' and the editor's columns below: migration 1050 (issue 29 item 21) */
  status: Defaulted<'published' | 'draft' | 'retired'>;
  created_at: Generated<Date>;
  /** bumped by every write; a write naming an older one is refused */
  version: Defaulted<number>;
  created_by: string | null;
  updated_by: string | null;
  updated_at: Generated<Date>;
}
export interface PortalAsyncEventTable {
  id: string;
  user_id: string;
  name: string;
  kind: 'messages.csv' | 'department-users.csv' | 'print.pdf';
  status: Defaulted<'pending' | 'running' | 'success' | 'failed'>;
  /** what a run needs besides its kind (a batch print's instances and template; migration 0900) */
  params: ColumnType<unknown, string | null | undefined, string | null>;
  /** percent done while running, for kinds that report it */
  progress: ColumnType<number | null, number | null | undefined, number | null>;
  /** remarks of the last run that did not make it fail */
  notes: ColumnType<string[], string | undefined, string>;
  result_file_id: string | null;
  result_file_name: string | null;
  error: string | null;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}
export interface PortalFeedbackTable {
  id: string;
  user_id: string | null;
  message: string;
  link: string;
  screenshot_file_id: string | null;
  text: string | null;
  lang: string;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface MenuTables {
  sys_menu: SysMenuTable;
  sys_menu_role: SysMenuRoleTable;
  sys_module: SysModuleTable;
  sys_module_item: SysModuleItemTable;
  sys_app: SysAppTable;
  sys_app_role: SysAppRoleTable;
  portal_layout: PortalLayoutTable;
  portal_short_url: PortalShortUrlTable;
  sys_tag: SysTagTable;
  portal_news_classify: PortalNewsClassifyTable;
  portal_news: PortalNewsTable;
  portal_async_event: PortalAsyncEventTable;
  portal_feedback: PortalFeedbackTable;
}
