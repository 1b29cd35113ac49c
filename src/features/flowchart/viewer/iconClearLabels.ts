/**
 * bpmn-js draws a task's type icon (the person of a user task, the gear of a service task) at a
 * fixed place in its top left corner and centres the name in the whole box. In the spec's small
 * boxes (60x60) the name's first line then runs under the icon and its first character is hidden.
 * Here a drawn name that meets the icon is moved below it; when it does not fit there any more
 * it is laid out again in the space below the icon, in a smaller font if need be.
 */

/** Where bpmn-js draws the type icons, relative to the task (the person icon spans 4..21 x 4..24). */
export const ICON_ZONE = { left: 0, top: 0, right: 24, bottom: 26 } as const;
const BOTTOM_GAP = 2;
const LINE_HEIGHT = 1.2;
const FONT_SIZES = [11, 10, 9] as const;

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

/**
 * Keeps the name of an icon task `gfx` (its drawn group) clear of the icon. `name` is the task's
 * name, `box` its size. Returns how the label was treated, for tests and measures.
 */
export function clearIcon(gfx: Element, name: string, box: LabelBox, layout: TextLayout): 'clear' | 'moved' | 'relaid' | 'none' {
  const text = gfx.querySelector<SVGTextElement>('text.djs-label');
  if (!text || !name) return 'none';
  const size = fontSizeOf(text);
  const lines = linesOf(text);
  if (lines.length === 0 || !meetsIcon(lines, size, box.width)) return 'clear';
  const top = Math.min(...lines.map((l) => l.y)) - size;
  const bottom = Math.max(...lines.map((l) => l.y)) + size * (LINE_HEIGHT - 1);
  const shift = ICON_ZONE.bottom - top;
  if (bottom + shift <= box.height - BOTTOM_GAP && keepsWords(text, name)) {
    text.setAttribute('transform', `translate(0 ${shift.toFixed(1)})`);
    return 'moved';
  }
  const room = { width: box.width, height: box.height - ICON_ZONE.bottom - BOTTOM_GAP };
  const fill = text.style.fill || undefined;
  // the largest size that fits without cutting a word ("Persetuj / uan SDM"), else the largest that fits
  let relaid: SVGTextElement | null = null;
  let fitting: SVGTextElement | null = null;
  for (const fontSize of FONT_SIZES) {
    relaid = layout.createText(name, {
      box: room,
      align: 'center-top',
      padding: { top: 0, right: 3, bottom: 0, left: 3 },
      style: { fontSize, ...(fill ? { fill } : {}) },
    });
    if (linesOf(relaid).length * fontSize * LINE_HEIGHT > room.height) continue;
    fitting ??= relaid;
    if (keepsWords(relaid, name)) {
      fitting = relaid;
      break;
    }
  }
  relaid = fitting ?? relaid;
  if (!relaid) return 'clear';
  relaid.classList.add('djs-label');
  relaid.setAttribute('transform', `translate(0 ${ICON_ZONE.bottom})`);
  text.replaceWith(relaid);
  return 'relaid';
}

interface RenderContext {
  element: { type: string; width?: number; height?: number; businessObject?: { name?: string } };
  gfx: SVGElement;
  attrs?: unknown;
}
interface RendererService {
  drawShape(gfx: SVGElement, element: unknown, attrs?: unknown): SVGElement;
}

interface PriorityEventBus {
  on(event: string, priority: number, callback: (event: unknown, context: RenderContext) => unknown): void;
}

/**
 * Hooks clearIcon into a bpmn-js viewer: icon tasks are drawn by bpmn-js's renderer, called from
 * a listener above it (priority 1000), then their names are moved clear of the icon.
 */
export function keepNamesClearOfIcons(viewer: { get(name: string): unknown }): void {
  const bus = viewer.get('eventBus') as PriorityEventBus;
  const renderer = viewer.get('bpmnRenderer') as RendererService;
  const layout = viewer.get('textRenderer') as TextLayout;
  bus.on('render.shape', 1500, (_event: unknown, { element, gfx, attrs }: RenderContext) => {
    if (!ICON_TASKS.has(element.type)) return undefined;
    const visual = renderer.drawShape(gfx, element, attrs);
    clearIcon(gfx, element.businessObject?.name ?? '', { width: element.width ?? 0, height: element.height ?? 0 }, layout);
    return visual;
  });
}
