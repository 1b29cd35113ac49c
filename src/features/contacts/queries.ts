import { queryOptions, useMutation } from '@tanstack/react-query';
import { getByParentAndDem, getDetailByAccountOrId, getOrgPage, getPwdStrategy, modifiUserPsd, queryUserWithMainOrgPost } from '@/api/uc';
import { personFromDetail, type CardPerson } from './lib/person';
import { buildContactQuery, type ContactFilter } from './lib/contactQuery';

export const contactKeys = {
  all: ['contacts'] as const,
  detail: (accountOrId: string) => ['contacts', 'detail', { accountOrId }] as const,
  fullDetail: (account: string) => ['contacts', 'detail', { accountOrId: account }, 'full'] as const,
  orgChildren: (parentId: string | null) => ['contacts', 'orgs', { parentId }] as const,
  subtree: (path: string) => ['contacts', 'subtree', { path }] as const,
  list: (filter: ContactFilter) => ['contacts', 'list', filter] as const,
};

/** The card of a person known only by account or id. */
export function userDetailQuery(accountOrId: string) {
  return queryOptions({
    queryKey: contactKeys.detail(accountOrId),
    queryFn: async (): Promise<CardPerson> => personFromDetail((await getDetailByAccountOrId(accountOrId, { silent: true })).value),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The signed-in user's whole detail record (posts and roles), for the profile page. */
export function profileQuery(account: string) {
  return queryOptions({
    queryKey: contactKeys.fullDetail(account),
    queryFn: async () => (await getDetailByAccountOrId(account)).value,
    enabled: !!account,
  });
}

export function orgChildrenQuery(parentId: string | null) {
  return queryOptions({
    queryKey: contactKeys.orgChildren(parentId),
    queryFn: async () => (await getByParentAndDem({ parentId })).value ?? [],
    staleTime: 5 * 60_000,
  });
}

/** Largest subtree the page filters by at once. */
const SUBTREE_LIMIT = 1000;

/** Ids of an organisation and all organisations below it (dotted id paths share the prefix). */
export function subtreeQuery(path: string) {
  return queryOptions({
    queryKey: contactKeys.subtree(path),
    queryFn: async () => {
      const answer = await getOrgPage({
        pageBean: { page: 1, pageSize: SUBTREE_LIMIT },
        // the organisation itself, and those whose dotted path continues it ('a.b' but not 'a.bc')
        querys: [
          { property: 'path', value: path, operation: 'EQUAL', group: 'subtree', relation: 'OR' },
          { property: 'path', value: `${path}.`, operation: 'RIGHT_LIKE', group: 'subtree', relation: 'OR' },
        ],
      });
      return (answer.value?.rows ?? []).map((o) => o.id);
    },
    staleTime: 5 * 60_000,
  });
}

export function contactListQuery(filter: ContactFilter) {
  return queryOptions({
    queryKey: contactKeys.list(filter),
    queryFn: async () =>
      (await queryUserWithMainOrgPost(buildContactQuery(filter))).value ?? { rows: [], total: 0, page: 1, pageSize: filter.pageSize },
  });
}

/** The password strategy the server checks a new password against. */
export function pwdStrategyQuery() {
  return queryOptions({
    queryKey: ['uc', 'pwdStrategy'] as const,
    queryFn: async () => (await getPwdStrategy()).value,
    staleTime: 5 * 60_000,
  });
}

export interface PasswordValues {
  oldPwd: string;
  newPwd: string;
  confirm: string;
}

export function useChangePassword() {
  return useMutation({ mutationFn: (v: PasswordValues) => modifiUserPsd({ oldPwd: v.oldPwd, newPwd: v.newPwd }) });
}
