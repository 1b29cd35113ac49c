/** Size of the assistant icon (spec 01 §9). */
export const ICON_WIDTH = 86;
export const ICON_HEIGHT = 72;
/** On a phone the icon is a round button of this size without its caption, kept clear of the page's content. */
export const PHONE_ICON_SIZE = 52;
/** Gap between the phone's icon and a bottom action bar, and between the icon and the end of a list. */
export const PHONE_ICON_GAP = 8;

/**
 * The phone's icon: never lower than a bottom action bar (its height in `barVar`), and the room it takes at
 * the bottom of the window, which lists and forms leave free at their end so nothing stays under it.
 */
export function phoneIconPlace(position: AssistantPosition, barVar: string) {
  const bottom = `max(${position.bottom}px, calc(var(${barVar}, 0px) + ${PHONE_ICON_GAP}px))`;
  return { bottom, room: `calc(${bottom} + ${PHONE_ICON_SIZE + PHONE_ICON_GAP}px)` };
}

/** Below this window height the guide section starts folded. */
export const FOLD_BELOW_HEIGHT = 768;

/** Distance of the icon from the window's right and bottom edges (spec 01 §3 "Assistant position"). */
export interface AssistantPosition {
  right: number;
  bottom: number;
}

/**
 * The dock (issue 29: the floating button covered pagination, row actions and links): a strip at the bottom of the
 * page that the main layout keeps free while the button sits in it. The button sits DOCK_GAP above the window's
 * bottom; dropped within DOCK_SNAP of it, it docks; dragged higher, it floats where the user put it.
 */
export const DOCK_GAP = 8;
export const DOCK_SNAP = 32;
/** The CSS variable the main layout reads: the height of the strip it keeps free (unset while the button floats). */
export const DOCK_VAR = '--tr-assistant-dock';

export const DEFAULT_POSITION: AssistantPosition = { right: 24, bottom: DOCK_GAP };

export const isDocked = (p: AssistantPosition) => p.bottom <= DOCK_SNAP;

/** A dropped position: near the bottom it docks (at DOCK_GAP), anywhere along it. */
export const dropped = (p: AssistantPosition): AssistantPosition => (isDocked(p) ? { ...p, bottom: DOCK_GAP } : p);

/** The strip the layout keeps free under a docked button: the button and a gap above and below it. */
export const dockHeight = (phone: boolean) => (phone ? PHONE_ICON_SIZE : ICON_HEIGHT) + 2 * DOCK_GAP;

/** Keeps the whole icon inside the window. */
export function clampPosition(pos: AssistantPosition, windowWidth: number, windowHeight: number): AssistantPosition {
  const maxRight = Math.max(0, windowWidth - ICON_WIDTH);
  const maxBottom = Math.max(0, windowHeight - ICON_HEIGHT);
  const fix = (v: number, max: number) => (Number.isFinite(v) ? Math.min(Math.max(0, Math.round(v)), max) : 0);
  return { right: fix(pos.right, maxRight), bottom: fix(pos.bottom, maxBottom) };
}

/** A stored value is used only when it has the right shape. */
export function parsePosition(value: unknown): AssistantPosition | null {
  if (!value || typeof value !== 'object') return null;
  const { right, bottom } = value as Record<string, unknown>;
  if (typeof right !== 'number' || typeof bottom !== 'number') return null;
  if (!Number.isFinite(right) || !Number.isFinite(bottom)) return null;
  return { right, bottom };
}

/** Position after dragging the pointer by (dx, dy) from where the drag started. */
export function dragged(start: AssistantPosition, dx: number, dy: number, windowWidth: number, windowHeight: number): AssistantPosition {
  return clampPosition({ right: start.right - dx, bottom: start.bottom - dy }, windowWidth, windowHeight);
}
