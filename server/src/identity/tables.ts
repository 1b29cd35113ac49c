import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from '../db/columns.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** One signed-in session: a token pair, stored as SHA-256 hashes only. */
export interface IdentitySessionTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  refresh_hash: string;
  token_expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  replaced_by: string | null;
  post_id: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface IdentityLoginAttemptTable {
  id: Generated<number>;
  account: string;
  ip: string;
  success: boolean;
  created_at: Generated<Date>;
}

export interface IdentityCaptchaTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface IdentityTables {
  identity_session: IdentitySessionTable;
  identity_login_attempt: IdentityLoginAttemptTable;
  identity_captcha: IdentityCaptchaTable;
}
