import type { SankeyValue } from '@/api/home';

/**
 * The sankey data as echarts can draw it: unique node names, links only between known nodes
 * with a positive value, and no cycle (echarts refuses a sankey that is not acyclic).
 */
export function cleanSankey(data: SankeyValue): SankeyValue {
  const names = new Set<string>();
  const nodes: SankeyValue['nodes'] = [];
  for (const n of data.nodes) {
    if (!n.name || names.has(n.name)) continue;
    names.add(n.name);
    nodes.push({ name: n.name });
  }
  const out = new Map<string, Set<string>>();
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const cur = stack.pop()!;
      if (cur === to) return true;
      if (seen.has(cur)) continue;
      seen.add(cur);
      for (const next of out.get(cur) ?? []) stack.push(next);
    }
    return false;
  };
  const links: SankeyValue['links'] = [];
  for (const l of data.links) {
    if (!names.has(l.source) || !names.has(l.target) || l.source === l.target || !(l.value > 0)) continue;
    // a link back to where it comes from would close a cycle
    if (reaches(l.target, l.source)) continue;
    const targets = out.get(l.source) ?? new Set<string>();
    targets.add(l.target);
    out.set(l.source, targets);
    links.push({ source: l.source, target: l.target, value: l.value });
  }
  // nodes no link touches only take room
  const used = new Set(links.flatMap((l) => [l.source, l.target]));
  return { nodes: nodes.filter((n) => used.has(n.name)), links };
}

/** Sums of what flows into the nodes nothing flows out of (the instances' states). */
export function terminalTotals(data: SankeyValue): Array<{ name: string; value: number }> {
  const sources = new Set(data.links.map((l) => l.source));
  const totals = new Map<string, number>();
  for (const l of data.links) if (!sources.has(l.target)) totals.set(l.target, (totals.get(l.target) ?? 0) + l.value);
  return [...totals].map(([name, value]) => ({ name, value })).sort((a, b) => b.value - a.value);
}
