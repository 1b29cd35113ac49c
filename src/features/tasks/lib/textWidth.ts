/**
 * How wide a list column must be to show its values on one line, so that short columns (flow, step, initiator,
 * status) take what their text needs and the title the rest (issue 29 item 14: "Direct leader ap…" beside a wide
 * title, Indonesian status tags on three lines).
 */

/** The table's text: antd's 14 px in the portal's font stack. */
const FONT = '14px -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

let context: CanvasRenderingContext2D | null | undefined;

function measured(text: string): number | undefined {
  // a real browser measures; jsdom has no 2D canvas
  if (context === undefined)
    context =
      typeof window !== 'undefined' && 'CanvasRenderingContext2D' in window ? document.createElement('canvas').getContext('2d') : null;
  if (!context) return undefined;
  context.font = FONT;
  return context.measureText(text).width;
}

/** An estimate where nothing measures: wide (CJK) characters, capitals and digits, narrow letters and spaces. */
function estimated(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch)) width += 14;
    else if (/\s/.test(ch)) width += 4;
    else if (/[A-Z0-9mwMW]/.test(ch)) width += 9;
    else width += 7.5;
  }
  return width;
}

export function textWidth(text: string): number {
  return Math.ceil(measured(text) ?? estimated(text));
}

/** antd's middle table cell: 8 px each side, plus room for the sort of rounding a browser does. */
export const CELL_PADDING = 16 + 4;

/** The width of a column holding these texts on one line (plus `extra` each), kept between `min` and `max`. */
export function columnWidth(texts: readonly string[], min: number, max: number, extra = 0): number {
  const widest = texts.reduce((w, text) => Math.max(w, textWidth(text) + extra), 0);
  return Math.min(max, Math.max(min, widest + CELL_PADDING));
}

/** The room a status tag takes besides its text: icon, its gap, the tag's padding and border. */
export const TAG_EXTRA = 14 + 4 + 14 + 2;
/** The gap between two tags in one cell. */
export const TAG_GAP = 4;
