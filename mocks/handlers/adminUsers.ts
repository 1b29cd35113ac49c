import {
  ADMIN_USER_CALLS as A,
  type AdminUserEdit,
  type AdminUserRow,
  type AdminUserSave,
  type AdminUserStatusChange,
  type ImportPreview,
} from '@contract/uc-admin-users';
import { answer } from '../call';

/** The administrators' users (issue 30): the list, one user, saves, status changes and the import over plain values. */

export function adminUserRow(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 'u-lina',
    account: 'lina',
    fullname: '李娜',
    email: 'lina@example.com',
    mobile: '13800000001',
    employeeNo: 'E001',
    status: 1,
    isAdmin: false,
    photo: null,
    orgName: '研发部',
    orgPathName: '总公司/研发中心/研发部',
    postName: '研发部经理',
    wrongGuesses: 0,
    locked: false,
    createdAt: '2026-10-01T01:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

export function adminUserEdit(overrides: Partial<AdminUserEdit> = {}): AdminUserEdit {
  return {
    id: 'u-lina',
    account: 'lina',
    fullname: '李娜',
    email: 'lina@example.com',
    mobile: '13800000001',
    sex: 'F',
    employeeNo: 'E001',
    photo: null,
    status: 1,
    isAdmin: false,
    mainOrgId: 'org-rd',
    mainOrgName: '研发部',
    mainPostId: 'post-rd-lead',
    postIds: ['post-qa-eng'],
    roleIds: ['role-employee'],
    leader: true,
    dataScopes: ['self'],
    version: 3,
    ...overrides,
  };
}

export function importPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    total: 3,
    valid: 2,
    refused: 1,
    warnings: 1,
    rows: [
      {
        line: 3,
        account: 'lina',
        name: '重复',
        org: 'rd',
        ok: false,
        problems: [{ code: 'accountExists', column: 'account', value: 'lina', message: 'The account “lina” already exists' }],
      },
      {
        line: 4,
        account: 'evil',
        name: '=HYPERLINK("http://x","y")',
        org: 'rd',
        ok: true,
        problems: [
          {
            code: 'formulaAsText',
            column: 'name',
            value: '=HYPERLINK("http://x","y")',
            message: '“=HYPERLINK("http://x","y")” looks like a formula: it is kept as text and never evaluated',
          },
        ],
      },
      { line: 2, account: 'newbie', name: '新人', org: 'rd', ok: true, problems: [] },
    ],
    moreProblems: 0,
    fingerprint: 'fp-1',
    ...overrides,
  };
}

interface Options {
  rows?: AdminUserRow[];
  item?: AdminUserEdit;
  /** every list body, save, status change and import confirm lands here */
  lists?: unknown[];
  saved?: AdminUserSave[];
  statuses?: AdminUserStatusChange[];
  confirmed?: unknown[];
  preview?: ImportPreview;
  generatedPassword?: string;
  saveAnswer?: (body: AdminUserSave) => Response | undefined;
}

export function adminUserHandlers(opts: Options = {}) {
  const rows = opts.rows ?? [adminUserRow()];
  return [
    answer(A.list, ({ body }) => {
      opts.lists?.push(body);
      return { rows, total: rows.length, page: body.pageBean?.page ?? 1, pageSize: body.pageBean?.pageSize ?? 20 };
    }),
    answer(A.get, () => opts.item ?? adminUserEdit()),
    answer(A.save, ({ body }) => {
      opts.saved?.push(body);
      const refused = opts.saveAnswer?.(body);
      if (refused) return refused;
      return {
        id: body.id ?? 'u-new',
        version: (body.version ?? 0) + 1,
        ...(!body.id && opts.generatedPassword ? { generatedPassword: opts.generatedPassword } : {}),
      };
    }),
    answer(A.setStatus, ({ body }) => {
      opts.statuses?.push(body);
      return { id: body.id, version: body.version + 1, status: body.status };
    }),
    answer(A.unlock, () => ({ cleared: 3 })),
    answer(A.resetPassword, ({ body }) => (body.password ? {} : { generatedPassword: opts.generatedPassword ?? 'Gen-Pass-1234abcd' })),
    answer(A.importPreview, () => opts.preview ?? importPreview()),
    answer(A.importConfirm, ({ body }) => {
      opts.confirmed?.push(body);
      return { created: 2, refused: 1 };
    }),
  ];
}
