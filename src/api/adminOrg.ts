import type { QueryBody } from '@contract/common';
import {
  UC_ADMIN_ORG_CALLS as A,
  type DemRow,
  type DemSave,
  type JobRow,
  type JobSave,
  type OrgCreate,
  type OrgDetail,
  type OrgMerge,
  type OrgMove,
  type OrgNode,
  type OrgPerson,
  type OrgSave,
  type PostHolders,
  type PostRow,
  type PostSave,
  type RoleMemberRow,
  type RoleMembersChange,
  type RoleMembersQuery,
  type RoleRow,
  type RoleSave,
  type Versioned,
} from '@contract/uc-admin-org';
import { MENU_GRANT_CALLS as G, type GrantItem, type MenuItemSave, type RoleGrantsSave } from '@contract/portal-menu-grants';
import { send } from './call';

/** Organisation administration (issue 30 part 1): dimensions, the tree, jobs, posts, roles and menu grants. */

export type {
  DemRow,
  DemSave,
  GrantItem,
  JobRow,
  JobSave,
  MenuItemSave,
  OrgDetail,
  OrgMove,
  OrgNode,
  OrgPerson,
  PostRow,
  PostSave,
  RoleMemberRow,
  RoleRow,
  RoleSave,
};

export const getDems = () => send(A.dems, {}).then((a) => a.value);
export const saveDem = (body: DemSave) => send(A.saveDem, { body }).then((a) => a.value);
export const getOrgTree = (demId: string, includeClosed: boolean) =>
  send(A.tree, { query: includeClosed ? { demId, includeClosed } : { demId } }).then((a) => a.value);
export const getOrgDetail = (id: string) => send(A.detail, { query: { id } }).then((a) => a.value);
export const createOrg = (body: OrgCreate) => send(A.createOrg, { body }).then((a) => a.value);
export const saveOrg = (body: OrgSave) => send(A.saveOrg, { body }).then((a) => a.value);
export const moveOrg = (body: OrgMove) => send(A.moveOrg, { body }).then((a) => a.value);
export const mergeOrg = (body: OrgMerge) => send(A.mergeOrg, { body }).then((a) => a.value);
export const closeOrg = (body: Versioned) => send(A.closeOrg, { body }).then((a) => a.value);
export const reopenOrg = (body: Versioned) => send(A.reopenOrg, { body }).then((a) => a.value);

export const listJobs = (body: QueryBody) => send(A.jobs, { body }).then((a) => a.value);
export const saveJob = (body: JobSave) => send(A.saveJob, { body }).then((a) => a.value);
export const removeJob = (body: Versioned) => send(A.removeJob, { body }).then((a) => a.value);
export const listPosts = (body: QueryBody) => send(A.posts, { body }).then((a) => a.value);
export const savePost = (body: PostSave) => send(A.savePost, { body }).then((a) => a.value);
export const removePost = (body: Versioned) => send(A.removePost, { body }).then((a) => a.value);
export const getPostHolders = (postId: string) => send(A.postHolders, { query: { postId } }).then((a) => a.value);
export const changePostHolders = (body: PostHolders) => send(A.changePostHolders, { body }).then((a) => a.value);

export const listRoles = (body: QueryBody) => send(A.roles, { body }).then((a) => a.value);
export const saveRole = (body: RoleSave) => send(A.saveRole, { body }).then((a) => a.value);
export const removeRole = (body: Versioned) => send(A.removeRole, { body }).then((a) => a.value);
export const getRoleMembers = (query: RoleMembersQuery) => send(A.roleMembers, { query }).then((a) => a.value);
export const changeRoleMembers = (body: RoleMembersChange) => send(A.changeRoleMembers, { body }).then((a) => a.value);

export const getGrantItems = () => send(G.items, { query: { menuAlias: 'front_menu' } }).then((a) => a.value);
export const saveRoleGrants = (body: RoleGrantsSave) => send(G.saveRoleGrants, { body }).then((a) => a.value);
export const saveMenuItem = (body: MenuItemSave) => send(G.saveItem, { body }).then((a) => a.value);
