import { http } from 'msw';
import type { PageResultOf, QueryBody } from '@contract/common';
import type { PwdStrategy, UserDetail, UserRow } from '@contract/uc';
import { decodeBase64 } from '@/shared/base64';
import { fail, ok } from '../envelope';
import { zhangweiDetail } from '../fixtures/users';

export const demoUsers: UserRow[] = [
  {
    id: 'u-zhangwei',
    userId: 'u-zhangwei',
    account: 'zhangwei',
    fullname: '张伟',
    email: 'zhangwei@example.com',
    mobile: '13800000004',
    sex: 'male',
    photo: null,
    status: 1,
    employeeNo: 'E0004',
    orgId: 'org-rd',
    orgName: '研发部',
    orgPathName: '总公司/研发中心/研发部',
    postId: 'post-rd-eng',
    postName: '研发工程师',
  },
  {
    id: 'u-lina',
    userId: 'u-lina',
    account: 'lina',
    fullname: '李娜',
    email: 'lina@example.com',
    mobile: '13800000003',
    sex: 'female',
    photo: null,
    status: 1,
    employeeNo: 'E0003',
    orgId: 'org-rd',
    orgName: '研发部',
    orgPathName: '总公司/研发中心/研发部',
    postId: 'post-rd-lead',
    postName: '研发经理',
  },
];

export const defaultPwdStrategy: PwdStrategy = {
  id: 'default',
  minLength: 8,
  requireLetter: true,
  requireDigit: true,
  requireUpper: false,
  requireSpecial: false,
  forbidAccount: true,
  expireDays: 0,
};

function page(rows: UserRow[], pageNo: number, pageSize: number): PageResultOf<UserRow> {
  return { rows: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, page: pageNo, pageSize };
}

const matches = (user: UserRow, pattern: string) => user.fullname.includes(pattern) || user.account.includes(pattern);

/** The user-centre calls over a fixed set of users; the Base64 inputs are decoded as the server does. */
export function ucHandlers(users: UserRow[] = demoUsers, details: Record<string, UserDetail> = { zhangwei: zhangweiDetail }) {
  return [
    http.post('*/api/user/v1/users/queryByType', async ({ request }) => {
      const body = (await request.json()) as { pattern?: string; page?: number; pageSize?: number };
      const pattern = (body.pattern ?? '').trim();
      return ok(page(pattern ? users.filter((u) => matches(u, pattern)) : [], body.page ?? 1, body.pageSize ?? 50));
    }),
    http.post('*/api/user/v1/users/queryUserWithMainOrgPost', async ({ request }) => {
      const query = JSON.parse(decodeBase64(await request.text())) as QueryBody;
      const like = query.querys?.find((q) => q.property === 'fullname' || q.property === 'account');
      const rows = like ? users.filter((u) => matches(u, String(like.value ?? ''))) : users;
      return ok(page(rows, query.pageBean?.page ?? 1, query.pageBean?.pageSize ?? 20));
    }),
    http.post('*/api/user/v1/user/getDetailByAccountOrId', ({ request }) => {
      const key = decodeBase64(new URL(request.url).searchParams.get('accountOrId') ?? '');
      const detail = details[key] ?? Object.values(details).find((d) => d.user.id === key);
      return detail ? ok(detail) : fail(404, 'User not found');
    }),
    http.post('*/api/user/v1/user/getByAccount', ({ request }) => {
      const account = decodeBase64(new URL(request.url).searchParams.get('account') ?? '');
      const row = users.find((u) => u.account === account);
      return row ? ok(row) : fail(404, 'User not found');
    }),
    http.post('*/api/user/v1/user/modifiUserPsd', () => ok(null)),
    http.get('*/api/pwdStrategy/v1/getDefault', () => ok(defaultPwdStrategy)),
    http.get('*/uc/ucGroup/v1/setCookie', ({ request }) => ok(new URL(request.url).searchParams.get('postId') ?? '')),
    http.get('*/base/tools/v1/getPinyin', ({ request }) =>
      ok(new URL(request.url).searchParams.get('chinese') === '张伟' ? 'zhangwei' : ''),
    ),
  ];
}
