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
import { applyToDiagram, chartMarkers, prepareChart, type ChartInput, type PreparedChart } from '../model/chart';
import { DiagramXmlError, colourEdge, localType, readGraph, type ModdleDefinitions, type ModdleElement } from '../model/diagram';
import { EDGE_COLOURS } from '../model/edges';
import { addNodeLabels, approverOverlays, type LabelOverlays, type NodeLabel, type PaintServices } from './paint';

export type { NodeLabel };
import type { BadgeTexts } from './approverBadge';
import { keepNamesClearOfIcons } from './iconClearLabels';
import { touchGestures, type GestureCanvas } from './touch';

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
  timings?: ChartTimings;
}

/** Where the drawing time went (ms); also recorded as performance measures 'flowchart:<step>'. */
export interface ChartTimings {
  /** bpmn-js parsing the XML */
  parseMs?: number;
  /** reading the graph, the states' looks, sizes and edge colours (ours, between parse and draw) */
  prepareMs?: number;
  /** parse, prepare and draw: bpmn-js's importXML as a whole */
  importMs: number;
  fitMs: number;
  /** what follows the fit: approver overlays in view, event wiring */
  paintMs: number;
}

export interface RenderedChart extends ChartHandle {
  /** Shows a text label above each named node; the returned function removes them. */
  addLabels(labels: Record<string, NodeLabel>): () => void;
  /** the graph and looks the chart was drawn with */
  chart: PreparedChart;
  /**
   * Shows new states on the drawn diagram (the same XML, e.g. a task of the instance moved on):
   * state classes, edge colours and approvers change in place, nothing is imported again.
   * Returns the new looks (also in `chart` from then on).
   */
  update(input: ChartInput): PreparedChart;
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
  removeMarker(element: string, marker: string): void;
  findRoot(id: string): unknown;
  setRootElement(root: unknown): void;
}
interface DrawnElement {
  di?: ModdleElement;
}
interface RegistryService {
  get(id: string): DrawnElement | undefined;
  getGraphics(id: string): SVGElement;
}
interface GraphicsFactoryService {
  update(type: 'connection', element: DrawnElement, gfx: SVGElement): void;
}
interface EventBusService {
  on<E>(event: string | string[], callback: (e: E) => void): void;
}
/** Colours of the drawing (bpmn-js's defaults) in the dark theme; the light theme keeps bpmn-js's own. */
export const DARK_DRAWING = {
  defaultFillColor: '#1f1f1f',
  defaultStrokeColor: '#d9d9d9',
  defaultLabelColor: 'rgba(255, 255, 255, 0.85)',
} as const;

export interface ChartLook {
  /** the dark theme: dark shapes, light lines and names */
  dark?: boolean;
}

interface ParseComplete {
  error?: unknown;
  definitions?: ModdleDefinitions;
  elementsById?: Record<string, ModdleElement>;
}

function measure(name: string, start: number, end: number): number {
  // the names let a Chromium performance trace (and the benchmark) show the steps
  performance.measure?.(`flowchart:${name}`, { start, end });
  return end - start;
}

/**
 * Draws the diagram of `input` with its states: bpmn-js parses the XML once; between its parse
 * and its drawing, the graph and looks are read and the spec's sizes and edge colours written
 * into the parsed diagram; each element gets its state classes as it is added, before the
 * browser first computes styles. Then the chart is fitted and the approvers in view are shown.
 */
