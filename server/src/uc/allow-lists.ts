import type { AllowList } from '../db/filters.js';

/** Filterable and sortable properties of each user-centre list; anything else is refused (400). */
export const USER_FILTERS: AllowList = {
  id: { column: 'u.id' },
  userId: { column: 'u.id' },
  fullname: { column: 'u.fullname' },
  account: { column: 'u.account' },
  email: { column: 'u.email' },
  mobile: { column: 'u.mobile' },
  pinyin: { column: 'u.pinyin' },
  sex: { column: 'u.sex' },
  status: { column: 'u.status', kind: 'number' },
  employeeNo: { column: 'u.employee_no' },
  orgId: { column: 'o.id' },
  orgName: { column: 'o.name' },
  postId: { column: 'p.id' },
  postName: { column: 'p.name' },
  createTime: { column: 'u.created_at', kind: 'date' },
};

export const ORG_FILTERS: AllowList = {
  id: { column: 'o.id' },
  name: { column: 'o.name' },
  code: { column: 'o.code' },
  parentId: { column: 'o.parent_id' },
  demId: { column: 'o.dem_id' },
  level: { column: 'o.level', kind: 'number' },
  path: { column: 'o.path' },
  pathName: { column: 'o.path_name' },
  leaderId: { column: 'o.leader_id' },
  sort: { column: 'o.sort', kind: 'number' },
};

export const ROLE_FILTERS: AllowList = {
  id: { column: 'r.id' },
  code: { column: 'r.code' },
  name: { column: 'r.name' },
  enabled: { column: 'r.enabled', kind: 'bool' },
  dataScope: { column: 'r.data_scope' },
};

export const JOB_FILTERS: AllowList = {
  id: { column: 'j.id' },
  code: { column: 'j.code' },
  name: { column: 'j.name' },
  level: { column: 'j.level', kind: 'number' },
};

export const POST_FILTERS: AllowList = {
  id: { column: 'p.id' },
  code: { column: 'p.code' },
  name: { column: 'p.name' },
  orgId: { column: 'p.org_id' },
  orgName: { column: 'o.name' },
  jobId: { column: 'p.job_id' },
  isLeader: { column: 'p.is_leader', kind: 'bool' },
};
