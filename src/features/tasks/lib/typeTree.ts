/** A flow category as the server lists it. */
export interface FlowType {
  id: string;
  name: string;
  parentId?: string | null;
  children?: FlowType[];
}

/** The number of items of the active tab in one category; typeId null means uncategorised. */
export interface TypeCount {
  typeId: string | null;
  count: number;
}

/** A classification tree node (spec 02 §3): id, name, children, count. */
export interface TypeTreeNode {
  id: string;
  name: string;
  count: number;
  children: TypeTreeNode[];
}

/** The key of the uncategorised node; typeId null on the wire. */
export const UNCATEGORISED = '__uncategorised__';

/** Turns a flat list (parentId) or a nested list into roots with children. */
export function nestTypes(types: FlowType[]): FlowType[] {
  if (types.some((t) => t.children?.length)) return types;
  const byId = new Map<string, FlowType & { children: FlowType[] }>();
  for (const t of types) byId.set(t.id, { ...t, children: [] });
  const roots: FlowType[] = [];
  for (const t of byId.values()) {
    const parent = t.parentId ? byId.get(t.parentId) : undefined;
    if (parent) parent.children.push(t);
    else roots.push(t);
  }
  return roots;
}

/**
 * Counts per category for the active tab. A node's count includes its sub-categories, so a
 * parent whose own items are all in children still shows them; nodes left at zero are removed.
 * Items without a category appear as one extra node, named by the caller, at the end.
 */
export function buildCountTree(types: FlowType[], counts: TypeCount[], uncategorisedName: string): TypeTreeNode[] {
  const own = new Map<string, number>();
  let uncategorised = 0;
  for (const c of counts) {
    if (c.typeId === null || c.typeId === '') uncategorised += c.count;
    else own.set(c.typeId, (own.get(c.typeId) ?? 0) + c.count);
  }
  const known = new Set<string>();
  const walk = (list: FlowType[]): TypeTreeNode[] =>
    list.flatMap((t) => {
      known.add(t.id);
      const children = walk(t.children ?? []);
      const count = (own.get(t.id) ?? 0) + children.reduce((sum, c) => sum + c.count, 0);
      return count > 0 ? [{ id: t.id, name: t.name, count, children }] : [];
    });
  const roots = walk(nestTypes(types));
  // a count for a category the user cannot see (deleted type) still belongs somewhere
  for (const [typeId, count] of own) if (!known.has(typeId)) uncategorised += count;
  if (uncategorised > 0) roots.push({ id: UNCATEGORISED, name: uncategorisedName, count: uncategorised, children: [] });
  return roots;
}

/** The typeId to send for a selected tree key: null for the uncategorised node. */
export function typeIdOfKey(key: string | undefined): string | null | undefined {
  if (key === undefined) return undefined;
  return key === UNCATEGORISED ? null : key;
}

/** The server's counts record (key 'null' = uncategorised) as a list. */
export function countsFromRecord(counts: Record<string, number>): TypeCount[] {
  return Object.entries(counts).map(([key, count]) => ({ typeId: key === 'null' ? null : key, count }));
}

/** A category and all categories below it, for filtering a list by a tree node. */
export function idsUnder(nodes: TypeTreeNode[], key: string): string[] {
  for (const node of nodes) {
    if (node.id === key) {
      const out: string[] = [];
      const walk = (n: TypeTreeNode) => {
        out.push(n.id);
        n.children.forEach(walk);
      };
      walk(node);
      return out;
    }
    const found = idsUnder(node.children, key);
    if (found.length) return found;
  }
  return [];
}
