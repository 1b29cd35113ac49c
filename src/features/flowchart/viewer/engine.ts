/**
 * The bpmn-js side of the chart. This module is only ever loaded with a dynamic import (see
 * useFlowChart.ts), so bpmn-js and its styles stay out of the first-screen bundle.
 */
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { toPlaneId } from 'bpmn-js/lib/util/DrilldownUtil';
import 'bpmn-js/dist/assets/diagram-js.css';
// breadcrumbs and the drill-down button of collapsed sub processes
import 'bpmn-js/dist/assets/bpmn-js.css';
import './flowchart.css';
import type { PreparedChart } from '../model/chart';
import { opensSubFlow } from '../model/chart';
import { approverOverlays, paintChart, type PaintServices } from './paint';
import type { BadgeTexts } from './approverBadge';

export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ElementHit {
  id: string;
  type: string;
  box: ScreenBox;
}

export interface ChartHandlers {
  onClick?: (hit: ElementHit) => void;
  onHover?: (hit: ElementHit | null) => void;
  onViewChange?: () => void;
}

export interface ChartHandle {
  zoom(step: number): void;
  fit(): void;
  destroy(): void;
  /** where the drawing time went (ms), for the benchmark */
  timings?: { importMs: number; fitMs: number; paintMs: number };
}

interface Viewbox {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
}
interface Shape {
  id: string;
  type: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  waypoints?: unknown;
}
interface CanvasService {
  zoom(level: number | 'fit-viewport', center?: 'auto'): number;
  viewbox(): Viewbox;
  addMarker(element: string, marker: string): void;
  findRoot(id: string): unknown;
  setRootElement(root: unknown): void;
}
interface EventBusService {
  on(event: string, callback: (e: { element: Shape }) => void): void;
}

/** bpmn types are 'bpmn:UserTask'; the XML model uses 'userTask' */
function localType(type: string): string {
  const name = type.replace(/^bpmn:/, '');
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** Imports the prepared XML, fits it into the container and applies the state markers. */
export async function renderChart(
  container: HTMLElement,
  chart: PreparedChart,
  texts?: BadgeTexts,
  handlers: ChartHandlers = {},
): Promise<ChartHandle> {
  const t0 = performance.now();
  const viewer = new NavigatedViewer({ container });
  try {
    await viewer.importXML(chart.xml);
  } catch (err) {
    viewer.destroy();
    throw err;
  }
  const t1 = performance.now();
  const canvas = viewer.get('canvas') as CanvasService;
  canvas.zoom('fit-viewport', 'auto');
  const t2 = performance.now();
  const services = {
    canvas,
    elementRegistry: viewer.get('elementRegistry'),
    overlays: viewer.get('overlays'),
  } as PaintServices;
  paintChart(services, chart);
  const showApprovers = texts ? approverOverlays(services, chart, texts) : () => {};
  showApprovers(canvas.viewbox());
  for (const node of chart.graph.nodes.values()) {
    if (opensSubFlow(node.type) && services.elementRegistry.get(node.id)) canvas.addMarker(node.id, 'fc-clickable');
  }
  const timings = { importMs: t1 - t0, fitMs: t2 - t1, paintMs: performance.now() - t2 };

  const hitOf = (element: Shape): ElementHit | null => {
    if (element.waypoints || element.width === undefined || element.type === 'label') return null;
    const vb = canvas.viewbox();
    return {
      id: element.id,
      type: localType(element.type),
      box: {
        left: ((element.x ?? 0) - vb.x) * vb.scale,
        top: ((element.y ?? 0) - vb.y) * vb.scale,
        width: (element.width ?? 0) * vb.scale,
        height: (element.height ?? 0) * vb.scale,
      },
    };
  };
  const bus = viewer.get('eventBus') as EventBusService;
  bus.on('element.click', (e) => {
    // a collapsed sub process opens its own plane, as bpmn-js's drill-down button does
    const plane = e.element.type === 'bpmn:SubProcess' ? canvas.findRoot(toPlaneId(e.element.id)) : undefined;
    if (plane) {
      canvas.setRootElement(plane);
      canvas.zoom('fit-viewport', 'auto');
      return;
    }
    const hit = hitOf(e.element);
    if (hit && hit.type !== 'process' && hit.type !== 'collaboration') handlers.onClick?.(hit);
  });
  bus.on('element.hover', (e) => {
    const hit = hitOf(e.element);
    handlers.onHover?.(hit && hit.type !== 'process' && hit.type !== 'collaboration' ? hit : null);
  });
  bus.on('element.out', () => handlers.onHover?.(null));
  // viewbox changes come per frame while panning: build overlays at most once a frame
  let frame = 0;
  bus.on('canvas.viewbox.changed', () => {
    handlers.onViewChange?.();
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      showApprovers(canvas.viewbox());
    });
  });

  return {
    zoom: (step) => {
      const current = canvas.viewbox().scale;
      canvas.zoom(Math.min(4, Math.max(0.1, current * (step > 0 ? 1.25 : 0.8))), 'auto');
    },
    fit: () => {
      canvas.zoom('fit-viewport', 'auto');
    },
    destroy: () => {
      cancelAnimationFrame(frame);
      viewer.destroy();
    },
    timings,
  };
}

/** The plain import and fit, without any colouring: the benchmark's reference. */
export async function renderPlain(container: HTMLElement, xml: string): Promise<ChartHandle> {
  const t0 = performance.now();
  const viewer = new NavigatedViewer({ container });
  await viewer.importXML(xml);
  const t1 = performance.now();
  const canvas = viewer.get('canvas') as CanvasService;
  canvas.zoom('fit-viewport', 'auto');
  const timings = { importMs: t1 - t0, fitMs: performance.now() - t1, paintMs: 0 };
  return { zoom: () => {}, fit: () => canvas.zoom('fit-viewport', 'auto'), destroy: () => viewer.destroy(), timings };
}
