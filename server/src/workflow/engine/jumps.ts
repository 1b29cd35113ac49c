import { reachInBranch, type BpmnGraph, type FlowStructure, type Section, type SectionLevel } from './sections.js';

/**
 * Reject and revoke move the flow to a node handled before. The engine has no "move" of its own:
 * discarding a waiting task lets the discard run on to the next join, which counts it as that
 * branch's arrival. So a jump is planned on the definition's structure and carried out in three
 * parts (step.ts): the target is entered in the live engine; the stored state is then cut back
 * (the open executions of the region and the tokens that the region will send again leave the
 * state, nothing propagates); recovered from that state, the joins of sections the jump enters
 * receive the tokens of the branches that count as done.
 */
export interface JumpPlan {
  /** the node entered anew */
  target: string;
  /** the part of the flow that starts over: every node of the innermost branch holding both ends (or all) */
  region: string[];
  /** nodes whose executions and arrived tokens are dropped (the region without the target) */
  reset: string[];
  /** a join outside the region that keeps its other tokens: those from these sources are dropped */
  dropTokens: { joinId: string; sources: string[] }[];
  /** tokens given to joins of sections the jump enters: their other branches count as done */
  supply: { flowId: string; sourceId: string }[];
  /** the join that the target's branch reaches, with the sources of that branch's token (revoke reads it) */
  join: { joinId: string; sources: string[] } | null;
}

function sameLevel(a: SectionLevel | undefined, b: SectionLevel | undefined) {
  return !!a && !!b && a.fork === b.fork && a.branch === b.branch;
}

/**
 * The plan for a jump to `to` from a position at `from` (the acting task's node; for a revoke the
 * revoked node itself), or null when the jump is not possible: either end outside the supported
 * structure, or the target in another branch of a section that holds `from` (branches are
 * independent; a join would wait for a branch that never comes again).
 */
export function planJump(model: BpmnGraph, st: FlowStructure, from: string, to: string): JumpPlan | null {
  if (st.unsupported.has(from) || st.unsupported.has(to)) return null;
  const chainTo = st.chains.get(to);
  const chainFrom = st.chains.get(from);
  if (!chainTo || !chainFrom) return null;
  let k = 0;
  while (k < chainTo.length && k < chainFrom.length && sameLevel(chainTo[k], chainFrom[k])) k++;
  // the same section at the next level but another branch: a jump across branches
  if (k < chainTo.length && k < chainFrom.length && chainTo[k].fork === chainFrom[k].fork) return null;

  const sectionOf = (l: SectionLevel): Section => st.sections.get(l.fork)!;
  const region = k > 0 ? sectionOf(chainTo[k - 1]).branches[chainTo[k - 1].branch] : st.topLevel;
  const reset = region.filter((id) => id !== to);
  const sourcesOf = (join: string) => model.nodes[join].incoming.map((f) => ({ flowId: f, sourceId: model.flows[f].source }));

  const dropTokens: JumpPlan['dropTokens'] = [];
  if (k > 0) {
    // the section holding both ends stays active: only what the target's path sends again goes
    const s = sectionOf(chainTo[k - 1]);
    const reach = reachInBranch(model, region, to);
    dropTokens.push({
      joinId: s.join,
      sources: sourcesOf(s.join)
        .filter((x) => reach.has(x.sourceId))
        .map((x) => x.sourceId),
    });
  }
  // sections the jump enters (they hold the target, not the acting node) are reset with the region;
  // the join of each gets a token from every branch but the target's path
  const supply: JumpPlan['supply'] = [];
  for (const level of chainTo.slice(k)) {
    const s = sectionOf(level);
    const reach = reachInBranch(model, s.branches[level.branch], to);
    for (const x of sourcesOf(s.join)) if (!reach.has(x.sourceId)) supply.push(x);
  }
  const innermost = chainTo[chainTo.length - 1];
  let join: JumpPlan['join'] = null;
  if (innermost) {
    const s = sectionOf(innermost);
    const reach = reachInBranch(model, s.branches[innermost.branch], to);
    join = {
      joinId: s.join,
      sources: sourcesOf(s.join)
        .filter((x) => reach.has(x.sourceId))
        .map((x) => x.sourceId),
    };
  }
  return { target: to, region, reset, dropTokens, supply, join };
}

// --- the stored engine state (bpmn-engine 25 / bpmn-elements 17 / smqp getState shapes) ---

interface StoredMessage {
  fields?: { routingKey?: string };
  content?: { id?: string; sourceId?: string; targetId?: string; sequenceId?: string; isSequenceFlow?: boolean };
}
interface StoredQueue {
  name: string;
  messages?: StoredMessage[];
}
interface StoredChild {
  id: string;
  status?: string;
  stopped?: boolean;
  broker?: { queues?: StoredQueue[] };
  execution?: unknown;
}
interface StoredProcess {
  broker?: { queues?: StoredQueue[] };
  execution?: { executionId?: string; children?: StoredChild[] };
}
interface StoredState {
  definitions?: { execution?: { processes?: StoredProcess[] } }[];
}

function processesOf(state: unknown): StoredProcess[] {
  return ((state as StoredState | null)?.definitions ?? []).flatMap((d) => d.execution?.processes ?? []);
}

const inboundQueue = (c: StoredChild) => c.broker?.queues?.find((q) => q.name === 'inbound-q');

/** Ids of the nodes whose tokens wait at a join in a stored state. */
export function tokensAt(state: unknown, joinId: string): string[] {
  const out: string[] = [];
  for (const p of processesOf(state)) {
    const join = p.execution?.children?.find((c) => c.id === joinId);
    for (const m of (join && inboundQueue(join)?.messages) ?? []) if (m.content?.sourceId) out.push(m.content.sourceId);
  }
  return out;
}

/**
 * Cuts a stored state back for a jump (its target already entered): the reset nodes lose their
 * executions and arrived tokens, the named joins the tokens from the named sources, and the
 * process forgets them too (its queue holds one message per running child and per waiting token;
 * a message left there would keep the process from ever completing). Returns a new object.
 */
export function cutState(state: unknown, plan: Pick<JumpPlan, 'target' | 'reset' | 'dropTokens'>): unknown {
  const copy = structuredClone(state);
  const reset = new Set(plan.reset);
  for (const p of processesOf(copy)) {
    const pe = p.execution;
    if (!pe) continue;
    const droppedTokens = new Set<string>();
    for (const c of pe.children ?? []) {
      if (reset.has(c.id)) {
        for (const m of inboundQueue(c)?.messages ?? []) if (m.content?.sequenceId) droppedTokens.add(m.content.sequenceId);
        delete c.status;
        delete c.broker;
        delete c.execution;
        c.stopped = false;
        continue;
      }
      const rule = plan.dropTokens.find((d) => d.joinId === c.id);
      const q = rule && inboundQueue(c);
      if (!q) continue;
      q.messages = (q.messages ?? []).filter((m) => {
        const drop = rule.sources.includes(m.content?.sourceId ?? '');
        if (drop && m.content?.sequenceId) droppedTokens.add(m.content.sequenceId);
        return !drop;
      });
    }
    const queue = p.broker?.queues?.find((q) => q.name === `execute-${pe.executionId}-q`);
    if (!queue) continue;
    queue.messages = (queue.messages ?? []).filter((m) => {
      const c = m.content ?? {};
      if (c.isSequenceFlow) return !(reset.has(c.targetId ?? '') || droppedTokens.has(c.sequenceId ?? ''));
      return !reset.has(c.id ?? '');
    });
  }
  return copy;
}
