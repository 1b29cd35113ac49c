import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UcDemTable {
  id: string;
  code: string;
  name: string;
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
  description: string | null;
}
export interface UcOrgTable {
  id: string;
  dem_id: string;
  parent_id: string | null;
  code: string;
  name: string;
  path: string;
  path_name: string;
  level: number;
  sort: ColumnType<number, number | undefined, number>;
  leader_id: string | null;
}
export interface UcJobTable {
  id: string;
  code: string;
  name: string;
  level: ColumnType<number, number | undefined, number>;
}
export interface UcPostTable {
  id: string;
  org_id: string;
  job_id: string | null;
  code: string;
  name: string;
  is_leader: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface UcRoleTable {
  id: string;
  code: string;
  name: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  description: string | null;
  /** all, orgAndChildren, org or self (migration 0120). */
  data_scope: ColumnType<string, string | undefined, string>;
}
export interface UcUserTable {
  id: string;
  account: string;
  fullname: string;
  pinyin: ColumnType<string, string | undefined, string>;
  email: string | null;
  mobile: string | null;
  sex: string | null;
  address: string | null;
  photo: string | null;
  status: ColumnType<number, number | undefined, number>;
  is_admin: ColumnType<boolean, boolean | undefined, boolean>;
  password_hash: string;
  password_changed_at: Timestamp;
  employee_no: string | null;
  created_at: Generated<Date>;
}
export interface UcUserOrgTable {
  user_id: string;
  org_id: string;
  is_main: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface UcUserPostTable {
  user_id: string;
  post_id: string;
  is_main: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface UcUserRoleTable {
  user_id: string;
  role_id: string;
}

export interface UcTenantTable {
  id: string;
  code: string;
  name: string;
  short_name: string | null;
  status: ColumnType<string, string | undefined, string>;
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
}
