import type { QueryBody } from '@contract/common';
import type { Static } from 'typebox';
import {
  UC_CALLS as U,
  type GetByParentAndDemBody,
  type Org,
  type OrgPost,
  type Role,
  type PwdStrategy,
  type QueryByTypeBody,
  type UserDetail,
  type UserRow,
} from '@contract/uc';
import { encodeBase64 } from '@/shared/base64';
import { send } from './call';
import type { RequestOptions } from './http';

export type { UserDetail, UserRow, PwdStrategy };
export type OrgRow = Static<typeof Org>;
export type RoleRow = Static<typeof Role>;
export type OrgPostRow = Static<typeof OrgPost>;

/** User centre calls of spec 01 §7. */

/** The global user search (50 a page): fullname, account or pinyin. */
export function queryByType(body: QueryByTypeBody, opts?: RequestOptions) {
  return send(U.queryByType, { body }, opts);
}

/** Users with their main organisation and post; the body is Base64 of the JSON query, sent as text. */
export function queryUserWithMainOrgPost(query: QueryBody, opts?: RequestOptions) {
  return send(
    U.queryUserWithMainOrgPost,
    { body: encodeBase64(JSON.stringify(query)) },
    { ...opts, headers: { ...opts?.headers, 'Content-Type': 'text/plain;charset=UTF-8' } },
  );
}

/** The detail record of a user by account or id (sent Base64-encoded). */
export function getDetailByAccountOrId(accountOrId: string, opts?: RequestOptions) {
  return send(U.detail, { query: { accountOrId: encodeBase64(accountOrId) }, body: undefined }, opts);
}

export function getByAccount(account: string, opts?: RequestOptions) {
  return send(U.byAccount, { query: { account: encodeBase64(account) }, body: undefined }, opts);
}

export function modifiUserPsd(body: { oldPwd: string; newPwd: string }) {
  return send(U.modifyPassword, { body });
}

export const getPwdStrategy = () => send(U.pwdStrategy, {});
export const getByParentAndDem = (body: Static<typeof GetByParentAndDemBody>, opts?: RequestOptions) =>
  send(U.orgsByParent, { body, query: {} }, opts);
export const getOrgPage = (query: QueryBody, opts?: RequestOptions) => send(U.orgPage, { body: query }, opts);
export const getAllDems = () => send(U.dems, {});
export const getDemListAll = (opts?: RequestOptions) => send(U.demListAll, {}, opts);
export const getRolePage = (query: QueryBody, opts?: RequestOptions) => send(U.rolePage, { body: query }, opts);
export const getJobPage = (query: QueryBody, opts?: RequestOptions) => send(U.jobPage, { body: query }, opts);
export const getOrgPostPage = (query: QueryBody, opts?: RequestOptions) => send(U.orgPostPage, { body: query }, opts);
export const getTenantByCode = (code: string) => send(U.tenant, { query: { code } });

/** The position switch: the server keeps the post on the session (the shell stores it and reloads). */
export const setCookie = (postId: string) => send(U.setPost, { query: { postId } });

/** Full pinyin of a Chinese text (type 0) or its first letters (type 1). */
export const getPinyin = (chinese: string, type: 0 | 1 = 0) => send(U.pinyin, { query: { chinese, type } });
