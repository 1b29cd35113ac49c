import type { ColumnType, Generated } from 'kysely';

export interface SysFileTable {
  id: string;
  file_name: string;
  ext: ColumnType<string, string | undefined, string>;
  size: number;
  content_type: string;
  sha256: string;
  storage_key: string;
  uploader_id: string | null;
  shared: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Generated<Date>;
}

export interface FileTables {
  sys_file: SysFileTable;
}
