interface Point {
  x: number;
  y: number;
}

/** The part of bpmn-js's canvas the gestures move. */
export interface GestureCanvas {
  zoom(level: number, center?: Point): number;
  viewbox(): { scale: number };
  scroll(delta: { dx: number; dy: number }): void;
}

const MIN_SCALE = 0.1;
const MAX_SCALE = 4;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Touch on the chart: one finger moves it, two fingers pinch-zoom around their middle. bpmn-js's
 * own navigation knows the mouse and the wheel only, so a phone could neither move nor zoom the
 * chart. Mouse and pen pointers are left to bpmn-js. Returns the function that detaches it.
 */
export function touchGestures(container: HTMLElement, canvas: GestureCanvas): () => void {
  const fingers = new Map<number, Point>();
  let pinch: { distance: number; scale: number } | null = null;
  const local = (e: PointerEvent): Point => {
    const box = container.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  const startPinch = () => {
    const [a, b] = [...fingers.values()];
    pinch = a && b && fingers.size === 2 ? { distance: Math.max(1, distance(a, b)), scale: canvas.viewbox().scale } : null;
  };
  const down = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return;
    fingers.set(e.pointerId, local(e));
    startPinch();
  };
  const move = (e: PointerEvent) => {
    const before = fingers.get(e.pointerId);
    if (e.pointerType !== 'touch' || !before) return;
    const now = local(e);
    fingers.set(e.pointerId, now);
    e.preventDefault();
    if (fingers.size === 1) canvas.scroll({ dx: now.x - before.x, dy: now.y - before.y });
    else if (pinch && fingers.size === 2) {
      const [a, b] = [...fingers.values()];
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, (pinch.scale * distance(a, b)) / pinch.distance));
      canvas.zoom(scale, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    }
  };
  const up = (e: PointerEvent) => {
    if (!fingers.delete(e.pointerId)) return;
    startPinch();
  };
  const listeners: Array<[string, (e: PointerEvent) => void]> = [
    ['pointerdown', down],
    ['pointermove', move],
    ['pointerup', up],
    ['pointercancel', up],
  ];
  for (const [name, fn] of listeners) container.addEventListener(name, fn as EventListener);
  // the browser would otherwise scroll or zoom the page under the fingers
  container.style.touchAction = 'none';
  return () => {
    for (const [name, fn] of listeners) container.removeEventListener(name, fn as EventListener);
  };
}
