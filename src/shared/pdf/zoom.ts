/** The zoom of the viewer: a fixed scale, or as wide as the view (the default). */
export type Zoom = { kind: 'fit' } | { kind: 'scale'; scale: number };

export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const MIN_SCALE = ZOOM_STEPS[0];
export const MAX_SCALE = ZOOM_STEPS[ZOOM_STEPS.length - 1];

/** Gap around the pages in the view, in CSS pixels (each side). */
export const PAGE_GUTTER = 16;

/** The scale at which the widest page fills `viewWidth`; 1 while the view has no width yet. */
export function fitWidthScale(viewWidth: number, pageWidths: readonly number[]): number {
  const widest = Math.max(0, ...pageWidths);
  if (viewWidth <= 0 || widest <= 0) return 1;
  return clampScale((viewWidth - 2 * PAGE_GUTTER) / widest);
}

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/** The next step in (+1) or out (-1) from the scale shown now (a fit scale lies between steps). */
export function stepZoom(current: number, direction: 1 | -1): number {
  const EPS = 1e-3;
  if (direction > 0) return ZOOM_STEPS.find((s) => s > current + EPS) ?? MAX_SCALE;
  return [...ZOOM_STEPS].reverse().find((s) => s < current - EPS) ?? MIN_SCALE;
}

/** The scale a zoom comes to in a view of that width. */
export function effectiveScale(zoom: Zoom, viewWidth: number, pageWidths: readonly number[]): number {
  return zoom.kind === 'fit' ? fitWidthScale(viewWidth, pageWidths) : clampScale(zoom.scale);
}

/** The page (from 1) most of whose height is above the middle of the view: the one being read. */
export function pageAtOffset(scrollTop: number, viewHeight: number, pageTops: readonly number[]): number {
  const middle = scrollTop + viewHeight / 2;
  let page = 1;
  for (let i = 0; i < pageTops.length; i++) {
    if (pageTops[i] <= middle) page = i + 1;
    else break;
  }
  return page;
}

/** The top of each page in the scrolled column at `scale`, with PAGE_GUTTER between pages. */
export function pageTops(pageHeights: readonly number[], scale: number): number[] {
  const tops: number[] = [];
  let y = PAGE_GUTTER;
  for (const h of pageHeights) {
    tops.push(y);
    y += Math.floor(h * scale) + PAGE_GUTTER;
  }
  return tops;
}
