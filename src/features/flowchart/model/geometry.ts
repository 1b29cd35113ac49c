/** Pure geometry for resizing diagram shapes and keeping their connections attached. */
export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The same centre with a new size, so the layout around the shape stays put. */
export function resizeAroundCentre(b: Bounds, width: number, height: number): Bounds {
  return { x: b.x + (b.width - width) / 2, y: b.y + (b.height - height) / 2, width, height };
}

const EPS = 1;

export function isInside(p: Point, b: Bounds, tolerance = EPS): boolean {
  return p.x >= b.x - tolerance && p.x <= b.x + b.width + tolerance && p.y >= b.y - tolerance && p.y <= b.y + b.height + tolerance;
}

function clampTo(p: Point, b: Bounds): Point {
  return { x: Math.min(Math.max(p.x, b.x), b.x + b.width), y: Math.min(Math.max(p.y, b.y), b.y + b.height) };
}

/**
 * Where the ray from `outside` through `end` first meets the rectangle, if it does: for the
 * axis-aligned segments of a typical layout this keeps the connection straight.
 */
function entryPoint(outside: Point, end: Point, b: Bounds): Point | null {
  const dx = end.x - outside.x;
  const dy = end.y - outside.y;
  let best: number | null = null;
  const consider = (t: number, x: number, y: number) => {
    // a ray, not the segment: a shrunken shape lies beyond the old end point
    if (t < 0) return;
    if (x < b.x - EPS || x > b.x + b.width + EPS || y < b.y - EPS || y > b.y + b.height + EPS) return;
    if (best === null || t < best) best = t;
  };
  if (dx !== 0) {
    for (const edgeX of [b.x, b.x + b.width]) {
      const t = (edgeX - outside.x) / dx;
      consider(t, edgeX, outside.y + t * dy);
    }
  }
  if (dy !== 0) {
    for (const edgeY of [b.y, b.y + b.height]) {
      const t = (edgeY - outside.y) / dy;
      consider(t, outside.x + t * dx, edgeY);
    }
  }
  if (best === null) return null;
  const t: number = best;
  return { x: round(outside.x + t * dx), y: round(outside.y + t * dy) };
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * A connection end that touched the old bounds of a resized shape is moved onto the new bounds:
 * along its own segment when that segment reaches the shape, otherwise to the nearest point.
 * `neighbour` is the next waypoint along the connection (away from the shape).
 */
export function reattach(end: Point, neighbour: Point | undefined, oldBounds: Bounds, newBounds: Bounds): Point {
  if (!isInside(end, oldBounds)) return end;
  if (neighbour && !isInside(neighbour, newBounds, 0)) {
    const hit = entryPoint(neighbour, end, newBounds);
    if (hit) return hit;
  }
  const c = clampTo(end, newBounds);
  return { x: round(c.x), y: round(c.y) };
}
