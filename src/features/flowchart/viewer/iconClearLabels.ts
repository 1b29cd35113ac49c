/**
 * bpmn-js draws a task's type icon (the person of a user task, the gear of a service task) at a
 * fixed place in its top left corner, its markers (multi-instance bars, loop arrow) at the middle
 * of its bottom edge, and centres the name in the whole box. In the spec's small boxes (60x60) the
 * name's first line then runs under the icon and its first character is hidden, its last line
 * under the markers. Here a drawn name that meets the icon or the markers is moved into the space
 * between them; when it does not fit there any more it is laid out again in that space, in a
 * smaller font if need be.
 */

/** Where bpmn-js draws the type icons, relative to the task (the person icon spans 4..21 x 4..24). */
export const ICON_ZONE = { left: 0, top: 0, right: 24, bottom: 26 } as const;
const BOTTOM_GAP = 2;
const LINE_HEIGHT = 1.2;
const FONT_SIZES = [11, 10, 9, 8] as const;
/** bpmn-js draws a task's markers from 20 px above its bottom edge (BpmnRenderer's task markers). */
export const MARKER_ZONE = 20;

/** The task types bpmn-js draws with an icon. */
export const ICON_TASKS: ReadonlySet<string> = new Set([
  'bpmn:UserTask',
  'bpmn:ManualTask',
  'bpmn:ServiceTask',
  'bpmn:ScriptTask',
  'bpmn:BusinessRuleTask',
  'bpmn:SendTask',
  'bpmn:ReceiveTask',
]);

export interface LabelBox {
  width: number;
  height: number;
}

/** bpmn-js's text renderer, as far as it is used here. */
export interface TextLayout {
  createText(
    text: string,
    options: {
      box: LabelBox;
      align: string;
      padding: { top: number; right: number; bottom: number; left: number };
      style: { fontSize: number; fill?: string };
    },
  ): SVGTextElement;
}

interface Line {
  x: number;
  y: number;
}

function fontSizeOf(text: SVGTextElement): number {
  const size = parseFloat(text.style.fontSize || text.getAttribute('font-size') || '');
  return Number.isFinite(size) && size > 0 ? size : 12;
}

function linesOf(text: SVGTextElement): Line[] {
  return Array.from(text.querySelectorAll('tspan'), (t) => ({ x: Number(t.getAttribute('x')) || 0, y: Number(t.getAttribute('y')) || 0 }));
}

/** Whether every space-separated word of a name stands whole on one line (CJK text breaks anywhere). */
export function keepsWords(text: SVGTextElement, name: string): boolean {
  if (/[\u3000-\u9fff\uac00-\ud7af]/.test(name)) return true;
  const words = name.split(/\s+/).filter(Boolean);
  const lines = Array.from(text.querySelectorAll('tspan'), (t) => (t.textContent ?? '').split(/\s+/));
  return words.every((w) => lines.some((line) => line.includes(w)));
}

/** A centred line spans x..width-x; its glyphs stand from baseline-size to the baseline. */
export function meetsIcon(lines: Line[], fontSize: number, width: number): boolean {
  return lines.some(
    (l) => l.y - fontSize < ICON_ZONE.bottom && l.y > ICON_ZONE.top && l.x < ICON_ZONE.right && width - l.x > ICON_ZONE.left,
  );
}

/** What a task draws besides its name: the type icon in the top left corner, markers at the bottom. */
export interface TaskZones {
  /** a type icon (default: yes) */
  icon?: boolean;
  /** multi-instance, loop or compensation markers */
  markers?: boolean;
}

/**
 * Keeps the name of a task `gfx` (its drawn group) clear of its icon and markers. `name` is the
 * task's name, `box` its size. Returns how the label was treated, for tests and measures.
 */
