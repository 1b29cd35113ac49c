import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The columns of the named things with a code: dimensions, organisations, jobs, posts, roles and tenants. */
interface Coded {
  id: string;
  code: string;
  name: string;
}

export interface UcDemTable extends Coded {
  is_default: Generated<boolean>;
  description: string | null;
  version: Generated<number>;
}
export interface UcOrgTable extends Coded {
  dem_id: string;
  parent_id: string | null;
  path: string;
  path_name: string;
  level: number;
  sort: Generated<number>;
  leader_id: string | null;
  /** issue 30 (migration 1062): closed units are kept, hidden by default; version: the optimistic lock */
  status: Generated<string>;
  closed_at: Timestamp | null;
  version: Generated<number>;
}
/** A unit's leaders (migration 1062), the first (sort) also in uc_org.leader_id. */
export interface UcOrgLeaderTable {
  org_id: string;
  user_id: string;
  sort: Generated<number>;
}
export interface UcJobTable extends Coded {
  level: Generated<number>;
  version: Generated<number>;
}
export interface UcPostTable extends Coded {
  org_id: string;
  job_id: string | null;
  is_leader: Generated<boolean>;
  version: Generated<number>;
}
export interface UcRoleTable extends Coded {
  enabled: Generated<boolean>;
  description: string | null;
  /** all, orgAndChildren, org or self (migration 0120). */
  data_scope: Generated<string>;
  version: Generated<number>;
}
export interface UcUserTable {
  id: string;
  account: string;
  fullname: string;
  pinyin: Generated<string>;
  email: string | null;
  mobile: string | null;
  sex: string | null;
  address: string | null;
  photo: string | null;
  status: Generated<number>;
  is_admin: Generated<boolean>;
  password_hash: string;
  password_changed_at: Timestamp;
  employee_no: string | null;
  created_at: Generated<Date>;
  /** the optimistic lock of the administrators' edits (migration 1061) */
  version: Generated<number>;
  updated_at: Generated<Date>;
}
/**
 * Whom a user's approver steps ('rules') and the start steps of their requests ('requests') go to while they are not
 * active (migration 1064, recorded by the departure's confirm; the workflow's approver resolution reads it).
 */
export interface UcUserSuccessorTable {
  user_id: string;
  kind: 'rules' | 'requests';
  successor_id: string;
  set_by: string | null;
  set_at: Generated<Date>;
}
export interface UcUserOrgTable {
  user_id: string;
  org_id: string;
  is_main: Generated<boolean>;
}
export interface UcUserPostTable {
  user_id: string;
  post_id: string;
  is_main: Generated<boolean>;
}
export interface UcUserRoleTable {
  user_id: string;
  role_id: string;
}

export interface UcTenantTable extends Coded {
  short_name: string | null;
  status: Generated<string>;
  domain: string | null;
  created_at: Generated<Date>;
}
export interface UcPwdStrategyTable {
  id: string;
  is_default: boolean;
  min_length: number;
  require_letter: boolean;
  require_digit: boolean;
  require_upper: boolean;
  require_special: boolean;
  forbid_account: boolean;
  forbid_common: boolean;
  expire_days: number;
}

export interface UcTables {
  uc_dem: UcDemTable;
  uc_org: UcOrgTable;
  uc_job: UcJobTable;
  uc_post: UcPostTable;
  uc_role: UcRoleTable;
  uc_user: UcUserTable;
  uc_user_org: UcUserOrgTable;
  uc_user_post: UcUserPostTable;
  uc_user_role: UcUserRoleTable;
  uc_tenant: UcTenantTable;
  uc_pwd_strategy: UcPwdStrategyTable;
  uc_org_leader: UcOrgLeaderTable;
  uc_user_successor: UcUserSuccessorTable;
}
