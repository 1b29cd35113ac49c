import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable, OptionalKey, PageResult, QueryBody } from './common.js';

/**
 * The administrators' organisation (issue 30 part 1; spec 01 §3 and §7): dimensions, the organisation tree (create,
 * rename, move, merge, close, reopen), each unit's leaders, jobs, posts, roles and their members. Every call is for
 * administrators only; every change names the version it read (a change since then is refused with 409) and writes one
 * audit entry in its transaction. Closed units are kept (history) and hidden unless asked for.
 */

export const ORG_STATUSES = ['active', 'closed'] as const;
export const OrgStatus = Type.Union([Type.Literal('active'), Type.Literal('closed')]);
export type OrgStatus = Static<typeof OrgStatus>;
export const DATA_SCOPES = ['all', 'orgAndChildren', 'org', 'self'] as const;
export const DataScope = Type.Union([Type.Literal('all'), Type.Literal('orgAndChildren'), Type.Literal('org'), Type.Literal('self')]);
export type DataScope = Static<typeof DataScope>;

/** Codes: letters, digits, _ . - (no spaces), as the seeded codes are. */
const Code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Version = Type.Integer({ minimum: 1 });

export const DemRow = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  isDefault: Type.Boolean(),
  description: Nullable(Type.String()),
  version: Type.Integer(),
});
export type DemRow = Static<typeof DemRow>;
export const DemSave = Type.Object(
  {
    id: OptionalKey(),
    version: Type.Optional(Version),
    code: Code,
    name: Name,
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    /** true makes it the default dimension (the others stop being it) */
    isDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DemSave = Static<typeof DemSave>;

/** One unit of the tree, flat: the portal builds the tree from parentId (5,000 units in one answer). */
export const OrgNode = Type.Object({
  id: Type.String(),
  parentId: Nullable(Type.String()),
  code: Type.String(),
  name: Type.String(),
  sort: Type.Integer(),
  level: Type.Integer(),
  status: OrgStatus,
  /** what a move by drag names */
  version: Type.Integer(),
});
export type OrgNode = Static<typeof OrgNode>;
export const OrgTreeQuery = Type.Object({
  demId: Key(),
  /** 'true': closed units too */
  includeClosed: Type.Optional(Type.Boolean()),
});
export type OrgTreeQuery = Static<typeof OrgTreeQuery>;

export const OrgPerson = Type.Object({ userId: Type.String(), fullname: Type.String(), account: Type.String() });
export type OrgPerson = Static<typeof OrgPerson>;

export const PostRow = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  orgId: Type.String(),
  orgName: Type.String(),
  jobId: Nullable(Type.String()),
  jobName: Nullable(Type.String()),
  isLeader: Type.Boolean(),
  /** people holding the post */
  holders: Type.Integer(),
  version: Type.Integer(),
});
export type PostRow = Static<typeof PostRow>;

/** A unit as its detail panel shows it. */
export const OrgDetail = Type.Object({
  id: Type.String(),
  demId: Type.String(),
  parentId: Nullable(Type.String()),
  code: Type.String(),
  name: Type.String(),
  path: Type.String(),
  pathName: Type.String(),
  level: Type.Integer(),
  sort: Type.Integer(),
  status: OrgStatus,
  version: Type.Integer(),
  leaders: Type.Array(OrgPerson),
  /** people whose organisation this is */
  members: Type.Integer(),
  /** open units directly below */
  openChildren: Type.Integer(),
  posts: Type.Array(PostRow),
});
export type OrgDetail = Static<typeof OrgDetail>;

export const OrgCreate = Type.Object({ demId: Key(), parentId: Nullable(Key()), code: Code, name: Name }, { additionalProperties: false });
export type OrgCreate = Static<typeof OrgCreate>;
/** Rename (and recode) a unit and set its leaders, first is the main one (at most 10). */
export const OrgSave = Type.Object(
  { id: Key(), version: Version, code: Code, name: Name, leaderIds: Type.Array(Key(), { maxItems: 10 }) },
  { additionalProperties: false },
);
export type OrgSave = Static<typeof OrgSave>;
/** Move a unit (with its subtree) under another (null: a root) at a place among its new siblings (0 first). */
export const OrgMove = Type.Object(
  { id: Key(), version: Version, parentId: Nullable(Key()), position: Type.Integer({ minimum: 0, maximum: 100000 }) },
  { additionalProperties: false },
);
export type OrgMove = Static<typeof OrgMove>;
/** Merge unit `id` into `targetId`: its members, posts and children go to the target; it is closed. */
export const OrgMerge = Type.Object({ id: Key(), version: Version, targetId: Key() }, { additionalProperties: false });
export type OrgMerge = Static<typeof OrgMerge>;
export const Versioned = Type.Object({ id: Key(), version: Version }, { additionalProperties: false });
export type Versioned = Static<typeof Versioned>;

export const JobRow = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  level: Type.Integer(),
  /** posts of this job */
  posts: Type.Integer(),
  version: Type.Integer(),
});
export type JobRow = Static<typeof JobRow>;
export const JobSave = Type.Object(
  { id: OptionalKey(), version: Type.Optional(Version), code: Code, name: Name, level: Type.Integer({ minimum: 0, maximum: 99 }) },
  { additionalProperties: false },
);
export type JobSave = Static<typeof JobSave>;

