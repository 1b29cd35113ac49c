import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Envelope, KeyQuery, Nullable, OptionalKey, PageResult } from './common.js';

/** What every coded thing of the user centre starts with: organisations, dimensions, roles, jobs, posts, tenants. */
const CodedFields = { id: Type.String(), code: Type.String(), name: Type.String() };

/** A user's place in an organisation, as the detail record lists it. */
const MembershipFields = {
  orgId: Type.String(),
  orgName: Type.String(),
  pathName: Type.String(),
  isMain: Type.Boolean(),
  isLeader: Type.Boolean(),
};

/** What the user rows and the user of the detail record both say of a user. */
const UserFields = {
  id: Type.String(),
  userId: Type.String(),
  account: Type.String(),
  fullname: Type.String(),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  sex: Nullable(Type.String()),
  photo: Nullable(Type.String()),
  /** 1 normal, 0 disabled, -1 not activated, other departed */
  status: Type.Integer(),
  employeeNo: Nullable(Type.String()),
};

/** A user row of the user searches and lists: with the main organisation and post (spec 01 §3). */
export const UserRow = Type.Object({
  ...UserFields,
  orgId: Nullable(Type.String()),
  orgName: Nullable(Type.String()),
  orgPathName: Nullable(Type.String()),
  postId: Nullable(Type.String()),
  postName: Nullable(Type.String()),
});
export type UserRow = Static<typeof UserRow>;

/** The detail record of spec 01 §3: user, org list, post list, roles and data scopes. */
export const UserDetail = Type.Object({
  user: Type.Object({ ...UserFields, admin: Type.Boolean(), address: Nullable(Type.String()) }),
  orgList: Type.Array(Type.Object(MembershipFields)),
  postList: Type.Array(Type.Object({ postId: Type.String(), postName: Type.String(), ...MembershipFields })),
  role: Type.Array(Type.Object(CodedFields)),
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
  /** Neither the account nor the person's name may stand inside the password. */
  forbidAccount: Type.Boolean(),
  /** A password of the common-password list (checked by the server) is refused. */
  forbidCommon: Type.Boolean(),
  expireDays: Type.Integer(),
});
export type PwdStrategy = Static<typeof PwdStrategy>;

export const Org = Type.Object({
  ...CodedFields,
  demId: Type.String(),
  parentId: Nullable(Type.String()),
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
  demId: OptionalKey(),
});

export const Dem = Type.Object({
  ...CodedFields,
  isDefault: Type.Boolean(),
  description: Nullable(Type.String()),
});
export const Role = Type.Object({
  ...CodedFields,
  enabled: Type.Boolean(),
  description: Nullable(Type.String()),
  dataScope: Type.String(),
});
export const Job = Type.Object({ ...CodedFields, level: Type.Integer() });
export const OrgPost = Type.Object({
  ...CodedFields,
  orgId: Type.String(),
  orgName: Type.String(),
  jobId: Nullable(Type.String()),
  jobName: Nullable(Type.String()),
  isLeader: Type.Boolean(),
});
export const Tenant = Type.Object({
  ...CodedFields,
  shortName: Nullable(Type.String()),
  status: Type.String(),
  domain: Nullable(Type.String()),
});

export const SetCookieQuery = KeyQuery('postId');
export const PinyinQuery = Type.Object({
  chinese: Type.String({ maxLength: 200 }),
  /** 0: full pinyin without tones; 1: first letters */
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, default: 0 })),
});
export const TenantQuery = KeyQuery('code');

/**
 * The default password rule (the strategy row the migration inserts; also the server's fallback). The server
 * checks every new password against the stored strategy with `passwordViolation`; the portal's one password
 * dialog applies the same function to the strategy it fetched, so both sides refuse the same passwords.
 */
export const DEFAULT_PWD_STRATEGY: PwdStrategy = {
  id: 'default',
  minLength: 10,
  requireLetter: true,
  requireDigit: true,
  requireUpper: false,
  requireSpecial: false,
  forbidAccount: true,
  forbidCommon: true,
  expireDays: 0,
};

/** The reasons a password is refused; `uc.<key>` in the server's messages. */
export type PasswordViolation =
  | { key: 'passwordTooShort'; params: { min: number } }
  | {
      key:
        | 'passwordNeedsLetter'
        | 'passwordNeedsDigit'
        | 'passwordNeedsUpper'
        | 'passwordNeedsSpecial'
        | 'passwordContainsAccount'
        | 'passwordContainsName'
        | 'passwordTooCommon';
    };

/** Whose password it is: the account and the name it must not contain. */
export interface PasswordOwner {
  account: string;
  fullname?: string | null;
}

/** Spec 01 §5: a password has at least 6 characters, whatever the strategy says. */
export const PASSWORD_MIN_LENGTH = 6;

/** The shortest password the strategy allows, never below the spec's 6 characters. */
export const passwordMinLength = (strategy: Partial<PwdStrategy> | null | undefined): number =>
  Math.max(PASSWORD_MIN_LENGTH, strategy?.minLength ?? 0);

const contains = (password: string, part: string | null | undefined, atLeast: number) => {
  const p = (part ?? '').trim().toLowerCase().replace(/\s+/g, '');
  return [...p].length >= atLeast && password.toLowerCase().replace(/\s+/g, '').includes(p);
};