export async function renderChart(
  container: HTMLElement,
  input: ChartInput,
  texts?: BadgeTexts,
  handlers: ChartHandlers = {},
  look: ChartLook = {},
): Promise<RenderedChart> {
  const t0 = performance.now();
  const viewer = new NavigatedViewer({ container, ...(look.dark ? { bpmnRenderer: DARK_DRAWING } : {}) });
  const canvas = viewer.get('canvas') as CanvasService;
  const bus = viewer.get('eventBus') as EventBusService;
  const stopTouch = touchGestures(container, viewer.get('canvas') as GestureCanvas);
  keepNamesClearOfIcons(viewer);
  let chart: PreparedChart | undefined;
  let markers = new Map<string, string[]>();
  let tParsed = t0;
  let tPrepared = t0;
  bus.on<ParseComplete>('import.parse.complete', (e) => {
    tParsed = performance.now();
    if (e.error || !e.definitions || !e.elementsById) return;
    chart = prepareChart(input, readGraph(e.elementsById));
    applyToDiagram(e.definitions, chart);
    markers = chartMarkers(chart);
    tPrepared = performance.now();
  });
  bus.on<{ element: Shape }>(['shape.added', 'connection.added'], (e) => {
    const list = markers.get(e.element.id);
    if (list) for (const m of list) canvas.addMarker(e.element.id, m);
  });
  try {
    await viewer.importXML(input.xml);
    if (!chart) throw new Error('the diagram was not parsed');
  } catch (err) {
    stopTouch();
    viewer.destroy();
    throw new DiagramXmlError(err instanceof Error ? err.message : String(err), { cause: err });
  }
  let drawn: PreparedChart = chart;
  const t1 = performance.now();
  canvas.zoom('fit-viewport', 'auto');
  const t2 = performance.now();
  const registry = viewer.get('elementRegistry') as RegistryService;
  const services = { elementRegistry: registry, overlays: viewer.get('overlays') } as PaintServices;
  const approversOf = (c: PreparedChart) => (texts ? approverOverlays(services, c, texts) : () => {});
  let showApprovers = approversOf(drawn);
  showApprovers(canvas.viewbox());
  const timings: ChartTimings = {
    parseMs: measure('parse', t0, tParsed),
    prepareMs: measure('prepare', tParsed, tPrepared),
    importMs: measure('import', t0, t1),
    fitMs: measure('fit', t1, t2),
    paintMs: 0,
  };

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
  bus.on<{ element: Shape }>('element.click', (e) => {
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
  bus.on<{ element: Shape }>('element.hover', (e) => {
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

  timings.paintMs = measure('paint', t2, performance.now());

  const update = (next: ChartInput): PreparedChart => {
    const looks = prepareChart(next, drawn.graph);
    const nextMarkers = chartMarkers(looks);
    for (const id of new Set([...markers.keys(), ...nextMarkers.keys()])) {
      const before = markers.get(id) ?? [];
      const after = nextMarkers.get(id) ?? [];
      if (!registry.get(id)) continue;
      for (const m of before) if (!after.includes(m)) canvas.removeMarker(id, m);
      for (const m of after) if (!before.includes(m)) canvas.addMarker(id, m);
    }
    // an edge's colour is drawn into it (and its arrowhead): redraw the edges that changed
    const graphics = viewer.get('graphicsFactory') as GraphicsFactoryService;
    for (const [id, state] of looks.edges) {
      const element = registry.get(id);
      if (drawn.edges.get(id) === state || !element?.di) continue;
      colourEdge(element.di, EDGE_COLOURS[state]);
      graphics.update('connection', element, registry.getGraphics(id));
    }
    (viewer.get('overlays') as { remove(filter: { type: string }): void }).remove({ type: 'fc-approvers' });
    showApprovers = approversOf(looks);
    showApprovers(canvas.viewbox());
    drawn = looks;
    markers = nextMarkers;
    handle.chart = looks;
    return looks;
  };

  const handle: RenderedChart = {
    chart: drawn,
    update,
    addLabels: (labels) => addNodeLabels(viewer.get('overlays') as LabelOverlays, registry, labels),
    zoom: (step) => {
      const current = canvas.viewbox().scale;
      canvas.zoom(Math.min(4, Math.max(0.1, current * (step > 0 ? 1.25 : 0.8))), 'auto');
    },
    fit: () => {
      canvas.zoom('fit-viewport', 'auto');
    },
    destroy: () => {
      cancelAnimationFrame(frame);
      stopTouch();
      viewer.destroy();
    },
    timings,
  };
  return handle;
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
