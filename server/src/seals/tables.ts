import type { Generated, Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Defaulted, Timestamp } from '../db/columns.js';

// Kysely table types of the seals domain; migration 0910_seals.ts creates them.

export interface SealTable {
  id: string;
  name: string;
  owner_id: string;
  image_file_id: string | null;
  password_hash: string;
  password_changed_at: Timestamp;
  secret_free: Defaulted<boolean>;
  status: Defaulted<'enabled' | 'disabled'>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SealUseLogTable {
  id: Generated<number>;
  seal_id: string;
  seal_name: string;
  user_id: string;
  user_name: string;
  used_at: Timestamp;
  ok: boolean;
  reason: string | null;
  secret_free: Defaulted<boolean>;
  request_id: string;
  inst_id: string | null;
  task_id: string | null;
}

export interface UserSignatureTable {
  user_id: string;
  file_id: string;
  updated_at: Timestamp;
}

// a type alias (not an interface): withTables wants an indexable record
export type SealTables = {
  seal: SealTable;
  seal_use_log: SealUseLogTable;
  user_signature: UserSignatureTable;
};

/** The database with this domain's tables (they stay out of the shared schema file). */
export const withSeals = (db: Kysely<DB>) => db.withTables<SealTables>();
