import type { NodeStats } from '@/api/analytics';
import type { FlowImage } from '@/api/runtimeImage';

/** What the heat map colours a node by. */
export type HeatMetric = 'median' | 'count';

/** Levels of the colour scale: 1 (lowest) .. LEVELS (highest). */
export const LEVELS = 5;

/** Fills of the levels, light and dark theme (a sequential scale; the level's number says the same in words). */
export const HEAT_FILLS = {
  light: ['#fff7e6', '#ffe7ba', '#ffc069', '#ff7a45', '#cf1322'],
  dark: ['#2b2111', '#443111', '#7c4a03', '#a8071a', '#f5222d'],
} as const;

export interface HeatLevel {
  level: number;
  /** the values this level covers, [from, to] */
  from: number;
  to: number;
}

export interface HeatScale {
  metric: HeatMetric;
  levels: HeatLevel[];
  /** node id -> level (nodes without data have none) */
  byNode: Map<string, number>;
  /** the node with the highest value, if any */
  top: NodeStats | null;
}

export const valueOf = (n: NodeStats, metric: HeatMetric): number | null => (metric === 'count' ? (n.count ? n.count : null) : n.medianMs);

/**
 * A linear scale of LEVELS equal steps from the smallest to the largest value of the nodes with
 * data; one value alone (or all equal) is the top level.
 */
export function heatScale(nodes: readonly NodeStats[], metric: HeatMetric): HeatScale {
  const valued = nodes.map((n) => ({ n, v: valueOf(n, metric) })).filter((x): x is { n: NodeStats; v: number } => x.v !== null);
  const byNode = new Map<string, number>();
  if (!valued.length) return { metric, levels: [], byNode, top: null };
  const min = Math.min(...valued.map((x) => x.v));
  const max = Math.max(...valued.map((x) => x.v));
  const step = (max - min) / LEVELS;
  const levelOf = (v: number) => (step === 0 ? LEVELS : Math.min(LEVELS, 1 + Math.floor((v - min) / step)));
  for (const { n, v } of valued) byNode.set(n.nodeId, levelOf(v));
  const levels = Array.from({ length: LEVELS }, (_, i) => ({
    level: i + 1,
    from: step === 0 ? max : min + step * i,
    to: step === 0 ? max : min + step * (i + 1),
  }));
  const top = valued.reduce((a, b) => (b.v > a.v ? b : a)).n;
  return { metric, levels: step === 0 ? levels.slice(-1) : levels, byNode, top };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration in the largest unit that keeps it readable: minutes, hours or days, one decimal. */
export function durationParts(ms: number): { value: string; unit: 'min' | 'h' | 'd' } {
  const round = (v: number) => (v >= 10 ? String(Math.round(v)) : String(Math.round(v * 10) / 10));
  if (ms < HOUR) return { value: String(Math.max(0, Math.round(ms / MINUTE))), unit: 'min' };
  if (ms < 2 * DAY) return { value: round(ms / HOUR), unit: 'h' };
  return { value: round(ms / DAY), unit: 'd' };
}

/**
 * The definition's image as the heat map draws it (issue 29.18): without the path an instance is predicted to take.
 * A definition has no instance, so its "predicted path" is only the way a blank form would go; drawn, it coloured
 * edges and steps in the dashed purple that means a prediction on every other chart. Here every edge is a plain
 * solid line and the steps carry only their heat.
 */
export function heatImage(image: FlowImage): FlowImage {
  return {
    ...image,
    predictedPath: [],
    nodes: image.nodes.map((n) => (n.predicted ? { ...n, predicted: false } : n)),
    flows: Object.fromEntries(Object.keys(image.flows).map((id) => [id, 'default' as const])),
  };
}
