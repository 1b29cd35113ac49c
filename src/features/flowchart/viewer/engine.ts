/**
 * The bpmn-js side of the chart. This module is only ever loaded with a dynamic import (see
 * useFlowChart.ts), so bpmn-js and its styles stay out of the first-screen bundle.
 */
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
// breadcrumbs and the drill-down button of collapsed sub processes
import 'bpmn-js/dist/assets/bpmn-js.css';
import './flowchart.css';
import type { ChartInput, PreparedChart } from '../model/chart';
import { addNodeLabels, approverOverlays, type LabelOverlays, type NodeLabel, type PaintServices } from './paint';

export type { NodeLabel };
import type { BadgeTexts } from './approverBadge';
import { keepNamesClearOfIcons } from './iconClearLabels';
import { touchGestures, type GestureCanvas } from './touch';
import { importWithLooks, restyle, wireEvents, type CanvasService, type DrawnMarkers, type RegistryService } from './engineSteps';

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

function measure(name: string, start: number, end: number): number {
  // the names let a Chromium performance trace (and the benchmark) show the steps
  performance.measure?.(`flowchart:${name}`, { start, end });
  return end - start;
}

/**
 * Draws the diagram of `input` with its states: the diagram imported with its looks (engineSteps.ts), then fitted,
 * the approvers in view shown and the pointer's events wired.
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
  const stopTouch = touchGestures(container, viewer.get('canvas') as GestureCanvas);
  keepNamesClearOfIcons(viewer);
  const drawnMarkers: DrawnMarkers = { markers: new Map() };
  const { chart, tParsed, tPrepared } = await importWithLooks(viewer, input, drawnMarkers, () => {
    stopTouch();
    viewer.destroy();
  });
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
  const stopFrame = wireEvents(viewer, handlers, () => showApprovers(canvas.viewbox()));
  timings.paintMs = measure('paint', t2, performance.now());

  const update = (next: ChartInput): PreparedChart => {
    const looks = restyle(viewer, drawn, drawnMarkers, next);
    (viewer.get('overlays') as { remove(filter: { type: string }): void }).remove({ type: 'fc-approvers' });
    showApprovers = approversOf(looks);
    showApprovers(canvas.viewbox());
    drawn = looks;
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
      stopFrame();
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
