import type { OrgNode } from '@/api/adminOrg';

/** A unit of the drawn tree. */
export interface OrgTreeNode {
  key: string;
  title: string;
  node: OrgNode;
  children?: OrgTreeNode[];
  /** antd's node flag (unused: every unit can be chosen) */
  disabled?: boolean;
}

/**
 * The tree of flat units (parents before or after children, any order): children in their order (sort, then name).
 * With a search text only the units whose name or code holds it and their parents are kept.
 */
export function buildOrgTree(nodes: readonly OrgNode[], search = ''): OrgTreeNode[] {
  const byParent = new Map<string | null, OrgNode[]>();
  const ids = new Set(nodes.map((n) => n.id));
  for (const n of nodes) {
    // a unit whose parent is not listed (closed, hidden) stands at the top
    const parent = n.parentId && ids.has(n.parentId) ? n.parentId : null;
    const list = byParent.get(parent) ?? [];
    list.push(n);
    byParent.set(parent, list);
  }
  const text = search.trim().toLowerCase();
  const matches = (n: OrgNode) => !text || n.name.toLowerCase().includes(text) || n.code.toLowerCase().includes(text);
  const build = (parent: string | null): OrgTreeNode[] => {
    const list = [...(byParent.get(parent) ?? [])].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
    const out: OrgTreeNode[] = [];
    for (const n of list) {
      const children = build(n.id);
      if (!matches(n) && !children.length) continue;
      out.push({ key: n.id, title: n.name, node: n, ...(children.length ? { children } : {}) });
    }
    return out;
  };
  return build(null);
}

/** The keys of every unit with children (what a search opens). */
export function parentKeys(tree: readonly OrgTreeNode[]): string[] {
  const out: string[] = [];
  const walk = (list: readonly OrgTreeNode[]) =>
    list.forEach((n) => {
      if (n.children) {
        out.push(n.key);
        walk(n.children);
      }
    });
  walk(tree);
  return out;
}

/**
 * Where a drop puts the dragged unit: onto a unit (its first child) or into the gap before or after it (among its
 * siblings). `before`: the drop is above the target.
 */
export function dropPlace(
  nodes: readonly OrgNode[],
  dragged: string,
  target: OrgNode,
  intoTarget: boolean,
  before: boolean,
): { parentId: string | null; position: number } {
  if (intoTarget) return { parentId: target.id, position: 0 };
  const siblings = nodes
    .filter((n) => n.parentId === target.parentId && n.id !== dragged)
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  const at = siblings.findIndex((n) => n.id === target.id);
  return { parentId: target.parentId, position: Math.max(0, before ? at : at + 1) };
}
