/**
 * The steps of renderChart (engine.ts): importing the diagram with its looks, the pointer's events, and new states on
 * a drawn diagram. Loaded with engine.ts only (a dynamic import), so bpmn-js stays off the first screen.
 */
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { toPlaneId } from 'bpmn-js/lib/util/DrilldownUtil';
import { applyToDiagram, chartMarkers, prepareChart, type ChartInput, type PreparedChart } from '../model/chart';
import { DiagramXmlError, colourEdge, localType, readGraph, type ModdleDefinitions, type ModdleElement } from '../model/diagram';
import { EDGE_COLOURS } from '../model/edges';
import type { ChartHandlers, ElementHit } from './engine';

export interface Viewbox {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
}
export interface Shape {
  id: string;
  type: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  waypoints?: unknown;
}
export interface CanvasService {
  zoom(level: number | 'fit-viewport', center?: 'auto'): number;
  viewbox(): Viewbox;
  addMarker(element: string, marker: string): void;
  removeMarker(element: string, marker: string): void;
  findRoot(id: string): unknown;
  setRootElement(root: unknown): void;
}
export interface DrawnElement {
  di?: ModdleElement;
}
export interface RegistryService {
  get(id: string): DrawnElement | undefined;
  getGraphics(id: string): SVGElement;
}
export interface GraphicsFactoryService {
  update(type: 'connection', element: DrawnElement, gfx: SVGElement): void;
}
export interface EventBusService {
  on<E>(event: string | string[], callback: (e: E) => void): void;
}
interface ParseComplete {
  error?: unknown;
  definitions?: ModdleDefinitions;
  elementsById?: Record<string, ModdleElement>;
}

/** The state classes of each element, as drawn now (the update replaces them). */
export interface DrawnMarkers {
  markers: Map<string, string[]>;
}

/**
 * bpmn-js parses the XML once; between its parse and its drawing, the graph and looks are read and the spec's sizes
 * and edge colours written into the parsed diagram; each element gets its state classes as it is added, before the
 * browser first computes styles. A diagram that does not parse destroys the viewer (`abandon`) and throws.
 */
export async function importWithLooks(
  viewer: NavigatedViewer,
  input: ChartInput,
  drawnMarkers: DrawnMarkers,
  abandon: () => void,
): Promise<{ chart: PreparedChart; tParsed: number; tPrepared: number }> {
  const canvas = viewer.get('canvas') as CanvasService;
  const bus = viewer.get('eventBus') as EventBusService;
  const t0 = performance.now();
  let chart: PreparedChart | undefined;
  let tParsed = t0;
  let tPrepared = t0;
  bus.on<ParseComplete>('import.parse.complete', (e) => {
    tParsed = performance.now();
    if (e.error || !e.definitions || !e.elementsById) return;
    chart = prepareChart(input, readGraph(e.elementsById));
    applyToDiagram(e.definitions, chart);
    drawnMarkers.markers = chartMarkers(chart);
    tPrepared = performance.now();
  });
  bus.on<{ element: Shape }>(['shape.added', 'connection.added'], (e) => {
    const list = drawnMarkers.markers.get(e.element.id);
    if (list) for (const m of list) canvas.addMarker(e.element.id, m);
  });
  try {
    await viewer.importXML(input.xml);
    if (!chart) throw new Error('the diagram was not parsed');
  } catch (err) {
    abandon();
    throw new DiagramXmlError(err instanceof Error ? err.message : String(err), { cause: err });
  }
  return { chart, tParsed, tPrepared };
}

/** Where an element stands on the screen; null for edges, labels and what has no size. */
function hitOf(canvas: CanvasService, element: Shape): ElementHit | null {
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
}

/**
 * Clicks (a collapsed sub process opens its plane), hovers and view changes; `showApprovers` runs at most once a
 * frame while the view moves. Returns what stops the frame waiting.
 */
export function wireEvents(viewer: NavigatedViewer, handlers: ChartHandlers, showApprovers: () => void): () => void {
  const canvas = viewer.get('canvas') as CanvasService;
  const bus = viewer.get('eventBus') as EventBusService;
  bus.on<{ element: Shape }>('element.click', (e) => {
    // a collapsed sub process opens its own plane, as bpmn-js's drill-down button does
    const plane = e.element.type === 'bpmn:SubProcess' ? canvas.findRoot(toPlaneId(e.element.id)) : undefined;
    if (plane) {
      canvas.setRootElement(plane);
      canvas.zoom('fit-viewport', 'auto');
      return;
    }
    const hit = hitOf(canvas, e.element);
    if (hit && hit.type !== 'process' && hit.type !== 'collaboration') handlers.onClick?.(hit);
  });
  bus.on<{ element: Shape }>('element.hover', (e) => {
    const hit = hitOf(canvas, e.element);
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
      showApprovers();
    });
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * New states on the drawn diagram: state classes swapped where they changed, the changed edges redrawn in their
 * colour. Returns the new looks; `drawnMarkers` holds their classes from then on.
 */
export function restyle(viewer: NavigatedViewer, drawn: PreparedChart, drawnMarkers: DrawnMarkers, next: ChartInput): PreparedChart {
  const canvas = viewer.get('canvas') as CanvasService;
  const registry = viewer.get('elementRegistry') as RegistryService;
  const looks = prepareChart(next, drawn.graph);
  const nextMarkers = chartMarkers(looks);
  const { markers } = drawnMarkers;
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
  drawnMarkers.markers = nextMarkers;
  return looks;
}