export const PostSave = Type.Object(
  {
    id: OptionalKey(),
    version: Type.Optional(Version),
    orgId: Key(),
    jobId: Type.Optional(Nullable(Key())),
    code: Code,
    name: Name,
    isLeader: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PostSave = Static<typeof PostSave>;
/** Who holds a post: add or take away people. */
export const PostHolders = Type.Object(
  { postId: Key(), add: Type.Array(Key(), { maxItems: 200 }), remove: Type.Array(Key(), { maxItems: 200 }) },
  { additionalProperties: false },
);
export type PostHolders = Static<typeof PostHolders>;

export const RoleRow = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  dataScope: DataScope,
  description: Nullable(Type.String()),
  members: Type.Integer(),
  version: Type.Integer(),
});
export type RoleRow = Static<typeof RoleRow>;
/** The code is given once, when the role is made (menu grants name roles by code). */
export const RoleSave = Type.Object(
  {
    id: OptionalKey(),
    version: Type.Optional(Version),
    code: Code,
    name: Name,
    enabled: Type.Boolean(),
    dataScope: DataScope,
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  },
  { additionalProperties: false },
);
export type RoleSave = Static<typeof RoleSave>;
export const RoleMemberRow = Type.Object({
  userId: Type.String(),
  fullname: Type.String(),
  account: Type.String(),
  orgName: Nullable(Type.String()),
});
export type RoleMemberRow = Static<typeof RoleMemberRow>;
export const RoleMembersQuery = Type.Object(
  {
    roleId: Key(),
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    pattern: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type RoleMembersQuery = Static<typeof RoleMembersQuery>;
export const RoleMembersChange = Type.Object(
  { roleId: Key(), add: Type.Array(Key(), { maxItems: 200 }), remove: Type.Array(Key(), { maxItems: 200 }) },
  { additionalProperties: false },
);
export type RoleMembersChange = Static<typeof RoleMembersChange>;

export const ORG_ADMIN_JOB_FILTERS = ['code', 'name', 'level'] as const;
export const ORG_ADMIN_POST_FILTERS = ['code', 'name', 'org_id', 'job_id', 'is_leader'] as const;
export const ORG_ADMIN_ROLE_FILTERS = ['code', 'name', 'enabled', 'data_scope'] as const;

const BASE = '/api/orgAdmin/v1';
const Count = Type.Integer();

export const UC_ADMIN_ORG_CALLS = {
  dems: call({ method: 'GET', path: `${BASE}/dems`, answer: Type.Array(DemRow) }),
  saveDem: call({ method: 'POST', path: `${BASE}/dems/save`, body: DemSave, answer: DemRow }),
  tree: call({ method: 'GET', path: `${BASE}/orgs/tree`, query: OrgTreeQuery, answer: Type.Array(OrgNode) }),
  detail: call({ method: 'GET', path: `${BASE}/orgs/detail`, query: Type.Object({ id: Key() }), answer: OrgDetail }),
  createOrg: call({ method: 'POST', path: `${BASE}/orgs/create`, body: OrgCreate, answer: OrgDetail }),
  saveOrg: call({ method: 'POST', path: `${BASE}/orgs/save`, body: OrgSave, answer: OrgDetail }),
  moveOrg: call({ method: 'POST', path: `${BASE}/orgs/move`, body: OrgMove, answer: OrgDetail }),
  mergeOrg: call({ method: 'POST', path: `${BASE}/orgs/merge`, body: OrgMerge, answer: OrgDetail }),
  closeOrg: call({ method: 'POST', path: `${BASE}/orgs/close`, body: Versioned, answer: OrgDetail }),
  reopenOrg: call({ method: 'POST', path: `${BASE}/orgs/reopen`, body: Versioned, answer: OrgDetail }),
  jobs: call({ method: 'POST', path: `${BASE}/jobs/list`, body: QueryBody, answer: PageResult(JobRow) }),
  saveJob: call({ method: 'POST', path: `${BASE}/jobs/save`, body: JobSave, answer: JobRow }),
  removeJob: call({ method: 'POST', path: `${BASE}/jobs/remove`, body: Versioned, answer: Count }),
  posts: call({ method: 'POST', path: `${BASE}/posts/list`, body: QueryBody, answer: PageResult(PostRow) }),
  savePost: call({ method: 'POST', path: `${BASE}/posts/save`, body: PostSave, answer: PostRow }),
  removePost: call({ method: 'POST', path: `${BASE}/posts/remove`, body: Versioned, answer: Count }),
  postHolders: call({ method: 'GET', path: `${BASE}/posts/holders`, query: Type.Object({ postId: Key() }), answer: Type.Array(OrgPerson) }),
  changePostHolders: call({ method: 'POST', path: `${BASE}/posts/holders`, body: PostHolders, answer: Type.Array(OrgPerson) }),
  roles: call({ method: 'POST', path: `${BASE}/roles/list`, body: QueryBody, answer: PageResult(RoleRow) }),
  saveRole: call({ method: 'POST', path: `${BASE}/roles/save`, body: RoleSave, answer: RoleRow }),
  removeRole: call({ method: 'POST', path: `${BASE}/roles/remove`, body: Versioned, answer: Count }),
  roleMembers: call({ method: 'GET', path: `${BASE}/roles/members`, query: RoleMembersQuery, answer: PageResult(RoleMemberRow) }),
  changeRoleMembers: call({ method: 'POST', path: `${BASE}/roles/members`, body: RoleMembersChange, answer: Count }),
};
