/** Spec 02 §9: the scale is recalculated 100 ms after the last resize. */
export const RESCALE_DELAY_MS = 100;

export interface Fit {
  scale: number;
  /** left and top offsets (window pixels) that centre the scaled canvas */
  left: number;
  top: number;
}

/** Scales a canvas to fit the window keeping its aspect ratio, centred; a window or canvas without size gives scale 1. */
export function fitCanvas(windowWidth: number, windowHeight: number, canvasWidth: number, canvasHeight: number): Fit {
  if (!(windowWidth > 0 && windowHeight > 0 && canvasWidth > 0 && canvasHeight > 0)) return { scale: 1, left: 0, top: 0 };
  const scale = Math.min(windowWidth / canvasWidth, windowHeight / canvasHeight);
  return {
    scale,
    left: Math.max(0, (windowWidth - canvasWidth * scale) / 2),
    top: Math.max(0, (windowHeight - canvasHeight * scale) / 2),
  };
}
