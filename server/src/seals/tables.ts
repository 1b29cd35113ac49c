import type { Generated, Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Defaulted, Timestamp } from '../db/columns.js';

// Kysely table types of the seals domain; migrations 0910_seals.ts and 1043_seal_grants.ts create them.

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
  /** check: a password or secret-free check; apply: the seal placed into an instance's form */
  action: Defaulted<SealUseAction>;
  /** the picture an apply placed */
  file_id: string | null;
}

export type SealUseAction = 'check' | 'apply';

/** A one-time grant of a checked seal for one task, or for the start form of one flow (def_key). */
export interface SealGrantTable {
  token_hash: string;
  seal_id: string;
  user_id: string;
  file_id: string;
  task_id: string | null;
  inst_id: string | null;
  def_key: string | null;
  secret_free: Defaulted<boolean>;
  request_id: string;
  created_at: Timestamp;
  expires_at: Date;
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
  seal_grant: SealGrantTable;
  user_signature: UserSignatureTable;
};

/** The database with this domain's tables (they stay out of the shared schema file). */
export const withSeals = (db: Kysely<DB>) => db.withTables<SealTables>();
