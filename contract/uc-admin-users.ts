import { Type, type Static } from 'typebox';
import { call } from './call.js';
import { Key, Nullable, OptionalKey, PageBean, PageResult } from './common.js';

/**
 * The administrators' users (issue 30): the list (paged, filtered, sorted), create and edit with an optimistic lock,
 * password reset, enable, disable, departed, unlock after wrong sign-ins, import from CSV / Excel with a preview,
 * export. Administrators only: any other caller is refused (403) and nothing changes.
 */

/** 1 normal, 0 disabled, -1 not activated, 2 departed (spec 01 §4: anything else is departed too). */
export const USER_STATUSES = [1, 0, -1, 2] as const;
export const UserStatusFilter = Type.Union([Type.Literal(1), Type.Literal(0), Type.Literal(-1), Type.Literal(2)]);

export const ADMIN_USER_SORTS = ['account', 'fullname', 'createdAt', 'status'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const AdminUserQuery = Type.Object(
  {
    pageBean: Type.Optional(PageBean),
    /** matched in account, name (and its pinyin), mobile and e-mail */
    text: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(UserStatusFilter),
    /** users with any place in this organisation or (includeChildren, the default) below it */
    orgId: OptionalKey(),
    includeChildren: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Union([Type.Literal('account'), Type.Literal('fullname'), Type.Literal('createdAt'), Type.Literal('status')])),
    order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type AdminUserQuery = Static<typeof AdminUserQuery>;

export const AdminUserRow = Type.Object({
  id: Type.String(),
  account: Type.String(),
  fullname: Type.String(),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  employeeNo: Nullable(Type.String()),
  status: Type.Integer(),
  isAdmin: Type.Boolean(),
  photo: Nullable(Type.String()),
  orgName: Nullable(Type.String()),
  orgPathName: Nullable(Type.String()),
  postName: Nullable(Type.String()),
  /** wrong sign-in passwords lately: at the limit the sign-in asks a captcha and the password form waits */
  wrongGuesses: Type.Integer(),
  locked: Type.Boolean(),
  createdAt: Type.String(),
  version: Type.Integer(),
});
export type AdminUserRow = Static<typeof AdminUserRow>;

/** One user as the edit dialog opens it. */
export const AdminUserEdit = Type.Object({
  id: Type.String(),
  account: Type.String(),
  fullname: Type.String(),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  sex: Nullable(Type.String()),
  employeeNo: Nullable(Type.String()),
  photo: Nullable(Type.String()),
  status: Type.Integer(),
  isAdmin: Type.Boolean(),
  mainOrgId: Nullable(Type.String()),
  mainOrgName: Nullable(Type.String()),
  mainPostId: Nullable(Type.String()),
  postIds: Type.Array(Type.String()),
  roleIds: Type.Array(Type.String()),
  /** the leader of the main organisation */
  leader: Type.Boolean(),
  /** what the roles give (all, orgAndChildren, org, self): read-only, set on the roles */
  dataScopes: Type.Array(Type.String()),
  version: Type.Integer(),
});
export type AdminUserEdit = Static<typeof AdminUserEdit>;

const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

export const AdminUserSave = Type.Object(
  {
    /** absent for a new user */
    id: OptionalKey(),
    /** the version the dialog read; required with `id` */
    version: Type.Optional(Type.Integer({ minimum: 1 })),
    account: Type.String({ minLength: 1, maxLength: 64 }),
    fullname: Type.String({ minLength: 1, maxLength: 100 }),
    email: text(200),
    mobile: text(32),
    sex: text(8),
    employeeNo: text(64),
    /** a stored image (png, jpeg, webp; 2 MB at most) or null */
    photo: text(64),
    mainOrgId: Key(),
    mainPostId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    /** further posts beside the main one */
    postIds: Type.Optional(Type.Array(Key(), { maxItems: 50 })),
    roleIds: Type.Optional(Type.Array(Key(), { maxItems: 100 })),
    isAdmin: Type.Optional(Type.Boolean()),
    leader: Type.Optional(Type.Boolean()),
    /** a new user: 1 (normal) or -1 (not activated); an edit keeps the status (the status calls change it) */
    status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(-1)])),
    /** a new user's password; absent: one is generated and answered once */
    password: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type AdminUserSave = Static<typeof AdminUserSave>;

export const AdminUserSaved = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  /** a generated password, shown once */
  generatedPassword: Type.Optional(Type.String()),
});
export type AdminUserSaved = Static<typeof AdminUserSaved>;

