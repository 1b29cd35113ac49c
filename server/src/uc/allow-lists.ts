import { columns } from '../db/filter-columns.js';
import type { AllowList } from '../db/filters.js';

/** Filterable and sortable properties of each user-centre list; anything else is refused (400). */
export const USER_FILTERS: AllowList = {
  ...columns('u', ['id', 'fullname', 'account', 'email', 'mobile', 'pinyin', 'sex', 'employee_no']),
  ...columns('u', ['status'], { kind: 'number' }),
  userId: { column: 'u.id' },
  createTime: { column: 'u.created_at', kind: 'date' },
  // the main organisation and post
  ...columns('o', ['id', 'name'], { prefix: 'org' }),
  ...columns('p', ['id', 'name'], { prefix: 'post' }),
};

export const ORG_FILTERS: AllowList = {
  ...columns('o', ['id', 'name', 'code', 'parent_id', 'dem_id', 'path', 'path_name', 'leader_id']),
  ...columns('o', ['level', 'sort'], { kind: 'number' }),
};

export const ROLE_FILTERS: AllowList = {
  ...columns('r', ['id', 'code', 'name', 'data_scope']),
  ...columns('r', ['enabled'], { kind: 'bool' }),
};

export const JOB_FILTERS: AllowList = {
  ...columns('j', ['id', 'code', 'name']),
  ...columns('j', ['level'], { kind: 'number' }),
};

export const POST_FILTERS: AllowList = {
  ...columns('p', ['id', 'code', 'name', 'org_id', 'job_id']),
  ...columns('p', ['is_leader'], { kind: 'bool' }),
  orgName: { column: 'o.name' },
};
