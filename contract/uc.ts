import { Type, type Static } from 'typebox';
import { Envelope, PageResult } from './common.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** A user row of the user searches and lists: with the main organisation and post (spec 01 §3). */
export const UserRow = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  account: Type.String(),
  fullname: Type.String(),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  sex: Nullable(Type.String()),
  photo: Nullable(Type.String()),
  status: Type.Integer(),
  employeeNo: Nullable(Type.String()),
  orgId: Nullable(Type.String()),
  orgName: Nullable(Type.String()),
  orgPathName: Nullable(Type.String()),
  postId: Nullable(Type.String()),
  postName: Nullable(Type.String()),
});
export type UserRow = Static<typeof UserRow>;

/** The detail record of spec 01 §3: user, org list, post list, roles and data scopes. */
export const UserDetail = Type.Object({
  user: Type.Object({
    id: Type.String(),
    userId: Type.String(),
    account: Type.String(),
    fullname: Type.String(),
    photo: Nullable(Type.String()),
    admin: Type.Boolean(),
    mobile: Nullable(Type.String()),
    email: Nullable(Type.String()),
    sex: Nullable(Type.String()),
    address: Nullable(Type.String()),
    /** 1 normal, 0 disabled, -1 not activated, other departed */
    status: Type.Integer(),
    employeeNo: Nullable(Type.String()),
  }),
  orgList: Type.Array(
    Type.Object({
      orgId: Type.String(),
      orgName: Type.String(),
      pathName: Type.String(),
      isMain: Type.Boolean(),
      isLeader: Type.Boolean(),
    }),
  ),
  postList: Type.Array(
    Type.Object({
      postId: Type.String(),
      postName: Type.String(),
      orgId: Type.String(),
      orgName: Type.String(),
      pathName: Type.String(),
      isMain: Type.Boolean(),
      isLeader: Type.Boolean(),
    }),
  ),
  role: Type.Array(Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() })),
  /** all, orgAndChildren, org or self */
  dataScopes: Type.Array(Type.Object({ dataScopeCode: Type.String() })),
});
export type UserDetail = Static<typeof UserDetail>;

/** POST /api/user/v1/users/queryByType: the global user search (50 a page). */
export const QueryByTypeBody = Type.Object({
  pattern: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  type: Type.Optional(Type.String({ maxLength: 32 })),
});
export type QueryByTypeBody = Static<typeof QueryByTypeBody>;

export const UserPage = PageResult(UserRow);
export const UserPageEnvelope = Envelope(UserPage);

/** getDetailByAccountOrId: accountOrId is Base64, in the query string or the JSON body. */
export const AccountOrIdQuery = Type.Object({ accountOrId: Type.Optional(Type.String({ maxLength: 400 })) });
export const GetByAccountQuery = Type.Object({ account: Type.Optional(Type.String({ maxLength: 400 })) });

export const ModifyPasswordBody = Type.Object({
  oldPwd: Type.String({ maxLength: 200 }),
  newPwd: Type.String({ maxLength: 200 }),
});
export type ModifyPasswordBody = Static<typeof ModifyPasswordBody>;

export const PwdStrategy = Type.Object({
  id: Type.String(),
  minLength: Type.Integer(),
  requireLetter: Type.Boolean(),
  requireDigit: Type.Boolean(),
  requireUpper: Type.Boolean(),
  requireSpecial: Type.Boolean(),
  forbidAccount: Type.Boolean(),
  expireDays: Type.Integer(),
});
export type PwdStrategy = Static<typeof PwdStrategy>;

export const Org = Type.Object({
  id: Type.String(),
  demId: Type.String(),
  parentId: Nullable(Type.String()),
  code: Type.String(),
  name: Type.String(),
  path: Type.String(),
  pathName: Type.String(),
  level: Type.Integer(),
  sort: Type.Integer(),
  leaderId: Nullable(Type.String()),
  leaderName: Nullable(Type.String()),
  isParent: Type.Boolean(),
});
export type Org = Static<typeof Org>;

export const GetByParentAndDemBody = Type.Object({
  parentId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  demId: Type.Optional(Type.String({ maxLength: 64 })),
});

export const Dem = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  isDefault: Type.Boolean(),
  description: Nullable(Type.String()),
});
export const Role = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  enabled: Type.Boolean(),
  description: Nullable(Type.String()),
  dataScope: Type.String(),
});
export const Job = Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), level: Type.Integer() });
export const OrgPost = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  orgId: Type.String(),
  orgName: Type.String(),
  jobId: Nullable(Type.String()),
  jobName: Nullable(Type.String()),
  isLeader: Type.Boolean(),
});
export const Tenant = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  shortName: Nullable(Type.String()),
  status: Type.String(),
  domain: Nullable(Type.String()),
});

export const SetCookieQuery = Type.Object({ postId: Type.String({ minLength: 1, maxLength: 64 }) });
export const PinyinQuery = Type.Object({
  chinese: Type.String({ maxLength: 200 }),
  /** 0: full pinyin without tones; 1: first letters */
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0 })),
});
export const TenantQuery = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });
