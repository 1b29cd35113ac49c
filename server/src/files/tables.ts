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

/**
 * The PDF made of a file for its online preview (or a print job's document), kept so it is made once; readable by
 * whoever may read the file. The table keeps the name it was made with (print_pdf).
 */
export interface FilePdfTable {
  source_file_id: string;
  pdf_file_id: string;
  created_at: Generated<Date>;
}

export interface FileTables {
  sys_file: SysFileTable;
  print_pdf: FilePdfTable;
}
