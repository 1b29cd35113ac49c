import { UC_ADMIN_ORG_CALLS as A, type OrgDetail, type OrgNode, type RoleRow } from '@contract/uc-admin-org';
import { MENU_GRANT_CALLS as G, type GrantItem } from '@contract/portal-menu-grants';
import type { BodyOf } from '@contract/call';
import { answer } from '../call';
import { fail } from '../envelope';

/** Organisation administration (issue 30 part 1): a small company, its roles and a menu to grant. */

export const orgNode = (id: string, parentId: string | null, name: string, sort = 10, more: Partial<OrgNode> = {}): OrgNode => ({
  id,
  parentId,
  code: id.replace('org_', ''),
  name,
  sort,
  level: 1,
  status: 'active',
  version: 1,
  ...more,
});

export const mockOrgNodes = (): OrgNode[] => [
  orgNode('org_root', null, 'Head office'),
  orgNode('org_rdc', 'org_root', 'R&D centre', 10),
  orgNode('org_rd', 'org_rdc', 'Development', 10),
  orgNode('org_qa', 'org_rdc', 'Testing', 20),
  orgNode('org_ops', 'org_root', 'Operations', 20),
];

export const grantItem = (id: string, parentId: string | null, en: string, more: Partial<GrantItem> = {}): GrantItem => ({
  id,
  parentId,
  alias: id.replace('menu_front_', ''),
  names: { 'zh-CN': `${en}（中）`, 'en-US': en, id: `${en} (id)` },
  path: `/${id}`,
  component: null,
  sort: 10,
  routeData: null,
  roles: [],
  adminGroup: false,
  version: 1,
  ...more,
});

export const mockGrantItems = (): GrantItem[] => [
  grantItem('menu_front_home', null, 'Home', { sort: 10 }),
  grantItem('menu_front_flowAdmin', null, 'Process administration', { sort: 20, roles: ['admin'] }),
  grantItem('menu_front_seals', 'menu_front_flowAdmin', 'Seals', { sort: 10 }),
  grantItem('menu_front_sysAdmin', null, 'System administration', { sort: 30, roles: ['admin'], adminGroup: true }),
  grantItem('menu_front_orgAdmin', 'menu_front_sysAdmin', 'Organisation', { sort: 10, adminGroup: true }),
];

export const roleRow = (code: string, name: string, more: Partial<RoleRow> = {}): RoleRow => ({
  id: `role_${code}`,
  code,
  name,
  enabled: true,
  dataScope: 'self',
  description: null,
  members: 0,
  version: 1,
  ...more,
});

/** What the handlers were asked to change, for a test to check. */
export interface AdminOrgCalls {
  created: BodyOf<typeof A.createOrg>[];
  moved: BodyOf<typeof A.moveOrg>[];
  grants: BodyOf<typeof G.saveRoleGrants>[];
}

export function adminOrgHandlers(
  opts: { nodes?: OrgNode[]; items?: GrantItem[]; roles?: RoleRow[]; calls?: AdminOrgCalls; refuseGrants?: string } = {},
) {
  const nodes = opts.nodes ?? mockOrgNodes();
  const items = opts.items ?? mockGrantItems();
  const roles = opts.roles ?? [roleRow('admin', 'Administrators', { dataScope: 'all', members: 1 }), roleRow('auditor', 'Auditors')];
  const calls = opts.calls ?? { created: [], moved: [], grants: [] };
  const detailOf = (id: string): OrgDetail | undefined => {
    const n = nodes.find((x) => x.id === id);
    return n
      ? { ...n, demId: 'dem_default', path: n.id, pathName: n.name, leaders: [], members: 2, openChildren: 0, posts: [] }
      : undefined;
  };
  return [
    answer(A.dems, () => [
      { id: 'dem_default', code: 'default', name: 'Default dimension', isDefault: true, description: null, version: 1 },
    ]),
    answer(A.tree, () => nodes),
    answer(A.detail, ({ query }) => detailOf(query.get('id') ?? '') ?? fail(404, 'The unit does not exist or was removed')),
    answer(A.createOrg, ({ body }) => {
      calls.created.push(body);
      const made = orgNode(`org_${body.code}`, body.parentId, body.name, 99);
      nodes.push(made);
      return detailOf(made.id)!;
    }),
    answer(A.moveOrg, ({ body }) => {
      calls.moved.push(body);
      return detailOf(body.id)!;
    }),
    answer(A.roles, () => ({ rows: roles, total: roles.length, page: 1, pageSize: 20 })),
    answer(A.roleMembers, () => ({ rows: [], total: 0, page: 1, pageSize: 10 })),
    answer(A.jobs, () => ({ rows: [], total: 0, page: 1, pageSize: 1000 })),
    answer(G.items, () => items),
    answer(G.saveRoleGrants, ({ body }) => {
      calls.grants.push(body);
      if (opts.refuseGrants) return fail(409, opts.refuseGrants);
      for (const i of items) {
        i.roles = i.roles.filter((r) => r !== body.roleCode);
        if (body.menuIds.includes(i.id)) i.roles.push(body.roleCode);
      }
      return items;
    }),
  ];
}