/**
 * Every rule of the strategy that a password breaks, in this order. Length counts characters (code points);
 * `forbidAccount` refuses a password containing the account (3 characters or more) or the name (2 or more),
 * case-insensitive; `forbidCommon` refuses what `isCommon` (the server's common-password list) knows. The server
 * refuses with the first; the portal's password form lists them all (the list stays on the server).
 */
export function passwordViolations(
  strategy: Partial<PwdStrategy> | null | undefined,
  password: string,
  owner: PasswordOwner,
  isCommon?: (password: string) => boolean,
): PasswordViolation[] {
  const found: PasswordViolation[] = [];
  const min = passwordMinLength(strategy);
  if ([...password].length < min) found.push({ key: 'passwordTooShort', params: { min } });
  if (strategy?.requireLetter && !/[A-Za-z]/.test(password)) found.push({ key: 'passwordNeedsLetter' });
  if (strategy?.requireDigit && !/\d/.test(password)) found.push({ key: 'passwordNeedsDigit' });
  if (strategy?.requireUpper && !/[A-Z]/.test(password)) found.push({ key: 'passwordNeedsUpper' });
  if (strategy?.requireSpecial && !/[^A-Za-z0-9]/.test(password)) found.push({ key: 'passwordNeedsSpecial' });
  if (strategy?.forbidAccount && contains(password, owner.account, 3)) found.push({ key: 'passwordContainsAccount' });
  if (strategy?.forbidAccount && contains(password, owner.fullname, 2)) found.push({ key: 'passwordContainsName' });
  if (strategy?.forbidCommon && isCommon?.(password)) found.push({ key: 'passwordTooCommon' });
  return found;
}

/** The first rule of the strategy that a password breaks, or null. */
export const passwordViolation = (
  strategy: PwdStrategy,
  password: string,
  owner: PasswordOwner,
  isCommon?: (password: string) => boolean,
): PasswordViolation | null => passwordViolations(strategy, password, owner, isCommon)[0] ?? null;

/** getDetailByAccountOrId and getByAccount also take their value from a JSON body; the Base64 user query is text. */
const AnyBody = Type.Unknown();

/** User-centre calls (spec 01 §7): users, password, organisations, roles, jobs, posts, position switch, pinyin, tenants. */
export const UC_CALLS = {
  queryByType: call({ method: 'POST', path: '/api/user/v1/users/queryByType', body: QueryByTypeBody, answer: UserPage }),
  /** The body is Base64 of the JSON `{querys, pageBean, sorters}`, sent as text/plain (a JSON object is taken too). */
  queryUserWithMainOrgPost: call({ method: 'POST', path: '/api/user/v1/users/queryUserWithMainOrgPost', body: AnyBody, answer: UserPage }),
  detail: call({
    method: 'POST',
    path: '/api/user/v1/user/getDetailByAccountOrId',
    query: AccountOrIdQuery,
    body: AnyBody,
    answer: UserDetail,
  }),
  byAccount: call({ method: 'POST', path: '/api/user/v1/user/getByAccount', query: GetByAccountQuery, body: AnyBody, answer: UserRow }),
  modifyPassword: call({ method: 'POST', path: '/api/user/v1/user/modifiUserPsd', body: ModifyPasswordBody, answer: Type.Null() }),
  pwdStrategy: call({ method: 'GET', path: '/api/pwdStrategy/v1/getDefault', answer: PwdStrategy }),
  orgsByParent: call({
    method: 'POST',
    path: '/api/org/v1/orgs/getByParentAndDem',
    body: Type.Optional(GetByParentAndDemBody),
    query: GetByParentAndDemBody,
    answer: Type.Array(Org),
  }),
  /** The paged lists take a QueryBody, checked against the list's allow list by the server. */
  orgPage: call({ method: 'POST', path: '/api/org/v1/orgs/getOrgPage', body: AnyBody, answer: PageResult(Org) }),
  dems: call({ method: 'GET', path: '/api/demension/v1/dems/getAll', answer: Type.Array(Dem) }),
  demListAll: call({ method: 'POST', path: '/api/demension/v1/dems/getDemListAll', answer: Type.Array(Dem) }),
  rolePage: call({ method: 'POST', path: '/api/role/v1/roles/getRolePage', body: AnyBody, answer: PageResult(Role) }),
  jobPage: call({ method: 'POST', path: '/api/job/v1/jobs/getJobPage', body: AnyBody, answer: PageResult(Job) }),
  orgPostPage: call({ method: 'POST', path: '/api/org/v1/orgPosts/getOrgPostPage', body: AnyBody, answer: PageResult(OrgPost) }),
  /** The position switch: the chosen post is kept on the session. */
  setPost: call({ method: 'GET', path: '/uc/ucGroup/v1/setCookie', query: SetCookieQuery, answer: Type.String() }),
  pinyin: call({ method: 'GET', path: '/base/tools/v1/getPinyin', query: PinyinQuery, answer: Type.String() }),
  tenant: call({ method: 'GET', path: '/uc/tenantManage/v1/getTenantByCode', query: TenantQuery, answer: Tenant }),
};
