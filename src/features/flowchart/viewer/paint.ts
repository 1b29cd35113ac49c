import type { NodeLook, PreparedChart } from '../model/chart';
import { buildApproverBadge, type BadgeTexts } from './approverBadge';

/** Approver avatars are unreadable below this zoom: they are neither shown nor built there. */
export const OVERLAY_MIN_ZOOM = 0.5;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The few bpmn-js services the overlays need (typed here so they are testable without bpmn-js). */
export interface PaintServices {
  elementRegistry: { get(id: string): unknown };
  overlays?: {
    add(
      element: string,
      type: string,
      overlay: {
        position: { bottom?: number; left?: number; top?: number };
        html: HTMLElement;
        show?: { minZoom?: number };
        scale?: { min?: number; max?: number } | boolean;
      },
    ): string;
  };
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Approver avatars as overlays below their nodes, built only for nodes in view once the zoom
 * makes them readable: a large diagram fitted into the window builds none, and panning or
 * zooming in builds the ones that come into view. Call the returned function with the viewbox
 * after every change of it.
 */
export function approverOverlays(
  services: PaintServices,
  chart: PreparedChart,
  texts: BadgeTexts,
): (viewbox: Box & { scale: number }) => void {
  const pending = new Map<string, NodeLook>();
  for (const look of chart.nodes.values()) if (look.approvers.length > 0) pending.set(look.id, look);
  return (viewbox) => {
    const { overlays, elementRegistry } = services;
    if (!overlays || pending.size === 0 || viewbox.scale < OVERLAY_MIN_ZOOM) return;
    for (const [id, look] of pending) {
      const element = elementRegistry.get(id) as Partial<Box> | undefined;
      if (!element) {
        pending.delete(id);
        continue;
      }
      const box = { x: element.x ?? 0, y: element.y ?? 0, width: element.width ?? 0, height: (element.height ?? 0) + 24 };
      if (!intersects(box, viewbox)) continue;
      overlays.add(id, 'fc-approvers', {
        // centred under the node (the badge shifts itself left by half its width)
        position: { bottom: -4, left: (element.width ?? 0) / 2 },
        html: buildApproverBadge(look.approvers, look.approverMode, texts),
        show: { minZoom: OVERLAY_MIN_ZOOM },
        // never smaller than drawn (a fitted chart is zoomed out): the avatars stay readable
        scale: { min: 1 },
      });
      pending.delete(id);
    }
  };
}

/** A text shown above a node (e.g. the process analytics' figures), with data attributes for tests and tools. */
export interface NodeLabel {
  text: string;
  /** data-* attributes of the label (name without `data-`) */
  data?: Record<string, string>;
}

export type LabelOverlays = NonNullable<PaintServices['overlays']> & { remove(id: string): void };

/** Text labels centred above their nodes (flowchart.css .fc-node-label); the returned function removes them. */
export function addNodeLabels(
  overlays: LabelOverlays,
  registry: PaintServices['elementRegistry'],
  labels: Record<string, NodeLabel>,
): () => void {
  const added: string[] = [];
  for (const [id, label] of Object.entries(labels)) {
    const element = registry.get(id) as Partial<Box> | undefined;
    if (!element) continue;
    const html = document.createElement('div');
    html.className = 'fc-node-label';
    html.textContent = label.text;
    for (const [name, value] of Object.entries(label.data ?? {})) html.setAttribute(`data-${name}`, value);
    // the label shifts itself left by half its width; never smaller than drawn, so readable when zoomed out
    added.push(overlays.add(id, 'fc-labels', { position: { top: -22, left: (element.width ?? 0) / 2 }, html, scale: { min: 1 } }));
  }
  return () => added.forEach((id) => overlays.remove(id));
}