export function clearIcon(
  gfx: Element,
  name: string,
  box: LabelBox,
  layout: TextLayout,
  zones: TaskZones = {},
): 'clear' | 'moved' | 'relaid' | 'none' {
  const text = gfx.querySelector<SVGTextElement>('text.djs-label');
  if (!text || !name) return 'none';
  const size = fontSizeOf(text);
  const lines = linesOf(text);
  const roomTop = zones.icon === false ? 0 : ICON_ZONE.bottom;
  const roomBottom = box.height - BOTTOM_GAP - (zones.markers ? MARKER_ZONE : 0);
  if (lines.length === 0) return 'clear';
  const top = Math.min(...lines.map((l) => l.y)) - size;
  const bottom = Math.max(...lines.map((l) => l.y)) + size * (LINE_HEIGHT - 1);
  const underIcon = zones.icon !== false && meetsIcon(lines, size, box.width);
  if (!underIcon && bottom <= roomBottom) return 'clear';
  // below the icon, or as far up as the markers ask
  const shift = underIcon ? roomTop - top : roomBottom - bottom;
  if (top + shift >= roomTop && bottom + shift <= roomBottom && keepsWords(text, name)) {
    text.setAttribute('transform', `translate(0 ${shift.toFixed(1)})`);
    return 'moved';
  }
  const room = { width: box.width, height: roomBottom - roomTop };
  const fill = text.style.fill || undefined;
  // the largest size that fits without cutting a word ("Persetuj / uan SDM"), else the largest that fits;
  // when none fits, the largest that keeps the words, cut to the lines there is room for
  let fitting: SVGTextElement | null = null;
  let whole: { text: SVGTextElement; fontSize: number } | null = null;
  let last: { text: SVGTextElement; fontSize: number } | null = null;
  for (const fontSize of FONT_SIZES) {
    const laid = layout.createText(name, {
      box: room,
      align: 'center-top',
      padding: { top: 0, right: 3, bottom: 0, left: 3 },
      style: { fontSize, ...(fill ? { fill } : {}) },
    });
    last = { text: laid, fontSize };
    const keeps = keepsWords(laid, name);
    if (keeps) whole ??= last;
    if (linesOf(laid).length * fontSize * LINE_HEIGHT > room.height) continue;
    fitting ??= laid;
    if (keeps) {
      fitting = laid;
      break;
    }
  }
  let relaid = fitting;
  if (!relaid) {
    const cut = whole ?? last;
    if (!cut) return 'clear';
    relaid = cutToLines(cut.text, Math.max(1, Math.floor(room.height / (cut.fontSize * LINE_HEIGHT))), name);
  }
  relaid.classList.add('djs-label');
  // the first line's glyphs (a full em above its baseline) start at the room's top, not above it
  const firstBaseline = Math.min(...linesOf(relaid).map((l) => l.y));
  const lift = Math.max(0, fontSizeOf(relaid) - firstBaseline);
  relaid.setAttribute('transform', `translate(0 ${+(roomTop + lift).toFixed(1)})`);
  text.replaceWith(relaid);
  return 'relaid';
}

/** Keeps the first `count` lines of a laid-out name, the last one ending in an ellipsis; the whole name as its title. */
function cutToLines(text: SVGTextElement, count: number, name: string): SVGTextElement {
  const spans = Array.from(text.querySelectorAll('tspan'));
  if (spans.length <= count) return text;
  for (const extra of spans.slice(count)) extra.remove();
  const lastLine = spans[count - 1];
  lastLine.textContent = `${(lastLine.textContent ?? '').trimEnd()}…`;
  const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
  title.textContent = name;
  text.prepend(title);
  return text;
}

interface RenderContext {
  element: {
    type: string;
    width?: number;
    height?: number;
    businessObject?: { name?: string; loopCharacteristics?: unknown; isForCompensation?: boolean };
  };
  gfx: SVGElement;
  attrs?: unknown;
}
interface RendererService {
  drawShape(gfx: SVGElement, element: unknown, attrs?: unknown): SVGElement;
}

interface PriorityEventBus {
  on(event: string, priority: number, callback: (event: unknown, context: RenderContext) => unknown): void;
}

/** Tasks without an icon whose markers may still hide a name's last line. */
const MARKED_TASKS: ReadonlySet<string> = new Set(['bpmn:Task', 'bpmn:CallActivity']);

/**
 * Hooks clearIcon into a bpmn-js viewer: icon tasks (and tasks with markers) are drawn by
 * bpmn-js's renderer, called from a listener above it (priority 1000), then their names are moved
 * clear of the icon and the markers.
 */
export function keepNamesClearOfIcons(viewer: { get(name: string): unknown }): void {
  const bus = viewer.get('eventBus') as PriorityEventBus;
  const renderer = viewer.get('bpmnRenderer') as RendererService;
  const layout = viewer.get('textRenderer') as TextLayout;
  bus.on('render.shape', 1500, (_event: unknown, { element, gfx, attrs }: RenderContext) => {
    const bo = element.businessObject;
    const markers = Boolean(bo?.loopCharacteristics || bo?.isForCompensation);
    const icon = ICON_TASKS.has(element.type);
    if (!icon && !(markers && MARKED_TASKS.has(element.type))) return undefined;
    const visual = renderer.drawShape(gfx, element, attrs);
    clearIcon(gfx, bo?.name ?? '', { width: element.width ?? 0, height: element.height ?? 0 }, layout, { icon, markers });
    return visual;
  });
}
