import { http } from 'msw';
import type { PageResultOf, QueryBody } from '@contract/common';
import { DEFAULT_PWD_STRATEGY, UC_CALLS as U, type PwdStrategy, type UserDetail, type UserRow } from '@contract/uc';
import { decodeBase64 } from '@/shared/base64';
import { answer } from '../call';
import { fail, ok } from '../envelope';
import { zhangweiDetail } from '../fixtures/users';
import { queryRows } from './ucOrg';

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

/** The server's default password strategy (the rule is written once in the contract). */
export const defaultPwdStrategy: PwdStrategy = DEFAULT_PWD_STRATEGY;

function page(rows: UserRow[], pageNo: number, pageSize: number): PageResultOf<UserRow> {
  return { rows: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, page: pageNo, pageSize };
}

const matches = (user: UserRow, pattern: string) => user.fullname.includes(pattern) || user.account.includes(pattern);

/** The user-centre calls over a fixed set of users; the Base64 inputs are decoded as the server does. */
export function ucHandlers(users: UserRow[] = demoUsers, details: Record<string, UserDetail> = { zhangwei: zhangweiDetail }) {
  return [
    answer(U.queryByType, ({ body }) => {
      const pattern = (body.pattern ?? '').trim();
      return page(pattern ? users.filter((u) => matches(u, pattern)) : [], body.page ?? 1, body.pageSize ?? 50);
    }),
    // the body is Base64 text, not JSON: read as text here rather than through answer()
    http.post(`*${U.queryUserWithMainOrgPost.path}`, async ({ request }) => {
      const query = JSON.parse(decodeBase64(await request.text())) as QueryBody;
      // a look-up of names by id (the read-only reference fields)
      if (query.querys?.some((q) => q.property === 'id')) return ok(queryRows(users, query));
      const like = query.querys?.find((q) => q.property === 'fullname' || q.property === 'account');
      const rows = like ? users.filter((u) => matches(u, String(like.value ?? ''))) : users;
      return ok(page(rows, query.pageBean?.page ?? 1, query.pageBean?.pageSize ?? 20));
    }),
    answer(U.detail, ({ query }) => {
      const key = decodeBase64(query.get('accountOrId') ?? '');
      const detail = details[key] ?? Object.values(details).find((d) => d.user.id === key);
      return detail ?? fail(404, 'User not found');
    }),
    answer(U.byAccount, ({ query }) => {
      const account = decodeBase64(query.get('account') ?? '');
      return users.find((u) => u.account === account) ?? fail(404, 'User not found');
    }),
    answer(U.modifyPassword, () => null),
    answer(U.pwdStrategy, () => defaultPwdStrategy),
    answer(U.setPost, ({ query }) => query.get('postId') ?? ''),
    answer(U.pinyin, ({ query }) => (query.get('chinese') === '张伟' ? 'zhangwei' : '')),
  ];
}
