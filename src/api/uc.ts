import type { PageResultOf, QueryBody } from '@contract/common';
import type { Static } from 'typebox';
import type {
  Dem,
  GetByParentAndDemBody,
  Job,
  Org,
  OrgPost,
  PwdStrategy,
  QueryByTypeBody,
  Role,
  Tenant,
  UserDetail,
  UserRow,
} from '@contract/uc';
import { encodeBase64 } from '@/shared/base64';
import { get, post, type RequestOptions } from './http';

export type { UserDetail, UserRow, PwdStrategy };
export type OrgRow = Static<typeof Org>;
export type DemRow = Static<typeof Dem>;
export type RoleRow = Static<typeof Role>;
export type JobRow = Static<typeof Job>;
export type OrgPostRow = Static<typeof OrgPost>;
export type TenantRow = Static<typeof Tenant>;

/** User centre calls of spec 01 §7. */

/** The global user search (50 a page): fullname, account or pinyin. */
export function queryByType(body: QueryByTypeBody, opts?: RequestOptions) {
  return post<PageResultOf<UserRow>>('/api/user/v1/users/queryByType', body, opts);
}

/** Users with their main organisation and post; the body is Base64 of the JSON query, sent as text. */
export function queryUserWithMainOrgPost(query: QueryBody, opts?: RequestOptions) {
  return post<PageResultOf<UserRow>>('/api/user/v1/users/queryUserWithMainOrgPost', encodeBase64(JSON.stringify(query)), {
    ...opts,
    headers: { ...opts?.headers, 'Content-Type': 'text/plain;charset=UTF-8' },
  });
}

/** The detail record of a user by account or id (sent Base64-encoded). */
export function getDetailByAccountOrId(accountOrId: string, opts?: RequestOptions) {
  return post<UserDetail>('/api/user/v1/user/getDetailByAccountOrId', undefined, {
    ...opts,
    params: { accountOrId: encodeBase64(accountOrId) },
  });
}

export function getByAccount(account: string, opts?: RequestOptions) {
  return post<UserRow>('/api/user/v1/user/getByAccount', undefined, { ...opts, params: { account: encodeBase64(account) } });
}

export function modifiUserPsd(body: { oldPwd: string; newPwd: string }) {
  return post<null>('/api/user/v1/user/modifiUserPsd', body);
}

export function getPwdStrategy() {
  return get<PwdStrategy>('/api/pwdStrategy/v1/getDefault');
}

export function getByParentAndDem(body: Static<typeof GetByParentAndDemBody>) {
  return post<OrgRow[]>('/api/org/v1/orgs/getByParentAndDem', body);
}

export function getOrgPage(query: QueryBody) {
  return post<PageResultOf<OrgRow>>('/api/org/v1/orgs/getOrgPage', query);
}

export function getAllDems() {
  return get<DemRow[]>('/api/demension/v1/dems/getAll');
}

export function getDemListAll() {
  return post<DemRow[]>('/api/demension/v1/dems/getDemListAll');
}

export function getRolePage(query: QueryBody) {
  return post<PageResultOf<RoleRow>>('/api/role/v1/roles/getRolePage', query);
}

export function getJobPage(query: QueryBody) {
  return post<PageResultOf<JobRow>>('/api/job/v1/jobs/getJobPage', query);
}

export function getOrgPostPage(query: QueryBody) {
  return post<PageResultOf<OrgPostRow>>('/api/org/v1/orgPosts/getOrgPostPage', query);
}

export function getTenantByCode(code: string) {
  return get<TenantRow>('/uc/tenantManage/v1/getTenantByCode', { code });
}

/** The position switch: the server keeps the post on the session (the shell stores it and reloads). */
export function setCookie(postId: string) {
  return get<string>('/uc/ucGroup/v1/setCookie', { postId });
}

/** Full pinyin of a Chinese text (type 0) or its first letters (type 1). */
export function getPinyin(chinese: string, type: 0 | 1 = 0) {
  return get<string>('/base/tools/v1/getPinyin', { chinese, type });
}
