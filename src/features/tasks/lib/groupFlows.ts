export interface GroupableFlow {
  defKey: string;
  name: string;
  typeId: string | null;
  typeName: string | null;
}

export interface FlowGroup<T> {
  typeId: string | null;
  typeName: string | null;
  flows: T[];
}

/**
 * Groups startable definitions by category, in the order of the type tree (depth first);
 * categories the tree does not know come next by name, uncategorised ones last.
 */
export function groupFlowsByType<T extends GroupableFlow>(flows: T[], typeOrder: string[], filter = ''): FlowGroup<T>[] {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string | null, FlowGroup<T>>();
  for (const flow of flows) {
    if (needle && !flow.name.toLowerCase().includes(needle) && !flow.defKey.toLowerCase().includes(needle)) continue;
    const group = groups.get(flow.typeId) ?? { typeId: flow.typeId, typeName: flow.typeName, flows: [] };
    group.flows.push(flow);
    groups.set(flow.typeId, group);
  }
  const rank = (g: FlowGroup<T>) =>
    g.typeId === null ? Number.MAX_SAFE_INTEGER : typeOrder.indexOf(g.typeId) < 0 ? typeOrder.length : typeOrder.indexOf(g.typeId);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b) || (a.typeName ?? '').localeCompare(b.typeName ?? ''));
}

/** The ids of a type tree, depth first. */
export function typeOrderOf(nodes: Array<{ id: string; children?: unknown[] }>): string[] {
  const out: string[] = [];
  const walk = (list: Array<{ id: string; children?: unknown[] }>) => {
    for (const n of list) {
      out.push(n.id);
      walk((n.children ?? []) as Array<{ id: string; children?: unknown[] }>);
    }
  };
  walk(nodes);
  return out;
}
