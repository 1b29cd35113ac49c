import type { Generated } from 'kysely';
import type { Defaulted } from '../db/columns.js';

export interface SysFileTable {
  id: string;
  file_name: string;
  ext: Defaulted<string>;
  size: number;
  content_type: string;
  sha256: string;
  storage_key: string;
  uploader_id: string | null;
  shared: Defaulted<boolean>;
  created_at: Generated<Date>;
}

export interface FileTables {
  sys_file: SysFileTable;
}
