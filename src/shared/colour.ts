/** True for a dark background colour (#rgb or #rrggbb), as the dark theme's: pages then draw in dark colours. */
export function isDarkColour(colour: string): boolean {
  const hex = colour.trim().replace(/^#/, '');
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return false;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
}

function rgbOf(hex: string): [number, number, number] {
  const raw = hex.trim().replace(/^#/, '');
  const full = raw.length === 3 ? raw.replace(/./g, (c) => c + c) : raw.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const hexOf = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** WCAG 2 relative luminance of #rgb / #rrggbb. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}

/** The colour mixed towards black (share < 0) or white (share > 0), share in -1..1. */
export function mixColour(hex: string, share: number): string {
  const target = share < 0 ? 0 : 255;
  return hexOf(rgbOf(hex).map((v) => v + (target - v) * Math.abs(share)));
}

/**
 * The colour itself when it reaches `ratio` against `background`, else the nearest shade (towards black on
 * a light background, towards white on a dark one) that does: the hue stays, the text becomes readable.
 */
export function withContrast(hex: string, background: string, ratio = 4.5): string {
  const direction = luminance(background) > 0.18 ? -1 : 1;
  for (let step = 0; step <= 100; step += 2) {
    const shade = mixColour(hex, (direction * step) / 100);
    if (contrastRatio(shade, background) >= ratio) return shade;
  }
  return direction < 0 ? '#000000' : '#ffffff';
}

/**
 * The colour of a mark (an icon, a check) drawn on a colour shown as it is, like a swatch: white while white reaches
 * `ratio` (WCAG 1.4.11 asks 3:1 of graphics that carry meaning), else black.
 */
export function markOn(background: string, ratio = 3): string {
  return contrastRatio('#ffffff', background) >= ratio ? '#ffffff' : '#000000';
}