export const AdminUserPasswordReset = Type.Object(
  {
    id: Key(),
    /** absent: a password is generated and answered once */
    password: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type AdminUserPasswordReset = Static<typeof AdminUserPasswordReset>;

export const AdminUserStatusChange = Type.Object(
  { id: Key(), version: Type.Integer({ minimum: 1 }), status: UserStatusFilter },
  { additionalProperties: false },
);
export type AdminUserStatusChange = Static<typeof AdminUserStatusChange>;

export const IMPORT_MAX_ROWS = 50_000;
/** the columns of an import file, by their header (English or as the export names them) */
export const IMPORT_COLUMNS = ['account', 'name', 'email', 'mobile', 'org', 'post', 'roles', 'employeeNo'] as const;

export const ImportProblem = Type.Object({
  /** missingAccount, missingName, duplicateInFile, accountExists, unknownOrg, unknownPost, unknownRole, badEmail,
   * badMobile, tooLong, formulaAsText (a warning: the cell is kept as text) */
  code: Type.String(),
  column: Type.Optional(Type.String()),
  value: Type.Optional(Type.String()),
  /** in the caller's language */
  message: Type.String(),
});
export const ImportRow = Type.Object({
  /** the line of the file (the header is line 1) */
  line: Type.Integer(),
  account: Type.String(),
  name: Type.String(),
  org: Type.String(),
  /** problems refuse the row; warnings do not */
  ok: Type.Boolean(),
  problems: Type.Array(ImportProblem),
});
export type ImportRow = Static<typeof ImportRow>;

export const ImportRequest = Type.Object({ fileId: Key() }, { additionalProperties: false });
export const ImportConfirm = Type.Object(
  {
    fileId: Key(),
    /** the preview's fingerprint: a file or a database that changed since refuses the import (409) */
    fingerprint: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type ImportConfirm = Static<typeof ImportConfirm>;

export const ImportPreview = Type.Object({
  total: Type.Integer(),
  valid: Type.Integer(),
  refused: Type.Integer(),
  warnings: Type.Integer(),
  /** every row with a problem or a warning (the first 2,000), then the first valid rows */
  rows: Type.Array(ImportRow),
  /** more rows with problems than listed */
  moreProblems: Type.Integer(),
  fingerprint: Type.String(),
});
export type ImportPreview = Static<typeof ImportPreview>;

export const ImportResult = Type.Object({ created: Type.Integer(), refused: Type.Integer() });
export type ImportResult = Static<typeof ImportResult>;

const BASE = '/uc/adminUsers/v1';
export const ADMIN_USER_CALLS = {
  list: call({ method: 'POST', path: `${BASE}/list`, body: AdminUserQuery, answer: PageResult(AdminUserRow) }),
  get: call({ method: 'GET', path: `${BASE}/get`, query: Type.Object({ id: Key() }), answer: AdminUserEdit }),
  save: call({ method: 'POST', path: `${BASE}/save`, body: AdminUserSave, answer: AdminUserSaved }),
  resetPassword: call({
    method: 'POST',
    path: `${BASE}/resetPassword`,
    body: AdminUserPasswordReset,
    answer: Type.Object({ generatedPassword: Type.Optional(Type.String()) }),
  }),
  setStatus: call({
    method: 'POST',
    path: `${BASE}/setStatus`,
    body: AdminUserStatusChange,
    answer: Type.Object({ id: Type.String(), version: Type.Integer(), status: Type.Integer() }),
  }),
  unlock: call({
    method: 'POST',
    path: `${BASE}/unlock`,
    body: Type.Object({ id: Key() }),
    answer: Type.Object({ cleared: Type.Integer() }),
  }),
  importPreview: call({ method: 'POST', path: `${BASE}/import/preview`, body: ImportRequest, answer: ImportPreview }),
  importConfirm: call({ method: 'POST', path: `${BASE}/import/confirm`, body: ImportConfirm, answer: ImportResult }),
  /** CSV of the filtered list (50,000 rows at most), headers in the caller's language */
  export: call({ method: 'POST', path: `${BASE}/export`, body: AdminUserQuery }),
};
