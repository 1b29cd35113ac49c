/** The shape of a definition's graph that the structure needs (the deployed BpmnGraph has it). */
export interface BpmnGraph {
  nodes: Record<string, GraphNode>;
  flows: Record<string, { source: string; target: string }>;
  /** node ids in document order */
  order: string[];
}
interface GraphNode {
  type: string;
  incoming: string[];
  outgoing: string[];
  /** the sub process holding it, or null at the top level */
  parent: string | null;
}

/**
 * The parallel sections of a definition: a parallel fork, its branches and the one join they all
 * meet at. Reject and revoke inside branches rest on this block structure (a branch is closed:
 * nothing in it leads anywhere but to its join), so a jump can reset one branch, or a whole
 * section, without stranding a token. Forks that are not block-structured (a branch ending at an
 * end event, branches meeting at different joins, a join fed from outside) are not sections: the
 * nodes they reach are `unsupported`, as are nodes behind inclusive splits and inside sub
 * processes. There only backToStart goes back.
 */
export interface Section {
  fork: string;
  join: string;
  /** node ids of each branch (in the order of the fork's outgoing flows), the join excluded */
  branches: string[][];
}

/** One level of nesting: the node lies in branch `branch` of the section forked at `fork`. */
export interface SectionLevel {
  fork: string;
  branch: number;
}

export interface FlowStructure {
  sections: Map<string, Section>;
  /** for each top-level node the sections containing it, outermost first (none: top level) */
  chains: Map<string, SectionLevel[]>;
  unsupported: Set<string>;
  /** top-level node ids */
  topLevel: string[];
}

const isParallelJoin = (n: GraphNode) => n.type === 'parallelGateway' && n.incoming.length > 1;
const isParallelFork = (n: GraphNode) => n.type === 'parallelGateway' && n.outgoing.length > 1;
const isInclusiveSplitOrJoin = (n: GraphNode) => n.type === 'inclusiveGateway' && (n.incoming.length > 1 || n.outgoing.length > 1);

interface BranchWalk {
  nodes: string[];
  joins: Set<string>;
  ok: boolean;
}

/** Walks one branch from its first node to the join at its own depth (nested sections counted). */
function walkBranch(model: BpmnGraph, fork: string, first: string): BranchWalk {
  const depthOf = new Map<string, number>();
  const out: BranchWalk = { nodes: [], joins: new Set(), ok: true };
  const stack: [string, number][] = [[first, 0]];
  while (stack.length) {
    const [id, d] = stack.pop()!;
    const n = model.nodes[id];
    if (!n || id === fork || n.parent !== null) {
      out.ok = false;
      continue;
    }
    if (isParallelJoin(n) && d === 0) {
      out.joins.add(id);
      continue;
    }
    const seen = depthOf.get(id);
    if (seen !== undefined) {
      if (seen !== d) out.ok = false;
      continue;
    }
    depthOf.set(id, d);
    out.nodes.push(id);
    // a branch must end at the join: an end event, a mixed gateway or an inclusive split breaks the block
    if (n.type === 'endEvent' || isInclusiveSplitOrJoin(n) || (isParallelJoin(n) && isParallelFork(n))) out.ok = false;
    if (n.type === 'endEvent') continue;
    const next = d - (isParallelJoin(n) ? 1 : 0) + (isParallelFork(n) ? 1 : 0);
    for (const f of n.outgoing) stack.push([model.flows[f].target, next]);
  }
  return out;
}

/** Everything an inclusive split may reach before its own join: not supported for jumps. */
function walkInclusive(model: BpmnGraph, split: string, into: Set<string>) {
  const depthOf = new Map<string, number>();
  const stack: [string, number][] = model.nodes[split].outgoing.map((f) => [model.flows[f].target, 0]);
  while (stack.length) {
    const [id, d] = stack.pop()!;
    const n = model.nodes[id];
    if (!n || depthOf.has(id)) continue;
    if (n.type === 'inclusiveGateway' && n.incoming.length > 1 && d === 0) continue;
    depthOf.set(id, d);
    into.add(id);
    const isInclusive = n.type === 'inclusiveGateway';
    const next = d - (isInclusive && n.incoming.length > 1 ? 1 : 0) + (isInclusive && n.outgoing.length > 1 ? 1 : 0);
    for (const f of n.outgoing) stack.push([model.flows[f].target, next]);
  }
}

export function flowStructure(model: BpmnGraph): FlowStructure {
  const sections = new Map<string, Section>();
  const unsupported = new Set<string>();
  const topLevel = model.order.filter((id) => model.nodes[id].parent === null);
  for (const id of model.order) if (model.nodes[id].parent !== null) unsupported.add(id);

  for (const id of topLevel) {
    const n = model.nodes[id];
    if (n.type === 'inclusiveGateway' && n.outgoing.length > 1) {
      walkInclusive(model, id, unsupported);
      continue;
    }
    if (!isParallelFork(n)) continue;
    const walks = n.outgoing.map((f) => walkBranch(model, id, model.flows[f].target));
    const joins = new Set(walks.flatMap((w) => [...w.joins]));
    const all = walks.flatMap((w) => w.nodes);
    const join = joins.size === 1 ? [...joins][0] : null;
    const branchOf = new Set(all);
    const fedFromInside =
      join !== null && model.nodes[join].incoming.every((f) => branchOf.has(model.flows[f].source) || model.flows[f].source === id);
    const ok =
      n.incoming.length <= 1 &&
      walks.every((w) => w.ok && w.joins.size === 1) &&
      join !== null &&
      new Set(all).size === all.length &&
      fedFromInside;
    if (ok) sections.set(id, { fork: id, join, branches: walks.map((w) => w.nodes) });
    else for (const x of all) unsupported.add(x);
  }

  const chains = new Map<string, SectionLevel[]>();
  for (const id of topLevel) chains.set(id, []);
  const bySize: { level: SectionLevel; size: number; nodes: string[] }[] = [];
  for (const s of sections.values())
    s.branches.forEach((nodes, branch) => bySize.push({ level: { fork: s.fork, branch }, size: nodes.length, nodes }));
  // an enclosing branch holds the whole nested section, so it is always the larger one
  bySize.sort((a, b) => b.size - a.size);
  for (const { level, nodes } of bySize) for (const id of nodes) chains.get(id)?.push(level);
  return { sections, chains, unsupported, topLevel };
}

/** Nodes of `branch` reachable from `from` without leaving it (its path to the join). */
export function reachInBranch(model: BpmnGraph, branch: string[], from: string): Set<string> {
  const inside = new Set(branch);
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id) || !inside.has(id)) continue;
    seen.add(id);
    for (const f of model.nodes[id]?.outgoing ?? []) queue.push(model.flows[f].target);
  }
  return seen;
}
