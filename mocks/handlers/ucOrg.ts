import type { Static } from 'typebox';
import type { QueryBody, QueryFilter } from '@contract/common';
import { UC_CALLS as U, type Dem, type Job, type Org, type OrgPost, type Role } from '@contract/uc';
import { answer } from '../call';

type OrgRow = Static<typeof Org>;
type PostRow = Static<typeof OrgPost>;
type RoleRow = Static<typeof Role>;
type JobRow = Static<typeof Job>;
type DemRow = Static<typeof Dem>;

const org = (id: string, name: string, parentId: string | null, pathName: string, isParent = false): OrgRow => ({
  id,
  code: id.replace('org-', ''),
  name,
  demId: 'dem-default',
  parentId,
  path: id,
  pathName,
  level: pathName.split('/').length,
  sort: 0,
  leaderId: null,
  leaderName: null,
  isParent,
});

export const demoDems: DemRow[] = [{ id: 'dem-default', code: 'default', name: '默认维度', isDefault: true, description: null }];
export const demoOrgs: OrgRow[] = [
  org('org-root', '总公司', null, '总公司', true),
  org('org-rdc', '研发中心', 'org-root', '总公司/研发中心', true),
  org('org-fnc', '职能中心', 'org-root', '总公司/职能中心', true),
  org('org-rd', '研发部', 'org-rdc', '总公司/研发中心/研发部'),
  org('org-qa', '测试部', 'org-rdc', '总公司/研发中心/测试部'),
  org('org-finance', '财务部', 'org-fnc', '总公司/职能中心/财务部'),
];
export const demoJobs: JobRow[] = [
  { id: 'job-manager', code: 'MANAGER', name: '经理', level: 2 },
  { id: 'job-engineer', code: 'ENGINEER', name: '工程师', level: 3 },
];
const post = (id: string, name: string, orgId: string, jobId: string, isLeader = false): PostRow => ({
  id,
  code: id,
  name,
  orgId,
  orgName: demoOrgs.find((o) => o.id === orgId)!.name,
  jobId,
  jobName: demoJobs.find((j) => j.id === jobId)!.name,
  isLeader,
});
export const demoPosts: PostRow[] = [
  post('post-rd-lead', '研发部经理', 'org-rd', 'job-manager', true),
  post('post-rd-eng', '研发工程师', 'org-rd', 'job-engineer'),
  post('post-qa-eng', '测试工程师', 'org-qa', 'job-engineer'),
  post('post-finance-lead', '财务部经理', 'org-finance', 'job-manager', true),
];
const role = (id: string, code: string, name: string, enabled = true): RoleRow => ({
  id,
  code,
  name,
  enabled,
  description: null,
  dataScope: 'self',
});
export const demoRoles: RoleRow[] = [
  role('role-employee', 'employee', '员工'),
  role('role-finance', 'finance', '财务人员'),
  role('role-hr', 'hr', '人事专员'),
  role('role-old', 'old', '已停用角色', false),
];

/** Whether a row meets one filter: EQUAL, IN (a list or comma text) or LIKE on a property, as the server reads them. */
function meets(row: Record<string, unknown>, f: QueryFilter): boolean {
  const have = row[f.property];
  const op = (f.operation ?? 'EQUAL').toUpperCase();
  if (op === 'IN') {
    const list = Array.isArray(f.value) ? f.value : String(f.value).split(',');
    return list.map(String).includes(String(have));
  }
  if (op === 'LIKE')
    return String(have ?? '')
      .toLowerCase()
      .includes(String(f.value).toLowerCase());
  return String(have) === String(f.value);
}

/** The rows of a user-centre list under a query body's filters (groups AND-ed, each group by its relation) and page. */
export function queryRows<T extends object>(rows: T[], body: QueryBody | undefined) {
  const groups = new Map<string, { or: boolean; parts: QueryFilter[] }>();
  for (const f of body?.querys ?? []) {
    if (f.value === undefined || f.value === null || f.value === '') continue;
    const key = f.group ?? 'main';
    const g = groups.get(key) ?? { or: (f.relation ?? 'AND').toUpperCase() === 'OR', parts: [] };
    g.parts.push(f);
    groups.set(key, g);
  }
  const kept = rows.filter((r) =>
    [...groups.values()].every((g) =>
      g.or ? g.parts.some((f) => meets(r as Record<string, unknown>, f)) : g.parts.every((f) => meets(r as Record<string, unknown>, f)),
    ),
  );
  const page = body?.pageBean?.page ?? 1;
  const pageSize = body?.pageBean?.pageSize ?? 20;
  return { rows: kept.slice((page - 1) * pageSize, page * pageSize), total: kept.length, page, pageSize };
}

/** The user centre's organisation calls over fixed departments, posts, roles and jobs; `seen` records the bodies asked. */
export function ucOrgHandlers(seen: { call: string; body: unknown }[] = []) {
  const note = (call: string, body: unknown) => seen.push({ call, body });
  return [
    answer(U.demListAll, () => demoDems),
    answer(U.dems, () => demoDems),
    answer(U.orgsByParent, ({ body }) => {
      note('orgsByParent', body);
      const parent = body?.parentId || null;
      return demoOrgs.filter((o) => o.parentId === parent);
    }),
    answer(U.orgPage, ({ body }) => (note('orgPage', body), queryRows(demoOrgs, body as QueryBody))),
    answer(U.orgPostPage, ({ body }) => (note('orgPostPage', body), queryRows(demoPosts, body as QueryBody))),
    answer(U.rolePage, ({ body }) => (note('rolePage', body), queryRows(demoRoles, body as QueryBody))),
    answer(U.jobPage, ({ body }) => (note('jobPage', body), queryRows(demoJobs, body as QueryBody))),
  ];
}
