import { queryOptions } from '@tanstack/react-query';
import type { QueryFilter } from '@contract/common';
import * as api from '@/api/adminOrg';
import type { Paging } from '@/shared/ui/PagedTable';
import { useRefreshingMutation } from '@/shared/refreshingMutation';

/** Keys from general to specific: a change refreshes everything under ['adminOrg'] it touches. */
export const orgKeys = {
  all: ['adminOrg'] as const,
  dems: () => ['adminOrg', 'dems'] as const,
  tree: () => ['adminOrg', 'tree'] as const,
  detail: () => ['adminOrg', 'detail'] as const,
  jobs: () => ['adminOrg', 'jobs'] as const,
  posts: () => ['adminOrg', 'posts'] as const,
  roles: () => ['adminOrg', 'roles'] as const,
  members: () => ['adminOrg', 'members'] as const,
  grants: () => ['adminOrg', 'grants'] as const,
};

const like = (property: string, value: string): QueryFilter[] =>
  value.trim() ? [{ property, value: value.trim(), operation: 'LIKE' }] : [];
const equal = (property: string, value: string | undefined): QueryFilter[] => (value ? [{ property, value, operation: 'EQUAL' }] : []);

export const adminOrgQueries = {
  dems: () => queryOptions({ queryKey: orgKeys.dems(), queryFn: api.getDems }),
  tree: (demId: string, includeClosed: boolean) =>
    queryOptions({
      queryKey: [...orgKeys.tree(), { demId, includeClosed }] as const,
      queryFn: () => api.getOrgTree(demId, includeClosed),
      enabled: !!demId,
    }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...orgKeys.detail(), id] as const, queryFn: () => api.getOrgDetail(id), enabled: !!id }),
  jobs: (paging: Paging, name = '') =>
    queryOptions({
      queryKey: [...orgKeys.jobs(), { ...paging, name }] as const,
      queryFn: () => api.listJobs({ pageBean: { ...paging, showTotal: true }, querys: like('name', name) }),
    }),
  allJobs: () =>
    queryOptions({ queryKey: [...orgKeys.jobs(), 'all'] as const, queryFn: () => api.listJobs({ pageBean: { page: 1, pageSize: 1000 } }) }),
  posts: (paging: Paging, filter: { name: string; orgId?: string }) =>
    queryOptions({
      queryKey: [...orgKeys.posts(), { ...paging, ...filter }] as const,
      queryFn: () =>
        api.listPosts({
          pageBean: { ...paging, showTotal: true },
          querys: [...like('name', filter.name), ...equal('orgId', filter.orgId)],
        }),
    }),
  roles: (paging: Paging, name = '') =>
    queryOptions({
      queryKey: [...orgKeys.roles(), { ...paging, name }] as const,
      queryFn: () => api.listRoles({ pageBean: { ...paging, showTotal: true }, querys: like('name', name) }),
    }),
  members: (roleId: string, paging: Paging, pattern: string) =>
    queryOptions({
      queryKey: [...orgKeys.members(), { roleId, ...paging, pattern }] as const,
      queryFn: () =>
        api.getRoleMembers({ roleId, page: paging.page, pageSize: Math.min(paging.pageSize, 100), ...(pattern ? { pattern } : {}) }),
      enabled: !!roleId,
    }),
  holders: (postId: string) =>
    queryOptions({ queryKey: [...orgKeys.posts(), 'holders', postId] as const, queryFn: () => api.getPostHolders(postId) }),
  grants: () => queryOptions({ queryKey: orgKeys.grants(), queryFn: api.getGrantItems }),
};

/** A change of the tree: the tree, the details and the post lists read again. */
const TREE = [orgKeys.tree(), orgKeys.detail(), orgKeys.posts()];

export const useSaveDem = (done?: (d: api.DemRow) => void) => useRefreshingMutation(api.saveDem, [orgKeys.dems()], done);
export const useCreateOrg = (done?: (d: api.OrgDetail) => void) => useRefreshingMutation(api.createOrg, TREE, done);
export const useSaveOrg = (done?: (d: api.OrgDetail) => void) => useRefreshingMutation(api.saveOrg, TREE, done);
export const useMoveOrg = (done?: (d: api.OrgDetail) => void) => useRefreshingMutation(api.moveOrg, TREE, done);
export const useMergeOrg = (done?: (d: api.OrgDetail) => void) => useRefreshingMutation(api.mergeOrg, TREE, done);
export const useCloseOrg = (done?: (d: api.OrgDetail) => void) => useRefreshingMutation(api.closeOrg, TREE, done);
export const useReopenOrg = (done?: (d: api.OrgDetail) => void) => useRefreshingMutation(api.reopenOrg, TREE, done);
export const useSaveJob = (done?: () => void) => useRefreshingMutation(api.saveJob, [orgKeys.jobs(), orgKeys.posts()], done);
export const useRemoveJob = (done?: () => void) => useRefreshingMutation(api.removeJob, [orgKeys.jobs()], done);
export const useSavePost = (done?: () => void) =>
  useRefreshingMutation(api.savePost, [orgKeys.posts(), orgKeys.detail(), orgKeys.jobs()], done);
export const useRemovePost = (done?: () => void) =>
  useRefreshingMutation(api.removePost, [orgKeys.posts(), orgKeys.detail(), orgKeys.jobs()], done);
export const useChangeHolders = (done?: () => void) =>
  useRefreshingMutation(api.changePostHolders, [orgKeys.posts(), orgKeys.detail()], done);
export const useSaveRole = (done?: (r: api.RoleRow) => void) => useRefreshingMutation(api.saveRole, [orgKeys.roles()], done);
export const useRemoveRole = (done?: () => void) => useRefreshingMutation(api.removeRole, [orgKeys.roles()], done);
export const useChangeMembers = (done?: () => void) =>
  useRefreshingMutation(api.changeRoleMembers, [orgKeys.members(), orgKeys.roles()], done);
export const useSaveGrants = (done?: () => void) => useRefreshingMutation(api.saveRoleGrants, [orgKeys.grants()], done);
export const useSaveMenuItem = (done?: () => void) => useRefreshingMutation(api.saveMenuItem, [orgKeys.grants()], done);
